/// Scenes Interface Builder draws as page sheets though they carry no sheet metrics: since
/// iOS 13 a controller presented modally without a full-screen style is a page sheet, and a
/// `show` segue from a controller in no navigation controller presents modally (there is
/// nothing to push onto). IB lays such a scene out as the sheet: shorter than the screen
/// (414 × 842 on a 414 × 896 iPhone, 375 × 647 on a 375 × 667 one) with no safe-area inset
/// at its top (``IBRootSafeArea/isSheet(_:)``).
///
/// Seen in real apps: an Xcode 11.4 storyboard's scene reached by `show` from its initial
/// controller (in no navigation controller) records its 842-tall root with a stack on the
/// safe area's top at y 0; two Xcode 12 scenes shown the same way record 647-tall roots.
/// A scene so reached that IB draws at the screen's full height is not taken for a sheet.
enum IBShownAsSheet {
    /// The ids of the storyboard's controllers that a modal `presentation` segue (not full
    /// screen) reaches, or a `show` segue from a controller IB shows in no navigation controller.
    static func controllers(_ scenes: IBElement, navigated: [String: IBRootSafeArea.Navigation]) -> Set<String> {
        var found = Set<String>()
        let controllers = scenes.descendants { InterfaceBuilderImporter.controllerElements.contains($0.name) }
        for controller in controllers where controller.name != "navigationController" {
            let inNavigation = controller["id"].map { navigated[$0] != nil } ?? false
            for segue in controller.descendants(where: { $0.name == "segue" }) {
                guard let destination = segue["destination"] else { continue }
                switch segue["kind"] {
                case "presentation" where !fullScreenStyles.contains(segue["modalPresentationStyle"] ?? ""):
                    found.insert(destination)
                case "show" where !inNavigation:
                    found.insert(destination)
                default:
                    continue
                }
            }
        }
        return found
    }

    /// Presentation styles that cover the whole screen, not a sheet.
    static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext"]

    /// Whether IB draws `view`, the root of a controller `controllers` lists, as a sheet: it
    /// recorded the root shorter than the designed iPhone's screen, and the controller names
    /// no size of its own (a freeform or sheet `simulatedDestinationMetrics` says itself).
    static func drawnAsSheet(controller: IBElement, view: IBElement, device: IBDevice?) -> Bool {
        guard let device, device.device.family == .phone, let frame = view.frame,
            controller.child(key: "simulatedDestinationMetrics") == nil
        else { return false }
        return frame.width == device.width && frame.height < device.height
    }
}

import TrellisEngine

/// The safe-area insets (top, left, bottom, right) Interface Builder lays a root out with:
/// the designed device's, with IB's simulated status bar (``IBSimulatedStatusBar``), plus
/// the bars it simulates above and below a view controller's view.
///
/// Bars are read from the controller (a storyboard scene) or the top-level view (a xib),
/// where IB writes them: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` adds
/// 44 on top, `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` 49 and
/// `<simulatedToolbarMetrics …>` 44 at the bottom, `<nil key="simulated…BarMetrics"/>`
/// means none; without either, a scene with a `navigationItem` / `tabBarItem` is taken to
/// show the bar (IB infers it from the navigation or tab bar controller). An opaque bar
/// (`translucent="NO"`) is not over the view at all: the root starts below it (IB records
/// the shorter root), so that side has no inset, the status bar included. A scene in a
/// navigation controller whose `<navigationBar>` is `translucent="NO"` has that opaque bar
/// (a real app's scenes pushed in one record views on the safe area's top at y 0 and roots
/// 64 points shorter than the screen). A `navigationItem` with no title and no items on a
/// scene in no navigation controller shows no bar (IB writes one for any controller that
/// was ever embedded; a real app's such root records its views at the status bar's inset).
enum IBRootSafeArea {
    /// How IB shows a scene's navigation controller, when it is in one: a translucent bar
    /// with the height it recorded at the controller's top, if it recorded one there
    /// (``IBRecordedNavigationBar``), or an opaque one.
    enum Navigation: Equatable { case translucent(barAtTop: Double?), opaque }

    static func insets(
        device: IBDevice?, controller: IBElement?, view: IBElement, navigation: Navigation? = nil, shownAsSheet: Bool = false
    ) -> [Double] {
        let holders = [controller, view].compactMap { $0 }
        var insets = device?.safeArea(statusBar: statusBar(holders)) ?? [0, 0, 0, 0]
        // A sheet starts below the status bar (and the sensor housing): nothing is over its top;
        // nor over a short freeform root of Xcode 10.1 or earlier.
        if shownAsSheet || isSheet(holders) || IBTallViewStatusBar.hidden(device: device, holders: holders, view: view) { insets[0] = 0 }
        if let barAtTop = IBRecordedNavigationBar.topInset(navigation: navigation, holders: holders, device: device) {
            insets[0] = barAtTop
        } else {
            switch bar("simulatedTopBarMetrics", in: holders, inferredBy: "navigationItem", inferred: navigation) {
            case .none: break
            case .translucent(let height): insets[0] += height
            case .opaque: insets[0] = 0
            }
        }
        switch bar("simulatedBottomBarMetrics", in: holders, inferredBy: "tabBarItem") {
        case .none: break
        case .translucent(let height): insets[2] += height
        case .opaque: insets[2] = 0
        }
        return insets
    }

    /// The size IB lays out a controller's root at when the root is `misplaced="YES"` (its
    /// recorded size is stale): the designed device's, less the opaque bars above and below
    /// it. A real app's scene under an opaque navigation bar on an iPhone 8 Plus records a
    /// 666-pt root and views pinned to its bottom at the y a 672-pt one gives (736 − 20 − 44).
    /// Nil for a root in place, a freeform one or an unknown device: the recorded size stands.
    static func misplacedRootSize(device: IBDevice?, controller: IBElement, view: IBElement, navigation: Navigation?) -> Rect? {
        let holders = [controller, view]
        guard let device, view.flag("misplaced") == true, let recorded = view.frame, recorded.width == device.width,
            !holders.contains(where: { $0.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics" })
        else { return nil }
        var height = device.height
        let safeArea = device.safeArea(statusBar: statusBar(holders))
        if case .opaque = bar("simulatedTopBarMetrics", in: holders, inferredBy: "navigationItem", inferred: navigation) {
            height -= safeArea[0] + 44
        }
        if case .opaque = bar("simulatedBottomBarMetrics", in: holders, inferredBy: "tabBarItem") {
            height -= safeArea[2] + (holders.contains { $0.child(key: "simulatedBottomBarMetrics")?.name == "simulatedToolbarMetrics" } ? 44 : 49)
        }
        return Rect(x: 0, y: 0, width: device.width, height: height)
    }

    /// The safe area IB gives a top-level view of a xib smaller than the screen (a banner,
    /// a card), not a controller's: IB draws it at the screen's top-left corner, so it takes
    /// the part of the screen's safe area it covers — the top inset, the home indicator only
    /// if it reaches that far down. On a notched iPhone that is the sensor housing's inset,
    /// whatever the Xcode: a real app's 414-wide headers, footers and banners of Xcode 12.5
    /// to 13.3 on an iPhone 11 record views on the safe area's top at y 44, and views on the
    /// top margin at 44 plus their constant. On an iPhone with a home button it is the status
    /// bar from Xcode 14.3 (``IBSimulatedStatusBar/xcode14point3``), as for a full-screen root:
    /// a real app's Xcode 15.3 freeform 465 × 154 view on an iPhone 8 records a stack pinned
    /// 8 below the safe area's top at y 28. Older documents record such views with none,
    /// even where a full-screen root had the status bar (a 40 × 50 view of Xcode 9, 440 × 166
    /// ones of Xcode 10.2), but a tall one of Xcode 10.1 or earlier has it (``IBTallViewStatusBar``).
    /// iPads keep none: no recorded frame shows what IB does there.
    static func smallViewInsets(device: IBDevice?, view: IBElement) -> [Double] {
        guard let device, device.device.family == .phone, let frame = view.frame else { return [0, 0, 0, 0] }
        let notched = device.device.portraitSafeArea.bottom > 0
        guard
            notched || (device.toolsVersion.map { $0 >= IBSimulatedStatusBar.xcode14point3 } ?? false)
                || IBTallViewStatusBar.shown(device: device, view: view)
        else { return [0, 0, 0, 0] }
        let screen = insets(device: device, controller: nil, view: view)
        // A view wider or taller than the screen reaches no further into its insets (IB
        // records a 465-wide view's trailing views on the safe area's trailing edge at 465).
        return [
            min(screen[0], frame.height), min(screen[1], frame.width),
            max(0, screen[2] - max(0, device.height - frame.height)), max(0, screen[3] - max(0, device.width - frame.width)),
        ]
    }

    /// A controller IB draws as a modal sheet (`<modalPageSheetSimulatedSizeMetrics
    /// key="simulatedDestinationMetrics">`, or the form sheet's): on an iPhone the sheet
    /// is inset from the screen's top, so its safe area has no top inset; the home
    /// indicator stays at its bottom. A real app's page-sheet scenes on an iPhone 11
    /// (414 × 842) record views on the safe area's top at y 16 for a constant of 16, and a
    /// table 16 above its bottom at 792 (842 − 34 − 16).
    static func isSheet(_ holders: [IBElement]) -> Bool {
        holders.contains {
            let metrics = $0.child(key: "simulatedDestinationMetrics")?.name
            return metrics == "modalPageSheetSimulatedSizeMetrics" || metrics == "modalFormSheetSimulatedSizeMetrics"
        }
    }

    /// `<simulatedStatusBarMetrics key="simulatedStatusBarMetrics">`: shown;
    /// `<nil key="simulatedStatusBarMetrics"/>`: hidden; nil when neither says.
    static func statusBar(_ holders: [IBElement]) -> Bool? {
        for holder in holders {
            guard let metrics = holder.child(key: "simulatedStatusBarMetrics") else { continue }
            return metrics.name != "nil"
        }
        return nil
    }

    enum Bar: Equatable { case none, translucent(Double), opaque }

    static func bar(_ key: String, in holders: [IBElement], inferredBy item: String, inferred: Navigation? = nil) -> Bar {
        for holder in holders {
            guard let metrics = holder.child(key: key) else { continue }
            let height: Double
            switch metrics.name {
            case "simulatedNavigationBarMetrics": height = 44
            case "simulatedTabBarMetrics": height = 49
            case "simulatedToolbarMetrics": height = 44
            default: return .none
            }
            return metrics.flag("translucent") == false ? .opaque : .translucent(height)
        }
        if inferred == .opaque { return .opaque }
        let shown = inferred != nil || holders.contains { $0.child(key: item).map(showsBar) ?? false }
        return shown ? .translucent(item == "tabBarItem" ? 49 : 44) : .none
    }

    /// A `navigationItem` or `tabBarItem` shows its bar unless it is an empty navigation item.
    private static func showsBar(_ item: IBElement) -> Bool {
        item.name != "navigationItem" || item["title"] != nil || !item.children.isEmpty
    }

    /// The ids of the storyboard's controllers IB shows inside a navigation controller, so
    /// with its navigation bar: each navigation controller's root (`relationship=
    /// "rootViewController"`) and, from those, every controller reached by `show` / `push`
    /// segues; each with its navigation controller's bar (`translucent="NO"`: opaque).
    static func controllersInNavigation(_ scenes: IBElement) -> [String: Navigation] {
        let controllers = scenes.descendants { $0.name != "navigationController" && InterfaceBuilderImporter.controllerElements.contains($0.name) }
        var shows: [String: [String]] = [:]
        for controller in controllers {
            guard let id = controller["id"] else { continue }
            shows[id] = controller.descendants { $0.name == "segue" && ($0["kind"] == "show" || $0["kind"] == "push") }.compactMap { $0["destination"] }
        }
        var queue: [(id: String, bar: Navigation)] = scenes.descendants { $0.name == "navigationController" }.flatMap { navigation in
            let bar: Navigation =
                navigation.child("navigationBar", key: "navigationBar")?.flag("translucent") == false
                ? .opaque : .translucent(barAtTop: IBRecordedNavigationBar.heightAtTop(of: navigation))
            return navigation.descendants { $0.name == "segue" && $0["relationship"] == "rootViewController" }.compactMap {
                $0["destination"].map { ($0, bar) }
            }
        }
        var found = [String: Navigation]()
        while let (id, bar) = queue.popLast() {
            guard found[id] == nil else { continue }
            found[id] = bar
            queue += (shows[id] ?? []).map { ($0, bar) }
        }
        return found
    }
}

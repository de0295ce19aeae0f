/// How specs are written: with layout anchors only, or with SnapKit's `ConstraintMaker`
/// closures (the seed's `layoutMaker()` / `layoutUpdater()`). Containers and screens are
/// anchors in both styles: one `NSLayoutConstraint.activate([...])` per component.
public enum ExportStyle: String, CaseIterable, Sendable {
    case anchors
    case snapkit

    /// The modules the generated files import.
    var imports: [String] {
        switch self {
        case .anchors: return ["UIKit"]
        case .snapkit: return ["SnapKit", "UIKit"]
        }
    }
}

/// How constraints are written: with layout anchors only (one `NSLayoutConstraint.activate`
/// per component), or with SnapKit — specs as `ConstraintMaker` closures (the seed's
/// `layoutMaker()` / `layoutUpdater()`), containers and screens as `snp.makeConstraints`
/// per view (`BodyWriter+SnapKit.swift`).
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

import SwiftSyntax
import TrellisModel

/// What a Swift type becomes: a `UIView` subclass, cell or view controller a screen, a
/// `UILayoutGuide` subclass (a `LayoutContainer`) a container, a type conforming to
/// `Layoutable` a spec. Decided from the UIKit class at the end of its superclass chain when
/// the run's index knows it (`class SkipButton: UIButton`, `class EpisodeCell: BaseCell`
/// with `BaseCell: UITableViewCell` in another file), else from the names it inherits from
/// (names ending in `Cell`, `ViewController` and `View` count too). A class of no such kind
/// that keeps a `root: UIView` it lays out (the form `trellis export` writes screens in) is a
/// screen too.
enum SwiftTypeKind: Equatable {
    case screen(RootKind)
    /// A layout type that installs into a root view it is given and keeps under this name:
    /// `ListCellLayout(root:)`, or `contentView` (a cell's) / `view` (a custom view's).
    case rootLayout(String)
    case container
    case spec

    /// UIKit's subclasses of `UILayoutGuide` (a focus guide places like any guide; the keyboard's is the root's).
    static let uikitGuideClasses: Set<String> = ["UIFocusGuide", "UILayoutGuide"]

    static func of(inherited: [String], name: String, holdsRoot root: String? = nil, index: SwiftTypeIndex? = nil) -> SwiftTypeKind? {
        let names = inherited.map(SwiftTypeIndex.plainName)
        if names.contains("Layoutable") { return .spec }
        if names.contains(where: { $0 == "UILayoutGuide" || $0 == "LayoutContainer" }) { return .container }
        // A presentation controller lays out the presented views in its `containerView` (the screen's).
        if (index?.uikitClass(of: name) ?? names.first) == "UIPresentationController" { return .rootLayout("containerView") }
        if let uikit = index?.uikitClass(of: name), let kind = rootKind(ofUIKitClass: uikit) { return .screen(kind) }
        if names.contains(where: { $0.hasSuffix("Cell") || $0 == "UICollectionReusableView" }) { return .screen(.cell) }
        if names.contains(where: { $0.hasSuffix("Controller") }) { return .screen(.controller) }
        if names.contains(where: { $0.hasSuffix("View") || $0 == "UIControl" }) { return .screen(.view) }
        return root.map(SwiftTypeKind.rootLayout)
    }

    /// The root a UIKit class gives: a cell's (and a header-footer view's, which has a
    /// `contentView` too), a controller's, a view's; nil for what is not a view.
    static func rootKind(ofUIKitClass uikit: String) -> RootKind? {
        if uikit.hasSuffix("Cell") || uikit == "UICollectionReusableView" || uikit == "UITableViewHeaderFooterView" { return .cell }
        if uikit.hasSuffix("Controller") { return .controller }
        if SwiftViewClasses.isViewClass(uikit) || uikit == "UIControl" || uikit == "UIImageView" || uikit == "UIWindow" { return .view }
        return nil
    }

    /// The kind of component it becomes.
    var documentKind: LayoutDocument.Kind {
        switch self {
        case .screen, .rootLayout: return .screen
        case .container: return .container
        case .spec: return .spec
        }
    }

    /// The root kind a root-layout type's property name says (`contentView`: a cell's).
    var rootKind: RootKind? {
        switch self {
        case .screen(let kind): return kind
        case .rootLayout("contentView"): return .cell
        case .rootLayout("view"): return .view
        case .rootLayout: return .controller
        case .container, .spec: return nil
        }
    }

    var isScreen: Bool {
        switch self {
        case .screen, .rootLayout: return true
        case .container, .spec: return false
        }
    }

    /// Expressions that mean the root: `self` in a view, `view` in a controller, `contentView` in a cell.
    var ownerNames: Set<String> {
        switch self {
        case .screen(.controller): return ["view"]
        case .screen(.cell): return ["self", "contentView"]
        case .screen(.view): return ["self"]
        case .rootLayout(let root): return [root]
        case .container: return ["owningView"]
        case .spec: return []
        }
    }
}

/// UIKit classes import knows as views, and the intrinsic size each has when its content is
/// not known (the system button with its default title, a switch): a stand-in, reported.
enum SwiftViewClasses {
    static let placeholderIntrinsic: [String: (Double?, Double?)] = [
        "UILabel": (100, 21), "UIButton": (46, 30), "UISwitch": (51, 31), "UITextField": (97, 34),
        "UISlider": (118, 30), "UISegmentedControl": (121, 32), "UIActivityIndicatorView": (20, 20),
        "UIProgressView": (nil, 4), "UIStepper": (94, 32), "UIPageControl": (39, 26),
    ]

    static func isViewClass(_ name: String) -> Bool {
        let suffixes = ["View", "Label", "Button", "Field", "Switch", "Slider", "Control", "Bar", "Cell", "Indicator", "Picker", "Stepper"]
        return suffixes.contains { name.hasSuffix($0) } || name == "UIView"
    }
}

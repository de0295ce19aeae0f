import SwiftSyntax
import TrellisModel

/// What a Swift type becomes: a `UIView` subclass, cell or view controller a screen, a
/// `UILayoutGuide` subclass (a `LayoutContainer`) a container. Decided from the names it
/// inherits from, as the file states them (a file does not know its superclass's superclass,
/// so names ending in `Cell`, `ViewController` and `View` count too).
enum SwiftTypeKind: Equatable {
    case screen(RootKind)
    case container

    static func of(inherited: [String], name: String) -> SwiftTypeKind? {
        let names = inherited.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        if names.contains(where: { $0 == "UILayoutGuide" || $0 == "LayoutContainer" }) { return .container }
        if names.contains(where: { $0.hasSuffix("Cell") || $0 == "UICollectionReusableView" }) { return .screen(.cell) }
        if names.contains(where: { $0.hasSuffix("Controller") }) { return .screen(.controller) }
        if names.contains(where: { $0.hasSuffix("View") || $0 == "UIControl" }) { return .screen(.view) }
        return nil
    }

    /// Expressions that mean the root: `self` in a view, `view` in a controller, `contentView` in a cell.
    var ownerNames: Set<String> {
        switch self {
        case .screen(.controller): return ["view"]
        case .screen(.cell): return ["self", "contentView"]
        case .screen(.view): return ["self"]
        case .container: return ["owningView"]
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

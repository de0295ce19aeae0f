import TrellisModel

/// The UIKit spelling of the model's values.
enum UIKitNames {
    /// `topAnchor`; nil for the margin attributes, which have no anchor of their own (a view's
    /// are its `layoutMarginsGuide`'s: `ConstraintWriter.anchor(_:)`).
    static func anchor(_ attribute: LayoutAttribute) -> String? {
        guard attribute.withoutMargin == nil, !attribute.isComposite else { return nil }
        return "\(attribute.rawValue)Anchor"
    }

    /// `.leadingMargin`: `NSLayoutConstraint.Attribute`'s case.
    static func attribute(_ attribute: LayoutAttribute?) -> String {
        guard let attribute else { return ".notAnAttribute" }
        return ".\(attribute.rawValue)"
    }

    static func relation(_ relation: Relation) -> String {
        switch relation {
        case .equal: return ".equal"
        case .lessThanOrEqual: return ".lessThanOrEqual"
        case .greaterThanOrEqual: return ".greaterThanOrEqual"
        }
    }

    /// The label of the anchor method: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
    static func relationLabel(_ relation: Relation) -> String {
        switch relation {
        case .equal: return "equalTo"
        case .lessThanOrEqual: return "lessThanOrEqualTo"
        case .greaterThanOrEqual: return "greaterThanOrEqualTo"
        }
    }

    /// `.defaultHigh` where UIKit names the level, `UILayoutPriority(751)` otherwise.
    static func priority(_ priority: Priority) -> String {
        switch priority.rawValue {
        case 1000: return ".required"
        case 750: return ".defaultHigh"
        case 250: return ".defaultLow"
        case 50: return ".fittingSizeLevel"
        default: return "UILayoutPriority(\(priority.rawValue))"
        }
    }

    /// SnapKit's `ConstraintPriority`: `.high`, `.low`, `.required`, else the number.
    static func snapKitPriority(_ priority: Priority) -> String {
        switch priority.rawValue {
        case 1000: return ".required"
        case 750: return ".high"
        case 250: return ".low"
        default: return "\(priority.rawValue)"
        }
    }

    static func stackAlignment(_ alignment: StackItem.Alignment) -> String { ".\(alignment.rawValue)" }
    static func stackDistribution(_ distribution: StackItem.Distribution) -> String { ".\(distribution.rawValue)" }

    /// How a view of `className` is created: `UIImageView()`; a collection view needs a layout.
    static func initializer(_ className: String) -> String {
        switch className {
        case "UICollectionView": return "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
        default: return "\(className)()"
        }
    }
}

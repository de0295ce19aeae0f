/// Size classes as UIKit has them; a view's traits come from its `traitOverrides`, else
/// its superview's, else `.unspecified` (a view in no window).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

public struct UITraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

/// iOS 17's `traitOverrides`: setting a class here changes the view's (and its subviews')
/// traits and calls the handlers registered with `registerForTraitChanges`.
public struct UITraitOverrides: Hashable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
}

/// The traits `registerForTraitChanges` can observe (only the size classes here).
public protocol UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type

public protocol UITraitChangeRegistration {}
struct _TraitRegistration: UITraitChangeRegistration {}

extension UIView {
    public var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? UITraitCollection()
        return UITraitCollection(
            horizontalSizeClass: traitOverrides.horizontalSizeClass == .unspecified ? inherited.horizontalSizeClass : traitOverrides.horizontalSizeClass,
            verticalSizeClass: traitOverrides.verticalSizeClass == .unspecified ? inherited.verticalSizeClass : traitOverrides.verticalSizeClass
        )
    }

    @discardableResult
    public func registerForTraitChanges<View: UIView>(
        _ traits: [UITrait], handler: @escaping @MainActor (View, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitHandlers.append { view, previous in
            if let view = view as? View { handler(view, previous) }
        }
        return _TraitRegistration()
    }

    /// Calls the handlers of this view and its subviews whose traits changed.
    func traitsChanged(from previous: [ObjectIdentifier: UITraitCollection]) {
        for view in sequence(
            first: [self],
            next: { level in
                let next = level.flatMap(\.subviews)
                return next.isEmpty ? nil : next
            }
        ).joined() {
            let before = previous[ObjectIdentifier(view)] ?? UITraitCollection()
            guard before != view.traitCollection else { continue }
            for handler in view.traitHandlers { handler(view, before) }
        }
    }

    /// Every view of this tree with its current traits.
    func traitSnapshot() -> [ObjectIdentifier: UITraitCollection] {
        var snapshot = [ObjectIdentifier(self): traitCollection]
        for view in subviews { snapshot.merge(view.traitSnapshot()) { a, _ in a } }
        return snapshot
    }
}

/// `UITableView.automaticDimension`: a self-sizing row's height.
extension UITableView {
    public static let automaticDimension: CGFloat = -1
}

import UIKit

/// What a generated probe hands the round-trip test: the root the generated code was
/// installed into and the generated object itself, whose stored properties (read with
/// `Mirror`) name the items; for a spec, the view it was applied to, its reference views
/// and the constraints its updater describes.
@MainActor
public struct ProbeRun {
    public enum Kind: String, Sendable { case container, screen, spec }

    public var kind: Kind
    public var owner: UIView
    public var component: Any
    public var target: UIView?
    public var references: [String: UIView]
    public var updates: [NSLayoutConstraint]
    public var width: CGFloat?
    public var height: CGFloat?

    public init(
        kind: Kind, owner: UIView, component: Any, target: UIView? = nil, references: [String: UIView] = [:],
        updates: [NSLayoutConstraint] = [], width: CGFloat? = nil, height: CGFloat? = nil
    ) {
        self.kind = kind
        self.owner = owner
        self.component = component
        self.target = target
        self.references = references
        self.updates = updates
        self.width = width
        self.height = height
    }
}

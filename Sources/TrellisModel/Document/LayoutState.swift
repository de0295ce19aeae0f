/// `state expanded { … }` or `state keyboard(height = 336) { … }`: one of a component's
/// run-time layouts, written as a difference from the base layout (the component's own
/// constraints and items) — what an app does with `isActive`, `constant` changes,
/// SnapKit's `updateConstraints` or the seed's `layoutUpdater(for:)`.
///
/// A state adds constraints, removes base constraints by name (`as "name"`), changes a
/// named base constraint's constant or priority, and hides or shows items. Its
/// parameters (`keyboard(height)`) may appear in its constants; each is bound when the
/// state is applied (its default, or a value given: `--state 'keyboard(height: 300)'`).
/// States never stack: each is the base plus its own difference.
public struct LayoutState: Hashable, Sendable {
    public var name: String
    public var parameters: [Parameter]
    /// Constraints the state adds to the base.
    public var constraints: [LayoutConstraint]
    /// `remove "name"`: base constraints the state deactivates.
    public var removals: [StateTarget]
    /// `change "name" = constant @priority`.
    public var changes: [ConstraintChange]
    /// `hide NAME` / `show NAME`.
    public var visibility: [VisibilityChange]
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written above `state` (and above its first statement when it has none of its own).
    @NotCompared public var comments: [String] = []
    /// The `//` lines before the state's closing `}`.
    @NotCompared public var trailingComments: [String] = []

    public init(
        name: String, parameters: [Parameter] = [], constraints: [LayoutConstraint] = [], removals: [StateTarget] = [],
        changes: [ConstraintChange] = [], visibility: [VisibilityChange] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.constraints = constraints
        self.removals = removals
        self.changes = changes
        self.visibility = visibility
        self.location = location
    }

    /// `keyboard(height = 336)`, or the bare name when it has no parameters.
    public var signature: String {
        guard !parameters.isEmpty else { return name }
        let list = parameters.map { parameter in
            parameter.defaultValue.map { "\(parameter.name) = \(LayoutNumber.format($0))" } ?? parameter.name
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }

    /// Whether the state changes nothing.
    public var isEmpty: Bool { constraints.isEmpty && removals.isEmpty && changes.isEmpty && visibility.isEmpty }
}

/// A base constraint a state names: `remove "panelBottom"`.
public struct StateTarget: Hashable, Sendable {
    /// The constraint's identifier (`as "panelBottom"`); a composite's member by its
    /// member name (`"pin.top"`), the whole composite by its own.
    public var name: String
    @NotCompared public var location: SourceLocation?
    @NotCompared public var comments: [String] = []

    public init(_ name: String, location: SourceLocation? = nil) {
        self.name = name
        self.location = location
    }
}

/// `change "panelBottom" = -height @high`: a new constant, a new priority, or both, for
/// the base constraints of that name.
public struct ConstraintChange: Hashable, Sendable {
    public var name: String
    public var constant: ConstantExpression?
    public var priority: Priority?
    @NotCompared public var location: SourceLocation?
    @NotCompared public var comments: [String] = []

    public init(_ name: String, constant: ConstantExpression? = nil, priority: Priority? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.constant = constant
        self.priority = priority
        self.location = location
    }
}

/// `hide banner` / `show details`: a view's `isHidden` in the state.
public struct VisibilityChange: Hashable, Sendable {
    public var item: String
    public var isHidden: Bool
    @NotCompared public var location: SourceLocation?
    @NotCompared public var comments: [String] = []

    public init(_ item: String, isHidden: Bool, location: SourceLocation? = nil) {
        self.item = item
        self.isHidden = isHidden
        self.location = location
    }
}

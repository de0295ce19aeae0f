/// What containers and screens both hold: items, constraints, applied specs and states.
public struct LayoutBody: Hashable, Sendable {
    public var items: [Item]
    public var constraints: [LayoutConstraint]
    public var applications: [SpecApplication]
    /// `state NAME { … }`: run-time layouts, each a difference from this body (`LayoutState`).
    public var states: [LayoutState]

    public init(
        items: [Item] = [], constraints: [LayoutConstraint] = [], applications: [SpecApplication] = [], states: [LayoutState] = []
    ) {
        self.items = items
        self.constraints = constraints
        self.applications = applications
        self.states = states
    }

    public func state(named name: String) -> LayoutState? { states.first { $0.name == name } }

    public func item(named name: String) -> Item? { items.first { $0.name == name } }
}

/// A `LayoutContainer`: a `UILayoutGuide` subclass that owns views. `self` is its guide,
/// `owner` the view it is added to (the seed's `owningView`).
public struct Container: Hashable, Sendable {
    public var name: String
    public var parameters: [Parameter]
    public var body: LayoutBody
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written above the component: the file's leading block (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []
    /// The `//` lines before the closing `}` (and after it, at the end of the file).
    @NotCompared public var trailingComments: [String] = []

    public init(name: String, parameters: [Parameter] = [], body: LayoutBody = LayoutBody(), location: SourceLocation? = nil) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.location = location
    }
}

/// A root view that is laid out on a device: a view controller's view, a cell's
/// content view or a custom view. `owner` is that root view. `width`/`height` pin a side
/// instead of taking the device's (a 120-point-tall cell).
public struct Screen: Hashable, Sendable {
    public var name: String
    public var parameters: [Parameter]
    public var width: Double?
    public var height: Double?
    /// `height auto`: a self-sizing cell; the root is the device's width and as tall as its
    /// content (`systemLayoutSizeFitting` at that width). `height` is then nil.
    public var heightIsAuto = false
    /// `root controller | cell | view`: which default margins and safe area the root gets.
    public var root: RootKind
    /// `safeArea T L B R`: the root's safe-area insets, replacing the device's (a root that
    /// is not device-sized: a 510-wide message view with 44/34).
    public var safeArea: AbsoluteInsets?
    /// `margins T L B R`: the root's own layout margins, replacing the root kind's default.
    public var margins: DirectionalInsets?
    public var body: LayoutBody
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written above the component: the file's leading block (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []
    /// The `//` lines before the closing `}` (and after it, at the end of the file).
    @NotCompared public var trailingComments: [String] = []

    public init(
        name: String, parameters: [Parameter] = [], width: Double? = nil, height: Double? = nil,
        root: RootKind = .controller, safeArea: AbsoluteInsets? = nil, margins: DirectionalInsets? = nil,
        body: LayoutBody = LayoutBody(), location: SourceLocation? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.width = width
        self.height = height
        self.root = root
        self.safeArea = safeArea
        self.margins = margins
        self.body = body
        self.location = location
    }
}

/// A `Layoutable`: a named constraint recipe applied to one item. `self` is that item;
/// `make` creates constraints and `update` changes the constants of matching `make`
/// constraints (SnapKit's `updateConstraints`).
public struct Spec: Hashable, Sendable {
    public var name: String
    public var references: [ReferenceParameter]
    public var parameters: [Parameter]
    public var make: [LayoutConstraint]
    public var update: [LayoutConstraint]
    /// `state raised(offset = 40) { change "bottom" = -offset }`: run-time layouts of the
    /// spec's item, each a difference from `make` (`LayoutState`; a spec's states change,
    /// remove and add constraints, never hide or show) — the seed's `layoutUpdater(for:)`.
    public var states: [LayoutState] = []
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written above the component: the file's leading block (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []
    /// The `//` lines before the closing `}` (and after it, at the end of the file).
    @NotCompared public var trailingComments: [String] = []

    public init(
        name: String, references: [ReferenceParameter] = [], parameters: [Parameter] = [],
        make: [LayoutConstraint] = [], update: [LayoutConstraint] = [], states: [LayoutState] = [],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.references = references
        self.parameters = parameters
        self.make = make
        self.update = update
        self.states = states
        self.location = location
    }

    public func state(named name: String) -> LayoutState? { states.first { $0.name == name } }
}

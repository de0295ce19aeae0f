/// A constant parameter of a container or spec: `param inset = 12` (a default),
/// `param panelHeight` (required), `param bottomOffset?` (optional: may be left out
/// when applied, as the seed's `CGFloat?` constants).
public struct Parameter: Hashable, Sendable {
    public var name: String
    public var defaultValue: Double?
    public var isOptional: Bool
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(_ name: String, defaultValue: Double? = nil, isOptional: Bool = false, location: SourceLocation? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.isOptional = isOptional
        self.location = location
    }

    /// A use or application must pass it.
    public var isRequired: Bool { defaultValue == nil && !isOptional }
}

/// A reference-view parameter of a spec: `ref superView` (the seed's `views` tuple).
public struct ReferenceParameter: Hashable, Sendable {
    public var name: String
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(_ name: String, location: SourceLocation? = nil) {
        self.name = name
        self.location = location
    }
}

/// `apply ClipRecordPanelLayout(superView: owner, panelHeight: 120) to panel`:
/// the seed's `panel.makeLayout(layouter:)`.
public struct SpecApplication: Hashable, Sendable {
    public var spec: String
    public var target: ItemReference
    public var arguments: [LayoutArgument]
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(spec: String, target: ItemReference, arguments: [LayoutArgument] = [], location: SourceLocation? = nil) {
        self.spec = spec
        self.target = target
        self.arguments = arguments
        self.location = location
    }
}

/// Collects the constraint statements of a `layout { … }` block.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] { [constraint] }
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
}

/// Collects the items, spec applications and constraints of a container or screen body.
@resultBuilder
public enum BodyBuilder {
    public static func buildExpression(_ view: ViewItem) -> LayoutBody { LayoutBody(items: [.view(view)]) }
    public static func buildExpression(_ guide: GuideItem) -> LayoutBody { LayoutBody(items: [.guide(guide)]) }
    public static func buildExpression(_ use: ContainerUse) -> LayoutBody { LayoutBody(items: [.use(use)]) }
    public static func buildExpression(_ stack: StackItem) -> LayoutBody { LayoutBody(items: [.stack(stack)]) }
    public static func buildExpression(_ application: SpecApplication) -> LayoutBody { LayoutBody(applications: [application]) }
    public static func buildExpression(_ constraint: LayoutConstraint) -> LayoutBody { LayoutBody(constraints: [constraint]) }
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> LayoutBody { LayoutBody(constraints: constraints) }

    public static func buildBlock(_ parts: LayoutBody...) -> LayoutBody { merge(parts) }
    public static func buildOptional(_ part: LayoutBody?) -> LayoutBody { part ?? LayoutBody() }
    public static func buildEither(first part: LayoutBody) -> LayoutBody { part }
    public static func buildEither(second part: LayoutBody) -> LayoutBody { part }
    public static func buildArray(_ parts: [LayoutBody]) -> LayoutBody { merge(parts) }

    static func merge(_ parts: [LayoutBody]) -> LayoutBody {
        LayoutBody(
            items: parts.flatMap(\.items),
            constraints: parts.flatMap(\.constraints),
            applications: parts.flatMap(\.applications)
        )
    }
}

extension Container {
    /// `Container("UserAvatarContainer") { ViewItem(name: "avatar") … LayoutItem("avatar").layout { … } }`
    public init(_ name: String, parameters: [Parameter] = [], @BodyBuilder body: () -> LayoutBody) {
        self.init(name: name, parameters: parameters, body: body())
    }
}

extension Screen {
    public init(
        _ name: String, parameters: [Parameter] = [], width: Double? = nil, height: Double? = nil,
        @BodyBuilder body: () -> LayoutBody
    ) {
        self.init(name: name, parameters: parameters, width: width, height: height, body: body())
    }
}

extension Spec {
    /// A `Layoutable`: `make` and `update` receive the item the spec is applied to.
    public init(
        _ name: String, references: [String] = [], parameters: [Parameter] = [],
        @ConstraintBuilder make: (LayoutItem) -> [LayoutConstraint],
        @ConstraintBuilder update: (LayoutItem) -> [LayoutConstraint] = { _ in [] }
    ) {
        self.init(
            name: name,
            references: references.map { ReferenceParameter($0) },
            parameters: parameters,
            make: make(.selfItem),
            update: update(.selfItem)
        )
    }
}

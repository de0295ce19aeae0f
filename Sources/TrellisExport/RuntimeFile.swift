/// The one file every export writes beside the components: the `LayoutContainer` base
/// class, the `Layoutable` protocol with `UIView.makeLayout/updateLayout`, and the two
/// small `NSLayoutConstraint` helpers the generated lists use. Its text is fixed per
/// style, so it is written as the tree once here.
enum RuntimeFile {
    static let name = "TrellisLayoutRuntime"

    static func swiftFile(style: ExportStyle, runtime: ExportRuntime = .embedded) -> SwiftFile {
        switch runtime {
        case .embedded:
            return SwiftFile(
                header: [
                    ExportComment.generatedRuntime(file: name, style: style.rawValue, runtime: nil),
                    "What the generated containers, screens and specs build on.",
                ],
                imports: style.imports,
                declarations: [layoutContainer, constraintHelpers] + layoutable(style)
            )
        case .none, .module:
            let provider = runtime.importedModule.map { "the module \($0)" } ?? "the app"
            return SwiftFile(
                header: [
                    ExportComment.generatedRuntime(file: name, style: style.rawValue, runtime: "\(runtime)"),
                    "LayoutContainer and Layoutable come from \(provider) (`--runtime \(runtime)`); this file holds only",
                    "the constraint helpers the generated lists use.",
                ],
                imports: ["UIKit"],
                declarations: [constraintHelpers]
            )
        }
    }

    private static let layoutContainer: SwiftCode = .lines([
        .mark("LayoutContainer"),
        .comment("A layout guide that owns views: added to a view with `addLayoutGuide`, it adds its"),
        .comment("views to that view (`owningView`) once, in `initializeViews()`, and lays them out"),
        .comment("relative to itself. No wrapper view, one level less in the hierarchy."),
        .block(
            "class LayoutContainer: UILayoutGuide",
            [
                .line("private var isInitialized = false"),
                .blank,
                .block(
                    "override var owningView: UIView?",
                    [
                        .block(
                            "didSet",
                            [
                                .line("guard owningView != nil, !isInitialized else { return }"),
                                .line("isInitialized = true"),
                                .line("initializeViews()"),
                            ])
                    ]),
                .blank,
                .comment("Adds the views to `owningView` and activates their constraints; called once."),
                .block("func initializeViews()", []),
                .blank,
                .comment("Adjusts what depends on `layoutFrame` (corner radii), from the owning view's `layoutSubviews()`."),
                .block("func layoutSubviews()", []),
            ]),
    ])

    private static let constraintHelpers: SwiftCode = .lines([
        .mark("Constraint helpers"),
        .block(
            "extension NSLayoutConstraint",
            [
                .comment("Names the constraint in Auto Layout's logs: the `.layout` file, line and constraint."),
                .block(
                    "func identified(_ identifier: String) -> NSLayoutConstraint",
                    [
                        .line("self.identifier = identifier"),
                        .line("return self"),
                    ]),
                .blank,
                .block(
                    "func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint",
                    [
                        .line("self.priority = priority"),
                        .line("return self"),
                    ]),
            ]),
    ])

    private static func layoutable(_ style: ExportStyle) -> [SwiftCode] {
        switch style {
        case .snapkit:
            return [
                .lines([
                    .mark("Layoutable"),
                    .comment("A named constraint recipe: `layoutMaker()` for `snp.makeConstraints`, `layoutUpdater()`"),
                    .comment("for `snp.updateConstraints`."),
                    .line("@MainActor"),
                    .block(
                        "protocol Layoutable",
                        [
                            .line("func layoutMaker() -> (ConstraintMaker) -> Void"),
                            .line("func layoutUpdater() -> (ConstraintMaker) -> Void"),
                        ]),
                    .blank,
                    .block(
                        "extension Layoutable",
                        [
                            .block("func layoutUpdater() -> (ConstraintMaker) -> Void", [.line("{ _ in }")])
                        ]),
                    .blank,
                    .block(
                        "extension UIView",
                        [
                            .block("func makeLayout(layouter: Layoutable)", [.line("snp.makeConstraints(layouter.layoutMaker())")]),
                            .blank,
                            .block("func updateLayout(layouter: Layoutable)", [.line("snp.updateConstraints(layouter.layoutUpdater())")]),
                        ]),
                ])
            ]
        case .anchors:
            return [
                .lines([
                    .mark("Layoutable"),
                    .comment("A named constraint recipe: `layoutMaker(for:)` gives the constraints that lay a view out,"),
                    .comment("`layoutUpdater(for:)` constraints whose constants replace those of the made ones."),
                    .line("@MainActor"),
                    .block(
                        "protocol Layoutable",
                        [
                            .line("func layoutMaker(for view: UIView) -> [NSLayoutConstraint]"),
                            .line("func layoutUpdater(for view: UIView) -> [NSLayoutConstraint]"),
                        ]),
                    .blank,
                    .block(
                        "extension Layoutable",
                        [
                            .block("func layoutUpdater(for view: UIView) -> [NSLayoutConstraint]", [.line("[]")])
                        ]),
                    .blank,
                    .block(
                        "extension UIView",
                        [
                            .block(
                                "func makeLayout(layouter: Layoutable)",
                                [
                                    .line("translatesAutoresizingMaskIntoConstraints = false"),
                                    .line("NSLayoutConstraint.activate(layouter.layoutMaker(for: self))"),
                                ]),
                            .blank,
                            .comment("SnapKit's `updateConstraints`: each updater constraint changes the constant of the active"),
                            .comment("constraint with the same items, attributes and relation. Returns the updates that"),
                            .comment("matched nothing (none when the spec's `update` block matches its `make` block)."),
                            .line("@discardableResult"),
                            .block(
                                "func updateLayout(layouter: Layoutable) -> [NSLayoutConstraint]",
                                [.line("updateLayout(layouter.layoutUpdater(for: self))")]),
                            .blank,
                            .comment("The same with any updater's constraints: a spec state's `layoutUpdater(for:in:)`."),
                            .line("@discardableResult"),
                            .block(
                                "func updateLayout(_ updates: [NSLayoutConstraint]) -> [NSLayoutConstraint]",
                                [
                                    .line("let active = sequence(first: self, next: { $0.superview }).flatMap { $0.constraints }"),
                                    .line("var unmatched: [NSLayoutConstraint] = []"),
                                    .block(
                                        "for update in updates",
                                        [
                                            .line("let match = active.first {"),
                                            .line("    $0.firstItem === update.firstItem && $0.firstAttribute == update.firstAttribute"),
                                            .line("        && $0.secondItem === update.secondItem && $0.secondAttribute == update.secondAttribute"),
                                            .line("        && $0.relation == update.relation"),
                                            .line("}"),
                                            .block("if let match", [.line("match.constant = update.constant")], closing: "} else {"),
                                            .line("    unmatched.append(update)"),
                                            .line("}"),
                                        ]),
                                    .line("return unmatched"),
                                ]),
                        ]),
                ])
            ]
        }
    }
}

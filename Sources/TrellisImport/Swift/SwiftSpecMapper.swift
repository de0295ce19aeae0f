import Foundation
import SwiftSyntax
import TrellisModel

/// A `Layoutable` type → a spec: `views` become its references, `constants` its
/// parameters, what `layoutMaker` makes its `make` block and what `layoutUpdater` makes its
/// `update` block. Both forms: the seed's SnapKit closures (`func layoutMaker() ->
/// (ConstraintMaker) -> Void { return { make in … } }`) and anchors returned as a list
/// (`func layoutMaker(for view: UIView) -> [NSLayoutConstraint]`); the states' updater
/// `layoutUpdater(for state: State)` gives its states (`SwiftSpecStates`).
enum SwiftSpecMapper {
    static let makers: Set<String> = ["layoutMaker", "makeConstraints"]
    static let updaters: Set<String> = ["layoutUpdater", "updateConstraints"]

    static func map(_ source: SwiftTypeSource, namer: inout ComponentNamer) -> SwiftTypeMapper.Mapped? {
        let signature = source.parameterReader.specSignature()
        let componentName = source.componentName(namer: &namer)
        var draft = ComponentDraft(name: componentName, kind: .spec)
        draft.comments = ["Imported from \((source.file as NSString).lastPathComponent) (\(source.type.name)) by trellis import."]
        draft.references = signature.references
        var findings = FileImportReport(path: source.file, kind: .swift)
        var made: [LayoutConstraint] = []
        var updated: [LayoutConstraint] = []
        var parameters: [String: Parameter] = [:]
        var stateUpdates: [(line: Int, constraint: LayoutConstraint)] = []
        var specStates: SwiftSpecStates?
        var stateContext: SwiftTypeContext?
        for block in source.blocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let name = function.name.text
                let isUpdate = updaters.contains(name)
                guard isUpdate || makers.contains(name) else { continue }
                let context = SwiftTypeContext(
                    kind: .spec, file: source.file, converter: source.converter, constants: source.constants,
                    items: Dictionary(uniqueKeysWithValues: signature.references.map { ($0.name, "UIView") }), parents: [:],
                    declaredParameters: signature.parameters
                )
                // `for view: UIView`: the view the spec is applied to.
                context.selfNames = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                context.selfNames.remove("state")
                // `layoutUpdater(for state: State)`: the spec's states, each a case of its switch.
                let states = SwiftSpecStates.isStateUpdater(function) ? SwiftSpecStates(updater: function, blocks: source.blocks, context: context) : nil
                if states != nil {
                    specStates = states
                    stateContext = context
                }
                let found = constraints(in: body, context: context, inStates: states != nil)
                for constraint in found {
                    findings.constraintsFound += 1
                    if let failure = constraint.failure {
                        findings.skipped.append(ImportFinding(line: constraint.line, construct: constraint.construct, reason: failure))
                        continue
                    }
                    findings.constraintsImported += 1
                    if states != nil {
                        stateUpdates += constraint.constraints.map { (constraint.line, $0) }
                    } else if isUpdate {
                        updated += constraint.constraints
                    } else {
                        made += constraint.constraints
                    }
                    for note in constraint.notes {
                        findings.notes.append(ImportFinding(line: constraint.line, construct: constraint.construct, reason: note))
                    }
                }
                findings.notes += context.parameterNotes
                for (name, parameter) in context.parameters where parameters[name] == nil { parameters[name] = parameter }
            }
        }
        for parameter in signature.parameters { parameters[parameter.name] = parameter }
        guard !made.isEmpty || !updated.isEmpty || !signature.references.isEmpty || !signature.parameters.isEmpty else { return nil }
        // The declared constants in their order, then any made for unknown expressions.
        let declared = signature.parameters.map(\.name)
        draft.parameters = signature.parameters + parameters.values.filter { !declared.contains($0.name) }.sorted { $0.name < $1.name }
        if let specStates, let stateContext { draft.states = specStates.states(found: stateUpdates, make: &made, context: stateContext) }
        draft.constraints = made
        draft.update = updated
        return SwiftTypeMapper.Mapped(draft: draft, findings: findings)
    }

    /// The constraints a maker or updater makes: anchors and `NSLayoutConstraint(item:…)`
    /// in its body (returned, not activated: `makeLayout` does that), and the lines of a
    /// returned SnapKit closure.
    private static func constraints(in body: CodeBlockSyntax, context: SwiftTypeContext, inStates: Bool = false) -> [SwiftFoundConstraint] {
        let anchors = AnchorConstraintVisitor(context: context)
        let items = ItemConstraintVisitor(context: context)
        anchors.walk(body)
        items.walk(body)
        let snapKit = SnapKitVisitor(context: context)
        for closure in returnedClosures(body) {
            snapKit.statements(of: closure, target: .selfItem, isUpdate: false)
        }
        // What a maker makes only sometimes is listed: a spec's states are the cases of
        // `layoutUpdater(for state:)`, which is read apart (`inStates`).
        return (anchors.found + items.found + snapKit.found).sorted { $0.line < $1.line }.map { found in
            var found = found
            if !inStates, found.failure == nil, let branch = found.branches.first(where: { !$0.isBase }) {
                found.failure = "made only in one branch of the condition at line \(branch.line) (a spec's states are read from layoutUpdater(for state:) only)"
            }
            return found
        }
    }

    /// `return { make in … }`, or the closure a one-expression body is.
    private static func returnedClosures(_ body: CodeBlockSyntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        for statement in body.statements {
            if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression?.as(ClosureExprSyntax.self) {
                closures.append(returned)
            } else if let closure = statement.item.as(ClosureExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(ClosureExprSyntax.self)
            {
                closures.append(closure)
            }
        }
        return closures
    }
}

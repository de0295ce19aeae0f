import SwiftSyntax
import TrellisModel

/// A spec's states read back from the updater `trellis export` writes for them (issue 33's
/// round trip): `enum State` (`base`, then a case per state, its associated values with their
/// defaults the state's parameters) and `layoutUpdater(for state: State)` — SnapKit's closure
/// switching over `state`, or anchors' `layoutUpdater(for view:, in state:)` returning a list
/// per case. Each case's constraint with the anchors of a `make` constraint and another
/// constant is `change "name" = constant` of it; an unnamed one gets a name from its attribute.
struct SwiftSpecStates {
    let cases: [SwiftExportedStates.Case]
    let switchExpression: SwitchExprSyntax

    /// `layoutUpdater(for state: State)` and its anchors twin: a state's updater, not `update`.
    static func isStateUpdater(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "layoutUpdater" && function.signature.parameterClause.parameters.contains { $0.type.trimmedText == "State" }
    }

    /// The states' form in `blocks`: nil without an `enum State` or a `switch state` in the updater.
    init?(updater: FunctionDeclSyntax, blocks: [MemberBlockSyntax], context: SwiftTypeContext) {
        var stateEnum: EnumDeclSyntax?
        for block in blocks {
            for member in block.members {
                if let declaration = member.decl.as(EnumDeclSyntax.self), declaration.name.text == "State" { stateEnum = declaration }
            }
        }
        guard let stateEnum, let body = updater.body else { return nil }
        let switches = SwitchFinder(viewMode: .sourceAccurate)
        switches.walk(body)
        guard let switchExpression = switches.found else { return nil }
        self.cases = SwiftExportedStates.cases(of: stateEnum, context: context)
        self.switchExpression = switchExpression
    }

    /// The states, from each case's constraints (`found`, with their lines) compared with
    /// `make`; make constraints a state changes that have no name are named here.
    func states(found: [(line: Int, constraint: LayoutConstraint)], make: inout [LayoutConstraint], context: SwiftTypeContext) -> [LayoutState] {
        let switchCases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        var taken = Set(make.compactMap(\.identifier))
        return cases.map { stateCase in
            var state = LayoutState(name: stateCase.name, parameters: stateCase.parameters)
            guard let switchCase = switchCases.first(where: { SwiftExportedStates.caseName(of: $0) == stateCase.name }) else { return state }
            state.location = context.location(switchCase)
            let first = context.line(switchCase)
            let last = context.converter.location(for: switchCase.endPositionBeforeTrailingTrivia).line
            let lines = first...max(first, last)
            for (line, updated) in found where lines.contains(line) {
                for single in updated.expanded() {
                    guard let index = make.firstIndex(where: { SwiftStateBuilder.sameAnchors($0, single) }) else { continue }
                    guard make[index].constant != single.constant else { continue }
                    let name = make[index].identifier ?? Self.newName(for: make[index], taken: &taken)
                    make[index].identifier = name
                    state.changes.append(ConstraintChange(name, constant: single.constant, location: single.location))
                }
            }
            return state
        }
    }

    /// `bottom`, `bottom2`: the attribute a state changes, unique in the spec.
    private static func newName(for constraint: LayoutConstraint, taken: inout Set<String>) -> String {
        let base = constraint.first.attribute.rawValue
        var name = base
        var number = 2
        while taken.contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// The first `switch state` in the updater (inside its returned closure, for SnapKit).
    private final class SwitchFinder: SyntaxVisitor {
        var found: SwitchExprSyntax?

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.subject.trimmedText == "state" { found = node }
            return .skipChildren
        }
    }
}

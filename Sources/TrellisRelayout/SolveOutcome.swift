import TrellisEngine

/// What laying one component out in one environment gave: a solution (which may carry
/// diagnostics: unsatisfiable, ambiguous…), or the reason the component could not be laid
/// out at all (it does not validate, it uses a component that is missing).
public enum SolveOutcome: Hashable, Sendable {
    case solved(LayoutSolution)
    case failed(String)

    public var solution: LayoutSolution? {
        if case .solved(let solution) = self { return solution }
        return nil
    }
}

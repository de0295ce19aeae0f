import Testing
@testable import TrellisSolver

/// The conflict explanation grows its core in one scratch solver, each round's pool added as
/// one batch that rolls back to the core (issue 36: rebuilding a solver per round was a third
/// of a check's time). It must name exactly the set the rebuild-per-round filter named.
@Suite struct MinimalConflictTests {
    /// The filter as it was: a new solver every round, the core added, then the pool one
    /// constraint at a time until the first that fails.
    static func rebuiltPerRound(_ candidates: [(Constraint, Double)]) -> [Constraint] {
        let originals = candidates.map(\.0)
        let scratch = candidates.map { c, constant in
            Constraint(Expression(c.expression.terms, constant: constant), c.relation, strength: .required)
        }
        var core: [Int] = []
        var pool = Array(scratch.indices)
        for _ in 0...scratch.count {
            let solver = Solver()
            solver.explainsConflicts = false
            for i in core {
                do { try solver._add([scratch[i]]) } catch .unsatisfiable { return core.map { originals[$0] } } catch { return originals }
            }
            var prefix: [Int] = []
            var culprit = -1
            for i in pool {
                do {
                    try solver._add([scratch[i]])
                    prefix.append(i)
                } catch .unsatisfiable {
                    culprit = i
                    break
                } catch {
                    return originals
                }
            }
            guard culprit >= 0 else { return originals }
            core.append(culprit)
            pool = prefix
        }
        return originals
    }

    @Test(arguments: 0..<40)
    func explanationNamesTheSetTheRebuildingFilterNamed(seed: Int) {
        var system = RandomSystem(seed: UInt64(seed) &* 7919 &+ 17, variableCount: 6)
        // Required constraints until the set is infeasible: every prefix before the last holds.
        var constraints: [Constraint] = []
        while constraints.count < 60 {
            let next = system.constraint(requiredShare: 1)
            constraints.append(next)
            if !Solver.isSatisfiable(constraints) { break }
        }
        let candidates = constraints.reversed().map { ($0, $0.expression.constant) }
        let found = Solver.minimalConflict(candidates).map(ObjectIdentifier.init)
        let reference = Self.rebuiltPerRound(candidates).map(ObjectIdentifier.init)
        #expect(found == reference)
        #expect(!found.isEmpty)
    }

    @Test func aChainOfInequalitiesIsExplainedByItsMembersOnly() {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let members = [a + 10 <= b, b + 10 <= c, c <= a + 15]
        let unrelated = [d >= 5, d <= a + 100, a >= 0]
        let candidates = (unrelated + members).map { ($0, $0.expression.constant) }
        let found = Set(Solver.minimalConflict(candidates).map(ObjectIdentifier.init))
        #expect(found == Set(members.map(ObjectIdentifier.init)))
        #expect(found == Set(Self.rebuiltPerRound(candidates).map(ObjectIdentifier.init)))
    }
}

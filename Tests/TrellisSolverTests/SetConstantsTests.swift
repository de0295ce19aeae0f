import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// `setConstants` changes many constants in one transaction and re-solves once: the result
/// is the optimum of the system with the new constants, judged as a whole, and a rejected
/// batch leaves the solver exactly as it was.
@Suite struct SetConstantsTests {
    // A layout built for a 375-wide root: two views' trailing edges follow the root, and
    // are also equal to each other (a redundant required pair, as in a layout that pins
    // both to the root and to each other). Moving to a 430-wide root moves both constants.
    @Test func aRedundantRequiredPairFollowingOneValueMovesTogether() throws {
        let a = Variable("a"), b = Variable("b")
        let aFollows = a == 375, bFollows = b == 375
        let solver = Solver()
        try solver.add([aFollows, bFollows, a == b])
        let before = solver._debugState()
        // One at a time, the first change already breaks a == b.
        #expect(throws: SolverError.self) { try solver.setConstant(-430, of: aFollows) }
        #expect(solver._debugState() == before)
        try solver.setConstants([(aFollows, -430), (bFollows, -430)])
        solver.update()
        #expect(solver.value(of: a) == 430 && solver.value(of: b) == 430)
        #expect(solver.constant(of: aFollows) == -430 && solver.constant(of: bFollows) == -430)
    }

    @Test func aRejectedBatchLeavesTheSolverExactlyAsItWasAndNamesAChangedConstraint() throws {
        let x = Variable("x"), y = Variable("y")
        let low = x >= 0, high = x <= 100, other = (y == 7) | .weak
        let solver = Solver()
        try solver.add([low, high, other, (x == 30) | .weak])
        solver.update()
        let before = solver._debugState()
        // x >= 50 and x <= 10 cannot both hold.
        do {
            try solver.setConstants([(other, -8), (low, -50), (high, -10)])
            Issue.record("expected a conflict")
        } catch let SolverError.unsatisfiable(named, conflicting) {
            #expect(named === low || named === high, "\(named)")
            #expect(conflicting.contains { $0 === low } && conflicting.contains { $0 === high }, "\(conflicting)")
        }
        #expect(solver._debugState() == before)
        #expect(solver.constant(of: other) == -7 && solver.value(of: x) == 30)
    }

    @Test func anUnknownOrNonFiniteChangeIsRefusedBeforeAnythingMoves() throws {
        let x = Variable("x")
        let pin = (x == 5) | .weak
        let solver = Solver()
        try solver.add(pin)
        solver.update()
        #expect(throws: SolverError.self) { try solver.setConstants([(pin, -9), (x >= 0, 0)]) }
        #expect(throws: SolverError.self) { try solver.setConstants([(pin, -9), (pin, .infinity)]) }
        #expect(solver.constant(of: pin) == -5 && solver.value(of: x) == 5)
    }

    @Test func aConstraintListedTwiceTakesItsLastConstant() throws {
        let x = Variable("x")
        let pin = (x == 5) | .weak
        let solver = Solver()
        try solver.add([pin, x >= 0])
        try solver.setConstants([(pin, -9), (pin, -12)])
        solver.update()
        #expect(solver.value(of: x) == 12 && solver.constant(of: pin) == -12)
        try solver.setConstants([])
        #expect(solver.value(of: x) == 12)
    }

    // Model: a batch of new constants gives what a new solver built with those constants
    // gives (random systems with weak anchors at random priorities: one optimum), or is
    // rejected exactly when that build is, leaving the solver as it was. 40 seeded systems,
    // three batches each, on top of one another.
    @Test func aBatchEqualsABuildWithTheNewConstants() throws {
        var accepted = 0, rejected = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = RandomSystem(seed: seed &* 7919, variableCount: 6)
            let anchors = random.anchors()
            var constraints: [Constraint] = []
            let solver = Solver()
            try solver.add(anchors)
            for _ in 0..<12 {
                let c = random.constraint(requiredShare: 0.5)
                if (try? solver.add(c)) != nil { constraints.append(c) }
            }
            for _ in 0..<3 {
                var batch: [(constraint: Constraint, constant: Double)] = []
                for _ in 0..<Int.random(in: 1...5, using: &random.rng) {
                    guard let c = random.pick(constraints) else { break }
                    let current = solver.constant(of: c) ?? 0
                    batch.append((c, current + (Double.random(in: -30...30, using: &random.rng) * 4).rounded() / 4))
                }
                var inForce = Dictionary(
                    uniqueKeysWithValues: constraints.map { c in
                        (ObjectIdentifier(c), solver.constant(of: c) ?? c.expression.constant)
                    })
                for (c, constant) in batch { inForce[ObjectIdentifier(c)] = constant }
                let reference = Solver()
                let rebuilt = constraints.map { withConstant($0, inForce[ObjectIdentifier($0)] ?? 0) }
                let buildable = (try? reference.add(anchors + rebuilt)) != nil
                let before = solver._debugState()
                do {
                    try solver.setConstants(batch)
                    accepted += 1
                    #expect(buildable, "seed \(seed): the batch was accepted, the build with its constants was not")
                    solver.update()
                    reference.update()
                    for v in random.variables {
                        #expect(
                            abs(solver.value(of: v) - reference.value(of: v)) < 1e-6,
                            "seed \(seed): \(v) \(solver.value(of: v)) vs a build's \(reference.value(of: v))")
                    }
                    #expect(solver.violatedRequired().isEmpty, "seed \(seed)")
                } catch {
                    rejected += 1
                    #expect(!buildable, "seed \(seed): the batch was rejected (\(error)), a build with its constants was not")
                    #expect(solver._debugState() == before, "seed \(seed)")
                }
            }
        }
        // Both outcomes are exercised (with these seeds: 119 accepted, 1 rejected).
        #expect(accepted >= 40 && rejected >= 1, "accepted \(accepted), rejected \(rejected)")
    }
}

import Testing
@testable import TrellisSolver

@Suite struct StrengthTests {
    @Test func priorityMapsGeometricallyOntoKiwisScale() {
        #expect(Strength(priority: 400).weight == Strength.weak.weight)
        #expect(abs(Strength(priority: 700).weight - Strength.medium.weight) < 1e-9)
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 5000) == .required)
        #expect(abs(Strength(priority: 250).priority - 250) < 1e-9)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength(strong: 1) == .strong)
        #expect(Strength(strong: 0, medium: 1) == .medium)
    }

    @Test func higherPrioritiesAreStronger() {
        let priorities: [Double] = [1, 50, 249, 250, 251, 500, 749, 750, 999]
        for (a, b) in zip(priorities, priorities.dropFirst()) {
            #expect(Strength(priority: a) < Strength(priority: b))
        }
        #expect(Strength(priority: 999) < .required)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        // 750 outweighs a thousand 250s.
        #expect(Strength(priority: 750).weight > 1000 * Strength(priority: 250).weight)
    }

    @Test func outOfRangePrioritiesAreClamped() {
        #expect(Strength(priority: 0) == Strength(priority: 1))
        #expect(Strength(priority: -5) == Strength(priority: 1))
        #expect(Strength(priority: .nan) == Strength(priority: 1))
    }

    @Test func hugging251BeatsHugging250() throws {
        // Two views share 100 points of slack; the one that hugs harder stays at 50.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a + b == 300)
        try solver.add(a >= 50)
        try solver.add(b >= 50)
        try solver.add((a <= 50) | 251.0)
        try solver.add((b <= 50) | 250.0)
        #expect(abs(solver.value(of: a) - 50) < 1e-9)
        #expect(abs(solver.value(of: b) - 250) < 1e-9)
    }

    @Test func a750BeatsAThousand250sPullingTheOtherWay() throws {
        // `big >= 100 @750` against 1000 constraints `v_i == big @250` whose v_i
        // cannot exceed 60: holding the 750 violates every 250 by 40.
        let solver = Solver()
        let big = Variable("big")
        try solver.add((big >= 100) | 750.0)
        for i in 0..<1000 {
            let v = Variable("v\(i)")
            try solver.add(v <= 60)
            try solver.add((v == big) | 250.0)
        }
        #expect(abs(solver.value(of: big) - 100) < 1e-6)
    }

    @Test func descriptionNamesSymbolicStrengthsAndPriorities() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength(priority: 250).description == "priority 250")
    }
}

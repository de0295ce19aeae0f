// The solver suite's workload description: generated ONCE per run from a seed, used by our
// solver directly and handed to `kiwi_bench.py` as JSON, so both solvers get identical inputs
// (edit values, churn operations, the addDel constraint list...).
//
// Nothing here depends on TrellisSolver.

import Foundation

/// SplitMix64: small, seedable, the same on every platform. Every random input of the
/// solver suite comes from one of these, seeded from `--seed`.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform integer in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A multiple of `step` in [lo, hi]: exact in binary, so the JSON round trip is exact too.
    mutating func discrete(_ lo: Double, _ hi: Double, step: Double) -> Double {
        let count = Int(((hi - lo) / step).rounded(.down))
        return lo + Double(int(0...count)) * step
    }
}

/// One linear constraint, solver-neutral: `sum(coeffs[k] * var[vars[k]]) + constant  (op)  0`.
struct ConstraintSpec: Codable, Sendable {
    var vars: [Int]
    var coeffs: [Double]
    var constant: Double
    /// "==", "<=" or ">="
    var op: String
    /// "required", "strong", "medium", "weak", or "p<priority>" (Auto Layout priority 1...1000)
    var strength: String

    init(_ terms: [(Int, Double)], _ constant: Double, _ op: String, _ strength: String = "required") {
        vars = terms.map(\.0)
        coeffs = terms.map(\.1)
        self.constant = constant
        self.op = op
        self.strength = strength
    }

    /// Value of the left-hand side for the given variable values.
    func residual(_ value: (Int) -> Double) -> Double {
        var sum = constant
        for k in vars.indices { sum += coeffs[k] * value(vars[k]) }
        return sum
    }

    /// True when a solution `value` violates this constraint by more than `tolerance`.
    func isViolated(tolerance: Double, _ value: (Int) -> Double) -> Bool {
        let r = residual(value)
        switch op {
        case "==": return abs(r) > tolerance
        case "<=": return r > tolerance
        default: return r < -tolerance
        }
    }
}

/// In which order chain, hugging row and cells build their solver (`--build-order`; see
/// "Build order" in Tools/bench/README.md). The raw value is what the JSON and the CLI carry.
enum BuildOrder: String, Codable, Sendable, CaseIterable {
    /// The constraints, then one update ("build"); then, timed apart as "attach edit", the edit
    /// variable(s) added and suggested their initial value, then one update. The default: the
    /// order in which the kiwi reference numbers were measured.
    case constraintsFirst = "constraints-first"
    /// The edit variable(s) added and suggested first, then the constraints, then one update, all
    /// timed as "build"; no "attach edit" row.
    case editFirst = "edit-first"
}

/// Everything the solver suite runs, with all its random inputs spelled out.
/// The JSON keys are read by `Tools/bench/kiwi_bench.py`: keep the two in step.
struct SolverBenchConfig: Codable, Sendable {
    var seed: UInt64
    var repeatCount: Int
    var quick: Bool
    /// A timed phase (a build, an edit loop) stops when it has run this long: a build then reports
    /// a lower bound, an edit loop the mean over the edits it did. The same rule applies to both solvers.
    var phaseBudgetSeconds: Double
    /// No further repeats of a workload once its repeats so far took this long (at least one runs).
    var workloadBudgetSeconds: Double
    /// chain, hugging row, cells: constraints first and the edit variables attached afterwards
    /// (timed apart), or the edit variables first (inside the build)
    var buildOrder: BuildOrder
    /// "monotonic" (wall time, the default) or "thread-cpu" (`--cpu-clock`): both sides time with it.
    var clock = "monotonic"
    var chain: Chain
    var hugging: Hugging
    var cells: Cells
    var churn: Churn
    var addDel: AddDel
    /// The screen-sized group (ScreenSpec.swift): generated last, so the other workloads' inputs
    /// are the same as before the group existed.
    var screens: [Screen]

    /// chain of N views: W[i] >= 10, W[i] == 50 @weak, L[i] == L[i-1] + W[i-1] + spacing, L[0] == 0,
    /// R == L[N-1] + W[N-1]; R is a strong edit variable. `edits[k]` are the R values for sizes[k].
    struct Chain: Codable, Sendable {
        var sizes: [Int]
        var spacing: Double
        var edits: [[Double]]
    }

    /// One row of `n` views in a container whose width (strong edit variable) is swept.
    struct Hugging: Codable, Sendable {
        var n: Int
        var spacing: Double
        var minWidth: Double
        var natural: Double
        var huggingPriority: Double
        var compressionPriority: Double
        /// the container widths of the sweep, one resize each
        var widths: [Double]
        /// two untimed probe widths after the sweep (one compressed, one stretched)
        var probeCompressed: Double
        var probeStretched: Double
    }

    /// M independent table cells (image + title + subtitle, 18 constraints each).
    struct Cells: Codable, Sendable {
        var sizes: [Int]
        var initialWidth: Double
        /// per size: the cell edited by edit k ("edit one cell at a time")
        var oneCell: [[Int]]
        /// per size: the width given to that cell by edit k
        var oneWidth: [[Double]]
        /// "resize all": per round every cell gets this width, then one update
        var allWidths: [Double]
    }

    /// A 110-constraint form; per frame `perFrame` remove+re-adds and `perFrame` constant changes.
    struct Churn: Codable, Sendable {
        var variableNames: [String]
        var constraints: [ConstraintSpec]
        /// indices of constraints whose constant may be changed
        var changeable: [Int]
        var frames: Int
        var perFrame: Int
        /// frames * perFrame constraint indices to remove and re-add (in frame order)
        var removes: [Int]
        /// frames * perFrame constraint indices whose constant changes ...
        var changes: [Int]
        /// ... to this new `ConstraintSpec.constant` (normalised form: expr op 0)
        var changeConstants: [Double]
    }

    /// The Cassowary paper's addDel benchmark with mixed strengths and relations.
    struct AddDel: Codable, Sendable {
        var n: Int
        /// add candidates in order until `target` were accepted (unsatisfiable ones are skipped)
        var target: Int
        /// every variable gets `x == 0 @weak` (the paper's stays), untimed, before the add phase
        var stays: Bool
        var constraints: [ConstraintSpec]
        /// each round: remove these candidates (those the solver holds), then re-add them in reverse order
        var rounds: [[Int]]
        /// a required constraint counts as violated when off by more than this
        var tolerance: Double
    }
}

extension SolverBenchConfig {
    static func make(
        seed: UInt64, repeatCount: Int, quick: Bool, phaseBudget: Double? = nil,
        buildOrder: BuildOrder = .constraintsFirst
    ) -> SolverBenchConfig
    {
        var rng = SplitMix64(seed: seed)

        // chain
        let chainSizes = quick ? [100, 300] : [100, 1000, 4000]
        let chainEditCount = quick ? 50 : 200
        // R follows a seeded random walk (a window drag): steps of up to ±2% of the natural width,
        // kept within [20N, 80N] (always satisfiable: the minimum is 18N - 8).
        let chainEdits = chainSizes.map { n -> [Double] in
            let natural = 58 * Double(n) - 8
            var r = natural
            return (0..<chainEditCount).map { _ in
                let step = (0.02 * natural).rounded()
                r = min(80 * Double(n), max(20 * Double(n), r + rng.discrete(-step, step, step: 0.5)))
                return r
            }
        }

        // hugging row: sweep down and up through the natural width (50*n + 8*(n-1))
        let hugN = quick ? 200 : 1000
        let hugSteps = quick ? 60 : 200
        let natural = 50.0 * Double(hugN) + 8 * Double(hugN - 1)
        let low = (natural * 0.5).rounded(), high = (natural * 1.4).rounded()
        let hugWidths = (0..<hugSteps).map { k -> Double in
            // triangle: high -> low -> high, plus a little seeded jitter so no two steps repeat
            let phase = Double(k) / Double(hugSteps - 1)
            let tri = phase < 0.5 ? 1 - 2 * phase : 2 * phase - 1
            return (low + (high - low) * tri + rng.discrete(0, 8, step: 0.5)).rounded()
        }

        // cells
        let cellSizes = quick ? [100, 1000] : [100, 1000, 3000]
        let oneEditCount = quick ? 100 : 500
        var oneCell: [[Int]] = [], oneWidth: [[Double]] = []
        for m in cellSizes {
            oneCell.append((0..<oneEditCount).map { _ in rng.int(0...(m - 1)) })
            oneWidth.append((0..<oneEditCount).map { _ in rng.discrete(200, 420, step: 0.5) })
        }
        let allWidths = (0..<(quick ? 5 : 20)).map { _ in rng.discrete(200, 420, step: 0.5) }

        return SolverBenchConfig(
            seed: seed, repeatCount: repeatCount, quick: quick,
            phaseBudgetSeconds: phaseBudget ?? (quick ? 5 : 30),
            workloadBudgetSeconds: 2 * (phaseBudget ?? (quick ? 5 : 30)),
            buildOrder: buildOrder,
            chain: Chain(sizes: chainSizes, spacing: 8, edits: chainEdits),
            hugging: Hugging(
                n: hugN, spacing: 8, minWidth: 10, natural: 50, huggingPriority: 250,
                compressionPriority: 750, widths: hugWidths,
                probeCompressed: (natural * 0.7).rounded(), probeStretched: (natural * 1.2).rounded()),
            cells: Cells(sizes: cellSizes, initialWidth: 320, oneCell: oneCell, oneWidth: oneWidth,
                         allWidths: allWidths),
            churn: makeChurn(frames: quick ? 500 : 10_000, perFrame: 10, rng: &rng),
            addDel: makeAddDel(n: quick ? 300 : 900, rounds: quick ? 3 : 10, rng: &rng),
            screens: makeScreens(quick: quick, rng: &rng))
    }

    /// A settings form: a title and 10 rows of label + field, 110 constraints on 88 variables.
    static func makeChurn(frames: Int, perFrame: Int, rng: inout SplitMix64) -> Churn {
        var names: [String] = []
        func v(_ name: String) -> Int { names.append(name); return names.count - 1 }
        var cns: [ConstraintSpec] = []
        var changeable: [Int] = []
        // For each changeable constraint: the range of its *right-hand side* (spec constant = -rhs).
        var ranges: [Int: ClosedRange<Double>] = [:]
        func add(_ c: ConstraintSpec, change range: ClosedRange<Double>? = nil) {
            if let range { changeable.append(cns.count); ranges[cns.count] = range }
            cns.append(c)
        }

        let fmL = v("form.left"), fmT = v("form.top"), fmW = v("form.width"), fmH = v("form.height")
        let tiL = v("title.left"), tiT = v("title.top"), tiW = v("title.width"), tiH = v("title.height")
        add(ConstraintSpec([(fmL, 1)], 0, "=="))
        add(ConstraintSpec([(fmT, 1)], 0, "=="))
        add(ConstraintSpec([(fmW, 1)], -600, "=="), change: 500...800)
        add(ConstraintSpec([(tiL, 1), (fmL, -1)], -20, "=="))
        add(ConstraintSpec([(tiT, 1), (fmT, -1)], -12, "=="))
        add(ConstraintSpec([(tiW, 1), (fmW, -1)], 40, "=="))
        add(ConstraintSpec([(tiH, 1)], -28, "=="), change: 20...40)
        add(ConstraintSpec([(tiW, 1)], -100, ">=", "medium"))

        var prevBottom: [(Int, Double)] = [(tiT, 1), (tiH, 1)]
        for r in 0..<10 {
            let lL = v("row\(r).label.left"), lW = v("row\(r).label.width")
            let lT = v("row\(r).label.top"), lH = v("row\(r).label.height")
            let fL = v("row\(r).field.left"), fW = v("row\(r).field.width")
            let fT = v("row\(r).field.top"), fH = v("row\(r).field.height")
            add(ConstraintSpec([(lL, 1), (fmL, -1)], -20, "=="))                        // label leading
            add(ConstraintSpec([(lW, 1)], -100, "=="), change: 60...160)                // label width
            add(ConstraintSpec([(fL, 1), (lL, -1), (lW, -1)], -8, "=="), change: 4...16) // label-field gap
            add(ConstraintSpec([(fL, 1), (fW, 1), (fmL, -1), (fmW, -1)], 20, "=="))     // field trailing
            add(ConstraintSpec([(fW, 1)], -80, ">="))                                   // field min width
            add(ConstraintSpec([(lT, 1)] + prevBottom.map { ($0.0, -$0.1) }, -12, "=="),
                change: 6...20)                                                         // row spacing
            add(ConstraintSpec([(lH, 1)], -21, "=="), change: 16...30)                  // label height
            add(ConstraintSpec([(fT, 1), (fH, 0.5), (lT, -1), (lH, -0.5)], 0, "=="))    // centre Y
            add(ConstraintSpec([(fH, 1)], -24, "=="), change: 18...32)                  // field height
            add(ConstraintSpec([(fW, 1)], -250, "==", "weak"))                          // preferred width
            prevBottom = [(fT, 1), (fH, 1)]
        }
        add(ConstraintSpec([(fmH, 1), (fmT, -1)] + prevBottom.map { ($0.0, -$0.1) }, -20, ">="))
        add(ConstraintSpec([(fmH, 1)], 0, "==", "weak"))
        precondition(cns.count == 110, "the churn form must have 110 constraints, has \(cns.count)")

        var removes: [Int] = [], changes: [Int] = [], constants: [Double] = []
        removes.reserveCapacity(frames * perFrame)
        changes.reserveCapacity(frames * perFrame)
        constants.reserveCapacity(frames * perFrame)
        for _ in 0..<frames {
            for _ in 0..<perFrame {
                removes.append(rng.int(0...(cns.count - 1)))
                let slot = changeable[rng.int(0...(changeable.count - 1))]
                let range = ranges[slot]!
                changes.append(slot)
                constants.append(-rng.discrete(range.lowerBound, range.upperBound, step: 0.5))
            }
        }
        return Churn(variableNames: names, constraints: cns, changeable: changeable, frames: frames,
                     perFrame: perFrame, removes: removes, changes: changes, changeConstants: constants)
    }

    /// addDel (Badros, Borning & Stuckey's Cassowary paper): n variables, 2n random candidate
    /// constraints of 1-3 distinct variables, coefficients ±0.5...±5, constants -10...10,
    /// 12% inequalities (half <=, half >=), strengths 55% required, 15% each strong/medium/weak.
    static func makeAddDel(n: Int, rounds roundCount: Int, rng: inout SplitMix64) -> AddDel {
        var cns: [ConstraintSpec] = []
        for _ in 0..<(2 * n) {
            let count = rng.int(1...3)
            var vars: [Int] = []
            while vars.count < count {
                let x = rng.int(0...(n - 1))
                if !vars.contains(x) { vars.append(x) }
            }
            let terms = vars.map { x -> (Int, Double) in
                let magnitude = rng.discrete(0.5, 5, step: 0.5)
                return (x, rng.int(0...1) == 0 ? magnitude : -magnitude)
            }
            let constant = rng.discrete(-10, 10, step: 0.5)
            let op: String
            if rng.unit() < 0.12 { op = rng.int(0...1) == 0 ? "<=" : ">=" } else { op = "==" }
            let s = rng.unit()
            let strength = s < 0.55 ? "required" : s < 0.70 ? "strong" : s < 0.85 ? "medium" : "weak"
            cns.append(ConstraintSpec(terms, constant, op, strength))
        }
        // Each round touches n/5 distinct candidates (about half of them are held by the solver).
        let rounds = (0..<roundCount).map { _ -> [Int] in
            var picked: [Int] = [], seen = Set<Int>()
            while picked.count < n / 5 {
                let i = rng.int(0...(cns.count - 1))
                if seen.insert(i).inserted { picked.append(i) }
            }
            return picked
        }
        return AddDel(n: n, target: n, stays: true, constraints: cns, rounds: rounds, tolerance: 1e-6)
    }
}

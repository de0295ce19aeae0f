// The solver suite's workloads on TrellisSolver.
//
// Keep in step with Tools/bench/kiwi_bench.py: the same constraints in the same order, the same
// operations, the same clock rules (constraint objects are built before the clock starts; a timed
// phase stops after `phaseBudgetSeconds`; `update()` is called where kiwi calls updateVariables()).

import TrellisSolver

struct SolverWorkloads {
    let config: SolverBenchConfig
    var budget: Double { config.phaseBudgetSeconds }

    /// Adds constraints in order; false when the phase budget ran out first.
    private func addAll(_ solver: Solver, _ constraints: [Constraint], _ clock: Stopwatch) throws -> Bool {
        let last = constraints.count - 1
        for (j, c) in constraints.enumerated() {
            try solver.add(c)
            if j & 7 == 0, j < last, clock.seconds > budget { return false }
        }
        return true
    }

    /// Adds each variable as a strong edit variable and suggests `initial`, in order; false when
    /// the phase budget ran out first (checked every 8 variables, never after the last).
    private func attachAll(_ solver: Solver, _ variables: [Variable], _ initial: Double, _ clock: Stopwatch)
        throws -> Bool
    {
        let last = variables.count - 1
        for (j, v) in variables.enumerated() {
            try solver.addEditVariable(v, strength: .strong)
            try solver.suggestValue(initial, for: v)
            if j & 7 == 0, j < last, clock.seconds > budget { return false }
        }
        return true
    }

    /// The timed build of chain, hugging row and cells, in `config.buildOrder` (see "Build order"
    /// in README.md). Keep in step with `build_phases` in kiwi_bench.py.
    ///
    /// - edit-first: `build_ms` = the edit variables added and suggested `initial`, the constraints,
    ///   one update.
    /// - constraints-first: `build_ms` = the constraints, one update; then `attach_ms` = the edit
    ///   variables added and suggested `initial`, one update.
    ///
    /// `perConstraint` also records `build_per_constraint_us`. After each completed phase the
    /// (untimed) values `observe(editsAttached)` returns become checks named "build.<name>" /
    /// "attach.<name>". Returns false when a phase was cut short by the budget (its metric is then
    /// noted "aborted", a lower bound, and the run ends there).
    private func buildPhases(
        _ solver: Solver, _ cns: [Constraint], edit variables: [Variable], initial: Double,
        _ run: inout RunResult, perConstraint: Bool = false,
        observe: (_ editsAttached: Bool) -> [String: Double]
    ) throws -> Bool {
        let editFirst = config.buildOrder == .editFirst
        let build = Stopwatch()
        if editFirst {
            for v in variables {
                try solver.addEditVariable(v, strength: .strong)
                try solver.suggestValue(initial, for: v)
            }
        }
        let complete = try addAll(solver, cns, build)
        if complete { solver.update() }
        let buildSeconds = build.seconds
        run.metric("build_ms", buildSeconds * 1e3, note: complete ? nil : "aborted")
        if perConstraint {
            run.metric("build_per_constraint_us", buildSeconds * 1e6 / Double(cns.count),
                       note: complete ? nil : "aborted")
        }
        guard complete else { return false }
        for (name, value) in observe(editFirst) { run.checks["build.\(name)"] = value }
        if editFirst { return true }

        let attach = Stopwatch()
        let attached = try attachAll(solver, variables, initial, attach)
        if attached { solver.update() }
        let attachSeconds = attach.seconds
        run.metric("attach_ms", attachSeconds * 1e3, note: attached ? nil : "aborted")
        guard attached else { return false }
        for (name, value) in observe(true) { run.checks["attach.\(name)"] = value }
        return true
    }

    /// The chain of `n` views (see the README's chain rows): its constraints, the views'
    /// widths and the right edge R. The callgrind kernels build the same chain.
    func chainConstraints(n: Int) -> (constraints: [Constraint], widths: [Variable], right: Variable) {
        let gap = config.chain.spacing
        let L = (0..<n).map { Variable("L\($0)") }
        let W = (0..<n).map { Variable("W\($0)") }
        let R = Variable("R")
        var cns: [Constraint] = [L[0] == 0]
        for i in 0..<n {
            cns.append(W[i] >= 10)
            cns.append((W[i] == 50) | .weak)
            if i > 0 { cns.append(L[i] == L[i - 1] + W[i - 1] + gap) }
        }
        cns.append(R == L[n - 1] + W[n - 1])
        return (cns, W, R)
    }

    private func sum(_ solver: Solver, _ variables: [Variable]) -> Double {
        variables.reduce(0) { $0 + solver.value(of: $1) }
    }

    // MARK: chain

    func chain(_ k: Int) throws -> RunResult {
        let cfg = config.chain
        let n = cfg.sizes[k], gap = cfg.spacing, edits = cfg.edits[k]
        let (cns, W, R) = chainConstraints(n: n)
        let initial = 50.0 * Double(n) + gap * Double(n - 1)

        var run = RunResult()
        run.info["constraints"] = Double(cns.count)
        let solver = Solver()
        // R is at the natural width after the build with or without the edit variable
        guard try buildPhases(solver, cns, edit: [R], initial: initial, &run, observe: { _ in
            ["R": solver.value(of: R), "sumW": sum(solver, W)]
        }) else { return run }

        var trace: [Double] = []
        trace.reserveCapacity(edits.count)
        let edit = Stopwatch()
        for value in edits {
            try solver.suggestValue(value, for: R)
            solver.update()
            trace.append(solver.value(of: R))
            if edit.seconds > budget { break }
        }
        let editSeconds = edit.seconds
        run.metric("edit_us", editSeconds * 1e6 / Double(trace.count),
                   note: trace.count < edits.count ? "\(trace.count)/\(edits.count)" : nil)
        run.traces["R"] = trace
        if trace.count == edits.count {
            run.checks["R"] = solver.value(of: R)
            run.checks["sumW"] = sum(solver, W)
        }
        return run
    }

    // MARK: hugging row

    func hugging() throws -> RunResult {
        let cfg = config.hugging
        let n = cfg.n, gap = cfg.spacing, natural = cfg.natural, minWidth = cfg.minWidth
        let CL = Variable("container.left"), CW = Variable("container.width")
        let CR = Variable("container.right")
        let L = (0..<n).map { Variable("L\($0)") }
        let W = (0..<n).map { Variable("W\($0)") }
        let hug = Strength(priority: cfg.huggingPriority)
        let comp = Strength(priority: cfg.compressionPriority)
        var cns: [Constraint] = [CL == 0, CR == CL + CW]
        for i in 0..<n {
            cns.append(W[i] >= minWidth)
            cns.append((W[i] <= natural) | hug)
            cns.append((W[i] >= natural) | comp)
            cns.append(i == 0 ? L[i] == CL : L[i] == L[i - 1] + W[i - 1] + gap)
        }
        cns.append(L[n - 1] + W[n - 1] == CR)
        let initial = natural * Double(n) + gap * Double(n - 1)

        var run = RunResult()
        run.info["constraints"] = Double(cns.count)
        let solver = Solver()
        // every view at its natural width after the build, with or without the edit variable
        guard try buildPhases(solver, cns, edit: [CW], initial: initial, &run, observe: { _ in
            ["right": solver.value(of: CR), "sumW": sum(solver, W)]
        }) else { return run }

        let widths = cfg.widths
        var trace: [Double] = []
        trace.reserveCapacity(widths.count)
        let sweep = Stopwatch()
        for w in widths {
            try solver.suggestValue(w, for: CW)
            solver.update()
            trace.append(solver.value(of: CR))
            if sweep.seconds > budget { break }
        }
        let sweepSeconds = sweep.seconds
        run.metric("resize_us", sweepSeconds * 1e6 / Double(trace.count),
                   note: trace.count < widths.count ? "\(trace.count)/\(widths.count)" : nil)
        run.traces["right"] = trace
        if trace.count == widths.count {
            run.checks["right"] = solver.value(of: CR)
            run.checks["sumW"] = sum(solver, W)
        }
        // Probes (untimed): properties every optimum has, whatever the distribution among views.
        let eps = 1e-6
        try solver.suggestValue(cfg.probeCompressed, for: CW)
        solver.update()
        run.checks["compressed.right"] = solver.value(of: CR)
        run.checks["compressed.views>natural"] = Double(W.filter { solver.value(of: $0) > natural + eps }.count)
        run.checks["compressed.views<min"] = Double(W.filter { solver.value(of: $0) < minWidth - eps }.count)
        try solver.suggestValue(cfg.probeStretched, for: CW)
        solver.update()
        run.checks["stretched.right"] = solver.value(of: CR)
        run.checks["stretched.views<natural"] = Double(W.filter { solver.value(of: $0) < natural - eps }.count)
        return run
    }

    // MARK: independent cells

    static let cellConstraintCount = 18

    /// A table cell: a fixed-size image at the left, title and subtitle stacked to its right.
    /// Keep in step with `make_cell` in kiwi_bench.py.
    struct Cell {
        let left, top, width, height: Variable
        let imageLeft, imageTop, imageWidth, imageHeight: Variable
        let titleLeft, titleTop, titleWidth, titleHeight: Variable
        let subtitleLeft, subtitleTop, subtitleWidth, subtitleHeight: Variable

        init(_ k: Int) {
            func v(_ name: String) -> Variable { Variable("cell\(k).\(name)") }
            (left, top, width, height) = (v("left"), v("top"), v("width"), v("height"))
            (imageLeft, imageTop, imageWidth, imageHeight) =
                (v("image.left"), v("image.top"), v("image.width"), v("image.height"))
            (titleLeft, titleTop, titleWidth, titleHeight) =
                (v("title.left"), v("title.top"), v("title.width"), v("title.height"))
            (subtitleLeft, subtitleTop, subtitleWidth, subtitleHeight) =
                (v("subtitle.left"), v("subtitle.top"), v("subtitle.width"), v("subtitle.height"))
        }

        var constraints: [Constraint] {
            let (cl, ct, cw, ch) = (left, top, width, height)
            let (il, it, iw, ih) = (imageLeft, imageTop, imageWidth, imageHeight)
            let (tl, tt, tw, th) = (titleLeft, titleTop, titleWidth, titleHeight)
            let (sl, st, sw, sh) = (subtitleLeft, subtitleTop, subtitleWidth, subtitleHeight)
            let centreY: Constraint = it + 0.5 * ih == ct + 0.5 * ch  // image centred vertically
            let cns: [Constraint] = [
                cl == 0,
                ct == 0,
                il == cl + 16,
                iw == 40,
                ih == 40,
                centreY,
                it >= ct + 8,
                tl == il + iw + 12,
                tl + tw == cl + cw - 16,
                tt == ct + 8,
                th == 20,
                sl == tl,
                sl + sw == tl + tw,
                st == tt + th + 4,
                sh == 16,
                ct + ch >= st + sh + 8,
                (ch == 44) | .weak,
                tw >= 10,
            ]
            precondition(cns.count == SolverWorkloads.cellConstraintCount)
            return cns
        }
    }

    func cells(_ k: Int) throws -> RunResult {
        let cfg = config.cells
        let m = cfg.sizes[k]
        let cellList = (0..<m).map { Cell($0) }
        let cns = cellList.flatMap(\.constraints)
        var run = RunResult()
        run.info["constraints"] = Double(cns.count)
        let solver = Solver()
        // Without its width edit variable a cell's width (and title width) is free: any value is
        // optimal, so only the heights are compared until the widths are attached.
        guard try buildPhases(
            solver, cns, edit: cellList.map(\.width), initial: cfg.initialWidth, &run, perConstraint: true,
            observe: { attached in
                var values = ["sumH": sum(solver, cellList.map(\.height))]
                if attached { values["sumTitleW"] = sum(solver, cellList.map(\.titleWidth)) }
                return values
            }) else { return run }

        let oneCell = cfg.oneCell[k], oneWidth = cfg.oneWidth[k]
        var trace: [Double] = []
        trace.reserveCapacity(oneCell.count)
        let one = Stopwatch()
        for (c, w) in zip(oneCell, oneWidth) {
            try solver.suggestValue(w, for: cellList[c].width)
            solver.update()
            trace.append(solver.value(of: cellList[c].titleWidth))
            if one.seconds > budget { break }
        }
        let oneSeconds = one.seconds
        run.metric("edit_one_us", oneSeconds * 1e6 / Double(trace.count),
                   note: trace.count < oneCell.count ? "\(trace.count)/\(oneCell.count)" : nil)
        run.traces["one.titleW"] = trace
        var allDone = trace.count == oneCell.count

        let allWidths = cfg.allWidths
        trace = []
        let every = Stopwatch()
        for w in allWidths {
            for cell in cellList { try solver.suggestValue(w, for: cell.width) }
            solver.update()
            trace.append(solver.value(of: cellList[0].titleWidth) + solver.value(of: cellList[m - 1].titleWidth))
            if every.seconds > budget { break }
        }
        let everySeconds = every.seconds
        run.metric("resize_all_ms", everySeconds * 1e3 / Double(trace.count),
                   note: trace.count < allWidths.count ? "\(trace.count)/\(allWidths.count)" : nil)
        run.traces["all.titleW"] = trace
        allDone = allDone && trace.count == allWidths.count
        if allDone {
            run.checks["sumTitleW"] = sum(solver, cellList.map(\.titleWidth))
            run.checks["sumH"] = sum(solver, cellList.map(\.height))
        }
        return run
    }

    // MARK: churn

    func churn() throws -> RunResult {
        let cfg = config.churn
        let X = cfg.variableNames.map { Variable($0) }
        let cns = cfg.constraints.map { makeConstraint($0, X) }
        // setConstant takes the constant of the constraint's own normalised expression; map the
        // spec's constant onto it (linear, so probing with 0 and 1 covers any normalisation).
        var mapping: [Int: (Double, Double)] = [:]
        for slot in cfg.changeable {
            let k0 = makeConstraint(cfg.constraints[slot], X, constant: 0).expression.constant
            let k1 = makeConstraint(cfg.constraints[slot], X, constant: 1).expression.constant
            mapping[slot] = (k0, k1 - k0)
        }
        let newConstants = zip(cfg.changes, cfg.changeConstants).map { slot, c -> Double in
            let (k0, scale) = mapping[slot]!
            return k0 + scale * c
        }
        let probe = X[cfg.variableNames.firstIndex(of: "form.height")!]
        let frames = cfg.frames, per = cfg.perFrame
        let removes = cfg.removes, changes = cfg.changes

        var run = RunResult()
        run.info["constraints"] = Double(cns.count)
        let solver = Solver()
        try solver.add(cns)
        solver.update()
        var trace: [Double] = []
        trace.reserveCapacity(frames)
        // A Constraint is immutable: re-adding one whose constant was changed with setConstant
        // brings back its original constant, so the frame re-applies the constant in force
        // (kiwi's side re-adds the replacement constraint, which carries it).
        var constantInForce: [Double?] = Array(repeating: nil, count: cns.count)
        let clock = Stopwatch()
        var i = 0
        for _ in 0..<frames {
            for j in i..<(i + per) {
                let slot = removes[j]
                let c = cns[slot]
                try solver.remove(c)
                try solver.add(c)
                if let constant = constantInForce[slot] { try solver.setConstant(constant, of: c) }
            }
            for j in i..<(i + per) {
                try solver.setConstant(newConstants[j], of: cns[changes[j]])
                constantInForce[changes[j]] = newConstants[j]
            }
            i += per
            solver.update()
            trace.append(solver.value(of: probe))
            if clock.seconds > budget { break }
        }
        let seconds = clock.seconds
        run.metric("frame_us", seconds * 1e6 / Double(trace.count),
                   note: trace.count < frames ? "\(trace.count)/\(frames)" : nil)
        run.traces["form.height"] = trace
        if trace.count == frames {
            for (name, x) in zip(cfg.variableNames, X) { run.checks[name] = solver.value(of: x) }
        }
        run.info["frames"] = Double(trace.count)
        return run
    }

    // MARK: addDel

    func addDel() throws -> RunResult {
        let cfg = config.addDel
        let n = cfg.n, tol = cfg.tolerance, specs = cfg.constraints
        let X = (0..<n).map { Variable("x\($0)") }
        let cns = specs.map { makeConstraint($0, X) }
        var run = RunResult()
        let solver = Solver()
        if cfg.stays {
            for x in X { try solver.add((x == 0) | .weak) }
        }
        solver.update()

        var held = Set<Int>()
        var rejected = 0, errors = 0, readdFailures = 0
        func note(_ error: Error) {
            errors += 1
            if errors <= 3 { printErr("ours: addDel: unexpected error: \(error)") }
        }
        func violations() -> Int {
            held.filter { specs[$0].strength == "required"
                && specs[$0].isViolated(tolerance: tol) { solver.value(of: X[$0]) } }.count
        }

        var aborted = false
        var i = 0
        let add = Stopwatch()
        while held.count < cfg.target, i < cns.count {
            do {
                try solver.add(cns[i])
                held.insert(i)
            } catch let error as SolverError {
                if case .unsatisfiable = error { rejected += 1 } else { note(error) }
            }
            i += 1
            if i & 15 == 0, held.count < cfg.target, i < cns.count, add.seconds > budget {
                aborted = true
                break
            }
        }
        solver.update()
        let addSeconds = add.seconds
        run.info["rejected"] = Double(rejected)
        run.info["attempted"] = Double(i)
        run.info["accepted"] = Double(held.count)
        run.info["violations_after_add"] = Double(violations())
        run.metric("add_ms", addSeconds * 1e3, note: aborted ? "aborted" : nil)
        run.metric("add_per_constraint_us", addSeconds * 1e6 / Double(max(i, 1)), note: aborted ? "aborted" : nil)
        if aborted {
            run.info["errors"] = Double(errors)
            return run
        }
        run.checks["accepted"] = Double(held.count)
        run.checks["accepted_sig"] = held.reduce(0.0) { $0 + Double(($1 + 1) * ($1 + 1)) }

        var roundSeconds = 0.0, ops = 0
        var roundViolations: [Int] = []
        for round in cfg.rounds {
            let clock = Stopwatch()
            var removed: [Int] = []
            for j in round where held.contains(j) {
                try solver.remove(cns[j])
                held.remove(j)
                removed.append(j)
            }
            for j in removed.reversed() {
                do {
                    try solver.add(cns[j])
                    held.insert(j)
                } catch let error as SolverError {
                    if case .unsatisfiable = error { readdFailures += 1 } else { note(error) }
                }
            }
            solver.update()
            roundSeconds += clock.seconds
            ops += 2 * removed.count
            roundViolations.append(violations())
        }
        run.metric("round_op_us", roundSeconds * 1e6 / Double(max(ops, 1)))
        run.info["readd_failures"] = Double(readdFailures)
        run.info["violations_rounds_max"] = Double(roundViolations.max() ?? 0)
        run.info["violations_rounds_total"] = Double(roundViolations.reduce(0, +))
        run.info["violations_final"] = Double(roundViolations.last ?? Int(run.info["violations_after_add"]!))

        let remaining = held.sorted()
        let delete = Stopwatch()
        for j in remaining { try solver.remove(cns[j]) }
        solver.update()
        let deleteSeconds = delete.seconds
        held.removeAll()
        run.metric("delete_ms", deleteSeconds * 1e3)
        // with only the stays left every variable must be back at 0
        run.info["nonzero_after_delete"] = Double(X.filter { abs(solver.value(of: $0)) > tol }.count)
        run.info["errors"] = Double(errors)
        return run
    }

    // MARK: specs

    /// ConstraintSpec -> Constraint: `sum(coeff * x) + constant  (op)  0` at the spec's strength.
    func makeConstraint(_ spec: ConstraintSpec, _ X: [Variable], constant: Double? = nil) -> Constraint {
        let terms = zip(spec.vars, spec.coeffs).map { X[$0] * $1 }
        let expression = Expression(terms, constant: constant ?? spec.constant)
        let relation: Relation
        switch spec.op {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: preconditionFailure("unknown op \(spec.op)")
        }
        return Constraint(expression, relation, strength: strength(spec.strength))
    }

    func strength(_ name: String) -> Strength {
        switch name {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default:
            guard name.hasPrefix("p"), let p = Double(name.dropFirst()) else {
                preconditionFailure("unknown strength \(name)")
            }
            return Strength(priority: p)
        }
    }
}

// The screen-sized group on TrellisSolver: a whole small layout from an empty solver — every
// constraint added, one update, every frame value read — `layouts` times per repeat.
// Keep in step with `screen` in kiwi_bench.py.

import TrellisSolver

extension SolverWorkloads {
    func screen(_ k: Int) throws -> RunResult {
        let cfg = config.screens[k]
        let X = cfg.variableNames.map { Variable($0) }
        let cns = cfg.constraints.map { makeConstraint($0, X) }
        var run = RunResult()
        run.info["constraints"] = Double(cns.count)
        var values: [Double] = []
        let clock = Stopwatch()
        var done = 0
        while done < cfg.layouts {
            values = try Self.layOut(cns, X)
            done += 1
            if clock.seconds > budget { break }
        }
        let seconds = clock.seconds
        run.metric("layout_us", seconds * 1e6 / Double(done),
                   note: done < cfg.layouts ? "\(done)/\(cfg.layouts)" : nil)
        run.metric("per_constraint_us", seconds * 1e6 / Double(done * cns.count),
                   note: done < cfg.layouts ? "\(done)/\(cfg.layouts)" : nil)
        if done == cfg.layouts {
            for (name, value) in zip(cfg.variableNames, values) { run.checks[name] = value }
        }
        run.info["layouts"] = Double(done)
        return run
    }

    /// One layout: a fresh solver, the constraints (in one batch, as the engine adds them;
    /// kiwi has no batch call and adds them one by one), one update (`updateValues()`, as the
    /// engine's layout passes: they read values, not the list of changed variables), every
    /// variable's value.
    static func layOut(_ constraints: [Constraint], _ variables: [Variable]) throws -> [Double] {
        let solver = Solver()
        try solver.add(constraints)
        solver.updateValues()
        return variables.map { solver.value(of: $0) }
    }
}

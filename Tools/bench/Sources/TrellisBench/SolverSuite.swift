// `TrellisBench solver`: TrellisSolver against kiwisolver on the same workloads, same seed, in one
// run. Generates the workloads, runs ours (in process) then kiwi's (kiwi_bench.py), prints the
// table of medians and ratios, then compares solved values and the addDel violation counts.

import Foundation

struct SolverSuite: Suite {
    static let name = "solver"
    static let summary = "TrellisSolver vs kiwisolver 1.5.1: chain, hugging row, cells, churn, addDel, screen"

    /// Display name and unit of each metric (the suffix of its name is its unit).
    static let metricLabels: [String: String] = [
        "build_ms": "build",
        "attach_ms": "attach edit (add edit var + suggest + update)",
        "edit_us": "edit R (suggest + update)",
        "resize_us": "resize (suggest + update)",
        "build_per_constraint_us": "build, per constraint",
        "edit_one_us": "edit one cell (suggest + update)",
        "resize_all_ms": "resize all cells (M suggests + update)",
        "frame_us": "frame (10 remove/re-add + 10 constants)",
        "add_ms": "add phase",
        "add_per_constraint_us": "add, per constraint tried",
        "round_op_us": "delete/re-add rounds, per op",
        "delete_ms": "delete all",
        "layout_us": "layout (new solver + add all + update + frames)",
        "per_constraint_us": "layout, per constraint",
    ]
    static let workloadLabels = [
        "chain": "chain", "hugging": "hugging row", "cells": "cells", "churn": "churn form",
        "adddel": "addDel", "screen": "screen",
    ]

    init() {}

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        var config = SolverBenchConfig.make(
            seed: options.seed, repeatCount: options.effectiveRepeat, quick: options.quick,
            phaseBudget: options.phaseBudget, buildOrder: options.buildOrder)
        if options.cpuClock {
            config.clock = "thread-cpu"
            Stopwatch.timingClock = CLOCK_THREAD_CPUTIME_ID
        }
        defer { Stopwatch.timingClock = CLOCK_MONOTONIC }
        let configPath = try writeConfig(config, options)
        defer { if options.emitConfig == nil { try? FileManager.default.removeItem(atPath: configPath) } }

        print("""
            == solver: TrellisSolver vs kiwisolver ==
            seed \(config.seed), \(config.repeatCount) repeat(s) per workload (medians), \
            budget \(Int(config.phaseBudgetSeconds)) s per timed phase\(config.quick ? ", QUICK sizes" : "")
            build order \(config.buildOrder.rawValue): \(Self.buildOrderNote(config.buildOrder))
            clock: \(config.clock == "thread-cpu" ? "each side's thread CPU time (--cpu-clock)" : "monotonic (wall) time")
            """)

        // Ours first, then the baseline: never both at once (2 cores, and they would disturb each other).
        let ours = runOurs(config, options)
        var kiwi = KiwiRun()
        var kiwiNote = "kiwi: not run (--no-kiwi or no venv): kiwi columns are n/a"
        if let runner = KiwiRunner.from(options) {
            printErr("kiwi: running \(runner.script) with \(runner.python)")
            do {
                let timeout = 6 * config.phaseBudgetSeconds + 60
                kiwi = try runner.run(configPath: configPath, keys: ours.map(\.key), timeout: timeout)
                kiwiNote = "kiwi: kiwisolver \(kiwi.version ?? "?"), Python \(kiwi.python ?? "?") "
                    + "(times include the binding's call overhead)"
            } catch {
                kiwiNote = "kiwi: FAILED (\(error)): kiwi columns are n/a"
            }
        }
        let kiwiByKey = kiwi.results

        print(kiwiNote)
        print()
        print(timeTable(ours: ours, kiwi: kiwiByKey, failures: kiwi.failures, config: config).render())
        for result in ours {
            if let failure = kiwi.failures[result.key] { print("!!! kiwi \(result.key): \(failure)") }
        }
        print()
        var passed = printChecks(ours: ours, kiwi: kiwiByKey, failures: kiwi.failures)
        if options.callgrind {
            print()
            passed = CallgrindRunner.run(options) && passed
        }

        if let path = options.jsonOut {
            let all = ["ours": ours, "kiwi": ours.compactMap { kiwiByKey[$0.key] }]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(all).write(to: URL(fileURLWithPath: path))
            print("results written to \(path)")
        }
        return passed ? .passed : .failed
    }

    private func writeConfig(_ config: SolverBenchConfig, _ options: BenchOptions) throws -> String {
        let path = options.emitConfig
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent(
                "trellis-bench-\(ProcessInfo.processInfo.processIdentifier).json")
        try JSONEncoder().encode(config).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: running ours

    private func runOurs(_ config: SolverBenchConfig, _ options: BenchOptions) -> [WorkloadResult] {
        let workloads = SolverWorkloads(config: config)
        var jobs: [(String, String, () throws -> RunResult)] = []
        for (k, n) in config.chain.sizes.enumerated() {
            jobs.append(("chain", "N=\(n)", { try workloads.chain(k) }))
        }
        jobs.append(("hugging", "N=\(config.hugging.n)", { try workloads.hugging() }))
        for (k, m) in config.cells.sizes.enumerated() {
            jobs.append(("cells", "M=\(m)", { try workloads.cells(k) }))
        }
        jobs.append(("churn", "\(config.churn.constraints.count) cns", { try workloads.churn() }))
        jobs.append(("adddel", "n=\(config.addDel.n)", { try workloads.addDel() }))
        for (k, screen) in config.screens.enumerated() {
            jobs.append(("screen", "\(screen.target) cns", { try workloads.screen(k) }))
        }

        var results: [WorkloadResult] = []
        for (workload, size, body) in jobs {
            if let only = options.only, !only.contains(workload) { continue }
            do {
                let runs = try repeatRuns("ours: \(workload) \(size)", repeatCount: config.repeatCount,
                                          budget: config.workloadBudgetSeconds, body)
                results.append(WorkloadResult(workload: workload, size: size, runs: runs))
            } catch {
                printErr("ours: \(workload) \(size) FAILED: \(error)")
                results.append(.failed(workload: workload, size: size, error: error))
            }
        }
        return results
    }

    // MARK: the time table

    /// What "build" holds in chain, hugging row and cells (printed above the table).
    static func buildOrderNote(_ order: BuildOrder) -> String {
        switch order {
        case .constraintsFirst:
            return "chain/hugging/cells \"build\" = constraints + update; "
                + "\"attach edit\" = edit variable(s) + initial suggest + update"
        case .editFirst:
            return "chain/hugging/cells \"build\" = edit variable(s) + initial suggest, "
                + "then constraints + update (no attach row)"
        }
    }

    /// A metric that is a lower bound: its phase was cut short at the budget ("aborted"), or the
    /// baseline's process was killed inside it ("killed after T s", see Kiwi.swift).
    static func isLowerBound(_ note: String?) -> Bool {
        guard let note else { return false }
        return note == "aborted" || note.hasPrefix("killed")
    }

    private func timeTable(
        ours: [WorkloadResult], kiwi: [String: WorkloadResult], failures: [String: String],
        config: SolverBenchConfig
    ) -> Table {
        let repeatCount = config.repeatCount
        var table = Table(["workload", "size", "ours", "kiwi", "ratio (kiwi/ours)", "notes"],
                          rightAligned: [2, 3])
        for result in ours {
            let label = Self.workloadLabels[result.workload] ?? result.workload
            let base = kiwi[result.key]
            if let error = result.error {
                table.add([label, result.size, "FAILED", "", "", String(error.prefix(60))])
                continue
            }
            for name in result.metricOrder ?? [] {
                let unit = String(name.split(separator: "_").last ?? "")
                let mine = result.metrics[name] ?? .nan
                let theirs = base?.metrics[name] ?? .nan
                let mineNote = result.notes[name], theirNote = base?.notes[name]
                let mineBound = Self.isLowerBound(mineNote), theirBound = Self.isLowerBound(theirNote)
                var notes: [String] = []
                if let mineNote { notes.append("ours \(mineNote == "aborted" ? "cut short at budget" : mineNote)") }
                if let theirNote { notes.append("kiwi \(theirNote == "aborted" ? "cut short at budget" : theirNote)") }
                if result.runs < repeatCount { notes.append("ours \(result.runs) run(s)") }
                if let base, base.runs < repeatCount { notes.append("kiwi \(base.runs) run(s)") }
                let theirsMeasured = base?.metrics[name] != nil
                if failures[result.key] != nil, !theirsMeasured { notes.append("kiwi failed, see below") }
                let mineText = (mineBound ? "> " : "") + formatTime(mine, unit: unit)
                let theirText = !theirsMeasured ? (failures[result.key] == nil ? "n/a" : "failed")
                    : (theirBound ? "> " : "") + formatTime(theirs, unit: unit)
                let ratio = !theirsMeasured ? "n/a" : formatRatio(
                    ours: mine, kiwi: theirs, oursIsLowerBound: mineBound, kiwiIsLowerBound: theirBound)
                var metricLabel = Self.metricLabels[name] ?? name
                if name == "build_ms", ["chain", "hugging", "cells"].contains(result.workload) {
                    metricLabel = config.buildOrder == .editFirst
                        ? "build (edit var first)" : "build (constraints + update)"
                }
                table.add([
                    "\(label) \(metricLabel)", result.size, mineText, theirText, ratio,
                    notes.joined(separator: "; "),
                ])
            }
        }
        return table
    }

    // MARK: correctness

    /// Prints value comparisons and the addDel counts; false on any mismatch or failure.
    private func printChecks(
        ours: [WorkloadResult], kiwi: [String: WorkloadResult], failures: [String: String]
    ) -> Bool {
        var passed = true
        print("Correctness: solved values, ours vs kiwi (relative tolerance 1e-6)")
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }
        for result in ours {
            if let error = result.error {
                print("  !!! \(result.key): ours FAILED: \(error)")
                passed = false
                continue
            }
            if !result.checksStable {
                print("  !!! \(result.key): ours gave different values in different repeats")
                passed = false
            }
            guard let base = kiwi[result.key] else {
                print("  \(result.key): no kiwi result to compare\(failures[result.key].map { " (kiwi \($0))" } ?? "")")
                continue
            }
            var compared = 0, points = 0
            var mismatches: [String] = []
            for name in result.checks.keys.sorted() {
                guard let a = result.checks[name], let b = base.checks[name] else { continue }
                compared += 1
                if !close(a, b) { mismatches.append("\(name): ours \(a), kiwi \(b)") }
            }
            for name in result.traces.keys.sorted() {
                guard let a = result.traces[name], let b = base.traces[name] else { continue }
                let common = min(a.count, b.count)
                points += common
                if let k = (0..<common).first(where: { !close(a[$0], b[$0]) }) {
                    let bad = (0..<common).filter { !close(a[$0], b[$0]) }.count
                    mismatches.append("\(name) after operation \(k + 1): ours \(a[k]), kiwi \(b[k]) (\(bad) of \(common) differ)")
                }
            }
            if mismatches.isEmpty && compared + points == 0 {
                print("  --   \(result.key): nothing to compare (a side was cut short or failed early)")
            } else if mismatches.isEmpty {
                print("  ok   \(result.key): \(compared) values and \(points) trace points agree")
            } else {
                passed = false
                print("  !!! MISMATCH \(result.key):")
                for m in mismatches { print("        \(m)") }
            }
        }

        if let mine = ours.first(where: { $0.workload == "adddel" }), mine.error == nil {
            let base = kiwi[mine.key]
            print()
            print("addDel \(mine.size): constraint counts (required constraints violated by > 1e-6 after each phase)")
            var table = Table(["", "ours", "kiwi"], rightAligned: [1, 2])
            let rows: [(String, String)] = [
                ("attempted", "candidates tried"), ("accepted", "accepted"), ("rejected", "rejected as unsatisfiable"),
                ("errors", "other errors"), ("violations_after_add", "violated required, after add phase"),
                ("violations_rounds_max", "violated required, worst round"),
                ("violations_rounds_total", "violated required, summed over rounds"),
                ("violations_final", "violated required, after last round"),
                ("readd_failures", "re-adds rejected (should be 0)"),
                ("nonzero_after_delete", "variables != 0 after deleting all"),
            ]
            for (key, label) in rows {
                func show(_ r: WorkloadResult?) -> String {
                    guard let r, let v = r.info[key] else { return r == nil ? "n/a" : "-" }
                    return String(Int(v))
                }
                table.add([label, show(mine), show(base)])
            }
            print(table.render())
            let oursBad = ["errors", "violations_after_add", "violations_rounds_total", "readd_failures",
                           "nonzero_after_delete"].contains { (mine.info[$0] ?? 0) > 0 }
            if oursBad {
                passed = false
                print("  !!! ours violated required constraints or failed operations in addDel")
            }
        }
        print()
        print(passed ? "All checks passed." : "!!! SOME CHECKS FAILED (see above) !!!")
        return passed
    }
}

// What every suite shares: the command-line options, the `Suite` protocol, and the result model
// (one repeat -> `RunResult`, repeats summarised -> `WorkloadResult`).
//
// A new suite (engine, store, sync, relayout...) is one more file with a type conforming to
// `Suite`, listed in `allSuites` in main.swift; it becomes `TrellisBench <name>`.

import Foundation

struct BenchOptions: Sendable {
    var suites: [String] = []
    /// `--repeat K`; default 5, or 1 with `--quick`
    var repeatCount: Int?
    var quick = false
    var seed: UInt64 = 20_250_601
    /// `--budget S`: seconds a timed phase may run before it is cut short (default 30, 5 quick)
    var phaseBudget: Double?
    /// `--python PATH`: the interpreter with the baseline installed (the venv's python)
    var python: String?
    /// `--kiwi-script PATH`: Tools/bench/kiwi_bench.py
    var kiwiScript: String?
    /// `--no-kiwi`: our side only; kiwi columns print "n/a"
    var noKiwi = false
    /// `--json PATH`: also write every result (ours and the baseline's) as JSON
    var jsonOut: String?
    /// `--emit-config PATH`: write the generated workload JSON here (kept after the run)
    var emitConfig: String?
    /// `--only a,b`: run only these workloads of a suite
    var only: Set<String>?
    /// `--build-order`: solver suite, chain/hugging/cells (default constraints-first)
    var buildOrder: BuildOrder = .constraintsFirst
    /// `--cpu-clock`: solver suite, time with each side's thread CPU clock instead of CLOCK_MONOTONIC
    var cpuClock = false
    /// `--callgrind`: solver suite, also instructions per operation of the small workloads
    var callgrind = false
    /// `--kiwi-cpp DIR`: with `--callgrind`, the screens on kiwi's C++ solver too (a kiwi checkout)
    var kiwiCpp: String?
    /// `--trellis PATH`: startup suite, the binary to time (default: what Tools/install installs)
    var trellis: String?
    /// `--kernel NAME`: run one callgrind kernel and exit (what `--callgrind` runs under valgrind)
    var kernel: String?

    var effectiveRepeat: Int { max(1, repeatCount ?? (quick ? 1 : 5)) }
}

/// A group of benchmarks runnable as `TrellisBench <name>`.
protocol Suite {
    static var name: String { get }
    static var summary: String { get }
    init()
    /// Runs, prints its tables, and says whether every correctness check passed.
    func run(_ options: BenchOptions) throws -> SuiteOutcome
}

enum SuiteOutcome {
    case passed
    /// results disagree with the baseline, or a workload failed
    case failed
}

/// What one repeat of one workload measured. Same shape as `Run` in kiwi_bench.py.
struct RunResult {
    /// metric names in display order
    var metricOrder: [String] = []
    /// "<what>_ms" / "<what>_us" -> value
    var metrics: [String: Double] = [:]
    /// metric -> why it is partial: "aborted" (a lower bound) or "k/E" (mean over k of E operations)
    var notes: [String: String] = [:]
    /// solved values, compared with the baseline's when both runs are complete
    var checks: [String: Double] = [:]
    /// a value after each operation, compared over the common prefix
    var traces: [String: [Double]] = [:]
    /// counts (constraints, rejected adds, violations...)
    var info: [String: Double] = [:]

    mutating func metric(_ name: String, _ value: Double, note: String? = nil) {
        if metrics[name] == nil { metricOrder.append(name) }
        metrics[name] = value
        if let note { notes[name] = note }
    }
}

/// One workload's repeats summarised: metrics are MEDIANS over the repeats. kiwi_bench.py prints
/// the same structure, so this type decodes the baseline's output too.
struct WorkloadResult: Codable {
    var workload: String
    var size: String
    var runs: Int
    var metrics: [String: Double]
    var samples: [String: [Double]]
    var notes: [String: String]
    var checks: [String: Double]
    var traces: [String: [Double]]
    var info: [String: Double]
    /// every repeat produced the same checks and traces
    var checksStable: Bool
    /// display order (ours only; the baseline's rows follow ours)
    var metricOrder: [String]?
    /// set when the workload threw
    var error: String?

    var key: String { "\(workload) \(size)" }

    init(workload: String, size: String, runs: [RunResult]) {
        self.workload = workload
        self.size = size
        self.runs = runs.count
        let order = runs.first?.metricOrder ?? []
        metricOrder = order
        var metrics: [String: Double] = [:], samples: [String: [Double]] = [:]
        for name in order {
            let values = runs.compactMap { $0.metrics[name] }
            samples[name] = values
            metrics[name] = median(values)
        }
        self.metrics = metrics
        self.samples = samples
        notes = runs.reduce(into: [:]) { acc, run in acc.merge(run.notes) { _, new in new } }
        let last = runs.last ?? RunResult()
        checks = last.checks
        traces = last.traces
        info = last.info
        checksStable = runs.allSatisfy { $0.checks == last.checks && $0.traces == last.traces }
    }

    static func failed(workload: String, size: String, error: Error) -> WorkloadResult {
        var result = WorkloadResult(workload: workload, size: size, runs: [])
        result.error = "\(error)"
        return result
    }
}

/// Runs `body` up to `repeatCount` times; stops repeating once `budget` seconds have passed
/// (always at least once). Also prints progress to stderr.
func repeatRuns(
    _ label: String, repeatCount: Int, budget: Double, _ body: () throws -> RunResult
) throws -> [RunResult] {
    var runs: [RunResult] = []
    let clock = Stopwatch()
    while runs.count < repeatCount {
        runs.append(try body())
        if clock.seconds > budget { break }
    }
    printErr("\(label): \(runs.count) run(s), \(String(format: "%.1f", clock.seconds)) s")
    return runs
}

func printErr(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

// The baseline: runs Tools/bench/kiwi_bench.py (kiwisolver, from PyPI, in the venv that
// Tools/bench/run makes) with the venv's python, and decodes the JSON it prints.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What kiwi_bench.py prints on stdout.
struct KiwiOutput: Codable {
    var solver: String
    var version: String
    var python: String
    var `repeat`: Int
    var results: [WorkloadResult]
    /// in a `.partial` checkpoint: the phase that was about to start
    var phase: String?
    /// in a `.partial` checkpoint: the metrics that time that whole phase, as metric -> value per
    /// second of the phase (e.g. "build_ms": 1000)
    var phaseTotals: [String: Double]?
    /// in a `.partial` checkpoint: when the phase started, CLOCK_MONOTONIC seconds (the clock of
    /// `Stopwatch`; Python's time.monotonic() on Linux), taken just before the checkpoint was written
    var phaseStartedAt: Double?
}

struct KiwiRunner {
    let python: String
    let script: String

    enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case exited(Int32, signal: Bool)
        case badOutput(String)

        var description: String {
            switch self {
            case .missing(let what): return "not found: \(what)"
            case .exited(let status, let signal):
                return signal ? "kiwi_bench.py killed by signal \(status)" : "kiwi_bench.py exited with status \(status)"
            case .badOutput(let why): return "could not read kiwi_bench.py's output: \(why)"
            }
        }
    }

    /// The runner from `--python` / `--kiwi-script`, or nil when the baseline is off or absent.
    static func from(_ options: BenchOptions) -> KiwiRunner? {
        guard !options.noKiwi, let python = options.python, let script = options.kiwiScript else {
            return nil
        }
        return KiwiRunner(python: python, script: script)
    }

    /// Runs the workloads `keys` (e.g. "chain N=1000") of `configPath` on kiwisolver, one Python
    /// process per workload, so that one that hangs inside a single C++ call (the phase budget is
    /// only checked between calls) can be killed after `timeout` seconds without losing the rest.
    /// Its progress goes to our stderr.
    func run(configPath: String, keys: [String], timeout: Double) throws -> KiwiRun {
        let files = FileManager.default
        guard files.isExecutableFile(atPath: python) else { throw Failure.missing(python) }
        guard files.fileExists(atPath: script) else { throw Failure.missing(script) }

        var run = KiwiRun()
        for key in keys {
            let out = configPath + ".kiwi.json", partial = out + ".partial", log = out + ".stderr"
            for path in [out, partial, log] { try? files.removeItem(atPath: path) }
            _ = files.createFile(atPath: log, contents: nil)
            let stderrFile = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [script, "--config", configPath, "--key", key, "--out", out]
            process.standardError = stderrFile
            try process.run()
            let clock = Stopwatch(clock: CLOCK_MONOTONIC)  // a wall-clock timeout
            while process.isRunning && clock.seconds < timeout { usleep(20_000) }
            var failure: String?
            var killedAt: UInt64?
            if process.isRunning {
                killedAt = Stopwatch.now()
                process.terminate()
                process.waitUntilExit()
                failure = "killed after \(Int(timeout)) s"
            } else if process.terminationStatus != 0 {
                failure = Failure.exited(
                    process.terminationStatus, signal: process.terminationReason == .uncaughtSignal
                ).description
            }
            try? stderrFile.close()
            // Forward the child's stderr (progress, or what a crash said).
            let stderrText = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            FileHandle.standardError.write(Data(stderrText.utf8))

            if var failure {
                // What the C++ side said when it aborted, e.g. "what(): The objective is unbounded."
                if let what = stderrText.split(separator: "\n").first(where: { $0.contains("what()") }) {
                    failure += " (\(what.trimmingCharacters(in: .whitespaces)))"
                }
                // Results saved before the phase that crashed, if the workload checkpoints.
                if let data = try? Data(contentsOf: URL(fileURLWithPath: partial)),
                   let output = try? JSONDecoder().decode(KiwiOutput.self, from: data)
                {
                    for var result in output.results where result.key == key {
                        // Killed inside a phase that one metric times as a whole (a build, an
                        // attach): that phase took at least this long, the same kind of lower
                        // bound as a phase cut short at the budget. Not for a crash: the time
                        // until a crash says nothing about the phase.
                        if let killedAt, let totals = output.phaseTotals, let startedAt = output.phaseStartedAt {
                            let seconds = Double(killedAt) * 1e-9 - startedAt
                            for (name, scale) in totals where result.metrics[name] == nil && seconds > 0 {
                                result.metrics[name] = seconds * scale
                                result.notes[name] = "killed after \(Int(timeout)) s"
                            }
                        }
                        run.results[key] = result
                    }
                    run.version = output.version
                    run.python = output.python
                    if let phase = output.phase { failure += " during \(phase)" }
                }
                run.failures[key] = failure
                printErr("kiwi: \(key): \(failure)")
            } else {
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: out))
                    let output = try JSONDecoder().decode(KiwiOutput.self, from: data)
                    run.version = output.version
                    run.python = output.python
                    for result in output.results { run.results[result.key] = result }
                } catch {
                    run.failures[key] = Failure.badOutput("\(error)").description
                }
            }
            for path in [out, partial, log] { try? files.removeItem(atPath: path) }
        }
        return run
    }
}

/// The baseline's results of one harness run.
struct KiwiRun {
    var version: String?
    var python: String?
    var results: [String: WorkloadResult] = [:]
    /// key -> why that workload has no result
    var failures: [String: String] = [:]
}

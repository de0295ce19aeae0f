// The baseline: runs Tools/bench/kiwi_bench.py (kiwisolver, from PyPI, in the venv that
// Tools/bench/run makes) with the venv's python, and decodes the JSON it prints.

import Foundation

/// What kiwi_bench.py prints on stdout.
struct KiwiOutput: Codable {
    var solver: String
    var version: String
    var python: String
    var `repeat`: Int
    var results: [WorkloadResult]
}

struct KiwiRunner {
    let python: String
    let script: String

    enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case exited(Int32)
        case badOutput(String)

        var description: String {
            switch self {
            case .missing(let what): return "not found: \(what)"
            case .exited(let status): return "kiwi_bench.py exited with status \(status)"
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

    /// Runs every workload of `configPath` on kiwisolver. Its progress goes to our stderr.
    func run(configPath: String, only: Set<String>?) throws -> KiwiOutput {
        let files = FileManager.default
        guard files.isExecutableFile(atPath: python) else { throw Failure.missing(python) }
        guard files.fileExists(atPath: script) else { throw Failure.missing(script) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        var arguments = [script, "--config", configPath]
        if let only { arguments += ["--only", only.sorted().joined(separator: ",")] }
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.standardError
        try process.run()
        // Read before waiting: the output (traces) can exceed a pipe buffer.
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.exited(process.terminationStatus) }
        do {
            return try JSONDecoder().decode(KiwiOutput.self, from: data)
        } catch {
            throw Failure.badOutput("\(error)")
        }
    }
}

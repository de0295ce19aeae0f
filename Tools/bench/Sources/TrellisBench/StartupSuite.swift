// `TrellisBench startup`: what a user waits for before a command answers (issue 36 item 4),
// an installed `trellis` beside git in one run: `--help`, `--version`, `status` of a clean
// project of 100 and of 10,000 components (git: `git status` of a repository of the same
// files), and `check` of one file (git has no such command: no baseline).
//
// Each is a new process, spawned and waited for (ProcessTiming): wall time and the CPU the
// kernel charged it. Trellis and git alternate, one run each per round, so both see the same
// load. Medians of the rounds (default 30; 5 with --quick, which also makes the large
// project 1,000 components). The binary is `--trellis PATH`, else the one `Tools/install`
// installs (~/.local/bin/trellis): measure what users run, a stripped release build.

import Foundation

struct StartupSuite: Suite {
    static let name = "startup"
    static let summary = "--help, --version, status (100 and 10,000 components) and check of one file, as new processes, vs git; target ≤ 10 ms"

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        let candidate = options.trellis ?? "\(home)/.local/bin/trellis"
        guard let trellis = ProcessTiming.which(candidate), let git = ProcessTiming.which("git") else {
            print(
                "startup: skipped: no trellis binary at \(candidate) or no git on PATH: build one with Tools/install (release, stripped), "
                    + "or pass --trellis PATH (for example .build/release/trellis)\n")
            // Asked for by path: a failure; only the default missing is a skip (as `all` runs it).
            return options.trellis == nil ? .passed : .failed
        }
        var benchmark = StartupBenchmark(trellis: trellis, git: git)
        benchmark.rounds = options.repeatCount ?? (options.quick ? 5 : 30)
        if options.quick { benchmark.largeCount = 1_000 }
        return try benchmark.run() ? .passed : .failed
    }
}

struct StartupBenchmark {
    var trellis: String
    var git: String
    var rounds = 30
    var smallCount = 100
    var largeCount = 10_000
    /// The issue's target for `--help` and a clean `status`.
    static let targetMilliseconds = 10.0

    /// One row: a trellis command and git's like of it (nil: git has none), run in `folder`.
    struct Workload {
        var label: String
        var ours: [String]
        var gits: [String]?
        var folder: String
        var target: String
    }

    func run() throws -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: trellis)[.size] as? Int).flatMap { $0 }
        print("startup suite: \(trellis) (\(size.map { String(format: "%.1f MB", Double($0) / 1e6) } ?? "size unknown")), \(rounds) rounds, medians\n")
        let scratch = try StoreBenchmark.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var ok = true

        let small = try makeProjects(smallCount, in: scratch.appendingPathComponent("small"))
        let large = try makeProjects(largeCount, in: scratch.appendingPathComponent("large"))
        let target = "≤ \(Int(Self.targetMilliseconds)) ms"
        let workloads = [
            Workload(label: "--help", ours: ["--help"], gits: ["--help"], folder: small.trellis, target: target),
            Workload(label: "--version", ours: ["--version"], gits: ["--version"], folder: small.trellis, target: ""),
            Workload(label: "status, clean, \(smallCount) components", ours: ["status"], gits: ["status"], folder: small.trellis, target: target),
            Workload(label: "status, clean, \(largeCount) components", ours: ["status"], gits: ["status"], folder: large.trellis, target: ""),
            Workload(label: "check of one file (git: none)", ours: ["check", "Badge1.layout"], gits: nil, folder: small.trellis, target: ""),
        ]
        // git's side of a row runs in git's copy of the same files.
        func gitFolder(_ workload: Workload) -> String { workload.folder == large.trellis ? large.git : small.git }

        var table = Table(
            ["workload", "ours CPU", "ours wall", "git CPU", "git wall", "ours / git (wall)", "target"], rightAligned: [1, 2, 3, 4, 5])
        for workload in workloads {
            var ours: [ProcessTiming] = [], theirs: [ProcessTiming] = []
            // One run each first: the page cache, not the first-ever read, is what users meet.
            for round in -1..<rounds {
                let mine = try ProcessTiming.run(trellis, workload.ours, in: workload.folder)
                if mine.status != 0 {
                    ok = false
                    print("error: trellis \(workload.ours.joined(separator: " ")) exited \(mine.status) in \(workload.folder)")
                    break
                }
                if round >= 0 { ours.append(mine) }
                if let arguments = workload.gits {
                    let other = try ProcessTiming.run(git, arguments, in: gitFolder(workload))
                    if round >= 0 { theirs.append(other) }
                }
            }
            let (cpu, wall) = (StoreBenchmark.medianOf(ours.map(\.cpuMS)), StoreBenchmark.medianOf(ours.map(\.wallMS)))
            let (gitCPU, gitWall) = (StoreBenchmark.medianOf(theirs.map(\.cpuMS)), StoreBenchmark.medianOf(theirs.map(\.wallMS)))
            func ms(_ value: Double) -> String { value.isFinite ? String(format: "%.1f ms", value) : "—" }
            let ratio = gitWall.isFinite && gitWall > 0 ? String(format: "%.1f×", wall / gitWall) : "—"
            let met = workload.target.isEmpty ? "" : "\(workload.target)" + (wall <= Self.targetMilliseconds ? " (met)" : " (not met)")
            table.add([workload.label, ms(cpu), ms(wall), ms(gitCPU), ms(gitWall), ratio, met])
        }
        print(table.render())
        print("\n  CPU: user + system of the child (wait4); wall: spawn to exit. git: \(git)\n")
        return ok
    }

    /// A clean Trellis project of `count` standalone containers (initialised, committed and
    /// its working-copy index written by one `status`) and a git repository of the same
    /// files (committed, its index refreshed by one `git status`).
    func makeProjects(_ count: Int, in folder: URL) throws -> (trellis: String, git: String) {
        let project = folder.appendingPathComponent("project"), repository = folder.appendingPathComponent("git")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try setUp(trellis, ["init", "--empty", project.path], in: folder.path)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        for index in 0..<count {
            let text = Data(PagesBenchmark.badge(index, size: 20 + index % 7).utf8)
            try text.write(to: project.appendingPathComponent("Badge\(index).layout"))
            try text.write(to: repository.appendingPathComponent("Badge\(index).layout"))
        }
        try setUp(trellis, ["commit", "-m", "library"], in: project.path)
        let status = try setUp(trellis, ["status"], in: project.path)
        guard status.contains("nothing to commit") else { throw SetUpFailure(message: "the new project's status is not clean: \(status.prefix(300))") }
        try setUp(git, ["init", "-q", "-b", "main"], in: repository.path)
        try setUp(git, ["add", "-A"], in: repository.path)
        try setUp(git, ["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-q", "-m", "library"], in: repository.path)
        try setUp(git, ["status", "--short"], in: repository.path)
        return (project.path, repository.path)
    }

    struct SetUpFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "startup suite set-up: \(message)" }
    }

    /// An untimed set-up step; its output, or an error naming the command and what it said.
    @discardableResult
    func setUp(_ executable: String, _ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw SetUpFailure(message: "\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text.prefix(500))")
        }
        return text
    }
}

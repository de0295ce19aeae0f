// `TrellisBench check`: `trellis check` of a generated library of 500 screens of which 40
// have a problem (CheckLibrary.swift), on the catalog's 3 default devices, beside
// `trellis relayout --all` of the same library with an empty cache (issue 36: check within
// 2× of relayout; no single problem's fix-it search over 20 ms).
//
//   check            LayoutCheck as `trellis check` runs it: the files read and parsed, every
//                    component validated and solved on each device, problems grouped, each
//                    problem's fix-its searched and verified
//   check, no fix-its the same without the fix-it search (what the rest costs)
//   relayout --all   Relayout.run over the same folder into a fresh store (no cached solution),
//                    --jobs = the cores
//
// Checks: every flawed screen has a problem in its file or in a container it uses, no other
// screen has one, the report is the same in every repeat, and relayout solved every
// component on every device.

import Foundation
import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisRelayout
import TrellisStore

struct CheckSuite: Suite {
    static let name = "check"
    static let summary = "trellis check of 500 screens (40 with problems) on 3 devices vs relayout --all of them"

    static let ratioTarget = 2.0
    static let searchTargetMs = 20.0

    init() {}

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        let screens = options.quick ? 100 : 500
        let problems = options.quick ? 8 : 40
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let environments = DeviceCatalog.defaultDevices.map { $0.environment() }
        print("""
            == check: trellis check vs relayout --all, \(screens) screens (\(problems) with a problem) + \(RelayoutWorkloads.containerCount) containers, \
            devices \(environments.map(\.name).joined(separator: ", ")), \(jobs) cores, \(options.effectiveRepeat) repeat(s), medians ==
            """)
        let files = CheckLibrary.files(screens: screens, problems: problems, seed: options.seed)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for file in files { try Data(file.text.utf8).write(to: root.appendingPathComponent("\(file.name).layout")) }
        let project = try TrellisProject.create(at: root.path, environment: .fixed(author: "bench"))
        try project.commit(message: "generated library")

        var failures: [String] = []
        var firstReport: String?
        var repeatIndex = 0
        let runs = try repeatRuns("check", repeatCount: options.effectiveRepeat, budget: 900) { () throws -> RunResult in
            repeatIndex += 1
            var result = RunResult()
            var clock = Stopwatch()
            let workspace = try LayoutWorkspace(loading: [root.path])
            let (report, seconds) = LayoutCheck.runMeasuringFixIts(workspace, options: CheckOptions(environments: environments))
            result.metric("check_ms", clock.seconds * 1e3)
            clock = Stopwatch()
            let plain = LayoutCheck.run(
                try LayoutWorkspace(loading: [root.path]), options: CheckOptions(environments: environments, suggestsFixIts: false))
            result.metric("check_plain_ms", clock.seconds * 1e3)

            let store = try TrellisStore.open(
                path: root.appendingPathComponent(".trellis/bench-\(repeatIndex).sqlite").path, create: true, environment: .fixed(author: "bench"))
            try store.commit(workspace.documents, message: "generated library")
            var relayout = Relayout(store: store, jobs: jobs)
            relayout.keepsOutcomes = false
            clock = Stopwatch()
            let output = try relayout.run(project: root.path, selection: .all, environments: environments)
            result.metric("relayout_ms", clock.seconds * 1e3)

            let searched = seconds.filter { $0 > 0 }
            result.info["problems"] = Double(report.problems.count)
            result.info["searched"] = Double(searched.count)
            result.info["with_fixits"] = Double(report.problems.filter { !$0.fixIts.isEmpty }.count)
            result.metric("search_max_ms", (searched.max() ?? 0) * 1e3)
            result.metric("search_median_ms", median(searched) * 1e3)
            result.metric("search_total_ms", searched.reduce(0, +) * 1e3)
            if let slowest = seconds.indices.max(by: { seconds[$0] < seconds[$1] }) {
                let problem = report.problems[slowest]
                result.info["slowest: \(problem.location.map(\.description) ?? "-") \(problem.message)"] = seconds[slowest] * 1e3
            }

            let text = report.text(errorLimit: 0, sources: { _ in nil })
            if let firstReport, firstReport != text { failures.append("the report differs between repeats") }
            firstReport = firstReport ?? text
            if plain.problems.map(\.message) != report.problems.map(\.message) { failures.append("check without fix-its found other problems") }
            failures += Self.misplaced(report, files: files)
            let components = files.count
            if output.report.solved != components * environments.count {
                failures.append("relayout solved \(output.report.solved), expected \(components) × \(environments.count)")
            }
            return result
        }
        let result = WorkloadResult(workload: "check", size: "\(screens)", runs: runs)
        let m = result.metrics
        let check = m["check_ms"] ?? .nan, relayout = m["relayout_ms"] ?? .nan
        var table = Table(["run", "median", "÷ relayout --all", "target"], rightAligned: [1, 2])
        func ratio(_ value: Double) -> String { String(format: "%.2f×", value / relayout) }
        table.add(["check (with fix-its)", formatTime(check, unit: "ms"), ratio(check), "≤ \(Self.ratioTarget)× relayout --all"])
        table.add(["check, no fix-its", formatTime(m["check_plain_ms"] ?? .nan, unit: "ms"), ratio(m["check_plain_ms"] ?? .nan), ""])
        table.add(["relayout --all (empty cache, --jobs \(jobs))", formatTime(relayout, unit: "ms"), "1.00×", ""])
        table.add(["fix-it search, slowest problem", formatTime(m["search_max_ms"] ?? .nan, unit: "ms"), "", "≤ \(Int(Self.searchTargetMs)) ms"])
        table.add(["fix-it search, median problem", formatTime(m["search_median_ms"] ?? .nan, unit: "ms"), "", ""])
        table.add(["fix-it search, all problems (CPU, summed)", formatTime(m["search_total_ms"] ?? .nan, unit: "ms"), "", ""])
        print(table.render())
        let info = result.info
        print("\n  \(Int(info["problems"] ?? 0)) problems, \(Int(info["searched"] ?? 0)) searched, \(Int(info["with_fixits"] ?? 0)) with a fix-it")
        for (key, value) in info where key.hasPrefix("slowest") { print("  \(key): \(formatTime(value, unit: "ms")) (last repeat)") }
        if check / relayout > Self.ratioTarget { print("  note: check is \(ratio(check)) relayout --all, over the \(Self.ratioTarget)× target") }
        if let slowest = m["search_max_ms"], slowest > Self.searchTargetMs {
            print("  note: the slowest problem's fix-it search took \(formatTime(slowest, unit: "ms")), over the \(Int(Self.searchTargetMs)) ms target")
        }
        for failure in Set(failures).sorted() { print("  !!! \(failure)") }
        print("\n  checks: \(failures.isEmpty ? "passed" : "FAILED")\n")
        return failures.isEmpty ? .passed : .failed
    }

    /// A flawed screen without a problem in its file or its containers', or a sound one with one.
    static func misplaced(_ report: CheckReport, files: [CheckLibrary.File]) -> [String] {
        var failures: [String] = []
        for file in files where file.name.hasPrefix("Screen") {
            let found = report.problems.contains { problem in
                problem.location?.file.hasSuffix("\(file.name).layout") == true || problem.components.contains(file.name)
            }
            if let flaw = file.flaw, !found { failures.append("\(file.name) (\(flaw)) has no problem") }
            if file.flaw == nil && found { failures.append("\(file.name) has a problem but was generated without one") }
        }
        return failures
    }
}

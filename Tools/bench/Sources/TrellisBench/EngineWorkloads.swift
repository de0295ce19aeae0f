// `TrellisBench engine`: the layout engine on a generated screen of 1,001 views in nested
// containers (10 sections × 10 rows × 10 views, in a scroll view), solved on 3 devices, and
// re-solved after changing one constant, and checked on the 3 devices through the one check
// path (built once, re-solved per device) against a build per device. Our side only (there is no baseline engine to run);
// the table shows each median against the target.
//
// Clock rules: the library is generated and parsed before the clock starts. "prepare"
// (validate + flatten, once per component, any device) is timed on its own; "solve" is one
// device: build the solver constraints, solve, settle guides, read every frame. "re-solve" is
// one `setConstant` + `update()` of a live session (plus reading one frame to check it).

import Foundation
import TrellisEngine
import TrellisModel

struct EngineSuite: Suite {
    static let name = "engine"
    static let summary = "TrellisEngine: 1,000-view screen on 3 devices, one-constant re-solve"

    /// Targets from the issue, per device / per re-solve, release build.
    static let solveTargetMs = 10.0
    static let resolveTargetMs = 1.0
    /// The check path (issue 21): the first device builds, each further one re-solves.
    static let firstDeviceTargetMs = 10.0
    static let furtherDeviceTargetMs = 3.0

    init() {}

    /// The generated library: `Row` (10 views), `Section` (10 rows), `Feed` (10 sections in a
    /// scroll view). `sections`/`rows` shrink it for --quick. `text`: each row's title
    /// (`lines 2`) and subtitle (`lines 0`) are measured from their text instead of a written
    /// intrinsic size, so the engine's two-pass layout of wrapping text runs on 2 labels a row.
    static func library(sections: Int = 10, rows: Int = 10, text: Bool = false) -> LayoutLibrary {
        var row = """
            container Row {
                param inset = 12

                view background: UIView
                view icon: UIImageView
                view badge: UIView
                view title: UILabel {
                    intrinsic 160 x 20
                    hugging h 251
                    baselines 16 4
                }
                view time: UILabel {
                    intrinsic 40 x 14
                    hugging h 252
                    compression h 760
                    baselines 11 3
                }
                view chevron: UIImageView {
                    intrinsic 8 x 13
                }
                view subtitle: UILabel {
                    intrinsic 220 x 16
                }
                view like: UIButton {
                    intrinsic 44 x 44
                }
                view share: UIButton {
                    intrinsic 44 x 44
                }
                view divider: UIView

                background.edges == self.edges
                icon.leading == self.leading + inset
                icon.top == self.top + inset
                icon.size == 40
                badge.size == 10
                badge.centerX == icon.trailing
                badge.centerY == icon.top
                title.leading == icon.trailing + 8
                title.top == self.top + 8
                title.trailing <= time.leading - 8
                time.firstBaseline == title.firstBaseline
                time.trailing == chevron.leading - 8
                chevron.trailing == self.trailing - inset
                chevron.centerY == icon.centerY
                subtitle.leading == title.leading
                subtitle.top == title.bottom + 4
                subtitle.trailing <= chevron.leading - 8
                like.leading == subtitle.leading
                like.top == subtitle.bottom + 4
                share.leading == like.trailing + 8
                share.top == like.top
                like.bottom == self.bottom - 8
                divider.leading == title.leading
                divider.trailing == self.trailing
                divider.bottom == self.bottom
                divider.height == 1
            }
            """
        if text {
            row = row.replacingOccurrences(of: "intrinsic 160 x 20", with: "text 40\n        lines 2")
                .replacingOccurrences(of: "intrinsic 220 x 16", with: "text 60\n        font footnote\n        lines 0")
        }
        var section = "container Section {\n"
        for r in 0..<rows { section += "    use r\(r): Row(inset: \(12 + r % 3 * 4))\n" }
        section += "\n    r0.top == self.top\n"
        for r in 0..<rows {
            section += "    r\(r).horizontalEdges == self.horizontalEdges\n"
            if r > 0 { section += "    r\(r).top == r\(r - 1).bottom\n" }
        }
        section += "    r\(rows - 1).bottom == self.bottom\n}\n"
        var feed = "screen Feed {\n    view scroll: UIScrollView\n"
        for s in 0..<sections { feed += "    use s\(s): Section in scroll\n" }
        feed += """

                scroll.edges == owner.edges
                scroll.contentGuide.width == scroll.frameGuide.width
                s0.top == scroll.contentGuide.top + 16 as "feedTop"

            """
        for s in 0..<sections {
            feed += "    s\(s).horizontalEdges == scroll.contentGuide.horizontalEdges\n"
            if s > 0 { feed += "    s\(s).top == s\(s - 1).bottom + 8\n" }
        }
        feed += "    s\(sections - 1).bottom == scroll.contentGuide.bottom\n}\n"
        let documents = [row, section, feed].enumerated().map { index, text -> LayoutDocument in
            let result = LayoutParser.parse(text, file: "Generated\(index).layout")
            guard let document = result.document, result.diagnostics.isEmpty else {
                fatalError("generated layout does not parse: \(result.diagnostics)")
            }
            return document
        }
        return LayoutLibrary(documents)
    }

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        let quick = options.quick
        let library = Self.library(sections: quick ? 3 : 10, rows: 10)
        let engine = LayoutEngine(library: library)
        let devices = DeviceCatalog.defaultDevices.map { $0.environment() }
        let repeats = max(options.effectiveRepeat, quick ? 3 : 11)
        print("""
            == engine: TrellisEngine on a generated screen ==
            \(repeats) repeat(s) per measurement (medians); targets: solve < \(Int(Self.solveTargetMs)) ms per device, \
            one-constant re-solve < \(Int(Self.resolveTargetMs)) ms (release build)
            """)

        var prepareSamples: [Double] = []
        var prepared = try engine.prepare("Feed")
        for _ in 0..<repeats {
            let clock = Stopwatch()
            prepared = try engine.prepare("Feed")
            prepareSamples.append(clock.seconds * 1e3)
        }
        print("screen Feed: \(prepared.viewCount) views, \(prepared.itemCount) items, \(prepared.constraintCount) constraints written (composites expanded)")

        var table = Table(["measurement", "device", "median", "min", "target", "verdict"], rightAligned: [2, 3, 4])
        var passed = true
        func row(_ what: String, _ device: String, _ samples: [Double], target: Double?) {
            let m = median(samples)
            let verdict = target.map { m < $0 ? "ok" : "OVER TARGET" } ?? ""
            table.add([what, device, formatTime(m, unit: "ms"), formatTime(samples.min() ?? .nan, unit: "ms"),
                       target.map { "< \(formatTime($0, unit: "ms"))" } ?? "", verdict])
        }
        row("prepare (validate + flatten, once)", "any", prepareSamples, target: nil)

        var checks: [String] = []
        var coldSolve: (device: String, ms: Double)?
        var plainMedians: [String: Double] = [:], plainCPUMedians: [String: Double] = [:]
        for environment in devices {
            var solveSamples: [Double] = [], solverOnly: [Double] = [], cpuSamples: [Double] = []
            // Each session is freed before the next clock starts, so freeing is never timed
            // and, as in a batch relayout, the next solve reuses the memory. The very first
            // solve of the process maps fresh memory: it is shown apart ("cold").
            var session: LayoutSession?
            for _ in 0..<repeats {
                session = nil
                let cpu = threadCPUSeconds()
                let clock = Stopwatch()
                let fresh = try prepared.session(in: environment)
                let built = clock.seconds
                let frames = fresh.frames()
                let elapsed = clock.seconds * 1e3
                if coldSolve == nil { coldSolve = (environment.name, elapsed) }
                solveSamples.append(elapsed)
                cpuSamples.append((threadCPUSeconds() - cpu) * 1e3)
                solverOnly.append(built * 1e3)
                precondition(frames.count == prepared.itemCount)
                session = fresh
            }
            guard let session else { throw BenchFailure("no session was built") }
            if environment.name == devices[0].name { print("solver on \(environment.name): \(session.solverStatistics)") }
            row("solve (build + solve + frames)", environment.name, solveSamples, target: Self.solveTargetMs)
            plainMedians[environment.name] = median(solveSamples)
            plainCPUMedians[environment.name] = median(cpuSamples)
            row("  of which build + solve", environment.name, solverOnly, target: nil)
            row("  CPU time of this thread (the machine may be busy)", environment.name, cpuSamples, target: nil)

            // Re-solve after one constant: the feed's top inset (moves all 1,001 views), and
            // one row's icon inset (moves one view).
            let feedTop = try require(session.constraintIndex("feedTop"), "feedTop")
            let icon = try require(
                session.constraintIndex("s1.r5.icon.leading == s1.r5.leading + 20"), "s1.r5 icon leading")
            for (label, index, a, b, probe, axisIsX) in [
                ("re-solve: feed top inset (all views move)", feedTop, 16.0, 40.0, "s9.r9.divider", false),
                ("re-solve: one row's icon inset (one view moves)", icon, 20.0, 30.0, "s1.r5.icon", true),
            ] {
                var samples: [Double] = [], withFrames: [Double] = []
                let before = session.frame(of: probe)
                for k in 0..<max(repeats, 21) {
                    let value = k % 2 == 0 ? b : a
                    let clock = Stopwatch()
                    try session.setConstant(value, forConstraintAt: index)
                    samples.append(clock.seconds * 1e3)
                    let frames = session.frames()
                    withFrames.append(clock.seconds * 1e3)
                    precondition(frames.count == prepared.itemCount)
                }
                try session.setConstant(b, forConstraintAt: index)
                let moved = session.frame(of: probe)
                try session.setConstant(a, forConstraintAt: index)
                let back = session.frame(of: probe)
                let delta = axisIsX ? (moved?.x ?? .nan) - (before?.x ?? .nan) : (moved?.y ?? .nan) - (before?.y ?? .nan)
                let ok = abs(delta - (b - a)) < 1e-6 && back == before
                if !ok { passed = false }
                checks.append("  \(ok ? "ok " : "!!!") \(environment.name): \(label.dropFirst(10)): \(probe) moved by \(Rect.format(delta)) (expected \(Rect.format(b - a))) and back")
                row(label, environment.name, samples, target: Self.resolveTargetMs)
                row("  and reading all \(prepared.itemCount) frames", environment.name, withFrames, target: nil)
            }
            // Correctness: the last divider sits where the arithmetic says.
            let fresh = try prepared.session(in: environment).solution(checkingAmbiguity: false)
            let rowHeight = 8.0 + 20 + 4 + 16 + 4 + 44 + 8
            let sectionCount = Double(quick ? 3 : 10)
            let expectedBottom = 16 + sectionCount * 10 * rowHeight + (sectionCount - 1) * 8
            let content = fresh["scroll.contentGuide"]?.height ?? .nan
            let ok = abs(content - expectedBottom) < 1e-6 && fresh.errors.isEmpty
            if !ok { passed = false }
            checks.append("  \(ok ? "ok " : "!!!") \(environment.name): content height \(Rect.format(content)) (expected \(Rect.format(expectedBottom))), \(fresh.errors.count) errors")
        }
        // The two-pass cost: the same screen with 2 wrapping labels a row (title lines 2,
        // subtitle lines 0), measured from their text; "N solves" is the passes it took.
        // Side by side with the baseline, the same screen with written intrinsic sizes
        // (the "solve" rows above): the ratio is what the text passes cost.
        let textPrepared = try LayoutEngine(library: Self.library(sections: quick ? 3 : 10, rows: 10, text: true)).prepare("Feed")
        for environment in devices {
            var samples: [Double] = [], cpuSamples: [Double] = []
            var passes = 0
            for _ in 0..<repeats {
                let cpu = threadCPUSeconds()
                let clock = Stopwatch()
                let session = try textPrepared.session(in: environment)
                let frames = session.frames()
                samples.append(clock.seconds * 1e3)
                cpuSamples.append((threadCPUSeconds() - cpu) * 1e3)
                passes = session.textPasses
                precondition(frames.count == textPrepared.itemCount)
            }
            row("solve with wrapping text (\(passes) solves)", environment.name, samples, target: Self.solveTargetMs)
            row("  CPU time of this thread (the machine may be busy)", environment.name, cpuSamples, target: nil)
            if let plain = plainMedians[environment.name], plain > 0 {
                table.add(["  ratio to the solve with written sizes (wall, CPU)", environment.name,
                           String(format: "×%.2f", median(samples) / plain),
                           plainCPUMedians[environment.name].map { String(format: "×%.2f", median(cpuSamples) / $0) } ?? "", "", ""])
            }
            // Correctness: the text settles within the bound, without errors, and every
            // wrapped title and subtitle is as tall as its lines.
            let solution = try textPrepared.session(in: environment).solution(checkingAmbiguity: false)
            let labels = solution.frames.filter { $0.text != nil }
            let tall = labels.allSatisfy { frame in
                guard let text = frame.text else { return false }
                return abs(frame.frame.height - Double(text.lines.count) * text.lineHeight) < 1e-6
            }
            let ok = solution.errors.isEmpty && passes <= LayoutSession.maximumTextPasses && labels.count == 2 * 10 * (quick ? 3 : 10) && tall
            if !ok { passed = false }
            checks.append("  \(ok ? "ok " : "!!!") \(environment.name): wrapping text settled in \(passes) solves (bound \(LayoutSession.maximumTextPasses)), \(labels.count) labels as tall as their lines, \(solution.errors.count) errors")
        }
        // The one check path (`check`, `relayout`, the merge's check): the text screen on
        // every device, its system built on the first and re-solved on each further one,
        // against a build per device. Frames, text, lint and text diagnostics; without the
        // ambiguity probes (each builds scratch solvers: timed once at the end).
        var first: [Double] = [], further: [Double] = [], firstCPU: [Double] = [], furtherCPU: [Double] = []
        var rebuilt: [Double] = [], rebuiltCPU: [Double] = []
        var same = true, reSolved: [Bool] = []
        // Each further device's share is (all − first) / count: the further devices are
        // laid out 4 times over, so the difference is not lost in the noise of one call.
        let sequence = devices + Array(repeating: Array(devices.dropFirst()), count: 3).flatMap { $0 }
        let furtherCount = Double(max(sequence.count - 1, 1))
        for _ in 0..<repeats {
            var cpu = threadCPUSeconds()
            var clock = Stopwatch()
            _ = textPrepared.check(on: [devices[0]], checkingAmbiguity: false)
            let one = clock.seconds * 1e3, oneCPU = (threadCPUSeconds() - cpu) * 1e3
            cpu = threadCPUSeconds()
            clock = Stopwatch()
            let once = Array(textPrepared.check(on: sequence, checkingAmbiguity: false).prefix(devices.count))
            let all = clock.seconds * 1e3, allCPU = (threadCPUSeconds() - cpu) * 1e3
            cpu = threadCPUSeconds()
            clock = Stopwatch()
            let each = textPrepared.check(on: devices, checkingAmbiguity: false, rebuildingPerDevice: true)
            rebuilt.append(clock.seconds * 1e3 / Double(devices.count))
            rebuiltCPU.append((threadCPUSeconds() - cpu) * 1e3 / Double(devices.count))
            first.append(one)
            firstCPU.append(oneCPU)
            further.append((all - one) / furtherCount)
            furtherCPU.append((allCPU - oneCPU) / furtherCount)
            reSolved = once.map(\.isReSolved)
            for (a, b) in zip(once, each) {
                guard case .success(let x) = a.result, case .success(let y) = b.result,
                    x.diagnostics == y.diagnostics, x.frames.count == y.frames.count
                else { same = false; continue }
                for (f, g) in zip(x.frames, y.frames) where abs(f.frame.x - g.frame.x) > 1e-6 || abs(f.frame.y - g.frame.y) > 1e-6
                    || abs(f.frame.width - g.frame.width) > 1e-6 || abs(f.frame.height - g.frame.height) > 1e-6 {
                    same = false
                }
            }
        }
        let deviceList = devices.map(\.name).joined(separator: ", ")
        row("check with text, built per device: each device", "\(devices.count) devices", rebuilt, target: Self.solveTargetMs)
        row("  CPU time of this thread", "\(devices.count) devices", rebuiltCPU, target: nil)
        row("check with text, built once: first device", devices[0].name, first, target: Self.firstDeviceTargetMs)
        row("  CPU time of this thread", devices[0].name, firstCPU, target: nil)
        row("check with text, built once: each further device", "\(devices.count - 1) more", further, target: Self.furtherDeviceTargetMs)
        row("  CPU time of this thread", "\(devices.count - 1) more", furtherCPU, target: nil)
        let checkOK = same && reSolved == [false] + Array(repeating: true, count: devices.count - 1)
        if !checkOK { passed = false }
        checks.append("  \(checkOK ? "ok " : "!!!") check on \(deviceList): re-solved \(reSolved), frames and diagnostics equal to a build per device: \(same)")
        if let coldSolve {
            table.add(["first solve of the process (fresh memory: page faults)", coldSolve.device,
                       formatTime(coldSolve.ms, unit: "ms"), "", "", "one sample"])
        }
        print()
        print(table.render())
        print()
        print("Correctness:")
        for line in checks { print(line) }
        // The check path as `check` and `relayout` run it: with the ambiguity probes (a
        // scratch system with one probe per variable). Slow: 3 repeats, or `--only` without
        // `diagnose` to skip.
        if let only = options.only, !only.contains("diagnose") { return passed ? .passed : .failed }
        if !probeRows(textPrepared, devices, repeats: min(repeats, 3)) { passed = false }
        return passed ? .passed : .failed
    }

    /// `check` with the ambiguity probes on the text screen: the first device, each further
    /// device (the same system re-solved), and a build per device; diagnostics compared.
    private func probeRows(_ prepared: PreparedComponent, _ devices: [Environment], repeats: Int) -> Bool {
        var first: [Double] = [], further: [Double] = [], rebuilt: [Double] = []
        var firstCPU: [Double] = [], furtherCPU: [Double] = [], rebuiltCPU: [Double] = []
        var same = true, errors = 0
        for _ in 0..<repeats {
            var cpu = threadCPUSeconds()
            var clock = Stopwatch()
            _ = prepared.check(on: [devices[0]])
            let one = clock.seconds * 1e3, oneCPU = (threadCPUSeconds() - cpu) * 1e3
            cpu = threadCPUSeconds()
            clock = Stopwatch()
            let once = prepared.check(on: devices)
            let all = clock.seconds * 1e3, allCPU = (threadCPUSeconds() - cpu) * 1e3
            cpu = threadCPUSeconds()
            clock = Stopwatch()
            let each = prepared.check(on: devices, rebuildingPerDevice: true)
            rebuilt.append(clock.seconds * 1e3 / Double(devices.count))
            rebuiltCPU.append((threadCPUSeconds() - cpu) * 1e3 / Double(devices.count))
            first.append(one)
            firstCPU.append(oneCPU)
            further.append((all - one) / Double(max(devices.count - 1, 1)))
            furtherCPU.append((allCPU - oneCPU) / Double(max(devices.count - 1, 1)))
            for (a, b) in zip(once, each) {
                guard case .success(let x) = a.result, case .success(let y) = b.result, x.diagnostics == y.diagnostics
                else { same = false; continue }
                errors += x.errors.count
            }
        }
        var table = Table(["check with the ambiguity probes (as check and relayout run it)", "device", "median", "min"], rightAligned: [2, 3])
        func add(_ what: String, _ device: String, _ samples: [Double]) {
            table.add([what, device, formatTime(median(samples), unit: "ms"), formatTime(samples.min() ?? .nan, unit: "ms")])
        }
        add("built per device: each device", "\(devices.count) devices", rebuilt)
        add("  CPU time of this thread", "\(devices.count) devices", rebuiltCPU)
        add("built once: first device", devices[0].name, first)
        add("  CPU time of this thread", devices[0].name, firstCPU)
        add("built once: each further device", "\(devices.count - 1) more", further)
        add("  CPU time of this thread", "\(devices.count - 1) more", furtherCPU)
        print()
        print(table.render())
        print("  \(same ? "ok " : "!!!") \(repeats) repeat(s): diagnostics equal to a build per device: \(same) (\(errors) errors)")
        return same
    }

    private func require(_ value: Int?, _ what: String) throws -> Int {
        guard let value else { throw BenchFailure("constraint \(what) not found") }
        return value
    }
}

/// CPU time of the calling thread: unlike wall time, not inflated when other processes
/// compete for the cores.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

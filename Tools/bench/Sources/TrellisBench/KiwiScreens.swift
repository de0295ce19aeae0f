// `--callgrind --kiwi-cpp DIR`: the screen layouts on kiwi's own C++ solver beside ours, in one
// run: instructions per layout (callgrind, measured regions only) and CPU time per layout
// (thread clock, median of 15), with the ratios. kiwisolver's wheel has no C++ headers, so DIR
// is a checkout of github.com/nucleic/kiwi (its kiwi/kiwi.h); our driver is kiwi_screens.cpp
// (beside this package), built here with g++ -O2.

import Foundation
import TrellisSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

struct KiwiScreens {
    /// The built driver and the screens it reads, in a temporary folder.
    let driver: String
    let screens: String
    let folder: String

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// One screen size, both sides.
    struct Row {
        var size: Int
        var oursInstructions: Double?
        var kiwiInstructions: Double?
        var oursMicros: Double
        var kiwiMicros: Double?
    }

    static let sourceFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("kiwi_screens.cpp").path

    /// Writes the screens and builds the driver against the kiwi checkout at `kiwi`.
    static func prepare(kiwi: String, config: SolverBenchConfig) -> Result<KiwiScreens, Failure> {
        guard FileManager.default.fileExists(atPath: kiwi + "/kiwi/kiwi.h") else {
            return .failure(Failure(description: "no kiwi/kiwi.h under \(kiwi): --kiwi-cpp takes a checkout of github.com/nucleic/kiwi"))
        }
        let folder = NSTemporaryDirectory() + "trellis-kiwi-screens-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let screens = folder + "/screens.txt", driver = folder + "/kiwi_screens"
        do {
            try screensText(config).write(toFile: screens, atomically: true, encoding: .utf8)
        } catch {
            return .failure(Failure(description: "could not write \(screens): \(error)"))
        }
        let (status, output) = run(["g++", "-O2", "-std=c++17", "-I", kiwi, "-o", driver, sourceFile])
        guard status == 0 else {
            return .failure(Failure(description: "g++ failed on \(sourceFile): \(output.suffix(300))"))
        }
        return .success(KiwiScreens(driver: driver, screens: screens, folder: folder))
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// The screens as kiwi_screens.cpp reads them; priorities map to kiwi weights as in
    /// kiwi_bench.py (p -> 10^((p-400)/100), 1000 and up required).
    static func screensText(_ config: SolverBenchConfig) -> String {
        func weight(_ strength: String) -> Double {
            switch strength {
            case "required": return -1
            case "strong": return 1e6
            case "medium": return 1e3
            case "weak": return 1
            default:
                let p = max(1, Double(strength.dropFirst()) ?? 1)
                return p >= 1000 ? -1 : pow(10, (p - 400) / 100)
            }
        }
        var text = "\(config.screens.count)\n"
        for screen in config.screens {
            text += "\(screen.variableNames.count) \(screen.constraints.count)\n"
            for c in screen.constraints {
                let op = c.op == "==" ? 0 : c.op == "<=" ? 1 : 2
                text += "\(op) \(weight(c.strength)) \(c.constant) \(c.vars.count)"
                for (v, k) in zip(c.vars, c.coeffs) { text += " \(v) \(k)" }
                text += "\n"
            }
        }
        return text
    }

    /// kiwi's instructions per layout of screen `index` (20 layouts, measured region only).
    func instructions(screen index: Int) -> Double? {
        let (status, output) = KiwiScreens.run([
            "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--toggle-collect=*measured*",
            driver, screens, String(index), "20",
        ])
        guard status == 0,
            let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
            let count = Double(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else { return nil }
        return count / 20
    }

    /// kiwi's CPU time per layout of screen `index`, median of `repeats`.
    func micros(screen index: Int, layouts: Int, repeats: Int) -> Double? {
        let (status, output) = KiwiScreens.run([driver, screens, String(index), String(layouts), String(repeats)])
        // "screen 20 cns: 5.12 us per layout (CPU, median of 15)"
        guard status == 0, let colon = output.firstIndex(of: ":") else { return nil }
        return Double(output[output.index(after: colon)...].split(separator: " ").first ?? "")
    }

    /// Our CPU time per layout of screen `index` (as `screen` in SolverWorkloads), median of `repeats`.
    static func oursMicros(screen index: Int, config: SolverBenchConfig, layouts: Int, repeats: Int) throws -> Double {
        let workloads = SolverWorkloads(config: config)
        let cfg = config.screens[index]
        let x = cfg.variableNames.map { Variable($0) }
        let cns = cfg.constraints.map { workloads.makeConstraint($0, x) }
        _ = try SolverWorkloads.layOut(cns, x)
        var times: [Double] = []
        for _ in 0..<repeats {
            let clock = Stopwatch(clock: CLOCK_THREAD_CPUTIME_ID)
            for _ in 0..<layouts { _ = try SolverWorkloads.layOut(cns, x) }
            times.append(clock.seconds * 1e6 / Double(layouts))
        }
        return median(times)
    }

    /// The side-by-side table: instructions (when measured) and CPU time, each with kiwi/ours.
    static func table(_ rows: [Row]) -> Table {
        func ratio(_ kiwi: Double?, _ ours: Double?) -> String {
            guard let kiwi, let ours, ours > 0 else { return "n/a" }
            let r = kiwi / ours
            return r >= 1 ? String(format: "%.2f× fewer", r) : String(format: "%.2f× more", 1 / r)
        }
        func timeRatio(_ kiwi: Double?, _ ours: Double) -> String {
            guard let kiwi, ours > 0 else { return "n/a" }
            let r = kiwi / ours
            return r >= 1 ? String(format: "%.2f× faster", r) : String(format: "%.2f× slower", 1 / r)
        }
        var table = Table(
            ["screen", "ours instr", "kiwi C++ instr", "instr (kiwi/ours)", "ours CPU", "kiwi C++ CPU", "time (kiwi/ours)"],
            rightAligned: [1, 2, 3, 4, 5, 6])
        for row in rows {
            table.add([
                "\(row.size) cns",
                row.oursInstructions.map { CallgrindRunner.formatCount($0) } ?? "n/a",
                row.kiwiInstructions.map { CallgrindRunner.formatCount($0) } ?? "n/a",
                ratio(row.kiwiInstructions, row.oursInstructions),
                String(format: "%.2f µs", row.oursMicros),
                row.kiwiMicros.map { String(format: "%.2f µs", $0) } ?? "n/a",
                timeRatio(row.kiwiMicros, row.oursMicros),
            ])
        }
        return table
    }

    @discardableResult
    static func run(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "could not start \(arguments[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

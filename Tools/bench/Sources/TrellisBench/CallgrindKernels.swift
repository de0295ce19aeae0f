// Instruction counts for the small workloads (`TrellisBench solver --callgrind`): wall time on a
// 2-core machine shared by several builds is noise, callgrind's instruction count is repeatable
// (the same binary and inputs give the same count), so a change to the solver is judged by it.
//
// Each kernel sets its workload up, then runs the measured operations inside `_callgrindMeasured`;
// the harness runs `valgrind --tool=callgrind --toggle-collect=*_callgrindMeasured*` on this same
// binary with `--kernel NAME` and divides the instructions collected by the operations counted.

import Foundation
import TrellisSolver

/// The measured region: the only instructions callgrind collects. Never inlined, so its symbol
/// exists for `--toggle-collect`.
@inline(never)
func _callgrindMeasured(_ body: () throws -> Void) rethrows {
    try body()
}

/// Runs the workload once outside the measured region: the first use of a generic type
/// instantiates its metadata at run time (a one-time cost, 5% of 20 small layouts).
func warmUp(_ body: () throws -> Void) rethrows {
    try body()
}

struct CallgrindKernel: Sendable {
    var name: String
    /// What one operation is (the divisor), for the table.
    var unit: String
    /// The row of the time table this kernel mirrors.
    var row: String
    /// Runs the kernel; returns how many operations the measured region did.
    var run: @Sendable (SolverWorkloads) throws -> Int

    static let all: [CallgrindKernel] = [
        CallgrindKernel(name: "chain-build-100", unit: "build", row: "chain N=100 build") { w in
            let cns = w.chainConstraints(n: 100).constraints
            let builds = 10
            try warmUp { try Solver().add(cns) }
            try _callgrindMeasured {
                for _ in 0..<builds {
                    let solver = Solver()
                    try solver.add(cns)
                    solver.update()
                }
            }
            return builds
        },
        // A system large enough (~12,000 symbols) that memory layout shows: run it with
        // `--cache-sim=yes` to compare cache misses, not only instructions.
        CallgrindKernel(name: "chain-build-4000", unit: "build", row: "chain N=4000 build") { w in
            let cns = w.chainConstraints(n: 4000).constraints
            try warmUp { try Solver().add(cns) }
            try _callgrindMeasured {
                let solver = Solver()
                try solver.add(cns)
                solver.update()
            }
            return 1
        },
        CallgrindKernel(name: "chain-edit-100", unit: "edit", row: "chain N=100 edit R") { w in
            let (cns, _, r) = w.chainConstraints(n: 100)
            let solver = Solver()
            try solver.add(cns)
            try solver.addEditVariable(r, strength: .strong)
            solver.update()
            let edits = w.config.chain.edits[0]
            try _callgrindMeasured {
                for value in edits {
                    try solver.suggestValue(value, for: r)
                    solver.update()
                    _ = solver.value(of: r)
                }
            }
            return edits.count
        },
        CallgrindKernel(name: "cells-build-100", unit: "constraint", row: "cells M=100 build") { _ in
            let cns = (0..<100).flatMap { SolverWorkloads.Cell($0).constraints }
            let builds = 5
            try warmUp { try Solver().add(cns) }
            try _callgrindMeasured {
                for _ in 0..<builds {
                    let solver = Solver()
                    for c in cns { try solver.add(c) }
                    solver.update()
                }
            }
            return builds * cns.count
        },
        CallgrindKernel(name: "churn-frame", unit: "frame", row: "churn form frame") { w in
            try w.churnFrames(200)
        },
        CallgrindKernel(name: "adddel-add-900", unit: "constraint tried", row: "addDel n=900 add") { w in
            let cfg = w.config.addDel
            let x = (0..<cfg.n).map { Variable("x\($0)") }
            let cns = cfg.constraints.map { w.makeConstraint($0, x) }
            let solver = Solver()
            for v in x { try solver.add((v == 0) | .weak) }
            solver.update()
            var held = 0, tried = 0
            _callgrindMeasured {
                while held < cfg.target, tried < cns.count {
                    if (try? solver.add(cns[tried])) != nil { held += 1 }
                    tried += 1
                }
                solver.update()
            }
            return tried
        },
    ] + SolverBenchConfig.screenSizes.enumerated().map { k, size in
        CallgrindKernel(name: "screen-\(size)", unit: "layout", row: "screen \(size) cns") { w in
            let cfg = w.config.screens[k]
            let x = cfg.variableNames.map { Variable($0) }
            let cns = cfg.constraints.map { w.makeConstraint($0, x) }
            let layouts = 20
            try warmUp { _ = try SolverWorkloads.layOut(cns, x) }
            try _callgrindMeasured {
                for _ in 0..<layouts { _ = try SolverWorkloads.layOut(cns, x) }
            }
            return layouts
        }
    }
}

extension SolverWorkloads {
    /// `frames` frames of the churn form (10 remove/re-adds and 10 constant changes each),
    /// measured; returns the frame count.
    func churnFrames(_ frames: Int) throws -> Int {
        let cfg = config.churn
        let X = cfg.variableNames.map { Variable($0) }
        let cns = cfg.constraints.map { makeConstraint($0, X) }
        var constants: [Double] = []
        for (slot, c) in zip(cfg.changes, cfg.changeConstants) {
            let k0 = makeConstraint(cfg.constraints[slot], X, constant: 0).expression.constant
            let k1 = makeConstraint(cfg.constraints[slot], X, constant: 1).expression.constant
            constants.append(k0 + (k1 - k0) * c)
        }
        let solver = Solver()
        try solver.add(cns)
        solver.update()
        var inForce: [Double?] = Array(repeating: nil, count: cns.count)
        let per = cfg.perFrame
        try _callgrindMeasured {
            var i = 0
            for _ in 0..<frames {
                for j in i..<(i + per) {
                    let slot = cfg.removes[j]
                    try solver.remove(cns[slot])
                    try solver.add(cns[slot])
                    if let constant = inForce[slot] { try solver.setConstant(constant, of: cns[slot]) }
                }
                for j in i..<(i + per) {
                    try solver.setConstant(constants[j], of: cns[cfg.changes[j]])
                    inForce[cfg.changes[j]] = constants[j]
                }
                i += per
                solver.update()
            }
        }
        return frames
    }
}

/// `--callgrind`: every kernel under valgrind, one process each; a table of instructions per op.
enum CallgrindRunner {
    /// `--kernel NAME` (inside valgrind): runs one kernel and prints its operation count.
    static func runKernel(_ name: String, _ options: BenchOptions) -> Int32 {
        guard let kernel = CallgrindKernel.all.first(where: { $0.name == name }) else {
            printErr("unknown kernel '\(name)'; kernels: \(CallgrindKernel.all.map(\.name).joined(separator: ", "))")
            return 2
        }
        let config = SolverBenchConfig.make(seed: options.seed, repeatCount: 1, quick: false)
        do {
            let ops = try kernel.run(SolverWorkloads(config: config))
            print("ops \(ops)")
            return 0
        } catch {
            printErr("kernel \(name): \(error)")
            return 1
        }
    }

    /// Runs every kernel under callgrind and prints instructions per operation.
    static func run(_ options: BenchOptions) -> Bool {
        let me = strippedCopy(of: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path)
        defer { if me.hasPrefix(NSTemporaryDirectory()) { try? FileManager.default.removeItem(atPath: me) } }
        print("== solver: instructions per operation (valgrind --tool=callgrind, measured region only) ==")
        var table = Table(["workload", "instructions", "per", "ops"], rightAligned: [1, 3])
        var passed = true
        var perLayout: [String: Double] = [:]
        for kernel in CallgrindKernel.all {
            if let only = options.only, !only.contains(where: { kernel.name.hasPrefix($0) }) { continue }
            switch measure(kernel, binary: me, seed: options.seed) {
            case .success(let (instructions, ops)):
                perLayout[kernel.name] = Double(instructions) / Double(ops)
                table.add([kernel.row, formatCount(Double(instructions) / Double(ops)), kernel.unit, String(ops)])
            case .failure(let error):
                passed = false
                table.add([kernel.row, "FAILED", kernel.unit, String(describing: error).prefix(60).description])
            }
        }
        print(table.render())
        print("command: valgrind --tool=callgrind --toggle-collect='*_callgrindMeasured*' TrellisBench --kernel NAME")
        if let kiwi = options.kiwiCpp {
            print()
            passed = besideKiwi(kiwi, ours: perLayout, options) && passed
        }
        return passed
    }

    /// `--kiwi-cpp DIR`: the screens on kiwi's C++ solver beside ours (instructions and CPU time).
    static func besideKiwi(_ kiwi: String, ours: [String: Double], _ options: BenchOptions) -> Bool {
        print("== solver: screen layouts beside kiwi's C++ solver (\(kiwi), g++ -O2) ==")
        let config = SolverBenchConfig.make(seed: options.seed, repeatCount: 1, quick: false)
        let side: KiwiScreens
        switch KiwiScreens.prepare(kiwi: kiwi, config: config) {
        case .success(let prepared): side = prepared
        case .failure(let error):
            print("kiwi C++: FAILED (\(error))")
            return false
        }
        defer { side.remove() }
        var rows: [KiwiScreens.Row] = []
        for (index, size) in SolverBenchConfig.screenSizes.enumerated() {
            if let only = options.only, !only.contains(where: { "screen-\(size)".hasPrefix($0) }) { continue }
            // Each side times the same number of layouts per repeat, ours first then kiwi's.
            let layouts = max(20, 40_000 / size), repeats = 15
            guard let oursMicros = try? KiwiScreens.oursMicros(screen: index, config: config, layouts: layouts, repeats: repeats)
            else { return false }
            rows.append(
                KiwiScreens.Row(
                    size: size, oursInstructions: ours["screen-\(size)"], kiwiInstructions: side.instructions(screen: index),
                    oursMicros: oursMicros, kiwiMicros: side.micros(screen: index, layouts: layouts, repeats: repeats)))
        }
        print(KiwiScreens.table(rows).render())
        print(
            "instructions per layout: valgrind --tool=callgrind, measured regions only; CPU per layout: "
                + "CLOCK_THREAD_CPUTIME_ID, median of 15 repeats of 40,000/size layouts (at least 20)")
        return true
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// valgrind 3.19 cannot read the DWARF of SwiftPM's release binaries and then finds no
    /// symbol to toggle on; a copy without debug info (`strip -g`, symbols kept) it reads.
    /// The binary itself when `strip` fails (then valgrind's own error is reported).
    static func strippedCopy(of binary: String) -> String {
        let copy = NSTemporaryDirectory() + "TrellisBench-callgrind-\(ProcessInfo.processInfo.processIdentifier)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["strip", "-g", "-o", copy, binary]
        guard (try? process.run()) != nil else { return binary }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? copy : binary
    }

    static func measure(_ kernel: CallgrindKernel, binary: String, seed: UInt64) -> Result<(Int, Int), Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
            "--toggle-collect=*_callgrindMeasured*", binary, "--kernel", kernel.name, "--seed", String(seed),
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return .failure(Failure(description: "could not start valgrind: \(error)")) }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stdout = String(decoding: outData, as: UTF8.self), stderr = String(decoding: errData, as: UTF8.self)
        guard process.terminationStatus == 0,
            let ops = stdout.split(separator: "\n").first(where: { $0.hasPrefix("ops ") }).flatMap({ Int($0.dropFirst(4)) }),
            let line = stderr.split(separator: "\n").first(where: { $0.contains("Collected :") }),
            let count = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else {
            return .failure(Failure(description: "valgrind exit \(process.terminationStatus): \(stderr.suffix(200))"))
        }
        return .success((count, ops))
    }

    static func formatCount(_ value: Double) -> String {
        if value >= 1e6 { return String(format: "%.2f M", value / 1e6) }
        if value >= 1e3 { return String(format: "%.1f k", value / 1e3) }
        return String(format: "%.0f", value)
    }
}

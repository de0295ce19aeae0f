// TrellisBench: Trellis' benchmark harness. Build in release and run through Tools/bench/run.
//
//   TrellisBench [SUITE...|all|list] [--repeat K] [--quick] [--seed S] [--budget SECONDS]
//                [--python PATH --kiwi-script PATH | --no-kiwi] [--only a,b]
//                [--build-order constraints-first|edit-first] [--cpu-clock] [--callgrind [--kiwi-cpp DIR]] [--trellis PATH] [--json PATH] [--emit-config PATH]
//
// Exit status: 0 all checks passed, 1 a check failed (results disagree with the baseline or
// a workload failed), 2 bad usage.

import Foundation

/// Every suite, in the order `all` runs them. Add new suites (engine, store, sync, relayout) here.
let allSuites: [any Suite.Type] = [
    SolverSuite.self, EngineSuite.self, StoreSuite.self, RelayoutSuite.self, SyncSuite.self, HubSuite.self, ImportSuite.self, CheckSuite.self, PagesSuite.self,
    StartupSuite.self,
]

@MainActor func usage() -> String {
    var text = """
        usage: TrellisBench [SUITE...|all|list] [options]

        suites:

        """
    for suite in allSuites { text += "  \(suite.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(suite.summary)\n" }
    text += """

        options:
          --repeat K          repeats per workload, medians reported (default 5; 1 with --quick)
          --quick             small sizes, a smoke run
          --seed S            seed of the generated workloads (default 20250601)
          --budget SECONDS    a timed phase stops after this long (default 30; 5 with --quick)
          --python PATH       python with the baseline installed (Tools/bench/.venv/bin/python)
          --kiwi-script PATH  Tools/bench/kiwi_bench.py
          --no-kiwi           run our side only (baseline columns n/a)
          --only a,b          only these workloads (solver: chain,hugging,cells,churn,adddel,screen)
          --build-order O     solver chain/hugging/cells: constraints-first (default) = time the
                              constraints + update as "build", then the edit variable(s) + initial
                              suggest + update as "attach edit"; edit-first = edit variable(s) and
                              initial suggest first, then the constraints, all timed as "build"
          --cpu-clock         solver: time both sides with the thread's CPU clock (CLOCK_THREAD_CPUTIME_ID /
                              time.thread_time) instead of the monotonic clock: for a busy machine
          --callgrind         solver: also count instructions per operation of the small workloads
                              (chain/cells N=100, churn, addDel, screen) under valgrind's callgrind
          --kiwi-cpp DIR      solver --callgrind: also lay the screens out with kiwi's C++ solver (DIR: a
                              checkout of github.com/nucleic/kiwi) and print instructions and CPU time
                              per layout side by side, with the ratios
          --kernel NAME       run one callgrind kernel (what --callgrind runs inside valgrind)
          --trellis PATH      startup: the trellis binary to time (default ~/.local/bin/trellis, what
                              Tools/install installs)
          --json PATH         also write all results as JSON
          --emit-config PATH  keep the generated workload JSON at PATH
        """
    return text
}

func parseOptions(_ arguments: [String]) -> BenchOptions? {
    var options = BenchOptions()
    var it = arguments.makeIterator()
    func value(_ flag: String) -> String? {
        guard let v = it.next() else { printErr("\(flag) needs a value"); return nil }
        return v
    }
    while let arg = it.next() {
        switch arg {
        case "--repeat":
            guard let v = value(arg), let k = Int(v), k > 0 else { return nil }
            options.repeatCount = k
        case "--quick": options.quick = true
        case "--seed":
            guard let v = value(arg), let s = UInt64(v) else { return nil }
            options.seed = s
        case "--budget":
            guard let v = value(arg), let s = Double(v), s > 0 else { return nil }
            options.phaseBudget = s
        case "--python": guard let v = value(arg) else { return nil }; options.python = v
        case "--kiwi-script": guard let v = value(arg) else { return nil }; options.kiwiScript = v
        case "--no-kiwi": options.noKiwi = true
        case "--only":
            guard let v = value(arg) else { return nil }
            options.only = Set(v.split(separator: ",").map { String($0) })
        case "--build-order":
            guard let v = value(arg) else { return nil }
            guard let order = BuildOrder(rawValue: v) else {
                printErr("--build-order must be one of: \(BuildOrder.allCases.map(\.rawValue).joined(separator: ", "))")
                return nil
            }
            options.buildOrder = order
        case "--json": guard let v = value(arg) else { return nil }; options.jsonOut = v
        case "--trellis": guard let v = value(arg) else { return nil }; options.trellis = v
        case "--callgrind": options.callgrind = true
        case "--kiwi-cpp": guard let v = value(arg) else { return nil }; options.kiwiCpp = v
        case "--cpu-clock": options.cpuClock = true
        case "--kernel": guard let v = value(arg) else { return nil }; options.kernel = v
        case "--emit-config": guard let v = value(arg) else { return nil }; options.emitConfig = v
        case "-h", "--help": return nil
        default:
            if arg.hasPrefix("-") { printErr("unknown option \(arg)"); return nil }
            options.suites.append(arg)
        }
    }
    return options
}

@MainActor func runMain() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // The hub suite's server processes are this binary too.
    if arguments.first == "serve-hub" { return HubServerMain.run(Array(arguments.dropFirst())) }
    guard let options = parseOptions(arguments) else {
        printErr(usage())
        return 2
    }
    if let kernel = options.kernel { return CallgrindRunner.runKernel(kernel, options) }
    if options.suites == ["list"] {
        print(usage())
        return 0
    }
    let names =
        options.suites.isEmpty || options.suites.contains("all")
        ? allSuites.map { $0.name } : options.suites
    var selected: [any Suite.Type] = []
    for name in names {
        guard let suite = allSuites.first(where: { $0.name == name }) else {
            printErr("unknown suite '\(name)'\n\n" + usage())
            return 2
        }
        selected.append(suite)
    }
    var status: Int32 = 0
    for suite in selected {
        do {
            if try suite.init().run(options) == .failed { status = 1 }
        } catch {
            printErr("\(suite.name): \(error)")
            status = 1
        }
    }
    return status
}

exit(runMain())

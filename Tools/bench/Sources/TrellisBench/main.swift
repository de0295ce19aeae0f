// TrellisBench: benchmarks as programs, our code and the baseline side by side.
//
//   TrellisBench store [--repeat K] [--count N] [--no-project-status]
//
// Build in release: swift run -c release TrellisBench store

import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var options = StoreBenchmark.Options()
guard arguments.first == "store" else {
    print("usage: TrellisBench store [--repeat K] [--count N] [--no-project-status]")
    exit(2)
}
arguments.removeFirst()
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    switch flag {
    case "--repeat": options.repeats = Int(arguments.removeFirst()) ?? 5
    case "--count": options.count = Int(arguments.removeFirst()) ?? 10_000
    case "--no-project-status": options.projectStatus = false
    default: print("unknown option \(flag)"); exit(2)
    }
}
exit(try StoreBenchmark.run(options) ? 0 : 1)

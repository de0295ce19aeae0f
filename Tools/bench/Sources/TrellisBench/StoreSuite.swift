// `TrellisBench store`: the store workloads (StoreWorkloads.swift) under the shared harness.

struct StoreSuite: Suite {
    static let name = "store"
    static let summary = "commit 10,000 components, log, status, diff vs the raw SQLite insert floor"

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        var storeOptions = StoreBenchmark.Options()
        storeOptions.repeats = options.effectiveRepeat
        if options.quick { storeOptions.count = 1_000 }
        if let only = options.only { storeOptions.commitOnly = only == ["commit"] }
        return try StoreBenchmark.run(storeOptions) ? .passed : .failed
    }
}

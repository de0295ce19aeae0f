// `TrellisBench hub`: a hub under load. 1, 8 and 64 concurrent clients do what a hub sees
// all day — 90% fetch / no-op sync, 9% a small push to one of 50 shared components (so
// pushes race), 1% a clone of the 2,000-component library — against a hub on SQLite (one
// server process) and on PostgreSQL (one, then two server processes on one database, the
// clients spread over them). Each configuration starts from a new hub loaded with the same
// library. Printed: operations per second, p50/p99 latency as the clients see it, pushes
// acknowledged and "pull first" answers; then every acknowledged push is looked for in a
// clone of the hub (lost pushes must be 0) and the clone is fsck'd.
//
// PostgreSQL: TRELLIS_BENCH_POSTGRES=postgres://USER@HOST:PORT/DB names a server on which
// the bench may create and drop databases (Tools/bench/run starts a throwaway one when it
// is unset); without one the PostgreSQL rows are skipped and say so.

import Foundation
import TrellisModel
import TrellisStore
import TrellisSync

struct HubSuite: Suite {
    static let name = "hub"
    static let summary = "1/8/64 clients (90% fetch, 9% push, 1% clone of 2,000 components): SQLite hub vs 1 and 2 servers on PostgreSQL"

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        var bench = HubBenchmark(seed: options.seed)
        bench.postgresURL = ProcessInfo.processInfo.environment["TRELLIS_BENCH_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
        if options.quick {
            bench.libraryCount = 200
            bench.clientCounts = [1, 8]
            bench.seconds = 3
        }
        if let budget = options.phaseBudget { bench.seconds = budget }
        return try bench.run() ? .passed : .failed
    }
}

/// One hub layout under test: its name in the table and the servers it runs.
struct HubConfiguration {
    var label: String
    var servers: Int
    var postgres: Bool
}

/// The figures of one configuration at one client count.
struct HubRunFigures {
    var configuration: String
    var clients: Int
    var seconds: Double
    var outcomes: [HubClientOutcome]
    var lost: Int
    var fsckProblems: Int

    var samples: [HubSample] { outcomes.flatMap(\.samples) }
    var acknowledged: Int { outcomes.reduce(0) { $0 + $1.acknowledged.count } }
    var pullFirst: Int { outcomes.reduce(0) { $0 + $1.pullFirst } }
    var failures: [String] { outcomes.flatMap(\.failures) }

    func percentile(_ p: Double, of operation: HubOperation? = nil) -> Double {
        let values = samples.filter { operation == nil || $0.operation == operation }.map(\.milliseconds).sorted()
        guard !values.isEmpty else { return .nan }
        return values[min(values.count - 1, Int((Double(values.count) * p).rounded(.up)) - 1)]
    }
}

struct HubBenchmark {
    static let readToken = "bench-read"
    static let writeToken = "bench-write"

    var seed: UInt64
    var libraryCount = 2_000
    var clientCounts = [1, 8, 64]
    /// How long the clients run at each client count.
    var seconds = 20.0
    var hotCount = 50
    var postgresURL: String?

    func run() throws -> Bool {
        print("hub suite: library of \(libraryCount) components, \(clientCounts.map(String.init).joined(separator: "/")) clients, \(Int(seconds)) s each;")
        print("  mix: 90% fetch / no-op sync, 9% push to one of \(hotCount) shared components, 1% clone; latency as the client sees it\n")
        let scratch = try StoreBenchmark.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }

        let sourcePath = scratch.appendingPathComponent("library.sqlite").path
        let source = try TrellisStore.open(path: sourcePath, create: true, environment: .live(author: "design-system"))
        try source.commit((0..<libraryCount).map { StoreBenchmark.component($0) }, message: "library")

        var configurations = [HubConfiguration(label: "SQLite, 1 server", servers: 1, postgres: false)]
        if postgresURL != nil {
            configurations += [
                HubConfiguration(label: "PostgreSQL, 1 server", servers: 1, postgres: true),
                HubConfiguration(label: "PostgreSQL, 2 servers", servers: 2, postgres: true),
            ]
        } else {
            print("  PostgreSQL rows skipped: TRELLIS_BENCH_POSTGRES is not set (Tools/bench/run starts a server when it can)\n")
        }

        var figures: [HubRunFigures] = []
        var hubNumber = 0
        for configuration in configurations {
            for clients in clientCounts {
                hubNumber += 1
                figures.append(try runOne(configuration, clients: clients, hub: hubNumber, source: source, sourcePath: sourcePath, scratch: scratch))
            }
        }
        return report(figures)
    }

    /// A new hub for `configuration`, loaded with the library, under `clients` clients.
    private func runOne(
        _ configuration: HubConfiguration, clients: Int, hub: Int, source: TrellisStore, sourcePath: String, scratch: URL
    ) throws -> HubRunFigures {
        let folder = scratch.appendingPathComponent("hub\(hub)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let backend: HubBackend
        var database: HubBenchDatabase?
        if configuration.postgres, let postgresURL {
            let made = try HubBenchDatabase.create(server: postgresURL, name: "trellis_bench_hub\(hub)_\(ProcessInfo.processInfo.processIdentifier)")
            database = made
            backend = .postgres(url: made.url)
        } else {
            backend = .sqlite(path: folder.appendingPathComponent("hub.sqlite").path)
        }
        defer { database?.drop() }
        // The first server makes the schema; a second one starts on a ready database.
        var servers = [try HubServerProcess(backend: backend)]
        defer { servers.forEach { $0.stop() } }
        for _ in 1..<configuration.servers { servers.append(try HubServerProcess(backend: backend)) }

        // The library arrives as a design-system team's first push.
        let remoteName = "hub\(hub)"
        try source.addRemote(name: remoteName, url: servers[0].url)
        let load = SyncClient(store: source, remoteName: remoteName, remote: try HTTPRemote(url: servers[0].url, token: Self.writeToken))
        let pushed = try blocking { try await load.push() }
        guard pushed.moved.count == libraryCount else {
            throw SyncError.protocolError("loading the hub moved \(pushed.moved.count) heads, expected \(libraryCount)")
        }

        // Each client has its own store, cloned from the library (the same history the hub
        // has) with its origin on one of the servers, round-robin as a load balancer would.
        var members: [HubClient] = []
        let hot = (0..<hotCount).map { ($0 * 37) % libraryCount }
        for index in 0..<clients {
            let serverURL = servers[index % servers.count].url
            let path = folder.appendingPathComponent("client\(index).sqlite").path
            let store = try blocking {
                try await SyncClient.clone(
                    from: StoreFileRemote(path: sourcePath, environment: .live(author: "bench")), url: serverURL, to: path,
                    environment: .live(author: "developer\(index)")
                ).store
            }
            members.append(HubClient(
                index: index, store: store, serverURL: serverURL, scratch: folder, hotComponents: hot, libraryCount: libraryCount))
        }

        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(seconds * 1e9)
        let runSeed = seed
        let everyClient = members
        let outcomes: [HubClientOutcome] = try blocking {
            await withTaskGroup(of: HubClientOutcome.self) { group in
                for member in everyClient { group.addTask { await member.run(until: deadline, seed: runSeed) } }
                var all: [HubClientOutcome] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        // Every acknowledged push must be in the hub's final history: its version is the
        // component's head there or an ancestor of it.
        let checkPath = folder.appendingPathComponent("after.sqlite").path
        let auditURL = servers[0].url
        let clone = try blocking {
            try await SyncClient.clone(
                from: HTTPRemote(url: auditURL, token: Self.readToken), url: auditURL, to: checkPath, environment: .live(author: "auditor")
            ).store
        }
        var lost = 0
        for push in outcomes.flatMap(\.acknowledged) {
            guard let head = try clone.head(of: push.component) else { lost += 1; continue }
            if head.id != push.versionID, try !clone.isAncestor(push.versionID, of: head.id) { lost += 1 }
        }
        let problems = try clone.fsck().count
        return HubRunFigures(
            configuration: configuration.label, clients: clients, seconds: elapsed, outcomes: outcomes, lost: lost, fsckProblems: problems)
    }

    private func report(_ figures: [HubRunFigures]) -> Bool {
        func ms(_ value: Double) -> String { value.isNaN ? "–" : String(format: "%.1f", value) }
        var table = Table(
            ["hub", "clients", "ops/s", "p50 ms", "p99 ms", "fetch p50/p99", "push p50/p99", "clone p50", "pushes acked", "pull first", "lost"],
            rightAligned: Set(1...10))
        var ok = true
        for run in figures {
            let rate = Double(run.samples.count) / run.seconds
            table.add([
                run.configuration, "\(run.clients)", String(format: "%.0f", rate), ms(run.percentile(0.5)), ms(run.percentile(0.99)),
                "\(ms(run.percentile(0.5, of: .sync))) / \(ms(run.percentile(0.99, of: .sync)))",
                "\(ms(run.percentile(0.5, of: .push))) / \(ms(run.percentile(0.99, of: .push)))",
                ms(run.percentile(0.5, of: .clone)), "\(run.acknowledged)", "\(run.pullFirst)", "\(run.lost)",
            ])
            if run.lost > 0 || run.fsckProblems > 0 || !run.failures.isEmpty { ok = false }
        }
        print(table.render())
        print("")
        for run in figures {
            if run.lost > 0 { print("error: \(run.configuration), \(run.clients) clients: \(run.lost) acknowledged pushes are not in the hub's history") }
            if run.fsckProblems > 0 { print("error: \(run.configuration), \(run.clients) clients: fsck of a clone found \(run.fsckProblems) problems") }
            for failure in run.failures.prefix(5) { print("error: \(run.configuration): \(failure)") }
            if run.failures.count > 5 { print("error: … and \(run.failures.count - 5) more failed operations") }
        }
        print("  checks: \(ok ? "passed" : "FAILED") (every acknowledged push in the final history, clones fsck clean, no failed operation)")
        return ok
    }
}

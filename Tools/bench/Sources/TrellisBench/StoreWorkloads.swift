// The `store` suite: commit 10,000 generated components in one commit, then `log`,
// `status` with nothing changed (store side, and through a project folder with and without
// its `.trellis/index`) and `diff`, side by side with the practical floor: the
// same canonical bytes inserted into a plain SQLite table (hash, data) in one transaction
// through GRDB, on the same kind of connection (a WAL DatabasePool). Medians of repeats.
//
// Self-contained for now (the shared harness had not landed on main when this was
// written): `StoreBenchmark.run(repeats:count:)` prints its table and returns whether the
// correctness checks passed.

import Foundation
import GRDB
import TrellisModel
import TrellisProject
import TrellisStore

enum StoreBenchmark {
    struct Options {
        var repeats = 5
        var count = 10_000
        /// Also time `status` through a project folder of .layout files, with and without its index.
        var projectStatus = true
        /// Stop after the commit rows (`--only commit`): for profiling the commit.
        var commitOnly = false
    }

    /// A container with a few views and constraints; every 10th uses the one before it
    /// and every 7th applies a spec, so there are dependency edges to record.
    static func component(_ index: Int, round: Int = 0) -> LayoutDocument {
        let views = ["icon", "title", "subtitle", "badge"]
        var items: [Item] = views.map { .view(ViewItem(name: $0, className: $0 == "icon" ? "UIImageView" : "UILabel")) }
        var applications: [SpecApplication] = []
        if index % 10 == 9 { items.append(.use(ContainerUse(name: "previous", container: "Component\(index - 1)"))) }
        if index % 7 == 0 {
            applications.append(SpecApplication(spec: "PinToBottom", target: "badge", arguments: [
                LayoutArgument("superView", .item("owner")), LayoutArgument("height", .constant(ConstantExpression(Double(20 + index % 5)))),
            ]))
        }
        let inset = Double(index % 13 + round)
        let constraints: [LayoutConstraint] = [
            LayoutConstraint(Anchor("icon", .leading), .equal, Anchor("self", .leading), constant: ConstantExpression(inset)),
            LayoutConstraint(Anchor("icon", .size), .equal, nil, constant: 24),
            LayoutConstraint(Anchor("icon", .centerY), .equal, Anchor("self", .centerY)),
            LayoutConstraint(Anchor("title", .leading), .equal, Anchor("icon", .trailing), constant: .parameter("spacing")),
            LayoutConstraint(Anchor("title", .top), .equal, Anchor("self", .top), constant: 8),
            LayoutConstraint(Anchor("subtitle", .top), .equal, Anchor("title", .bottom), constant: 4),
            LayoutConstraint(Anchor("subtitle", .leading), .equal, Anchor("title", .leading)),
            LayoutConstraint(Anchor("title", .trailing), .lessThanOrEqual, Anchor("self", .trailing), priority: .high),
            LayoutConstraint(Anchor("badge", .top), .equal, Anchor("icon", .top), constant: -4),
            LayoutConstraint(Anchor("self", .height), .greaterThanOrEqual, Anchor("icon", .height), multiplier: 1, constant: 16),
        ]
        return .container(Container(
            name: "Component\(index)",
            parameters: [Parameter("spacing", defaultValue: 8), Parameter("inset", defaultValue: inset)],
            body: LayoutBody(items: items, constraints: constraints, applications: applications)))
    }

    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }

    static func medianOf(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The floor: the same bytes into a plain table, one transaction, same connection kind
    /// and configuration.
    static func rawInsert(_ rows: [(hash: String, data: Data)], path: String) throws -> Double {
        // The store's own connection setup (WAL pool, synchronous = NORMAL, busy timeout).
        let pool = try DatabasePool(path: path, configuration: TrellisStore.configuration())
        try pool.write { db in try db.execute(sql: "CREATE TABLE raw (hash TEXT PRIMARY KEY NOT NULL, data BLOB NOT NULL)") }
        let (_, ms) = try time {
            try pool.write { db in
                let statement = try db.cachedStatement(sql: "INSERT INTO raw (hash, data) VALUES (?, ?)")
                for row in rows { try statement.execute(arguments: [row.hash, row.data]) }
            }
        }
        try pool.close()
        return ms
    }

    @discardableResult
    static func run(_ options: Options = Options()) throws -> Bool {
        let count = options.count
        print("store suite: \(count) generated components, \(options.repeats) repeats, medians (ms)\n")
        let documents = (0..<count).map { component($0) }
        var samples: [String: [Double]] = [:]
        var ok = true
        var store: TrellisStore?
        var folder: URL?
        var sizes = (bytes: 0, edges: 0)

        for repeatIndex in 0..<options.repeats {
            let scratch = try temporaryFolder()
            // Encoding alone (canonical JSON + SHA-256), which a commit includes.
            let (rows, encodeMS) = time { documents.map { doc -> (hash: String, data: Data) in
                let data = doc.canonicalData
                return (VersionID.sha256Hex(data), data)
            } }
            samples["encode", default: []].append(encodeMS)
            sizes.bytes = rows.reduce(0) { $0 + $1.data.count }
            sizes.edges = documents.reduce(0) { $0 + $1.dependencyEdges.count }
            samples["floor", default: []].append(try rawInsert(rows, path: scratch.appendingPathComponent("raw.sqlite").path))

            let projectRoot = scratch.appendingPathComponent("project")
            try FileManager.default.createDirectory(at: projectRoot.appendingPathComponent(ProjectScaffold.metadataFolder), withIntermediateDirectories: true)
            let opened = try TrellisStore.open(path: TrellisProject.storePath(root: projectRoot.path), create: true,
                                               environment: .live(author: "bench"))
            let (result, commitMS) = try time { try opened.commit(documents, message: "generated") }
            samples["commit", default: []].append(commitMS)
            if result.versions.count != count { ok = false; print("error: commit recorded \(result.versions.count) of \(count)") }
            if repeatIndex == options.repeats - 1 { store = opened; folder = projectRoot } else {
                try? FileManager.default.removeItem(at: scratch)
            }
        }
        guard let store, let folder else { return false }
        if options.commitOnly {
            let floor = medianOf(samples["floor"]!), commit = medianOf(samples["commit"]!)
            print(String(format: "  floor %.2f ms, commit %.2f ms (%.2f×), encode %.2f ms", floor, commit, commit / floor, medianOf(samples["encode"]!)))
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
            return ok
        }

        // A second round changing 100 components, so log and diff have history.
        let changed = (0..<100).map { component($0 * (count / 100), round: 1) }
        try store.commit(changed, message: "round 2")
        let hashes = Dictionary(uniqueKeysWithValues: documents.map { ($0.name, $0.contentHash) })
            .merging(changed.map { ($0.name, $0.contentHash) }) { _, new in new }
        let project = TrellisProject(root: folder.path, store: store)
        let probe = "Component\(count / 2)"
        for _ in 0..<max(25, options.repeats) {
            samples["log one", default: []].append(time { _ = try? store.log(of: probe) }.1)
            let (status, statusMS) = time { (try? store.status(workingCopy: hashes)) ?? [] }
            samples["status", default: []].append(statusMS)
            if !status.isEmpty { ok = false }
            let (diffs, diffMS) = time { (try? project.diff("Component0", revisions: ["HEAD~1", "HEAD"])) ?? [] }
            samples["diff rev", default: []].append(diffMS)
            if diffs.first?.changes.isEmpty != false { ok = false }
            samples["log all", default: []].append(time { _ = try? store.history(limit: 20) }.1)
        }
        var projectStatusMS: (cold: Double, warm: Double)?
        if options.projectStatus {
            // The working copy on disk. Cold: no .trellis/index, so status parses every
            // file (and writes the index). Warm: the index vouches for every file, so
            // status stats them and parses none.
            for document in documents.map({ doc in changed.first { $0.name == doc.name } ?? doc }) {
                try Data(LayoutPrinter.print(document).utf8).write(to: folder.appendingPathComponent("\(document.name).layout"))
            }
            let indexPath = folder.appendingPathComponent(ProjectScaffold.metadataFolder).appendingPathComponent("index").path
            var cold: [Double] = [], warm: [Double] = []
            for round in 0..<(3 + max(10, options.repeats)) {
                if round < 3 { try? FileManager.default.removeItem(atPath: indexPath) }
                let (status, ms) = try time { try project.status() }
                if !status.isClean { ok = false; print("error: project status not clean: \(status.entries.prefix(3))") }
                if round < 3 { cold.append(ms) } else { warm.append(ms) }
            }
            let (summary, _) = try time { try project.summarizeWorkingCopy() }
            if summary.parsedCount != 0 { ok = false; print("error: the warm index left \(summary.parsedCount) files to parse") }
            projectStatusMS = (medianOf(cold), medianOf(warm))
        }
        let (problems, fsckMS) = try time { try store.fsck() }
        if !problems.isEmpty { ok = false; print("error: fsck: \(problems.prefix(3))") }

        let floor = medianOf(samples["floor"]!)
        func row(_ label: String, _ ms: Double, _ ratio: String = "") {
            print("  \(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%10.2f", ms))  \(ratio)")
        }
        print("  \(count) components, \(sizes.bytes / 1024) KiB of canonical JSON, \(sizes.edges) dependency edges\n")
        row("raw insert of the same bytes (floor)", floor, "1.00×")
        let commit = medianOf(samples["commit"]!)
        row("commit \(count) components (one transaction)", commit, String(format: "%.2f× floor  (target ≤ 3×)", commit / floor))
        row("  of which encode + hash (canonical JSON)", medianOf(samples["encode"]!), String(format: "%.2f× floor", medianOf(samples["encode"]!) / floor))
        row("log of one component", medianOf(samples["log one"]!), "(target < 50 ms)")
        row("log of the store (last 20 changes)", medianOf(samples["log all"]!))
        row("status, nothing changed (store side)", medianOf(samples["status"]!), "(target < 50 ms)")
        if let projectStatusMS {
            row("status through the project, no index (parses \(count))", projectStatusMS.cold)
            row("status through the project, index warm", projectStatusMS.warm, "(target < 50 ms)")
        }
        row("diff NAME HEAD~1 HEAD", medianOf(samples["diff rev"]!))
        row("fsck (once)", fsckMS)
        print("\n  checks: \(ok ? "passed" : "FAILED")")
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
        return ok
    }
}

// `TrellisBench sync`: clone a 10,000-component store, a no-op sync, and a sync of 10
// changed components, over a store file path and over HTTP on loopback (TrellisServer in
// this process, 127.0.0.1), side by side with git doing the same with the same content as
// `.layout` files: `git clone --no-local` (and `--no-checkout`, the like of our clone,
// which writes no working copy), `git fetch` with nothing new, `git fetch` after 10
// changed files are committed upstream. The clone with checkout runs on two stores: the
// bench's, whose versions keep no authors' texts (each file is printed from its decoded
// component), and one that keeps each version's text, as `trellis commit` makes it (the
// verification parses every text; the checkout writes it as it is). Beside them, the floor
// on this machine (`SyncFloor`): the same files created by a plain loop, on one thread and
// on every core, and SHA-256 of the same bytes. Medians of repeats, ratios git / ours. A clone is
// timed whole: opening the source, its snapshot, the transfer, the verification of every
// object and version, the fsync and rename; the following syncs check that it is a full
// store with `origin` set (fsck clean, no-op syncs move nothing).

import Foundation
import TrellisModel
import TrellisProject
import TrellisServer
import TrellisStore
import TrellisSync

struct SyncSuite: Suite {
    static let name = "sync"
    static let summary = "clone 10,000 components, no-op sync, 10-change sync (file and HTTP) vs git clone/fetch"

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        var bench = SyncBenchmark()
        bench.repeats = options.effectiveRepeat
        bench.cloneOnly = options.only == ["clone"]
        if options.quick { bench.count = 1_000 }
        return try bench.run() ? .passed : .failed
    }
}

/// Runs an async body to completion from synchronous code (the harness is synchronous).
final class _ResultBox<T>: @unchecked Sendable { var result: Result<T, any Error>? }

func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = _ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}

struct SyncBenchmark {
    var repeats = 5
    var count = 10_000
    var changed = 10
    /// `--only clone`: time our file clone alone (for profiling).
    var cloneOnly = false

    static let git = "/usr/bin/env"

    @discardableResult
    static func runGit(_ arguments: [String], in directory: URL) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["git", "-c", "user.name=bench", "-c", "user.email=bench@localhost", "-c", "advice.detachedHead=false"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if process.terminationStatus != 0 {
            throw SyncError.protocolError("git \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
        }
        return ms
    }

    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }

    func run() throws -> Bool {
        print("sync suite: \(count) components, \(changed) changed per sync, \(repeats) repeats, medians (ms)")
        print("  host: \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(SyncFloor.load()) at the start\n")
        let scratch = try StoreBenchmark.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var ok = true
        func check(_ condition: Bool, _ message: String) {
            if !condition { ok = false; print("error: \(message)") }
        }

        // The library: one store, and the same content as .layout files in a git repository.
        let documents = (0..<count).map { StoreBenchmark.component($0) }
        let sourcePath = scratch.appendingPathComponent("source.sqlite").path
        let source = try TrellisStore.open(path: sourcePath, create: true, environment: .live(author: "bench"))
        try source.commit(documents, message: "library")
        if cloneOnly {
            print("  a store without the authors' texts (each file printed from its decoded component):")
            try profileClone(source: sourcePath, scratch: scratch)
            // What `trellis commit` makes: every version keeps its text, which a clone
            // verifies by parsing it and writes as it is.
            let textsPath = scratch.appendingPathComponent("source-texts.sqlite").path
            let withTexts = try TrellisStore.open(path: textsPath, create: true, environment: .live(author: "bench"))
            let texts = Dictionary(uniqueKeysWithValues: documents.map {
                ($0.name, SourceText(text: LayoutPrinter.print($0), path: "\($0.name).layout"))
            })
            try withTexts.commit(documents, message: "library", texts: texts)
            print("  a store that keeps each version's text, as trellis commit makes it:")
            try profileClone(source: textsPath, scratch: scratch.appendingPathComponent("texts"))
            return true
        }
        let gitSource = scratch.appendingPathComponent("git-source")
        try FileManager.default.createDirectory(at: gitSource, withIntermediateDirectories: true)
        try Self.runGit(["init", "-q", "-b", "main"], in: gitSource)
        for document in documents {
            try Data(LayoutPrinter.print(document).utf8).write(to: gitSource.appendingPathComponent("\(document.name).layout"))
        }
        try Self.runGit(["add", "-A"], in: gitSource)
        try Self.runGit(["commit", "-q", "-m", "library"], in: gitSource)
        let bytes = documents.reduce(0) { $0 + $1.canonicalData.count }
        print("  \(count) components, \(bytes / 1024) KiB canonical JSON; git repository of the same components as .layout files\n")
        // The same files for the floor, and a second store keeping them as the versions' texts.
        let files = documents.map { ("\($0.name).layout", Array(LayoutPrinter.print($0).utf8)) }
        let textsPath = scratch.appendingPathComponent("source-texts.sqlite").path
        let textsSource = try TrellisStore.open(path: textsPath, create: true, environment: .live(author: "bench"))
        try textsSource.commit(
            documents, message: "library",
            texts: Dictionary(uniqueKeysWithValues: documents.map { ($0.name, SourceText(text: LayoutPrinter.print($0), path: "\($0.name).layout")) }))

        // The servers: TrellisServer on 127.0.0.1, an ephemeral port, in this process (one per store).
        let service = SyncService(store: source, location: sourcePath)
        let (serverTask, port) = try Self.serve(service)
        defer { serverTask.cancel() }
        let url = "http://127.0.0.1:\(port)"
        let (textsServerTask, textsPort) = try Self.serve(SyncService(store: textsSource, location: textsPath))
        defer { textsServerTask.cancel() }
        let textsURL = "http://127.0.0.1:\(textsPort)"
        let threads = ProcessInfo.processInfo.activeProcessorCount

        var samples: [String: [Double]] = [:]
        func add(_ key: String, _ ms: Double) { samples[key, default: []].append(ms) }
        var round = 0
        var snapshotBytes: Int64 = 0

        for repeatIndex in 0..<repeats {
            let run = scratch.appendingPathComponent("run\(repeatIndex)")
            try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)

            // Clones.
            let filePath = run.appendingPathComponent("file.sqlite").path
            let ((fileClone, fileReport), fileMS) = try Self.time {
                try blocking { try await SyncClient.clone(from: StoreFileRemote(path: sourcePath, environment: .live(author: "bench")), url: sourcePath,
                                                         to: filePath, environment: .live(author: "ana")) }
            }
            add("clone file", fileMS)
            let httpPath = run.appendingPathComponent("http.sqlite").path
            let ((httpClone, httpReport), httpMS) = try Self.time {
                try blocking { try await SyncClient.clone(from: HTTPRemote(url: url, token: "r"), url: url,
                                                         to: httpPath, environment: .live(author: "ben")) }
            }
            add("clone http", httpMS)
            // What `trellis clone` does: the same clone into a project, then every component
            // written into its working copy (git's side: `git clone` with its checkout).
            let (_, fileCheckoutMS) = try Self.time {
                try blocking { try await TrellisProject.clone(
                    from: StoreFileRemote(path: sourcePath, environment: .live(author: "bench")), url: sourcePath,
                    into: run.appendingPathComponent("file-project").path, environment: .live(author: "ana")).checkout }
            }
            add("clone file checkout", fileCheckoutMS)
            let (httpCheckout, httpCheckoutMS) = try Self.time {
                try blocking { try await TrellisProject.clone(
                    from: HTTPRemote(url: url, token: "r"), url: url,
                    into: run.appendingPathComponent("http-project").path, environment: .live(author: "ben")).checkout }
            }
            add("clone http checkout", httpCheckoutMS)
            check(httpCheckout.written == count, "the HTTP clone wrote \(httpCheckout.written) of \(count) files")
            // The same, from the store that keeps each version's text.
            let (_, textsFileMS) = try Self.time {
                try blocking { try await TrellisProject.clone(
                    from: StoreFileRemote(path: textsPath, environment: .live(author: "bench")), url: textsPath,
                    into: run.appendingPathComponent("texts-file-project").path, environment: .live(author: "ana")).checkout }
            }
            add("texts file checkout", textsFileMS)
            let (textsCheckout, textsHTTPMS) = try Self.time {
                try blocking { try await TrellisProject.clone(
                    from: HTTPRemote(url: textsURL, token: "r"), url: textsURL,
                    into: run.appendingPathComponent("texts-http-project").path, environment: .live(author: "ben")).checkout }
            }
            add("texts http checkout", textsHTTPMS)
            check(textsCheckout.written == count, "the HTTP clone of the store with texts wrote \(textsCheckout.written) of \(count) files")
            snapshotBytes = httpReport.bytes
            check(fileReport.viaSnapshot && httpReport.viaSnapshot, "a clone did not travel as a snapshot")
            check(try fileClone.heads().count == count && httpClone.heads().count == count, "a clone misses heads")
            check(try fileClone.fsck().isEmpty && httpClone.fsck().isEmpty, "fsck of a fresh clone found problems")
            add("git clone", try Self.runGit(["clone", "-q", "--no-local", gitSource.path, "git-clone"], in: run))
            add("git clone nocheckout", try Self.runGit(["clone", "-q", "--no-local", "--no-checkout", gitSource.path, "git-bare"], in: run))
            add("git clone file://", try Self.runGit(["clone", "-q", "file://" + gitSource.path, "git-url"], in: run))
            let gitClone = run.appendingPathComponent("git-clone")
            add("floor files 1", try SyncFloor.createFiles(files, in: run.appendingPathComponent("floor-1"), threads: 1))
            add("floor files n", try SyncFloor.createFiles(files, in: run.appendingPathComponent("floor-n"), threads: threads))
            add("floor sha", SyncFloor.hash(files))

            let fileClient = SyncClient(store: fileClone, remoteName: "origin", remote: try StoreFileRemote(path: sourcePath, environment: .live(author: "ana")))
            let httpClient = SyncClient(store: httpClone, remoteName: "origin", remote: try HTTPRemote(url: url, token: "w"))

            // No-op syncs (several each: they are short).
            for _ in 0..<5 {
                let (fileReport, fileNoop) = try Self.time { try blocking { try await fileClient.syncBare() } }
                add("noop file", fileNoop)
                check(fileReport.fetch.versions == 0 && fileReport.push?.moved.isEmpty == true, "the no-op sync over a file moved something")
                let (httpReport, httpNoop) = try Self.time { try blocking { try await httpClient.syncBare() } }
                add("noop http", httpNoop)
                check(httpReport.fetch.versions == 0 && httpReport.push?.moved.isEmpty == true, "the no-op sync over HTTP moved something")
                add("git fetch noop", try Self.runGit(["fetch", "-q", "origin"], in: gitClone))
            }

            // 10 changed components upstream, then a sync (and a git fetch of 10 changed files).
            for _ in 0..<3 {
                round += 1
                let edits = (0..<changed).map { StoreBenchmark.component(($0 * 997 + round * 13) % count, round: round) }
                try source.commit(edits, message: "round \(round)")
                for document in edits {
                    try Data(LayoutPrinter.print(document).utf8).write(to: gitSource.appendingPathComponent("\(document.name).layout"))
                }
                try Self.runGit(["commit", "-q", "-a", "-m", "round \(round)"], in: gitSource)
                let (fileReport, fileTen) = try Self.time { try blocking { try await fileClient.syncBare() } }
                add("ten file", fileTen)
                check(fileReport.merge.filter { $0.kind == .fastForward }.count == changed, "file sync: \(fileReport.merge.count) merged, expected \(changed) fast-forwards")
                let (httpReport, httpTen) = try Self.time { try blocking { try await httpClient.syncBare() } }
                add("ten http", httpTen)
                check(httpReport.merge.filter { $0.kind == .fastForward }.count == changed, "HTTP sync: expected \(changed) fast-forwards")
                add("git fetch ten", try Self.runGit(["fetch", "-q", "origin"], in: gitClone))
            }
            check(try fileClone.fsck().isEmpty && httpClone.fsck().isEmpty, "fsck of a clone found problems")
            check(try fileClone.headIDs(of: documents.map(\.name)) == source.headIDs(of: documents.map(\.name)), "the file clone did not converge")
            // Each repeat's files stay until the suite ends (`scratch`): on a file system
            // without a journal, ext4 skips inodes freed in the last 30-60 s when it allocates
            // one, reading each from disk, so 60,000 files deleted here would slow whoever
            // creates files next (our clones come first) by up to 25x.
        }
        let stats = service.stats

        func median(_ key: String) -> Double { StoreBenchmark.medianOf(samples[key] ?? []) }
        func ms(_ value: Double) -> String { String(format: "%.1f", value) }
        func ratio(_ theirs: Double, _ ours: Double) -> String { String(format: "%.2f×", theirs / ours) }
        var table = Table(["workload", "ours: file", "ours: HTTP", "git", "git / ours (file, HTTP)", "target"], rightAligned: [1, 2, 3])
        let cloneGit = median("git clone nocheckout")
        table.add(["clone \(count) (no working copy)", ms(median("clone file")), ms(median("clone http")), ms(cloneGit),
                   "\(ratio(cloneGit, median("clone file"))), \(ratio(cloneGit, median("clone http")))", "faster than git"])
        let checkoutGit = median("git clone")
        table.add(["clone \(count) with checkout (git: --no-local)", ms(median("clone file checkout")), ms(median("clone http checkout")),
                   ms(checkoutGit), "\(ratio(checkoutGit, median("clone file checkout"))), \(ratio(checkoutGit, median("clone http checkout")))",
                   "≥ 1.5× faster than git"])
        table.add(["  git clone file:// (with checkout)", "", "", ms(median("git clone file://")), "", ""])
        table.add(["clone \(count) with checkout, store with texts", ms(median("texts file checkout")), ms(median("texts http checkout")),
                   ms(checkoutGit), "\(ratio(checkoutGit, median("texts file checkout"))), \(ratio(checkoutGit, median("texts http checkout")))",
                   "≥ 1.5× faster than git"])
        let fileKiB = files.reduce(0) { $0 + $1.1.count } / 1024
        table.add(["  floor: the same files (\(fileKiB) KiB) created, 1 thread", "", "", ms(median("floor files 1")), "", ""])
        table.add(["  floor: the same files created, \(threads) threads", "", "", ms(median("floor files n")), "", ""])
        table.add(["  floor: SHA-256 of the same bytes, 1 thread", "", "", ms(median("floor sha")), "", ""])
        let noopGit = median("git fetch noop")
        table.add(["no-op sync (git: fetch)", ms(median("noop file")), ms(median("noop http")), ms(noopGit),
                   "\(ratio(noopGit, median("noop file"))), \(ratio(noopGit, median("noop http")))", "< 50 ms"])
        let tenGit = median("git fetch ten")
        table.add(["sync of \(changed) changed (git: fetch)", ms(median("ten file")), ms(median("ten http")), ms(tenGit),
                   "\(ratio(tenGit, median("ten file"))), \(ratio(tenGit, median("ten http")))", "< 200 ms"])
        print(table.render())
        let targets = [
            ("clone faster than git (file)", median("clone file") < cloneGit),
            ("clone faster than git (HTTP)", median("clone http") < cloneGit),
            ("clone with checkout ≥ 1.5× faster than git's (file)", median("clone file checkout") * 1.5 <= checkoutGit),
            ("clone with checkout ≥ 1.5× faster than git's (HTTP)", median("clone http checkout") * 1.5 <= checkoutGit),
            ("clone with checkout, store with texts, ≥ 1.5× faster than git's (file)", median("texts file checkout") * 1.5 <= checkoutGit),
            ("clone with checkout, store with texts, ≥ 1.5× faster than git's (HTTP)", median("texts http checkout") * 1.5 <= checkoutGit),
            ("no-op sync < 50 ms (file, HTTP)", median("noop file") < 50 && median("noop http") < 50),
            ("10-change sync < 200 ms (file, HTTP)", median("ten file") < 200 && median("ten http") < 200),
        ]
        print("")
        for (label, met) in targets { print("  \(met ? "met    " : "MISSED ") \(label)") }
        print("  server: \(stats.requests) requests, \(stats.snapshotsServed) snapshots (\(snapshotBytes / 1024) KiB each) and \(stats.objectsServed) objects served")
        print("  host load \(SyncFloor.load()) at the end")
        print("\n  checks: \(ok ? "passed" : "FAILED")")
        return ok
    }
}

extension SyncBenchmark {
    /// Starts TrellisServer for `service` on 127.0.0.1 at an ephemeral port: its task (cancel
    /// to stop it) and the port.
    static func serve(_ service: SyncService) throws -> (Task<Void, any Error>, Int) {
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            try await TrellisServer.run(service: service, tokens: .init(read: "r", write: "w"), host: "127.0.0.1", port: 0) { port in
                portContinuation.yield(port)
            }
        }
        let port: Int = try blocking {
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw SyncError.unreachable("server did not start") }
            return port
        }
        return (task, port)
    }

    /// `--only clone`: a file clone with its checkout, timed by part (the snapshot copied,
    /// verified and adopted, then the working copy written), wall and CPU time of all
    /// threads, for profiling.
    func profileClone(source: String, scratch: URL) throws {
        func timed<T>(_ body: () throws -> T) rethrows -> (T, wall: Double, cpu: Double) {
            let cpuBefore = RelayoutWorkloads.cpuSeconds()
            let (value, ms) = try Self.time(body)
            return (value, ms, (RelayoutWorkloads.cpuSeconds() - cpuBefore) * 1000)
        }
        func shown(_ wall: Double, _ cpu: Double) -> String { String(format: "%6.1f ms (cpu %6.1f)", wall, cpu) }
        for index in 0..<repeats {
            let root = scratch.appendingPathComponent("probe\(index)").path
            try FileManager.default.createDirectory(atPath: root + "/.trellis", withIntermediateDirectories: true)
            let storePath = TrellisProject.storePath(root: root)
            let temporary = StoreSnapshot.temporaryPath(beside: storePath)
            let remote = try StoreFileRemote(path: source, environment: .live(author: "bench"))
            let (_, copyMS, copyCPU) = try timed { try blocking { try await remote.downloadSnapshot(to: temporary) } }
            let ((store, summary), adoptMS, adoptCPU) = try timed {
                try TrellisStore.adoptSnapshot(
                    temporary, at: storePath, origin: CloneOrigin(url: source), source: source, environment: .live(author: "ana"))
            }
            // As `trellis clone` does: the verification's parse of each text records the index.
            let checkedTexts = summary.headTexts
            let project = TrellisProject(root: root, store: store)
            let (_, checkoutMS, checkoutCPU) = try timed {
                try project.checkout(
                    try store.heads().filter { !$0.isDeletion }.map(\.component), command: "clone", checkedTexts: checkedTexts)
            }
            print("  snapshot copied \(shown(copyMS, copyCPU)), verified and adopted \(shown(adoptMS, adoptCPU)), "
                + "checked out \(shown(checkoutMS, checkoutCPU)); total \(String(format: "%.1f", copyMS + adoptMS + checkoutMS)) ms")
        }
    }
}

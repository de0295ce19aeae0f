// `TrellisBench pages`: the hub's web pages of a 2,000-component library, served over HTTP by
// a `serve-hub` child process (the server `trellis serve` runs, on a store file) and fetched as
// a browser would: the time is the whole answer, as the user waits for it. There is no
// baseline for pages: the issue's target (300 ms a page) is printed beside each figure.
//
// Each repeat starts a new server and visits every page at once (cold: the visitor waits for
// the server's read of the whole library), then another and visits them 3 s after it started
// (the server read the library and rendered its page at start), then commits an edit of the
// badge the measured cell uses, as a push would (so the library, that cell, its thumbnail, the
// edited version and the relayout since the last release are drawn again), visits every page
// (first after a change), and again (what the server kept). Medians of the repeats.

import Foundation
import TrellisModel
import TrellisStore
import TrellisSync

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct PagesSuite: Suite {
    static let name = "pages"
    static let summary =
        "web pages of a 2,000-component library (library, component, version diff, release diff, relayout, thumbnail), target < 300 ms"

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        var benchmark = PagesBenchmark()
        benchmark.repeats = options.effectiveRepeat
        if options.quick {
            benchmark.badges = 50
            benchmark.cells = 200
        }
        return try benchmark.run() ? .passed : .failed
    }
}

struct PagesBenchmark {
    var badges = 400
    var cells = 1_600
    var repeats = 5
    /// The issue's target for a page of a 2,000-component library.
    static let targetMilliseconds = 300.0

    static func badge(_ index: Int, size: Int) -> String {
        """
        container Badge\(index) {
            param badgeSize = \(size)

            view dot: UIView

            dot.width == badgeSize
            dot.height == badgeSize
            dot.centerX == self.centerX
            dot.centerY == self.centerY
        }

        """
    }

    static func cell(_ index: Int, badge: Int, inset: Int) -> String {
        """
        screen Cell\(index) {
            height 60

            view title: UILabel {
                text 12
            }
            use badge: Badge\(badge)

            badge.leading == owner.leading + \(inset)
            badge.centerY == owner.centerY
            badge.size == 30
            title.leading == badge.trailing + 8
            title.centerY == owner.centerY
        }

        """
    }

    static func commit(_ store: TrellisStore, _ texts: [String], message: String) throws {
        let documents = try texts.map { try LayoutDocument(parsing: $0, file: "bench.layout") }
        var sources: [String: SourceText] = [:]
        for (text, document) in zip(texts, documents) { sources[document.name] = SourceText(text: text, path: "\(document.name).layout") }
        try store.commit(documents, message: message, texts: sources)
    }

    /// One page: its name in the table and its address (the version page's changes per repeat).
    struct Page {
        var name: String
        /// The address as the table shows it.
        var shown: String
        var path: (_ edited: VersionInfo) -> String

        init(_ name: String, _ shown: String, path: @escaping (_ edited: VersionInfo) -> String = { _ in "" }) {
            self.name = name
            self.shown = shown
            self.path = { edited in shown.contains("VERSION") ? path(edited) : shown }
        }
    }

    enum Visit: String, CaseIterable {
        case cold = "cold (new server)"
        case warmed = "3 s after start"
        case first = "first after a change"
        case again = "again"
    }

    func run() throws -> Bool {
        let count = badges + cells
        let measured = cells > 421 ? 421 : cells - 1
        let edited = measured % badges
        print(
            "pages suite: a library of \(count) components (\(badges) containers, \(cells) screens using them) in a store file, served by a serve-hub process;"
        )
        print("  release 1.1.0 grows 20 containers (they and the 80 screens using them move); each repeat: a new server, every page (cold),")
        print("  then an edit of Badge\(edited) committed, every page (first after a change) and again; \(repeats) repeats, medians\n")
        let scratch = try StoreBenchmark.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("library.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .live(author: "design-system"))
        let names = (0..<badges).map { "Badge\($0)" } + (0..<cells).map { "Cell\($0)" }
        try Self.commit(
            store, (0..<badges).map { Self.badge($0, size: 20) } + (0..<cells).map { Self.cell($0, badge: $0 % badges, inset: 8 + $0 % 9) },
            message: "the library")
        try store.release("1.0.0", components: names, message: "First release")
        try Self.commit(store, (0..<20).map { Self.badge($0 * (badges / 20), size: 26) }, message: "bigger badges")
        try store.release("1.1.0", components: names, message: "Bigger badges")

        let pages = [
            Page("library", "/"),
            Page("component", "/c/Cell\(measured)"),
            Page("version diff", "/c/Badge\(edited)/v/VERSION", path: { "/c/\($0.component)/v/\($0.id)" }),
            Page("release diff", "/r/1.1.0"),
            Page("relayout since 1.1.0", "/relayout?from=1.1.0"),
            Page("thumbnail", "/c/Cell\(measured)/svg/iPhone-SE"),
        ]
        var times: [Visit: [String: [Double]]] = [:]
        var failures: [String] = []
        func visit(_ server: HubServerProcess, _ kind: Visit, edited version: VersionInfo) throws {
            for page in pages {
                let stopwatch = Stopwatch(clock: CLOCK_MONOTONIC)
                let (status, bytes) = try Self.get(server.url + page.path(version))
                times[kind, default: [:]][page.name, default: []].append(stopwatch.seconds * 1000)
                if status != 200 || bytes == 0 { failures.append("\(page.path(version)) answered \(status) with \(bytes) bytes") }
            }
        }
        for round in 0..<repeats {
            guard let before = try store.log(of: "Badge\(edited)").first else { throw SyncError.unreachable("Badge\(edited) has no version") }
            // The first visitor as the server starts (it waits for the warm-up's read of the
            // whole hub), then one a moment later (the server read and rendered it at start).
            let fresh = try HubServerProcess(backend: .sqlite(path: path))
            try visit(fresh, .cold, edited: before)
            fresh.stop()
            let server = try HubServerProcess(backend: .sqlite(path: path))
            defer { server.stop() }
            Thread.sleep(forTimeInterval: 3)
            try visit(server, .warmed, edited: before)
            // A push's worth of change: the badge the measured cell uses grows.
            try Self.commit(store, [Self.badge(edited, size: 27 + round)], message: "edit \(round)")
            guard let after = try store.log(of: "Badge\(edited)").first else { throw SyncError.unreachable("Badge\(edited) has no version") }
            try visit(server, .first, edited: after)
            try visit(server, .again, edited: after)
        }
        var table = Table(["page", "path"] + Visit.allCases.map(\.rawValue) + ["target"], rightAligned: [2, 3, 4, 5, 6])
        for page in pages {
            table.add(
                [page.name, page.shown]
                    + Visit.allCases.map { formatTime(median(times[$0]?[page.name] ?? []), unit: "ms") } + ["< 300 ms"])
        }
        print(table.render())
        for kind in Visit.allCases {
            let over = pages.filter { median(times[kind]?[$0.name] ?? []) >= Self.targetMilliseconds }.map(\.name)
            print(over.isEmpty ? "\(kind.rawValue): every page under 300 ms" : "\(kind.rawValue): over 300 ms: \(over.joined(separator: ", "))")
        }
        for failure in Set(failures).sorted() { printErr("pages: \(failure)") }
        return failures.isEmpty
    }

    /// GET with the read token; the status and the body's length.
    static func get(_ address: String) throws -> (Int, Int) {
        guard let url = URL(string: address) else { throw SyncError.unreachable(address) }
        var request = URLRequest(url: url)
        request.setValue("Bearer \(HubBenchmark.readToken)", forHTTPHeaderField: "Authorization")
        request.timeoutInterval = 120
        let sent = request
        return try blocking {
            let (data, response) = try await URLSession.shared.data(for: sent)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, data.count)
        }
    }
}

// The `import` suite: `trellis import`'s throughput on large generated inputs (issue 39) —
// the whole import of a file (read, parse, map, validate, print), as the CLI runs it with
// `--dry-run` — against the parser alone over the same bytes (Foundation's XMLParser with a
// delegate that only counts elements; swift-syntax's `Parser.parse`). Inputs nested too deeply
// must be refused with their message; the others must import every view and constraint.

import Foundation
import SwiftParser
import SwiftSyntax
import TrellisImport
#if canImport(FoundationXML)
    import FoundationXML
#endif

struct ImportSuite: Suite {
    static let name = "import"
    static let summary = "trellis import on large generated xibs and Swift files vs the parser alone (MB/s)"

    init() {}

    /// One generated input and what importing it must give.
    struct Workload {
        var name: String
        var fileName: String
        var text: String
        enum Expect {
            /// Imports with no error: `views` views in the first component, `constraints` found and imported.
            case imports(components: Int, views: Int, constraints: Int)
            /// Refused: the file's error holds this text.
            case refused(String)
        }
        var expect: Expect
    }

    static func workloads(quick: Bool) -> [Workload] {
        let siblings = quick ? 500 : 5_000
        let classViews = quick ? 200 : 1_000
        let classes = ImportInputs.manyClasses(bytes: quick ? 100_000 : 390_000)
        let big = ImportInputs.manyClasses(bytes: 5_000_000)
        return [
            Workload(
                name: "xib: \(siblings) sibling views, \(2 * siblings) constraints", fileName: "Siblings.xib",
                text: ImportInputs.siblings(siblings), expect: .imports(components: 1, views: siblings, constraints: 2 * siblings)),
            Workload(
                name: "xib: views nested 256 deep (the limit)", fileName: "AtTheLimit.xib", text: ImportInputs.nestedViews(256),
                expect: .imports(components: 1, views: 256, constraints: 0)),
            Workload(
                name: "xib: views nested 5,000 deep", fileName: "DeepViews.xib", text: ImportInputs.nestedViews(5_000),
                expect: .refused("views nested deeper than 256 levels")),
            Workload(
                name: "xib: elements nested 5,000 deep", fileName: "DeepElements.xib", text: ImportInputs.nestedElements(5_000),
                expect: .refused("elements nested deeper than 1024 levels")),
            Workload(
                name: "swift: 1 class, \(classViews) views, \(2 * classViews) anchors", fileName: "ManyViews.swift",
                text: ImportInputs.swiftClass("ManyViews", views: classViews),
                expect: .imports(components: 1, views: classViews, constraints: 2 * classViews)),
            Workload(
                name: "swift: \(classes.classes) classes of 20 views", fileName: "ManyClasses.swift", text: classes.text,
                expect: .imports(components: classes.classes, views: 20, constraints: 40 * classes.classes)),
            Workload(
                name: "swift: 5 MB, \(big.classes) classes", fileName: "Big.swift", text: big.text,
                expect: .refused("Trellis reads Swift files of at most")),
            Workload(
                name: "swift: a call chain 50,000 long", fileName: "Chain.swift", text: ImportInputs.callChain(50_000),
                expect: .refused("Swift expressions or types nested deeper than")),
        ]
    }

    func run(_ options: BenchOptions) throws -> SuiteOutcome {
        let repeats = options.effectiveRepeat
        print("""
            == import: trellis import on generated inputs vs the parser alone ==
            \(repeats) repeat(s) per input (medians); import = Importer.run on the file (read, parse, map, validate, print), \
            as 'trellis import --dry-run'; baseline = XMLParser (elements counted) or swift-syntax Parser.parse over the same bytes
            """)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-import-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var table = Table(["input", "size", "import", "MB/s", "parser alone", "MB/s", "import ÷ parser", "result"], rightAligned: [1, 2, 3, 4, 5, 6])
        var failures: [String] = []
        for workload in Self.workloads(quick: options.quick) {
            let path = folder.appendingPathComponent(workload.fileName).path
            let data = Data(workload.text.utf8)
            try data.write(to: URL(fileURLWithPath: path))
            let megabytes = Double(data.count) / 1_000_000
            var importSamples: [Double] = []
            var parseSamples: [Double] = []
            var last: ImportRun?
            for _ in 0..<repeats {
                last = nil
                let clock = Stopwatch()
                let run = Importer.run(paths: [path])
                importSamples.append(clock.seconds)
                last = run
                let parse = Stopwatch()
                Self.parseAlone(data, swift: workload.fileName.hasSuffix(".swift"))
                parseSamples.append(parse.seconds)
            }
            let result = last.map { Self.check($0, workload.expect) } ?? "not run"
            if result != "ok" && !result.hasPrefix("refused") { failures.append("\(workload.name): \(result)") }
            let importTime = median(importSamples), parseTime = median(parseSamples)
            table.add([
                workload.name, Self.size(data.count), formatTime(importTime, unit: "s"), String(format: "%.2f", megabytes / importTime),
                formatTime(parseTime, unit: "s"), String(format: "%.1f", megabytes / parseTime), String(format: "%.1f×", importTime / parseTime),
                result,
            ])
        }
        print(table.render())
        for failure in failures { print("CHECK FAILED: \(failure)") }
        return failures.isEmpty ? .passed : .failed
    }

    /// "ok", "refused as expected", or what differs from the expectation.
    static func check(_ run: ImportRun, _ expect: Workload.Expect) -> String {
        let file = run.report.files.first
        switch expect {
        case .refused(let text):
            guard let error = file?.error else { return "imported, expected refused" }
            return error.contains(text) ? "refused as expected" : "refused otherwise: \(error)"
        case .imports(let components, let views, let constraints):
            if let error = file?.error { return "error: \(error)" }
            guard run.components.count == components else { return "\(run.components.count) components, expected \(components)" }
            let found = run.components.first?.document.body?.items.count ?? 0
            guard found == views else { return "\(found) views, expected \(views)" }
            guard file?.constraintsFound == constraints, file?.constraintsImported == constraints else {
                return "\(file?.constraintsImported ?? 0) of \(file?.constraintsFound ?? 0) constraints imported, expected \(constraints)"
            }
            return "ok"
        }
    }

    /// The baseline: the parser over the same bytes, nothing built from it.
    static func parseAlone(_ data: Data, swift: Bool) {
        if swift {
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            precondition(tree.totalLength.utf8Length == data.count)
            return
        }
        let parser = XMLParser(data: data)
        let counter = _ElementCounter()
        parser.delegate = counter
        _ = parser.parse()
        precondition(counter.elements > 0)
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.2f MB", Double(bytes) / 1_000_000) : String(format: "%.0f kB", Double(bytes) / 1_000)
    }
}

private final class _ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements += 1
    }
}

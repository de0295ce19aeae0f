import Foundation
import SwiftParser
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Import on inputs made to break it (issue 39): nesting deep enough to overflow the stack
/// is refused with the file and line, and large flat inputs import whole. Sizes are those
/// that crashed or took minutes before; no test here measures time.
@Suite struct HostileInputTests {
    /// Imports `text` as a file named `name` in a fresh folder.
    static func importText(_ text: String, named name: String) throws -> ImportRun {
        let folder = TemporaryFolder.name("trellis-hostile")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return Importer.run(paths: [path])
    }

    @Test func viewsNestedFiveThousandDeepAreRefusedWithTheFileAndLine() throws {
        let run = try Self.importText(HostileSources.nestedViews(depth: 5_000), named: "Deep.xib")
        let error = try #require(run.report.files.first?.error)
        let line = HostileSources.xibLine(ofBodyLine: IBNestingLimit.views)
        #expect(error.contains("Deep.xib:\(line): error: views nested deeper than 256 levels; Trellis reads at most 256"))
        #expect(run.hasFailures)
        #expect(run.components.isEmpty)
    }

    @Test func elementsNestedFiveThousandDeepAreRefusedWithTheFileAndLine() throws {
        let run = try Self.importText(HostileSources.nestedElements(depth: 5_000), named: "DeepElements.xib")
        let error = try #require(run.report.files.first?.error)
        // <document>, <objects> and the root <view> hold the first of them.
        let line = HostileSources.xibLine(ofBodyLine: IBNestingLimit.elements - 3)
        #expect(error.contains("DeepElements.xib:\(line): error: elements nested deeper than 1024 levels; Trellis reads at most 1024"))
        #expect(run.components.isEmpty)
    }

    @Test func viewsNestedToTheLimitImportEveryView() throws {
        let depth = IBNestingLimit.views
        let run = try Self.importText(HostileSources.nestedViews(depth: depth), named: "AtTheLimit.xib")
        let file = try #require(run.report.files.first)
        #expect(file.error == nil)
        let screen = try #require(run.components.first)
        #expect(screen.document.body?.items.count == depth)
        // The deepest view's parent chain reaches the root through every level.
        guard case .view(let deepest)? = screen.document.body?.items.last else { Issue.record("no views"); return }
        #expect(deepest.parent != nil)
    }

    @Test func elementsNestedToTheLimitAreRead() throws {
        let run = try Self.importText(HostileSources.nestedElements(depth: IBNestingLimit.elements - 3), named: "Inert.xib")
        #expect(run.report.files.first?.error == nil)
        #expect(run.components.map(\.name) == ["Crafted"])
    }

    @Test func descendantsAreListedParentsFirstInDocumentOrderAtAnyDepth() throws {
        func element(_ name: String, _ children: [IBElement] = []) -> IBElement {
            IBElement(name: name, attributes: [:], children: children, line: 1)
        }
        let tree = element("root", [element("a", [element("a1", [element("a11")]), element("a2")]), element("b"), element("c", [element("c1")])])
        #expect(tree.descendants().map(\.name) == ["a", "a1", "a11", "a2", "b", "c", "c1"])
        #expect(tree.descendants(where: { $0.name.hasSuffix("1") }).map(\.name) == ["a1", "a11", "c1"])
        var deep = element("leaf")
        for level in 0..<IBNestingLimit.elements { deep = element("level\(level)", [deep]) }
        #expect(deep.descendants().count == IBNestingLimit.elements)
    }

    @Test func thousandsOfSiblingViewsAndConstraintsImportWhole() throws {
        let count = 3_000
        let run = try Self.importText(HostileSources.siblings(count), named: "Siblings.xib")
        let screen = try Self.expectImportedWhole(run, views: count, constraints: 2 * count)
        // Every label asked for the same name: each got its own.
        #expect(Set(screen.document.body?.items.map(\.name) ?? []).count == count)
    }

    @Test func aSwiftClassWithAThousandViewsAndTwoThousandAnchorsImportsWhole() throws {
        let count = 1_000
        let run = Importer.run(swiftSources: [("ManyViews.swift", HostileSources.swiftClass(views: count))])
        try Self.expectImportedWhole(run, views: count, constraints: 2 * count)
    }

    /// One file, no error, every constraint found and imported into one screen of `views` items.
    @discardableResult
    static func expectImportedWhole(_ run: ImportRun, views: Int, constraints: Int) throws -> ImportedComponent {
        let file = try #require(run.report.files.first)
        #expect(file.error == nil)
        #expect(file.constraintsFound == constraints)
        #expect(file.constraintsImported == constraints)
        let screen = try #require(run.components.first)
        #expect(screen.document.body?.items.count == views)
        #expect(screen.document.body?.constraints.count == constraints)
        return screen
    }

    @Test func aFiveMegabyteSwiftFileIsRefusedWithItsSizeBeforeItIsParsed() throws {
        let big = HostileSources.swiftClasses(views: 20, bytes: 5_000_000)
        let run = try Self.importText(big.text, named: "Big.swift")
        let error = try #require(run.report.files.first?.error)
        #expect(error.contains("Big.swift: error: a Swift file of 4.8 MB; Trellis reads Swift files of at most 400 KB"))
        #expect(run.components.isEmpty)
        // The same through the in-memory entry point.
        let inMemory = Importer.run(swiftSources: [("Big.swift", big.text)])
        #expect(inMemory.report.files.first?.error?.hasPrefix("Big.swift: error: a Swift file of 4.8 MB") == true)
    }

    /// Generated sources (a protobuf or GraphQL client) run to megabytes with no layout code:
    /// they are passed over with a note, so an app that has one still imports cleanly.
    @Test func aLargeGeneratedSwiftFileWithoutLayoutCodeIsPassedOverNotRefused() throws {
        var text = "// Generated by a code generator. Do not edit.\nimport Foundation\n\n"
        var index = 0
        while text.utf8.count < 1_000_000 {
            text += "public struct Message\(index) {\n    public var id: Int64 = 0\n    public var name: String = \"\"\n}\n\n"
            index += 1
        }
        let run = try Self.importText(text, named: "Api.pb.swift")
        let file = try #require(run.report.files.first)
        #expect(file.error == nil)
        #expect(!run.hasFailures)
        #expect(file.notes.contains { $0.reason.contains("holds no layout code") })
        #expect(run.components.isEmpty)
    }

    @Test func aLargeInterfaceBuilderFileIsRefusedWithItsSize() throws {
        let run = try Self.importText(HostileSources.siblings(10_000), named: "Huge.xib")
        let error = try #require(run.report.files.first?.error)
        #expect(error.contains("Huge.xib: error: an Interface Builder file of "))
        #expect(error.contains("Trellis reads Interface Builder files of at most 3 MB"))
    }

    /// Sources that nest 50,000 deep without brackets, which swift-parser does not bound.
    static func nestedWithoutBrackets(_ what: String) -> String {
        switch what {
        case "a call chain": HostileSources.callChain(50_000)
        default: "import UIKit\n\nlet x: Int" + String(repeating: "?", count: 50_000) + " = nil\n"
        }
    }

    @Test(arguments: ["a call chain", "an optional type"])
    func swiftNestedWithoutBracketsIsRefusedWithItsLine(what: String) throws {
        let run = Importer.run(swiftSources: [("Deep.swift", Self.nestedWithoutBrackets(what))])
        let error = try #require(run.report.files.first?.error, "\(what)")
        #expect(error.hasPrefix("Deep.swift:3: error: Swift expressions or types nested deeper than 2000 levels"), "\(what): \(error)")
    }

    @Test func thousandsOfTypesOfOneNameEachGetTheirOwnComponentName() throws {
        let same = HostileSources.swiftClasses(named: "SameView", bytes: 100_000, sameName: true)
        let run = Importer.run(swiftSources: [("Same.swift", same.text)])
        let names = run.components.map(\.name)
        #expect(names.count == same.classes)
        #expect(Set(names).count == same.classes)
        #expect(names.prefix(3) == ["SameView", "SameView2", "SameView3"])
        #expect(names.last == "SameView\(same.classes)")
    }

    @Test func aChainOfLetsWrittenLastFirstResolves() throws {
        let run = Importer.run(swiftSources: [("Chain.swift", HostileSources.letChain(2_000))])
        let screen = try #require(run.components.first)
        #expect(Fixtures.lines(screen).contains("title.top == owner.top + 2008"))
    }

    @Test func thousandsOfRefusedConstraintsAreEachReportedWithTheirLine() throws {
        let count = 2_000
        // Each relates an x-axis anchor to a y-axis one, which the validator refuses.
        let text = HostileSources.xib(lines: 3, constraints: count) { index in
            [
                "<subviews>",
                #"<label id="l" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="8" y="8" width="100" height="20"/></label>"#,
                "</subviews>",
            ][index]
        } constraint: { index in
            #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="top" constant="\#(index)" id="k\#(index)"/>"#
        }
        let run = try Self.importText(text, named: "Refused.xib")
        let file = try #require(run.report.files.first)
        #expect(file.constraintsFound == count)
        #expect(file.constraintsImported == 0)
        let lines = file.skipped.compactMap(\.line)
        // The body's 3 lines, then `<constraints>`: the first constraint is on line 11.
        #expect(lines == Array(11..<(11 + count)))
        #expect(run.components.map(\.name) == ["Crafted"])
    }

    @Test func trimmedTextIsSwiftSyntaxsTrimmedDescriptionOnEveryNodeOfTheFixtures() throws {
        let folder = Fixtures.path("Swift")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for name in files {
            let source = try String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
            let tree = Parser.parse(source: source)
            // Every node that holds a token, reached from its tokens up.
            var checked = 0
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var current = token.parent
                while let node = current {
                    if node.trimmedText != node.trimmedDescription {
                        Issue.record("\(name): '\(node.trimmedText)' != '\(node.trimmedDescription)'")
                    }
                    checked += 1
                    current = node.parent
                }
            }
            #expect(checked > 100)
        }
    }
}

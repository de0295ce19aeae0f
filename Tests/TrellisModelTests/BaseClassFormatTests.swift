import Foundation
import Testing
import TrellisExamples
@testable import TrellisModel

/// A custom view class and the UIKit class it derives from (issue 32):
/// `view list: ThemeableTable(UITableView)`. Parsed, printed, hashed and decoded.
@Suite struct BaseClassFormatTests {
    static let screen = """
        screen Episodes {
            view list: ThemeableTable(UITableView)
            view tabs: PlayerTabsView(UIScrollView) in list {
                hidden
            }
            view badge: BadgeView

            list.top == self.top
        }

        """

    static func views(_ source: String) throws -> [String: ViewItem] {
        let document = try LayoutDocument(parsing: source, file: "Episodes.layout")
        var result: [String: ViewItem] = [:]
        for item in document.body?.items ?? [] { if case .view(let view) = item { result[view.name] = view } }
        return result
    }

    @Test func theBaseClassIsReadAndDecidesTheUIKitClass() throws {
        let views = try Self.views(Self.screen)
        #expect(views["list"]?.className == "ThemeableTable")
        #expect(views["list"]?.baseClass == "UITableView")
        #expect(views["list"]?.uikitClass == "UITableView")
        #expect(views["list"]?.isScrollView == true)
        #expect(views["tabs"]?.parent == "list")
        #expect(views["tabs"]?.isScrollView == true)
        #expect(views["badge"]?.baseClass == nil)
        #expect(views["badge"]?.uikitClass == "BadgeView")
        #expect(views["badge"]?.isScrollView == false)
    }

    @Test func printingGivesTheBaseClassBackAndReadsBackToTheSameDocument() throws {
        let document = try LayoutDocument(parsing: Self.screen, file: "Episodes.layout")
        let printed = LayoutPrinter.print(document)
        #expect(printed == Self.screen)
        #expect(try LayoutDocument(parsing: printed, file: "Episodes.layout") == document)
    }

    @Test func theBaseClassIsInTheCanonicalJSONOnlyWhenSetAndDecodes() throws {
        let document = try LayoutDocument(parsing: Self.screen, file: "Episodes.layout")
        let bytes = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(bytes == document.canonicalJSON.serialized)
        #expect(bytes.contains(#"{"baseClass":"UITableView","baselines":null,"class":"ThemeableTable""#), "\(bytes)")
        #expect(bytes.components(separatedBy: "baseClass").count == 3)
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded == document)
        #expect(decoded.contentHash == document.contentHash)
        let withoutBase = try LayoutDocument(
            parsing: Self.screen.replacingOccurrences(of: "(UITableView)", with: ""), file: "Episodes.layout")
        #expect(withoutBase.contentHash != document.contentHash)
    }

    /// Documents written before the field keep their bytes and so their content address.
    @Test func existingComponentsKeepTheirContentHash() throws {
        let pinned = [
            // `trellis show` of the example library, built before the field existed.
            "ListCell.layout": "d70291ef9d67422e7241c343d76c4e060a98c239a7c952b06d38cb24e8f2d586",
            "ChatBubble.layout": "1e2122cfcc913ab2f9bc7a1c78566e48c1f1acc1eeaf9abe8cbe71f55b740f9c",
        ]
        for file in try ExampleLibrary.files() {
            guard let hash = pinned[file.name] else { continue }
            let document = try LayoutDocument(parsing: file.text, file: file.name)
            #expect(document.contentHash == hash, "\(file.name)")
            #expect(!String(decoding: document.canonicalBytes, as: UTF8.self).contains("baseClass"))
        }
    }

    @Test(arguments: [
        ("view list: ThemeableTable(", "expected a UIKit class name"),
        ("view list: ThemeableTable(UITableView", "expected ')' after the base class"),
    ])
    func anUnfinishedBaseClassIsAnError(line: String, message: String) {
        let result = LayoutParser.parse("screen S {\n    \(line)\n}\n", file: "S.layout")
        #expect(result.document == nil || !result.diagnostics.isEmpty)
        #expect(result.diagnostics.contains { $0.description.contains(message) }, "\(result.diagnostics)")
    }
}

import TrellisTestSupport
import Crypto
import Foundation
import Testing
import TrellisExamples
import TrellisLayoutFixtures
@testable import TrellisModel

/// The direct writer (`canonicalBytes`, what the store hashes) against the definition:
/// the tree's serialisation, `canonicalJSON.serialized`. Not one byte may differ, since
/// stored content hashes are made of these bytes.
@Suite struct CanonicalBytesTests {
    func expectSameBytes(_ document: LayoutDocument, _ comment: Comment? = nil) {
        let tree = document.canonicalJSON.serialized
        let direct = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(direct == tree, comment)
        let treeHash = SHA256.hash(data: Data(tree.utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(document.contentHash == treeHash, comment)
        #expect(document.canonicalEncoding.hash == treeHash, comment)
        #expect(document.canonicalEncoding.data == Data(tree.utf8), comment)
    }

    @Test(arguments: 0..<300)
    func directBytesEqualTheTreeOnRandomDocuments(seed: Int) {
        var generator = DocumentGenerator(seed: UInt64(seed))
        expectSameBytes(generator.document(), "DocumentGenerator seed \(seed)")
    }

    /// Every item kind, property, composite, priority and non-ASCII names and identifiers.
    @Test(arguments: 0..<20)
    func directBytesEqualTheTreeOnGeneratedDocuments(batch: Int) {
        var generator = DocumentGenerator(seed: 0xB17E_0000 + UInt64(batch))
        for index in 0..<50 { expectSameBytes(generator.document(), "batch \(batch) document \(index)") }
    }

    @Test func directBytesEqualTheTreeOnTheExampleLibrary() throws {
        let files = try ExampleLibrary.files()
        #expect(!files.isEmpty)
        for file in files {
            expectSameBytes(try LayoutDocument(parsing: file.text, file: file.name), "\(file.name)")
        }
    }

    /// Numbers at the edges of the integer fast path, escapes, and constraints whose
    /// serialisations sort differently as bytes and as Swift strings would not.
    @Test func edgeCases() {
        let numbers: [Double] = [
            0, -0.0, 1, -1, 999_999_999_999_999, -999_999_999_999_999, 1e15, -1e15, 1e16, 0.5, 1.0 / 3, -2.5e-7,
            .infinity, -.infinity, .nan, 123_456_789_012_345_678, Double(Int64.max), 4_503_599_627_370_496.5,
        ]
        for value in numbers {
            let document = LayoutDocument.screen(
                Screen(
                    name: "N\u{1}\"\\\n\t\r\u{1f}é😀", parameters: [Parameter("p", defaultValue: value)], width: value, height: nil,
                    body: LayoutBody(
                        items: [.view(ViewItem(name: "a", className: "UILabel", margins: DirectionalInsets(all: value)))],
                        constraints: [
                            LayoutConstraint(Anchor("a", .edges), .equal, Anchor("self", .edges), constant: ConstantExpression(value)),
                            LayoutConstraint(Anchor("é", .top), .equal, nil, multiplier: value, identifier: "ü"),
                            LayoutConstraint(Anchor("e\u{301}", .top), .equal, nil, identifier: "u\u{308}"),
                            LayoutConstraint(Anchor("z", .top), .lessThanOrEqual, nil, priority: Priority(Int(Int32.max))),
                            LayoutConstraint(
                                Anchor("a", .width), .equal, nil,
                                constant: ConstantExpression(value, terms: [.init("k", coefficient: value), .init("j", coefficient: -value), .init("k")])),
                        ])))
            expectSameBytes(document, "\(value)")
        }
    }
}

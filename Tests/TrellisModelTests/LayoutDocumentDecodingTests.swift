import TrellisTestSupport
import Foundation
import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

@Suite struct LayoutDocumentDecodingTests {
    @Test(arguments: 0..<400)
    func decodingTheCanonicalFormKeepsTheHash(seed: Int) throws {
        var generator = DocumentGenerator(seed: 0xDEC0_0000 + UInt64(seed))
        let document = generator.document()
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded.contentHash == document.contentHash)
        #expect(decoded.canonicalData == document.canonicalData)
        #expect(decoded.kind == document.kind)
        #expect(decoded.name == document.name)
    }

    @Test func compositesComeBackExpanded() throws {
        let document = LayoutDocument.container(
            Container("C") {
                ViewItem(name: "a")
                LayoutItem("a").layout { $0.edges == LayoutItem.selfItem.edges + 8 }
            })
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded.body?.constraints.count == 4)
        #expect(decoded.body?.constraints.allSatisfy { !$0.isComposite } == true)
        #expect(decoded.contentHash == document.contentHash)
    }

    static func mutate(_ document: LayoutDocument, _ change: (inout [String: CanonicalJSON]) -> Void) -> Data {
        guard case .object(var members) = document.canonicalJSON else { return Data() }
        change(&members)
        return Data(CanonicalJSON.object(members).serialized.utf8)
    }

    @Test func malformedDocumentsAreErrorsThatNameThePath() {
        let document = LayoutDocument.container(
            Container("C") {
                ViewItem(name: "a")
                LayoutItem("a").layout { $0.top == LayoutItem.selfItem.top }
            })
        let cases: [(Data, String)] = [
            (Data("{".utf8), "malformed component: invalid JSON at line 1, column 2: unexpected end of input, expected a string key"),
            (Self.mutate(document) { $0["format"] = 2 }, "malformed component at format: canonical format 2 is not one this build reads (1)"),
            (
                Self.mutate(document) { $0["kind"] = "widget" },
                "malformed component at kind: unknown component kind \"widget\" (expected container, screen or spec)"
            ),
            (Self.mutate(document) { $0["extra"] = 1 }, "malformed component at extra: unknown member"),
            (Self.mutate(document) { $0.removeValue(forKey: "items") }, "malformed component at items: missing"),
            (Self.mutate(document) { $0["items"] = [["kind": "view", "name": 3]] }, "malformed component at items[0].name: expected a string, found a number"),
            (
                Self.mutate(document) {
                    guard case .array(var constraints) = $0["constraints"], case .object(var first) = constraints[0] else { return }
                    first["priority"] = 2.5
                    constraints[0] = .object(first)
                    $0["constraints"] = .array(constraints)
                }, "malformed component at constraints[0].priority: expected an integer, found 2.5"
            ),
        ]
        for (data, message) in cases {
            #expect(throws: LayoutDocument.DecodingError.self) { try LayoutDocument(canonicalData: data) }
            do { _ = try LayoutDocument(canonicalData: data) } catch { #expect("\(error)" == message) }
        }
    }
}

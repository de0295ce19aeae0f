import Foundation
import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// The quick scan that receiving uses agrees with a full decode, and gives up on anything odd.
struct ComponentScanTests {
    static let profile = """
        screen ProfileScreen {
            use avatar: UserAvatarContainer(badgeSize: 36)
            view panel: UIView
            apply ClipRecordPanelLayout(superView: owner, panelHeight: 120) to panel
            avatar.top == owner.safeArea.top + 16
        }
        """

    /// The containers a document's `use` items instantiate and the specs it applies, as a
    /// full decode sees them.
    static func dependencies(of document: LayoutDocument) -> (uses: [String], specs: [String]) {
        guard let body = document.body else { return ([], []) }
        var uses = Set<String>()
        for item in body.items { if case .use(let use) = item { uses.insert(use.container) } }
        return (uses.sorted(), Set(body.applications.map(\.spec)).sorted())
    }

    @Test func scanAgreesWithTheDecoder() throws {
        var documents = [try LayoutDocument(parsing: Self.profile, file: "p.layout"), try LayoutDocument(parsing: ExampleTexts.userAvatar, file: "a.layout")]
        var generator = DocumentGenerator(seed: 0x5CA7)
        documents += (0..<50).map { _ in generator.document() }
        for document in documents {
            let scan = try #require(ComponentScan.scan(document.canonicalData), "\(document.name)")
            #expect(scan.name == document.name && scan.kind == document.kind.rawValue)
            let expected = Self.dependencies(of: document)
            #expect(scan.uses == expected.uses && scan.specs == expected.specs, "\(document.name)")
        }
    }

    @Test(arguments: [
        "", "{}", "[1]", #"{"format":1,"kind":"widget","name":"X"}"#, #"{"format":2,"kind":"container","name":"X"}"#,
        #"{"format":1,"kind":"container","name":"X""#, #"{"format":1,"kind":"container","name":"X"} "#, #"{"format":1,"kind":"container","name":"X\u0041"}"#,
        // Broken JSON where the scan only skips.
        #"{"constraints":[1,2},"format":1,"kind":"container","name":"X"}"#, #"{"constraints":{"a" 1},"format":1,"kind":"container","name":"X"}"#,
        #"{"constraints":[{"a":1,}],"format":1,"kind":"container","name":"X"}"#, #"{"constraints":[[[]],"format":1,"kind":"container","name":"X"}"#,
        "{\"constraints\":\"a\u{01}b\",\"format\":1,\"kind\":\"container\",\"name\":\"X\"}", #"{"constraints":tru,"format":1,"kind":"container","name":"X"}"#,
    ])
    func scanGivesUpOnWhatItDoesNotExpect(_ text: String) {
        #expect(ComponentScan.scan(Data(text.utf8)) == nil)
    }

    @Test func skippedValuesOfEveryKindAndDepthAreStepped() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = #"{"constraints":[{"a":[1,-2.5e3,true,false,null,"s\"q",{}],"b":{"c":[]}}],"deep":\#(deep),"format":1,"kind":"container","name":"X"}"#
        #expect(ComponentScan.scan(Data(text.utf8))?.name == "X")
        let tooDeep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(ComponentScan.scan(Data(#"{"deep":\#(tooDeep),"format":1,"kind":"container","name":"X"}"#.utf8)) == nil)
    }
}

import Testing
@testable import TrellisModel

@Suite struct ParserTests {
    @Test(arguments: ExampleTexts.all)
    func exampleTextsParseWithoutDiagnostics(_ text: String) {
        let result = LayoutParser.parse(text, file: "Example.layout")
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.document != nil)
    }
}

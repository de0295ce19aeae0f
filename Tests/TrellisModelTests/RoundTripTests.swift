import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

@Suite struct RoundTripTests {
    @Test(arguments: ExampleTexts.all)
    func exampleTextRoundTrips(_ text: String) throws {
        let document = try LayoutDocument(parsing: text, file: "Example.layout")
        let printed = LayoutPrinter.print(document)
        #expect(try LayoutDocument(parsing: printed, file: "Printed.layout") == document)
        let reprinted = LayoutPrinter.print(try LayoutDocument(parsing: printed, file: "Printed.layout"))
        #expect(reprinted == printed)
    }

    /// `parse(print(doc)) == doc`, and printing is stable (which also shows that every
    /// comment survives), for 600 random documents.
    @Test(arguments: 0..<6)
    func randomDocumentsRoundTrip(batch: Int) {
        var generator = DocumentGenerator(seed: 0x5EED_0000 + UInt64(batch))
        for index in 0..<100 {
            let document = generator.document()
            let printed = LayoutPrinter.print(document)
            let result = LayoutParser.parse(printed, file: "Generated.layout")
            guard let parsed = result.document else {
                Issue.record("batch \(batch) document \(index) does not parse:\n\(result.diagnostics)\n\(printed)")
                return
            }
            #expect(parsed == document, "batch \(batch) document \(index):\n\(printed)")
            let reprinted = LayoutPrinter.print(parsed)
            #expect(reprinted == printed, "batch \(batch) document \(index)")
            if parsed != document || reprinted != printed { return }
        }
    }

    /// Validation never traps, whatever the document and library.
    @Test func validatingRandomDocumentsNeverTraps() {
        var generator = DocumentGenerator(seed: 42)
        let documents = (0..<300).map { _ in generator.document() }
        let library = LayoutLibrary(documents)
        for document in documents {
            _ = LayoutValidator.validate(document, in: library)
        }
    }
}

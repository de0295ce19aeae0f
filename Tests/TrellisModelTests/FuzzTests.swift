import TrellisTestSupport
import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// Random mutations and truncations of valid text: the parser must only ever answer with
/// a document or with diagnostics that point inside the file, and never trap.
@Suite struct FuzzTests {
    static let fragments = [
        "{", "}", "(", ")", ".", ",", ":", ";", "==", "<=", ">=", "=", "+", "-", "*", "/", "@", "?", "\"",
        "\n", " ", "//", "view", "use", "stack", "apply", "param", "ref", "make", "update", "in", "to", "as",
        "self", "owner", "top", "edges", "0", "1e999", "-", "3.5", "x", "none", "h", "$", "é", "\r\n", "container",
    ]

    static func mutate(_ text: String, using random: inout SeededRandom) -> String {
        var characters = Array(text)
        for _ in 0..<random.int(1...4) {
            let position = characters.isEmpty ? 0 : random.int(0...characters.count - 1)
            switch random.int(0...4) {
            case 0 where !characters.isEmpty:  // delete a run
                let end = min(characters.count, position + random.int(1...12))
                characters.removeSubrange(position..<end)
            case 1:  // insert a fragment
                characters.insert(contentsOf: random.pick(fragments), at: min(position, characters.count))
            case 2:  // truncate
                characters = Array(characters.prefix(position))
            case 3 where characters.count > 1:  // swap two characters
                let other = random.int(0...characters.count - 1)
                characters.swapAt(position, other)
            default:  // duplicate a run somewhere else
                let end = min(characters.count, position + random.int(1...30))
                let run = Array(characters[min(position, characters.count)..<end])
                characters.insert(contentsOf: run, at: random.int(0...characters.count))
            }
        }
        return String(characters)
    }

    @Test(arguments: 0..<4)
    func mutatedTextOnlyEverProducesDiagnostics(batch: Int) {
        var random = SeededRandom(seed: 0xF022 + UInt64(batch))
        let library = ExampleTexts.library
        for index in 0..<500 {
            let text = Self.mutate(random.pick(ExampleTexts.all), using: &random)
            let result = LayoutParser.parse(text, file: "Fuzz.layout")
            let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            for diagnostic in result.diagnostics {
                let line = diagnostic.location?.line ?? 0
                #expect((1...max(1, lineCount)).contains(line), "seed batch \(batch) case \(index): \(diagnostic)")
            }
            if let document = result.document {
                #expect(!result.hasErrors)
                _ = LayoutValidator.validate(document, in: library)
                // Whatever parses prints to text that parses back to the same document.
                let printed = LayoutPrinter.print(document)
                #expect(LayoutParser.parse(printed, file: "Fuzz.layout").document == document, "batch \(batch) case \(index)")
            } else {
                #expect(result.hasErrors, "batch \(batch) case \(index): no document and no error")
            }
        }
    }

    @Test func arbitraryBytesNeverTrap() {
        var random = SeededRandom(seed: 99)
        let alphabet = Array("{}().,:;=<>+-*/@?\"\n\r\t abcxyz019é_") + ["\r\n"]
        for _ in 0..<500 {
            let text = String((0..<random.int(0...80)).map { _ in random.pick(alphabet) })
            _ = LayoutParser.parse(text, file: "Noise.layout")
        }
    }
}

import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// A spec's states (issue 33): `state` blocks in a spec are read, printed, kept in the
/// canonical form and hash, diffed naming the state, validated against `make`, and applied.
@Suite struct SpecStateTests {
    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "ClipRecordPanelLayout.layout") }

    static func spec(_ text: String = SpecStateExamples.panel) throws -> Spec {
        guard case .spec(let spec) = try parse(text) else { throw DiagnosticsError([]) }
        return spec
    }

    @Test func aSpecsStatesAreReadAfterItsBlocks() throws {
        let spec = try Self.spec()
        #expect(spec.states.map(\.signature) == ["raised(offset = 336)", "tall"])
        #expect(spec.states[0].changes == [ConstraintChange("bottom", constant: .parameter("offset", coefficient: -1))])
        #expect(spec.states[0].comments == ["The keyboard is up: the panel sits on it."])
        #expect(spec.make.count == 4 && spec.update.count == 1)
    }

    @Test func printingASpecWithStatesGivesTheTextBack() throws {
        let document = try Self.parse(SpecStateExamples.panel)
        #expect(LayoutPrinter.print(document) == SpecStateExamples.panel)
        #expect(try Self.parse(LayoutPrinter.print(document)) == document)
    }

    @Test func theCanonicalFormKeepsASpecsStatesAndOnlyThenChangesTheHash() throws {
        let document = try Self.parse(SpecStateExamples.panel)
        var without = try Self.spec()
        without.states = []
        let plain = LayoutDocument.spec(without)
        #expect(!String(decoding: plain.canonicalData, as: UTF8.self).contains("states"))
        #expect(document.contentHash != plain.contentHash)
        // The bytes written directly are the tree's, and decode back to the same spec.
        #expect(String(decoding: document.canonicalData, as: UTF8.self) == document.canonicalJSON.serialized)
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded.canonicalData == document.canonicalData)
        #expect(decoded.states.map(\.name).sorted() == ["raised", "tall"])
        // The order states are written in means nothing.
        var reordered = try Self.spec()
        reordered.states.reverse()
        #expect(LayoutDocument.spec(reordered).contentHash == document.contentHash)
    }

    @Test func anEditToASpecStateShowsInTheDiffNamingTheState() throws {
        let old = try Self.parse(SpecStateExamples.panel)
        let new = try Self.parse(SpecStateExamples.panel.replacingOccurrences(of: "offset = 336", with: "offset = 291"))
        #expect(LayoutDiff.changes(from: old, to: new).map(\.text) == ["state raised: param offset: default 336 → 291"])
        let added = try Self.parse(
            SpecStateExamples.panel.replacingOccurrences(
                of: "    state tall {", with: "    state low {\n        change \"height\" = 40\n    }\n    state tall {"))
        #expect(
            LayoutDiff.changes(from: old, to: added).map(\.text) == ["+ state low", "+ state low: change \"height\" = 40"])
    }

    @Test func aSpecStateInOneStateIsMakeWithItsChangesAndParameters() throws {
        let document = try Self.parse(SpecStateExamples.panel)
        guard case .spec(let raised) = try document.inState("raised", arguments: ["offset": 40]) else {
            Issue.record("not a spec")
            return
        }
        #expect(raised.states.isEmpty)
        #expect(raised.parameters.map(\.name) == ["panelHeight", "bottomOffset", "offset"])
        #expect(raised.parameters.last?.defaultValue == 40)
        #expect(raised.make.first { $0.identifier == "bottom" }?.constant == .parameter("offset", coefficient: -1))
        #expect(raised.make.first { $0.identifier == "height" }?.constant == .parameter("panelHeight"))
        #expect(throws: DiagnosticsError.self) { try document.inState("lowered") }
    }

    static let invalid: [(statement: String, message: String)] = [
        ("change \"botom\" = 8", "state s: change \"botom\" names no constraint of make"),
        ("remove \"left\"", "state s: remove \"left\" names no constraint of make"),
        ("hide superView", "state s: a spec's state cannot hide superView; a spec lays out one item and owns no views"),
        ("self.top == other.top", "state s: unknown item other"),
    ]

    @Test(arguments: invalid)
    func aSpecStateNamesOnlyTheSpecsConstraintsAndReferences(statement: String, message: String) throws {
        let text = SpecStateExamples.panel.replacingOccurrences(of: "    state tall {", with: "    state s {\n        \(statement)\n    }\n    state tall {")
        let document = try Self.parse(text)
        let messages = LayoutValidator.validate(document, in: LayoutLibrary([document])).map(\.message)
        #expect(messages.contains { $0.hasPrefix(message) }, "\(messages)")
    }

    @Test func theSeedsPanelWithStatesIsValid() throws {
        let document = try Self.parse(SpecStateExamples.panel)
        #expect(LayoutValidator.validate(document, in: LayoutLibrary([document])).isEmpty)
    }

    @Test func aSpecStateParameterMayNotHideTheSpecsParameter() throws {
        let text = SpecStateExamples.panel.replacingOccurrences(of: "raised(offset = 336)", with: "raised(panelHeight = 336)")
        let document = try Self.parse(text)
        let messages = LayoutValidator.validate(document, in: LayoutLibrary([document])).map(\.message)
        #expect(messages.contains("state raised: parameter panelHeight hides the component's param panelHeight"), "\(messages)")
    }
}

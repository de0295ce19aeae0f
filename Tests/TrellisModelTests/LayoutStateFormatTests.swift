import Foundation
import Testing
import TrellisExamples
import TrellisLayoutFixtures
@testable import TrellisModel

/// `state NAME { … }` blocks (issue 33): parsed, printed back with their comments, in the
/// canonical form and hash only when present, decoded, and applied to the base.
@Suite struct LayoutStateFormatTests {
    static func parse(_ text: String, file: String = "S.layout") throws -> LayoutDocument {
        try LayoutDocument(parsing: text, file: file)
    }

    @Test func thePanelsStatesAreReadAsDifferencesFromTheBase() throws {
        let document = try Self.parse(StateExamples.panel)
        let states = try #require(document.body?.states)
        #expect(states.map(\.name) == ["expanded", "keyboard"])
        #expect(states[0].changes == [ConstraintChange("panelHeight", constant: 320)])
        #expect(states[0].visibility == [VisibilityChange("hint", isHidden: true)])
        #expect(states[0].comments == ["The panel grows to show more controls; the hint goes."])
        #expect(states[1].parameters == [Parameter("bottomOffset", defaultValue: 336)])
        #expect(states[1].changes == [ConstraintChange("panelBottom", constant: .parameter("bottomOffset", coefficient: -1))])
        #expect(states[1].signature == "keyboard(bottomOffset = 336)")
    }

    @Test(arguments: [StateExamples.panel, StateExamples.cell])
    func printingGivesTheTextBackAndReadsBackToTheSameDocument(text: String) throws {
        let document = try Self.parse(text)
        #expect(LayoutPrinter.print(document) == text)
        #expect(try Self.parse(LayoutPrinter.print(document)) == document)
    }

    @Test func everyStatementKindPrintsInOneOrderWithItsComments() throws {
        let text = """
            container C {
                view a: UIView
                view b: UIView

                a.edges == self.edges as "pin"
                b.width == 10 as "w"

                state s(k, gap = -2.5) {
                    b.height == a.height + gap @high
                    // why it goes
                    remove "pin.top"
                    show b
                    change "w" = 2 * k + 1 @low  // both at once
                    change "pin.bottom" @700
                    hide a
                    // before the brace
                }
                state empty {}
            }

            """
        let document = try Self.parse(text)
        let printed = LayoutPrinter.print(document)
        #expect(
            printed == """
                container C {
                    view a: UIView
                    view b: UIView

                    a.edges == self.edges as "pin"
                    b.width == 10 as "w"

                    state s(k, gap = -2.5) {
                        // why it goes
                        remove "pin.top"
                        // both at once
                        change "w" = 2 * k + 1 @low
                        change "pin.bottom" @700
                        show b
                        hide a
                        b.height == a.height + gap @high
                        // before the brace
                    }
                    state empty {}
                }

                """)
        #expect(try Self.parse(printed) == document)
        #expect(LayoutPrinter.print(try Self.parse(printed)) == printed)
    }

    @Test(arguments: [
        ("state {", "expected a state name after state"),
        ("state s { change \"x\" }", "change \"x\" needs a new constant or priority"),
        ("state s { change \"x\" == 4 }", "write change \"x\" = value"),
        ("state s { remove x }", "expected a constraint's quoted name after remove"),
        ("state s { when width compact { a.top == self.top } }", "a state cannot hold a when block"),
        ("state s { state t {} }", "a state cannot hold another state"),
        ("state s(h?) {}", "a state's parameter cannot be optional"),
        ("state s() {}", "has no parameters"),
        ("state s(h 3) {}", "expected ',' or ')' after h"),
        ("state s { view v: UIView }", "declare view in the component and hide or show it here"),
        ("state s { hdie a }", "unknown statement hdie in state s"),
        ("state s a.top == self.top", "expected '{' after state s"),
    ])
    func brokenStatesAreErrorsThatSayWhatAndHow(line: String, message: String) {
        let result = LayoutParser.parse("container C {\n    view a: UIView\n    \(line)\n}\n", file: "C.layout")
        #expect(result.diagnostics.contains { $0.description.contains(message) && $0.location?.line == 3 }, "\(result.diagnostics)")
    }

    @Test func aMisspeltStatementGetsTheClosestKeyword() throws {
        let result = LayoutParser.parse("container C {\n    state s {\n        hdie a\n    }\n}\n", file: "C.layout")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.hint == "did you mean hide?")
        #expect(diagnostic.location?.line == 3)
    }

    // MARK: Canonical form and hash

    @Test func statesAreInTheCanonicalJSONDecodeAndCountInTheHash() throws {
        let document = try Self.parse(StateExamples.panel)
        let bytes = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(bytes == document.canonicalJSON.serialized)
        #expect(bytes.contains(#""states":[{"changes":[{"constant":{"terms":[],"value":320},"name":"panelHeight","priority":null}]"#), "\(bytes)")
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded.contentHash == document.contentHash)
        #expect(decoded.body?.states.map(\.name) == ["expanded", "keyboard"])
        let edited = try Self.parse(StateExamples.panel.replacingOccurrences(of: "= 320", with: "= 300"))
        #expect(edited.contentHash != document.contentHash)
        // The order states are written in means nothing.
        var reordered = document
        if case .screen(var screen) = reordered {
            screen.body.states.reverse()
            reordered = .screen(screen)
        }
        #expect(reordered.contentHash == document.contentHash)
    }

    /// Components without states keep their bytes, so stores keep their content addresses.
    @Test func componentsWithoutStatesKeepTheirContentHash() throws {
        let pinned = [
            // `trellis show` of the example library before states existed (commit 57934cf).
            "ListCell.layout": "d70291ef9d67422e7241c343d76c4e060a98c239a7c952b06d38cb24e8f2d586",
            "ChatBubble.layout": "1e2122cfcc913ab2f9bc7a1c78566e48c1f1acc1eeaf9abe8cbe71f55b740f9c",
        ]
        var checked = 0
        for file in try ExampleLibrary.files() {
            let document = try LayoutDocument(parsing: file.text, file: file.name)
            let bytes = String(decoding: document.canonicalBytes, as: UTF8.self)
            #expect(!bytes.contains("\"states\""), "\(file.name)")
            #expect(bytes == document.canonicalJSON.serialized, "\(file.name)")
            if let hash = pinned[file.name] {
                #expect(document.contentHash == hash, "\(file.name)")
                checked += 1
            }
        }
        #expect(checked == pinned.count)
    }

    /// print → parse is the identity and the hash is stable, for 300 random components
    /// with random states; the canonical bytes decode to the same hash.
    @Test(arguments: 0..<3)
    func randomComponentsWithStatesRoundTrip(batch: Int) throws {
        var generator = DocumentGenerator(seed: 0x57A7_E000 + UInt64(batch))
        for index in 0..<100 {
            let document = generator.documentWithStates()
            let printed = LayoutPrinter.print(document)
            let result = LayoutParser.parse(printed, file: "Generated.layout")
            guard let parsed = result.document else {
                Issue.record("batch \(batch) document \(index) does not parse:\n\(result.diagnostics)\n\(printed)")
                return
            }
            #expect(parsed == document, "batch \(batch) document \(index):\n\(printed)")
            #expect(LayoutPrinter.print(parsed) == printed, "batch \(batch) document \(index)")
            #expect(parsed.contentHash == document.contentHash)
            #expect(String(decoding: document.canonicalBytes, as: UTF8.self) == document.canonicalJSON.serialized)
            let decoded = try LayoutDocument(canonicalData: document.canonicalData)
            #expect(decoded.contentHash == document.contentHash, "batch \(batch) document \(index)")
            if parsed != document { return }
        }
    }

    // MARK: Applying a state

    @Test func aStateAppliedIsTheBaseWithItsDifference() throws {
        let panel = try Self.parse(StateExamples.panel)
        let keyboard = try panel.inState("keyboard", arguments: ["bottomOffset": 291])
        let bottom = try #require(keyboard.body?.constraints.first { $0.identifier == "panelBottom" })
        let values = Dictionary(uniqueKeysWithValues: keyboard.parameters.map { ($0.name, $0.defaultValue) })
        #expect(bottom.constant.evaluate { name in values[name] ?? nil } == -291)
        #expect(keyboard.body?.states == [])
        let expanded = try panel.inState("expanded")
        #expect(expanded.body?.constraints.first { $0.identifier == "panelHeight" }?.constant == 320)
        if case .view(let hint)? = expanded.body?.item(named: "hint") { #expect(hint.isHidden) } else { Issue.record("no hint") }

        let cell = try Self.parse(StateExamples.cell).inState("expanded")
        #expect(cell.body?.constraints.contains { $0.identifier == "collapsed" } == false)
        if case .view(let details)? = cell.body?.item(named: "details") { #expect(!details.isHidden) } else { Issue.record("no details") }
    }

    @Test func aCompositesMemberIsRemovedOnItsOwn() throws {
        let document = try Self.parse(
            "container C {\n    view a: UIView\n\n    a.edges == self.edges as \"pin\"\n\n    state s {\n        remove \"pin.top\"\n    }\n}\n")
        let constraints = try #require(try document.inState("s").body?.constraints)
        #expect(constraints.map { $0.identifier ?? "" } == ["pin.leading", "pin.bottom", "pin.trailing"])
    }

    @Test func anUnknownStateOrArgumentOrAMissingValueIsAnError() throws {
        let panel = try Self.parse(StateExamples.panel)
        #expect(throws: DiagnosticsError.self) { try panel.inState("expandd") }
        do {
            _ = try panel.inState("expandd")
        } catch {
            #expect(error.description.contains("has no state expandd; it has expanded, keyboard"))
            #expect(error.diagnostics.first?.hint == "did you mean expanded?")
        }
        #expect(throws: DiagnosticsError.self) { try panel.inState("keyboard", arguments: ["hieght": 3]) }
        let open = try Self.parse("container C {\n    view a: UIView\n\n    state k(h) {\n        a.height == h\n    }\n}\n")
        do {
            _ = try open.inState("k")
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("state k needs a value for h: --state 'k(h: 300)'"))
        }
        #expect(try open.inState("k", arguments: ["h": 4]).parameters == [Parameter("h", defaultValue: 4)])
    }

    // MARK: Validation

    @Test func theExamplesValidate() throws {
        for text in [StateExamples.panel, StateExamples.cell] {
            let document = try Self.parse(text)
            let diagnostics = LayoutValidator.validate(document, in: LayoutLibrary([document]))
            #expect(diagnostics.isEmpty, "\(diagnostics)")
        }
    }

    @Test(
        arguments: [
            ("remove \"panelBotom\"", "state s: remove \"panelBotom\" names no constraint of the base", "did you mean panelBottom?"),
            ("change \"nope\" = 3", "state s: change \"nope\" names no constraint of the base", nil),
            ("hide nothing", "state s: hide names no item nothing", nil),
            ("a.top == ghost.top", "state s: unknown item ghost", nil),
            ("a.top == self.top + 4", "state s: conflicting constraints", nil),
            ("remove \"panelBottom\"\n        change \"panelBottom\" = 1", "\"panelBottom\" is both removed and changed", nil),
            ("hide a\n        show a", "a is hidden or shown twice", nil),
            ("change \"panelBottom\" @0", "priority 0 of change \"panelBottom\" is not in 1...1000", nil),
        ] as [(String, String, String?)])
    func statementsThatNameNothingOrClashAreErrorsInTheState(statement: String, message: String, hint: String?) throws {
        let text = """
            container C {
                view a: UIView

                a.top == self.top
                a.leading == self.leading
                a.bottom == self.bottom as "panelBottom"

                state s {
                    \(statement)
                }
            }

            """
        let document = try Self.parse(text)
        let errors = LayoutValidator.validate(document, in: LayoutLibrary([document])).filter { $0.severity == .error }
        let found = errors.first { $0.message.contains(message) }
        #expect(found != nil, "\(errors)")
        #expect((found?.location?.line ?? 0) >= 8, "\(errors)")
        if let hint { #expect(found?.hint == hint) }
    }

    @Test func aStateParameterWithoutAValueIsAWarningAndOneHidingTheComponentsIsAnError() throws {
        let text = "container C {\n    param inset = 4\n\n    view a: UIView\n\n    state s(h, inset = 2) {\n        a.height == h\n    }\n}\n"
        let document = try Self.parse(text)
        let diagnostics = LayoutValidator.validate(document, in: LayoutLibrary([document]))
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("parameter h has no value") })
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("parameter inset hides the component's param inset") })
    }

    @Test func aDuplicateStateIsAnError() throws {
        let document = try Self.parse("container C {\n    state s {}\n    state s {}\n}\n")
        let diagnostics = LayoutValidator.validate(document, in: LayoutLibrary([document]))
        #expect(diagnostics.contains { $0.message.hasPrefix("duplicate state s: already declared at 2:5") && $0.location?.line == 3 })
    }
}

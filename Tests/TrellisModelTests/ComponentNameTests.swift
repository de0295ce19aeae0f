import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisModel

/// The one name grammar: what it accepts and refuses, that the parser's validation uses
/// it, and that a name it accepts can only ever name a file inside the project.
@Suite struct ComponentNameTests {
    @Test(arguments: ["UserAvatarContainer", "_Private", "Cell2", "Ünïcode", "名前", "a"])
    func identifiersAreComponentNames(_ name: String) {
        #expect(ComponentName.problem(name) == nil)
    }

    @Test(arguments: [
        ("", ComponentName.Problem.empty),
        ("../../../../tmp/pwned/evil", .badStart(".")),
        ("Evil/../x", .badCharacter("/", offset: 4)),
        ("Nul\u{0}Name", .controlCharacter(scalar: 0, offset: 3)),
        ("Bell\u{7}", .controlCharacter(scalar: 7, offset: 4)),
        ("Esc\u{1B}[2J", .controlCharacter(scalar: 0x1B, offset: 3)),
        ("C1\u{85}", .controlCharacter(scalar: 0x85, offset: 2)),
        ("9Lives", .badStart("9")),
        ("With Space", .badCharacter(" ", offset: 4)),
        ("Dotted.Name", .badCharacter(".", offset: 6)),
        ("Joiner\u{200D}X", .badCharacter("r\u{200D}", offset: 5)),
        (String(repeating: "a", count: 129), .tooLong(bytes: 129, limit: 128)),
    ])
    func otherNamesAreRefusedWithTheReason(_ name: String, _ problem: ComponentName.Problem) {
        #expect(ComponentName.problem(name) == problem)
        #expect(throws: NameError.self) { try ComponentName.validate(name) }
    }

    @Test func remoteAndTagNamesHaveTheirOwnGrammarWithTheSameLimits() {
        #expect(ComponentName.isValid("origin", as: .remote))
        #expect(ComponentName.isValid("team-lib_2.mirror", as: .remote))
        #expect(!ComponentName.isValid(".hidden", as: .remote))
        #expect(!ComponentName.isValid("a/b", as: .remote))
        #expect(!ComponentName.isValid("o\u{0}rigin", as: .remote))
        #expect(!ComponentName.isValid(String(repeating: "r", count: 65), as: .remote))
        #expect(ComponentName.isValid("1.2.0", as: .tag))
        #expect(ComponentName.isValid("2.0.0-beta.1", as: .tag))
        #expect(!ComponentName.isValid("1.2", as: .tag))
        #expect(!ComponentName.isValid("01.2.0", as: .tag))
        #expect(!ComponentName.isValid("1.2.0-\u{0}", as: .tag))
    }

    @Test func messagesEscapeControlCharactersAndCutLongNames() {
        let error = NameError(name: "Nul\u{0}\u{1B}[2J", kind: .component, problem: .controlCharacter(scalar: 0, offset: 3))
        #expect(!error.description.unicodeScalars.contains(where: ComponentName.isControl))
        #expect(error.description.contains("U+0000"))
        #expect(ComponentName.quoted(String(repeating: "x", count: 5000)).count < 210)
    }

    @Test func theValidatorRefusesAComponentNameOutsideTheGrammar() {
        let long = String(repeating: "A", count: 130)
        let result = LayoutParser.parse("container \(long) {\n}\n", file: "T.layout")
        let document = try! #require(result.document)
        let messages = LayoutValidator.validate(document, in: LayoutLibrary()).map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("T.layout:1:1: error: '\(long)' is not a valid component name: it is 130 bytes long") == true)
    }

    @Test func recordTextRefusesNulAndControlsButKeepsLinesInMessages() {
        #expect(RecordText.problem("line one\nline two\tend", as: .message) == nil)
        #expect(RecordText.problem("two\nlines", as: .author) != nil)
        #expect(RecordText.problem("nul\u{0}", as: .message) != nil)
        #expect(RecordText.problem("esc\u{1B}[31m", as: .message) != nil)
        #expect(RecordText.problem(String(repeating: "a", count: 257), as: .author) != nil)
    }
}

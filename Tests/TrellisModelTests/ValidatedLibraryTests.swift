import Testing
import TrellisModel

/// A component's validation errors, found in one place (`ValidatedLibrary`) for the
/// engine, export, merge, import and updates.
@Suite struct ValidatedLibraryTests {
    static let valid = "container Card {\n    view a: UIView\n    a.top == self.top\n}\n"
    /// `b` names no item: a validation error, not a parse error.
    static let broken = "container Card {\n    view a: UIView\n    a.top == b.top\n}\n"

    static func library(_ texts: String...) throws -> LayoutLibrary {
        LayoutLibrary(try texts.map { try LayoutDocument(parsing: $0, file: "Card.layout") })
    }

    @Test func aComponentsErrorsAreItsValidationErrors() throws {
        #expect(ValidatedLibrary(try Self.library(Self.valid)).errors(of: "Card").isEmpty)
        let errors = ValidatedLibrary(try Self.library(Self.broken)).errors(of: "Card")
        #expect(!errors.isEmpty && errors.allSatisfy { $0.severity == .error }, "\(errors)")
        #expect(ValidatedLibrary(try Self.library(Self.broken)).errors(of: "Missing").isEmpty)
    }

    /// A merge's result or a file a conflict is resolved with is validated in place of the
    /// library's component of its name.
    @Test func aDocumentNotInTheLibraryIsValidatedInPlaceOfItsName() throws {
        let library = try Self.library(Self.valid)
        let edit = try LayoutDocument(parsing: Self.broken, file: "Card.layout")
        #expect(!ValidatedLibrary.errors(of: edit, in: library).isEmpty)
        #expect(ValidatedLibrary(library).validates("Card"))
    }

    /// The fix-it search's re-checks take the components an edit did not touch as they were:
    /// only the edited one is validated again, and one with errors always is.
    @Test func componentsAnEditLeftAsTheyWereAreNotValidatedAgain() throws {
        let other = "container Other {\n    view a: UIView\n    a.top == self.top\n}\n"
        let before = ValidatedLibrary(
            LayoutLibrary([try LayoutDocument(parsing: Self.valid, file: "Card.layout"), try LayoutDocument(parsing: other, file: "Other.layout")]))
        #expect(before.validates("Card") && before.validates("Other"))
        let edited = LayoutLibrary([try LayoutDocument(parsing: Self.broken, file: "Card.layout"), try LayoutDocument(parsing: other, file: "Other.layout")])
        let after = ValidatedLibrary(edited, reusing: before)
        #expect(!after.validates("Card") && after.validates("Other"))
        #expect(after.validatedNames == ["Card"])
        // A component with an error is always validated again; a clean one unedited never.
        let again = ValidatedLibrary(LayoutLibrary(Array(edited.documents.values)), reusing: after)
        #expect(!again.validates("Card") && again.validates("Other"))
        #expect(again.validatedNames == ["Card"])
        #expect(ValidatedLibrary(edited, reusing: before).diagnostics(of: "Other") == ValidatedLibrary(edited).diagnostics(of: "Other"))
    }

    /// Documents compare without their places: a component whose lines moved is the same
    /// component, so a warning found before the move is found again, at its new line.
    @Test func aWarningIsFoundAgainAtTheLineItMovedTo() throws {
        let text = "container Card {\n    view a: UIView {\n        scrolls off\n    }\n    a.edges == self.edges\n}\n"
        let before = ValidatedLibrary(LayoutLibrary([try LayoutDocument(parsing: text, file: "Card.layout")]))
        #expect(before.diagnostics(of: "Card").map(\.location?.line) == [2])
        let moved = LayoutLibrary([try LayoutDocument(parsing: "\n\n" + text, file: "Card.layout")])
        #expect(moved == before.library)
        let after = ValidatedLibrary(moved, reusing: before)
        #expect(after.diagnostics(of: "Card").map(\.location?.line) == [4])
    }
}

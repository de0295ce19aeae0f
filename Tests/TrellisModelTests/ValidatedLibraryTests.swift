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

    /// The fix-it search's re-checks take the components an edit did not touch as they were.
    @Test func componentsAssumedValidAreNotValidatedAgain() throws {
        let library = try Self.library(Self.broken)
        #expect(ValidatedLibrary(library, assumingValid: ["Card"]).validates("Card"))
        #expect(!ValidatedLibrary(library).validates("Card"))
    }
}

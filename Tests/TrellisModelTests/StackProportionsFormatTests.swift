import Foundation
import Testing
@testable import TrellisModel

/// `proportions` in a stack's block (the designed lengths `fillProportionally` divides by):
/// parsed, printed, hashed and decoded; absent, a document keeps the bytes it had before.
@Suite struct StackProportionsFormatTests {
    static let screen = """
        screen Ledger {
            stack totals: vertical {
                arranged subtotalRow, discountRow
                distribution fillProportionally
                spacing 4
                proportions 51.5, 88.5
            }
            view subtotalRow: UIView
            view discountRow: UIView

            totals.top == self.top
        }

        """

    @Test func theLengthsAreReadPrintedAndReadBack() throws {
        let document = try LayoutDocument(parsing: Self.screen, file: "Ledger.layout")
        guard case .stack(let stack)? = document.body?.item(named: "totals") else { Issue.record("no stack"); return }
        #expect(stack.proportions == [51.5, 88.5])
        let printed = LayoutPrinter.print(document)
        #expect(printed == Self.screen)
        #expect(try LayoutDocument(parsing: printed, file: "Ledger.layout") == document)
    }

    @Test func theLengthsAreInTheCanonicalBytesOnlyWhenSetAndDecode() throws {
        let document = try LayoutDocument(parsing: Self.screen, file: "Ledger.layout")
        let bytes = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(bytes == document.canonicalJSON.serialized)
        #expect(bytes.contains(#""proportions":[51.5,88.5]"#), "\(bytes)")
        #expect(try LayoutDocument(canonicalData: document.canonicalData) == document)
        let without = try LayoutDocument(
            parsing: Self.screen.replacingOccurrences(of: "        proportions 51.5, 88.5\n", with: ""), file: "Ledger.layout")
        #expect(!String(decoding: without.canonicalBytes, as: UTF8.self).contains("proportions"))
        #expect(without.contentHash != document.contentHash)
    }

    @Test func aNegativeLengthIsRefused() throws {
        let text = Self.screen.replacingOccurrences(of: "proportions 51.5, 88.5", with: "proportions 51.5, -8")
        let document = try LayoutDocument(parsing: text, file: "Ledger.layout")
        let messages = LayoutValidator.validate(document, in: LayoutLibrary([document])).map(\.message)
        #expect(messages.contains("stack totals has a negative proportion -8"), "\(messages)")
    }

    @Test func oneLengthPerArrangedViewIsRequired() throws {
        let text = Self.screen.replacingOccurrences(of: "proportions 51.5, 88.5", with: "proportions 51.5")
        let document = try LayoutDocument(parsing: text, file: "Ledger.layout")
        let messages = LayoutValidator.validate(document, in: LayoutLibrary([document])).map(\.message)
        #expect(messages.contains("stack totals has 1 proportions for 2 arranged views"), "\(messages)")
    }
}

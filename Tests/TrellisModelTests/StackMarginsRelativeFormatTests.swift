import Foundation
import Testing
@testable import TrellisModel

/// `marginsRelative` in a stack's block (`isLayoutMarginsRelativeArrangement`): parsed,
/// printed, hashed and decoded; absent, a document keeps the bytes it had before the field.
@Suite struct StackMarginsRelativeFormatTests {
    static let screen = """
        screen RefundTotals {
            stack totals: vertical {
                arranged subtotal, tax
                spacing 4
                marginsRelative
                margins 16 0 16 0
            }
            view subtotal: UILabel
            view tax: UILabel

            totals.top == self.top
        }

        """

    @Test func theFlagIsReadPrintedAndReadBack() throws {
        let document = try LayoutDocument(parsing: Self.screen, file: "RefundTotals.layout")
        guard case .stack(let stack)? = document.body?.item(named: "totals") else { Issue.record("no stack"); return }
        #expect(stack.marginsRelative)
        #expect(stack.view.margins == DirectionalInsets(top: 16, leading: 0, bottom: 16, trailing: 0))
        let printed = LayoutPrinter.print(document)
        #expect(printed == Self.screen)
        #expect(try LayoutDocument(parsing: printed, file: "RefundTotals.layout") == document)
    }

    @Test func theFlagIsInTheCanonicalBytesOnlyWhenSetAndDecodes() throws {
        let document = try LayoutDocument(parsing: Self.screen, file: "RefundTotals.layout")
        let bytes = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(bytes == document.canonicalJSON.serialized)
        #expect(bytes.contains(#""margins":{"bottom":16,"leading":0,"top":16,"trailing":0},"marginsRelative":true,"name":"totals""#), "\(bytes)")
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded == document)
        let without = try LayoutDocument(
            parsing: Self.screen.replacingOccurrences(of: "        marginsRelative\n", with: ""), file: "RefundTotals.layout")
        #expect(!String(decoding: without.canonicalBytes, as: UTF8.self).contains("marginsRelative"))
        #expect(without.contentHash != document.contentHash)
    }
}

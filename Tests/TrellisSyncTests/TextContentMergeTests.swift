import Testing
import TrellisModel
@testable import TrellisSync

/// The merge knows issue 17's text content: `text`, `font` and `lines` of a view merge
/// field by field, and a sample (count or text) or a font (style or size) is one field.
struct TextContentMergeTests {
    static let base = """
        container MessageBubble {
            view message: UILabel {
                text 60
                font body
            }

            message.top == self.top + 8
        }
        """

    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "MessageBubble.layout") }

    static func message(_ document: LayoutDocument?) -> TextContent? {
        guard case .view(let view)? = document?.body?.item(named: "message") else { return nil }
        return view.text
    }

    @Test func aFontChangeAndALineLimitMergeInBothDirections() throws {
        let ours = Self.base.replacingOccurrences(of: "font body", with: "font headline")
        let theirs = Self.base.replacingOccurrences(of: "font body\n", with: "font body\n        lines 0\n")
        let (base, o, t) = (try Self.parse(Self.base), try Self.parse(ours), try Self.parse(theirs))
        let forward = ThreeWayMerge.merge(base: base, ours: o, theirs: t)
        let backward = ThreeWayMerge.merge(base: base, ours: t, theirs: o)
        #expect(forward.conflicts.isEmpty && backward.conflicts.isEmpty, "\(forward.conflicts)")
        #expect(forward.document?.contentHash == backward.document?.contentHash)
        #expect(Self.message(forward.document) == TextContent(sample: .characters(60), font: .style(.headline), lines: 0))
    }

    @Test func aCountAgainstASampleIsOneConflictNotAMixture() throws {
        let ours = Self.base.replacingOccurrences(of: "text 60", with: "text 80")
        let theirs = Self.base.replacingOccurrences(of: "text 60", with: "text \"On my way\"")
        let result = ThreeWayMerge.merge(base: try Self.parse(Self.base), ours: try Self.parse(ours), theirs: try Self.parse(theirs))
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.path.contains("sample") == true, "\(result.conflicts.map(\.path))")
    }
}

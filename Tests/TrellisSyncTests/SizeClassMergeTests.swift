import Testing
import TrellisModel
@testable import TrellisSync

/// The merge knows issue 23's additions: constraints that differ only in their size
/// classes are different entities, and the root settings and new view properties merge
/// field by field like the others — in both directions alike.
struct SizeClassMergeTests {
    static let base = """
        screen Message {
            width 510

            view bubble: UIView
            view send: UISwitch

            bubble.top == owner.safeArea.top
            when width compact {
                bubble.leading == owner.leadingMargin
            }
        }
        """

    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "Message.layout") }

    static func merged(ours: String, theirs: String) throws -> LayoutDocument? {
        let (base, ours, theirs) = (try parse(Self.base), try parse(ours), try parse(theirs))
        let forward = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        let backward = ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours)
        #expect(forward.conflicts.isEmpty && backward.conflicts.isEmpty, "\(forward.conflicts)")
        #expect(forward.document?.contentHash == backward.document?.contentHash)
        return forward.document
    }

    @Test func theSameAnchorsAddedInTwoSizeClassesBothSurvive() throws {
        let ours = Self.base.replacingOccurrences(
            of: "    }\n}", with: "    }\n    when width regular {\n        bubble.leading == owner.leadingMargin + 40\n    }\n}")
        let theirs = Self.base.replacingOccurrences(of: "bubble.leading == owner.leadingMargin\n", with: "bubble.leading == owner.leadingMargin + 4\n")
        let document = try #require(try Self.merged(ours: ours, theirs: theirs))
        let leading = document.body?.constraints.filter { $0.first == Anchor("bubble", .leading) } ?? []
        #expect(Set(leading.map(\.sizeClasses)) == [SizeClassCondition(width: .compact), SizeClassCondition(width: .regular)])
        #expect(leading.first { $0.sizeClasses.width == .compact }?.constant == ConstantExpression(4))
        #expect(leading.first { $0.sizeClasses.width == .regular }?.constant == ConstantExpression(40))
    }

    @Test func rootSettingsAndViewPropertiesMergeWithOtherEdits() throws {
        let ours = Self.base.replacingOccurrences(of: "    width 510\n", with: "    width 510\n    root view\n    safeArea 44 0 34 0\n")
        let theirs = Self.base.replacingOccurrences(of: "view send: UISwitch\n", with: "view send: UISwitch {\n        alignmentInsets 0 0 0 3\n    }\n")
        let document = try #require(try Self.merged(ours: ours, theirs: theirs))
        guard case .screen(let screen) = document, case .view(let send)? = screen.body.item(named: "send") else {
            Issue.record("not the merged screen")
            return
        }
        #expect(screen.root == .view && screen.safeArea == AbsoluteInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(send.alignmentInsets == AbsoluteInsets(top: 0, left: 0, bottom: 0, right: 3))
    }

    @Test func twoDifferentRootKindsConflict() throws {
        let ours = Self.base.replacingOccurrences(of: "    width 510\n", with: "    width 510\n    root view\n")
        let theirs = Self.base.replacingOccurrences(of: "    width 510\n", with: "    width 510\n    root cell\n")
        let result = ThreeWayMerge.merge(base: try Self.parse(Self.base), ours: try Self.parse(ours), theirs: try Self.parse(theirs))
        #expect(result.conflicts.map(\.path) == ["root"])
    }
}

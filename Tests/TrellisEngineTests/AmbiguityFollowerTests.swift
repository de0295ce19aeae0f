import Testing
import TrellisModel
@testable import TrellisEngine

/// One problem per missing degree of freedom: views whose frames are fixed relative to an
/// ambiguous view move only with it, and are named in its problem, not reported again.
@Suite struct AmbiguityFollowerTests {
    static func ambiguities(_ text: String, name: String) throws -> [LayoutDiagnostic] {
        let document = try LayoutDocument(parsing: text, file: "\(name).layout")
        let solution = try LayoutEngine(library: LayoutLibrary([document])).solve(name, in: .size(375, 667))
        return solution.diagnostics.filter { $0.kind == .ambiguous }
    }

    /// A header with no height atop a column: the views chained below it, and a badge inside
    /// one of them, move with its height.
    @Test func aColumnBelowAViewWithNoHeightIsOneProblem() throws {
        let found = try Self.ambiguities(
            """
            screen Profile {
                view banner: UIView
                view details: UIView
                view badge: UIView in details
                view footer: UIView

                banner.top == owner.top
                banner.leading == owner.leading
                banner.trailing == owner.trailing
                details.top == banner.bottom + 8
                details.leading == owner.leading
                details.trailing == owner.trailing
                details.height == 120
                badge.top == details.top + 8
                badge.leading == details.leading + 8
                badge.width == 24
                badge.height == 24
                footer.top == details.bottom
                footer.leading == owner.leading
                footer.width == 100
                footer.height == 20
            }
            """, name: "Profile")
        #expect(found.count == 1, "\(found.map(\.message))")
        let banner = try #require(found.first)
        #expect(banner.items == ["banner"])
        #expect(banner.freeParts == [.height])
        #expect(banner.severity == .error)
        #expect(banner.message.hasSuffix("banner: height not determined (details, badge and footer move with it)"), "\(banner.message)")
        #expect(banner.notes.map(\.message).contains("footer: vertical position not determined either: it moves with banner"))
    }

    /// Two views each missing their own constraint are two problems; a view missing one
    /// position of its own keeps it, while the other position it owes another view is
    /// named there.
    @Test func independentFreedomsStayApart() throws {
        let found = try Self.ambiguities(
            """
            screen Pair {
                view avatar: UIView
                view badge: UIView
                view caption: UIView

                avatar.top == owner.top
                avatar.width == 80
                avatar.height == 40
                badge.leading == owner.leading
                badge.width == 80
                badge.height == 40
                caption.leading == avatar.leading
                caption.width == 80
                caption.height == 20
            }
            """, name: "Pair")
        let byItem = Dictionary(uniqueKeysWithValues: found.map { ($0.items[0], $0) })
        #expect(Set(byItem.keys) == ["avatar", "badge", "caption"], "\(found.map(\.message))")
        // avatar has no horizontal position: caption's follows it; caption's vertical one is its own.
        #expect(byItem["avatar"]?.freeParts == [.horizontalPosition])
        #expect(byItem["avatar"]?.notes.map(\.message) == ["caption: horizontal position not determined either: it moves with avatar"])
        #expect(byItem["badge"]?.freeParts == [.verticalPosition])
        #expect(byItem["badge"]?.notes.isEmpty == true)
        #expect(byItem["caption"]?.freeParts == [.verticalPosition])
    }

    /// The views of a scroll-less column whose container has no position all move with it.
    @Test func subviewsOfAViewWithNoPositionMoveWithIt() throws {
        let found = try Self.ambiguities(
            """
            screen Card {
                view card: UIView
                view title: UIView in card
                view subtitle: UIView in card

                card.leading == owner.leading
                card.trailing == owner.trailing
                card.height == 200
                title.top == card.top
                title.leading == card.leading
                title.trailing == card.trailing
                title.height == 30
                subtitle.top == title.bottom
                subtitle.leading == card.leading
                subtitle.trailing == card.trailing
                subtitle.height == 30
            }
            """, name: "Card")
        #expect(found.map(\.items) == [["card"]], "\(found.map(\.message))")
        #expect(found.first?.freeParts == [.verticalPosition])
        #expect(found.first?.notes.count == 2)
    }
}

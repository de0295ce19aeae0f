import Foundation
import Testing
import TrellisModel

@testable import TrellisEngine

/// Edits tried in a solved system and taken out again (issue 36): what the fix-it search
/// lays its candidates out with instead of building the screen once per candidate.
@Suite struct SolvingSessionTests {
    static let cell = """
        screen MessageCell {
            height 64
            view title: UILabel {
                intrinsic 120 x 20
            }
            view subtitle: UILabel {
                intrinsic 90 x 16
            }
            title.leading == owner.leading + 16
            title.top == owner.top + 10
            subtitle.leading == title.leading
        }
        """

    /// The cell with `lines` added before its closing brace.
    static func edited(_ lines: [String], into text: String = cell) -> String {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let closing = rows.lastIndex { $0.trimmingCharacters(in: .whitespaces) == "}" } ?? rows.count
        rows.insert(contentsOf: lines.map { "    " + $0 }, at: closing)
        return rows.joined(separator: "\n")
    }

    static func prepared(_ text: String) throws -> PreparedComponent {
        let document = try LayoutDocument(parsing: text, file: "MessageCell.layout")
        return try LayoutEngine(library: LayoutLibrary([document])).prepare(document.name)
    }

    @Test func anAddedConstraintIsSolvedInAndTakenOutAgain() throws {
        let session = try SolvingSession(try Self.prepared(Self.cell), in: iPhoneSE)
        let titleBefore = try #require(session.frame(of: "title"))
        #expect(session.freeParts(of: "subtitle") == [.verticalPosition])
        let additions = try #require(session.additions(in: try Self.prepared(Self.edited(["subtitle.top == title.bottom + 4"]))))
        #expect(additions.count == 1)
        let inside = session.trying(additions) { trial in (trial.frame(of: "subtitle"), trial.freeParts(of: "subtitle")) }
        let (frame, parts) = try #require(inside)
        #expect(frame?.y == 34)
        #expect(parts == [])
        // Taken out again: the subtitle is free once more, the rest where it was.
        #expect(session.freeParts(of: "subtitle") == [.verticalPosition])
        #expect(session.frame(of: "title") == titleBefore)
    }

    /// What the probes in the solved system say is free is what the ambiguity check says,
    /// item by item (its free parts, in its order).
    @Test func freePartsAreWhatTheAmbiguityCheckSays() throws {
        let text = """
            screen Loose {
                view a: UIView
                view b: UIView
                view c: UILabel {
                    intrinsic 40 x 20
                }
                view d: UIView
                a.leading == owner.leading
                a.width == 40
                b.top == owner.top
                b.height == 10
                c.centerX == owner.centerX
                d.top == a.bottom
                d.leading == owner.leading
                d.trailing == owner.trailing
                d.height == a.height
            }
            """
        let prepared = try Self.prepared(text)
        let solution = try prepared.sessionOnItsOwn(in: iPhoneSE).solution()
        let session = try SolvingSession(prepared, in: iPhoneSE)
        let ambiguities = solution.diagnostics.filter { $0.kind == .ambiguous }
        // d hangs below a with a's height: it moves with a, named in a's problem.
        #expect(ambiguities.map(\.items) == [["a"], ["b"], ["c"]])
        #expect(ambiguities.first?.notes.map(\.message) == ["d: vertical position and height not determined either: it moves with a"])
        for diagnostic in ambiguities {
            let item = try #require(diagnostic.items.first)
            #expect(session.freeParts(of: item) == diagnostic.freeParts, "\(diagnostic.message)")
        }
    }

    /// An ambiguity says what it leaves open in fields as well as words.
    @Test func anAmbiguityCarriesItsFreePartsInTheMessagesOrder() throws {
        let solution = try Self.prepared(Self.cell).sessionOnItsOwn(in: iPhoneSE).solution()
        let subtitle = try #require(solution.diagnostics.first { $0.kind == .ambiguous && $0.items == ["subtitle"] })
        #expect(subtitle.freeParts == [.verticalPosition])
        #expect(subtitle.message.hasSuffix(subtitle.freeParts.map(\.words).joined(separator: " and ") + " not determined"))
        #expect(solution.diagnostics.filter { $0.kind != .ambiguous }.allSatisfy { $0.freeParts.isEmpty })
    }

    @Test func onlyEditsThatAddConstraintsAreTried() throws {
        let session = try SolvingSession(try Self.prepared(Self.cell), in: iPhoneSE)
        // A new view, a changed constant: a build decides those.
        let newView = Self.cell.replacingOccurrences(of: "    view subtitle", with: "    view extra: UIView\n    view subtitle")
        #expect(session.additions(in: try Self.prepared(newView)) == nil)
        let changed = Self.cell.replacingOccurrences(of: "owner.top + 10", with: "owner.top + 12")
        #expect(session.additions(in: try Self.prepared(Self.edited(["subtitle.top == owner.top"], into: changed))) == nil)
    }

    /// A required addition that cannot hold is not tried (a build would break one), and the
    /// system is as it was.
    @Test func aConflictingAdditionLeavesTheSystemAsItWas() throws {
        let session = try SolvingSession(try Self.prepared(Self.cell), in: iPhoneSE)
        let before = try #require(session.frame(of: "title"))
        let additions = try #require(session.additions(in: try Self.prepared(Self.edited(["subtitle.top == owner.top + 30", "title.top == subtitle.top"]))))
        #expect(session.trying(additions) { _ in true } == nil)
        #expect(session.frame(of: "title") == before)
        #expect(session.freeParts(of: "subtitle") == [.verticalPosition])
    }
}

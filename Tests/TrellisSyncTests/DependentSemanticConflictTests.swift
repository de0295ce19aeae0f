import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisStore
@testable import TrellisSync

/// A container merge that is clean field by field and solves on its own, but makes a
/// screen that uses it unsatisfiable where neither side did.
struct DependentSemanticConflictTests {
    typealias F = SyncFixtures

    static let badge = """
        container Badge {
            view avatar: UIImageView

            avatar.leading == self.leading
            avatar.top == self.top
            avatar.height == 40
            avatar.width == 60
        }
        """
    /// 100 points wide: room for a 60-point avatar, not for a 150-point one kept inside.
    static let cell = """
        screen Cell {
            height 120

            use badge: Badge

            badge.leading == owner.leading + 12
            badge.top == owner.top + 10
            badge.width == 100
            badge.height == 60
        }
        """
    static let wider = ("avatar.width == 60", "avatar.width == 150")
    static let keptInside = ("    avatar.width == 60\n", "    avatar.width == 60\n    avatar.trailing <= self.trailing\n")

    /// origin holds the badge (and the cell when `withCell`); ana widens the avatar and
    /// pushes, ben keeps it inside the badge and pulls.
    func stores(withCell: Bool) async throws -> (origin: TrellisStore, ben: TrellisStore) {
        let origin = try F.store("origin")
        try origin.commit([F.parse(Self.badge)] + (withCell ? [F.parse(Self.cell)] : []), message: "library")
        let ana = try F.store("ana"), ben = try F.store("ben")
        _ = try await F.client(ana, origin).fetchAndMerge()
        _ = try await F.client(ben, origin).fetchAndMerge()
        try ana.commit([F.edited(Self.badge, Self.wider.0, Self.wider.1)], message: "wider avatar")
        try ben.commit([F.edited(Self.badge, Self.keptInside.0, Self.keptInside.1)], message: "avatar inside")
        _ = try await F.client(ana, origin).push()
        return (origin, ben)
    }

    @Test func eachSideAndTheMergeSolveAloneAndEachSideSolvesInTheCell() throws {
        let check = EngineSemanticCheck()
        let merged = try F.parse(
            Self.badge.replacingOccurrences(of: Self.keptInside.0, with: Self.keptInside.1)
                .replacingOccurrences(of: Self.wider.0, with: Self.wider.1))
        let sides = [try F.edited(Self.badge, Self.wider.0, Self.wider.1), try F.edited(Self.badge, Self.keptInside.0, Self.keptInside.1)]
        for badge in sides + [merged] { #expect(check.problems(of: badge, in: LayoutLibrary()).isEmpty, "\(badge.name)") }
        let cell = try F.parse(Self.cell)
        for badge in sides { #expect(check.problems(of: cell, in: LayoutLibrary([badge])).isEmpty) }
        #expect(!check.problems(of: cell, in: LayoutLibrary([merged])).isEmpty, "the merged badge breaks the cell")
    }

    @Test func aMergeThatBreaksAScreenUsingTheContainerIsASemanticConflictNamingIt() async throws {
        let (origin, ben) = try await stores(withCell: true)
        let before = try #require(try ben.head(of: "Badge"))
        let (_, outcomes) = try await F.client(ben, origin).fetchAndMerge(options: MergeOptions(semanticCheck: EngineSemanticCheck()))
        let outcome = try #require(outcomes.first { $0.component == "Badge" })
        #expect(outcome.kind == .semanticConflict)
        #expect(!outcome.problems.isEmpty && outcome.problems.allSatisfy { $0.dependent == "Cell" && $0.kind == .unsatisfiable })
        let named = outcome.problems.flatMap(\.constraints).joined(separator: " | ")
        // As laid out in the cell: the badge's items under the name the cell gives it.
        #expect(
            named.contains("badge.avatar.width == 150") && named.contains("badge.avatar.trailing <= badge.trailing")
                && named.contains("badge.width == 100"),
            "\(named) / \(outcome.problems)")
        #expect(outcome.problems.allSatisfy { $0.description.hasPrefix("in Cell, which uses it: unsatisfiable on ") })
        // The device is named once, not "unsatisfiable on X: unsatisfiable on X: …".
        #expect(outcome.problems.allSatisfy { $0.description.components(separatedBy: "unsatisfiable on ").count == 2 })
        #expect(try ben.head(of: "Badge")?.id == before.id, "not recorded as a merge")
        let fields = FieldConflict.decodeList(try #require(try ben.conflict(named: "Badge")).fields)
        #expect(!fields.isEmpty && fields.allSatisfy { $0.kind == .semantic && ($0.message ?? "").contains("Cell") })
    }

    @Test func withoutAScreenUsingItTheSameMergeIsClean() async throws {
        let (origin, ben) = try await stores(withCell: false)
        let (_, outcomes) = try await F.client(ben, origin).fetchAndMerge(options: MergeOptions(semanticCheck: EngineSemanticCheck()))
        #expect(outcomes.first { $0.component == "Badge" }?.kind == .merged)
    }
}

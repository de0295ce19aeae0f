import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisStore
@testable import TrellisSync

/// A merge that is clean field by field but solves unsatisfiable where neither side did.
struct SemanticConflictTests {
    typealias F = SyncFixtures

    static let base = """
        container Badge {
            view avatar: UIImageView

            avatar.leading == self.leading
            avatar.top == self.top
            avatar.height == 100
            avatar.width >= 50
            avatar.width <= 200
        }
        """
    static let fixedWidth = ("    avatar.height == 100\n", "    avatar.height == 100\n    avatar.width == 80\n")
    static let trailing = ("    avatar.height == 100\n", "    avatar.height == 100\n    avatar.trailing == self.leading + 150\n")

    func stores() async throws -> (origin: TrellisStore, ana: TrellisStore, ben: TrellisStore) {
        let origin = try F.store("origin")
        try origin.commit([F.parse(Self.base)], message: "badge")
        let ana = try F.store("ana"), ben = try F.store("ben")
        _ = try await F.client(ana, origin).fetchAndMerge()
        _ = try await F.client(ben, origin).fetchAndMerge()
        try ana.commit([F.edited(Self.base, Self.fixedWidth.0, Self.fixedWidth.1)], message: "width 80")
        try ben.commit([F.edited(Self.base, Self.trailing.0, Self.trailing.1)], message: "trailing at 150")
        _ = try await F.client(ana, origin).push()
        return (origin, ana, ben)
    }

    @Test func eachSideSolvesCleanlyAlone() throws {
        let check = EngineSemanticCheck()
        for edit in [Self.fixedWidth, Self.trailing] {
            let document = try F.edited(Self.base, edit.0, edit.1)
            #expect(check.problems(of: document, in: LayoutLibrary()).isEmpty)
        }
    }

    @Test func anUnsatisfiableMergeIsASemanticConflictNamingTheConstraints() async throws {
        let (origin, _, ben) = try await stores()
        let before = try #require(try ben.head(of: "Badge"))
        let (_, outcomes) = try await F.client(ben, origin).fetchAndMerge(options: MergeOptions(semanticCheck: EngineSemanticCheck()))
        let outcome = try #require(outcomes.first { $0.component == "Badge" })
        #expect(outcome.kind == .semanticConflict)
        #expect(outcome.problems.contains { $0.kind == .unsatisfiable })
        let named = outcome.problems.flatMap(\.constraints).joined(separator: " | ")
        #expect(named.contains("avatar.width == 80") && named.contains("avatar.trailing == self.leading + 150"), "\(named)")
        // Not recorded as a merge: the head did not move; it is kept as a conflict to resolve.
        #expect(try ben.head(of: "Badge")?.id == before.id)
        let conflict = try #require(try ben.conflict(named: "Badge"))
        let fields = FieldConflict.decodeList(conflict.fields)
        #expect(!fields.isEmpty && fields.allSatisfy { $0.kind == .semantic })
    }

    @Test func allowBrokenRecordsTheMergeAnyway() async throws {
        let (origin, _, ben) = try await stores()
        let (_, outcomes) = try await F.client(ben, origin).fetchAndMerge(options: MergeOptions(allowBroken: true, semanticCheck: EngineSemanticCheck()))
        let outcome = try #require(outcomes.first { $0.component == "Badge" })
        #expect(outcome.kind == .mergedBroken)
        #expect(try ben.head(of: "Badge")?.parents.count == 2)
        #expect(try ben.openConflicts().isEmpty)
    }

    @Test func withoutTheCheckTheMergeIsClean() async throws {
        let (origin, _, ben) = try await stores()
        let (_, outcomes) = try await F.client(ben, origin).fetchAndMerge()
        #expect(outcomes.first { $0.component == "Badge" }?.kind == .merged)
    }
}

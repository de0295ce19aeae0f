import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisStore
@testable import TrellisSync

/// Fetch, merge, push and sync between stores, through `StoreFileRemote`.
struct SyncClientTests {
    typealias F = SyncFixtures

    /// origin with the avatar and the list cell; ana and ben cloned from it.
    func team() async throws -> (origin: TrellisStore, ana: TrellisStore, ben: TrellisStore) {
        let origin = try F.store("origin")
        try origin.commit([F.parse(F.avatar), F.parse(F.listCell)], message: "library")
        let ana = try F.store("ana"), ben = try F.store("ben")
        _ = try await F.client(ana, origin).fetchAndMerge()
        _ = try await F.client(ben, origin).fetchAndMerge()
        return (origin, ana, ben)
    }

    @Test func pullIntoAnEmptyStoreTakesEveryHead() async throws {
        let (origin, ana, _) = try await team()
        #expect(try F.headMap(ana) == F.headMap(origin))
        #expect(try ana.fsck().isEmpty)
        #expect(try ana.remoteRefs("origin").map(\.displayName) == ["remotes/origin/ListCell", "remotes/origin/UserAvatarContainer"])
    }

    @Test func aSecondFetchWithNothingNewIsOnePageAndMovesNothing() async throws {
        let (origin, ana, _) = try await team()
        let remote = FaultyRemote(StoreFileRemote(store: origin))
        let client = SyncClient(store: ana, remoteName: "origin", remote: remote)
        let latest = try ana.latestSeq()
        let report = try await client.fetch()
        #expect(report.pages == 1)
        #expect(report.versions == 0 && report.objects == 0 && report.moved.isEmpty)
        #expect(remote.objectsServed == 0)
        #expect(try ana.latestSeq() == latest, "a no-op fetch records no change")
    }

    @Test func aPushedChangeFastForwardsTheOtherClient() async throws {
        let (origin, ana, ben) = try await team()
        try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "bigger badge")
        let pushed = try await F.client(ana, origin).push()
        #expect(pushed.moved == ["UserAvatarContainer"])
        #expect(pushed.versions == 1 && pushed.objects == 1)
        let (fetched, merged) = try await F.client(ben, origin).fetchAndMerge()
        #expect(fetched.moved == ["UserAvatarContainer"])
        #expect(merged.map(\.kind) == [.fastForward])
        #expect(try F.headMap(ben) == F.headMap(ana))
        #expect(try origin.fsck().isEmpty && ben.fsck().isEmpty)
    }

    @Test func changesToDifferentFieldsOnBothSidesMergeAndConverge() async throws {
        let (origin, ana, ben) = try await team()
        try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "bigger badge")
        try ben.commit([F.edited(F.avatar, "view vip: UIImageView", "view vip: UIButton")], message: "tappable badge")
        _ = try await F.client(ana, origin).push()
        let report = try await F.client(ben, origin).fetchMergeAndPush()
        #expect(report.merge.map(\.kind) == [.merged])
        #expect(report.push?.moved == ["UserAvatarContainer"])
        let merged = try #require(try ben.head(of: "UserAvatarContainer"))
        #expect(merged.parents.count == 2)
        let document = try #require(try ben.document(at: merged))
        let expected = try F.parse(
            F.avatar.replacingOccurrences(of: "badgeSize = 30", with: "badgeSize = 36")
                .replacingOccurrences(of: "view vip: UIImageView", with: "view vip: UIButton"))
        #expect(document.contentHash == expected.contentHash)
        // ana pulls the merge: a fast-forward, and all three agree.
        let (_, back) = try await F.client(ana, origin).fetchAndMerge()
        #expect(back.map(\.kind) == [.fastForward])
        #expect(try F.headMap(ana) == F.headMap(ben))
        #expect(try F.headMap(origin) == F.headMap(ben))
        for store in [origin, ana, ben] { #expect(try store.fsck().isEmpty) }
    }

    @Test func mergingEitherWayGivesTheSameContent() async throws {
        // Two pairs of identical stores; in one pair ana merges ben's change, in the other ben merges ana's.
        func pair() async throws -> (TrellisStore, TrellisStore) {
            let (origin, ana, ben) = try await team()
            _ = origin
            try ana.commit([F.edited(F.avatar, "vip.top == self.top", "vip.top == self.top + 4")], message: "lower badge")
            try ben.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 24")], message: "smaller badge")
            return (ana, ben)
        }
        let (ana1, ben1) = try await pair()
        let (ana2, ben2) = try await pair()
        let intoAna = try await F.client(ana1, ben1, name: "ben").fetchAndMerge()
        let intoBen = try await F.client(ben2, ana2, name: "ana").fetchAndMerge()
        #expect(intoAna.merge.changed.map(\.kind) == [.merged] && intoBen.merge.changed.map(\.kind) == [.merged])
        #expect(try ana1.head(of: "UserAvatarContainer")?.contentHash == ben2.head(of: "UserAvatarContainer")?.contentHash)
    }

    @Test func conflictingChangesAreKeptUntilResolvedAndBlockCommits() async throws {
        let (origin, ana, ben) = try await team()
        try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "36")
        try ben.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 40")], message: "40")
        _ = try await F.client(ana, origin).push()
        let report = try await F.client(ben, origin).fetchMergeAndPush()
        #expect(report.merge.map(\.kind) == [.conflict])
        #expect(report.push == nil, "no push while conflicts are open")
        let conflict = try #require(try ben.conflict(named: "UserAvatarContainer"))
        let fields = FieldConflict.decodeList(conflict.fields)
        #expect(fields.map(\.path) == ["parameters[badgeSize].default"])
        #expect(fields.first?.ours == .number(40) && fields.first?.theirs == .number(36) && fields.first?.base == .number(30))
        // Commits are refused while it is open.
        #expect(throws: OpenConflictsError.self) { try ben.commit([F.edited(F.listCell, "+ 12", "+ 16")], message: "other") }
        // Resolving with theirs records a merge of both and unblocks.
        let theirs = try #require(try ben.version(conflict.theirsID))
        let resolved = try ben.resolveConflict("UserAvatarContainer", with: ben.document(at: theirs), message: "take 36")
        #expect(resolved.parents == [conflict.oursID, conflict.theirsID])
        #expect(try ben.openConflicts().isEmpty)
        let pushed = try await F.client(ben, origin).push()
        #expect(pushed.moved == ["UserAvatarContainer"])
        #expect(try origin.head(of: "UserAvatarContainer")?.id == resolved.id)
        #expect(try ben.fsck().isEmpty && origin.fsck().isEmpty)
    }

    @Test func deletedOnOneSideAndChangedOnTheOtherIsAConflict() async throws {
        let (origin, ana, ben) = try await team()
        try ana.commit([], deleting: ["ListCell"], message: "drop cell")
        try ben.commit([F.edited(F.listCell, "+ 12", "+ 16")], message: "move avatar")
        _ = try await F.client(ana, origin).push()
        let (_, merged) = try await F.client(ben, origin).fetchAndMerge()
        #expect(merged.map(\.kind) == [.conflict])
        #expect(merged.first?.conflicts.map(\.kind) == [.deletedVsModified])
    }

    @Test func twoClientsPushingFromTheSameBaseOneWinsTheOtherIsToldToPull() async throws {
        let (origin, ana, ben) = try await team()
        try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "ana")
        try ben.commit([F.edited(F.avatar, "view vip: UIImageView", "view vip: UIButton")], message: "ben")
        let anaClient = try F.client(ana, origin), benClient = try F.client(ben, origin)
        async let first: Result<SyncClient.PushReport, any Error> = { do { return .success(try await anaClient.push()) } catch { return .failure(error) } }()
        async let second: Result<SyncClient.PushReport, any Error> = { do { return .success(try await benClient.push()) } catch { return .failure(error) } }()
        let results = await [first, second]
        let wins = results.filter { if case .success = $0 { return true } else { return false } }
        #expect(wins.count == 1)
        for case .failure(let error) in results {
            #expect(error as? SyncError == .nonFastForward(["UserAvatarContainer"]))
            #expect("\(error)".contains("pull first"))
        }
        // The loser pulls, merges, and pushes.
        let loser = results.firstIndex { if case .failure = $0 { return true } else { return false } }!
        let report = try await (loser == 0 ? anaClient : benClient).fetchMergeAndPush()
        #expect(report.push?.moved == ["UserAvatarContainer"])
        #expect(try origin.fsck().isEmpty)
    }

    @Test func repeatingAPushIsHarmless() async throws {
        let (origin, ana, _) = try await team()
        try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "36")
        let client = try F.client(ana, origin)
        _ = try await client.push()
        let latest = try origin.latestSeq()
        let again = try await client.push()
        #expect(again.moved.isEmpty && again.versions == 0)
        // Re-sending the same objects, versions and head moves by hand changes nothing either.
        let remote = StoreFileRemote(store: origin)
        let head = try #require(try ana.head(of: "UserAvatarContainer"))
        let object = try ana.objects([head.contentHash!]).map { WireObject(hash: $0.hash, data: $0.data) }
        #expect(try await remote.uploadObjects(object) == 0)
        #expect(try await remote.uploadVersions([WireVersion(head)], tags: []) == 0)
        #expect(try await remote.updateHeads([HeadUpdate(component: head.component, expected: head.parents.first, new: head.id)]).isEmpty)
        #expect(try origin.latestSeq() == latest)
    }

    @Test func aCorruptedObjectIsRefusedByNameAndNothingOfItsBatchIsKept() async throws {
        let origin = try F.store("origin")
        try origin.commit(F.generated(30), message: "library")
        let ana = try F.store("ana")
        try ana.addRemote(name: "origin", url: "memory:origin")
        let faulty = FaultyRemote(StoreFileRemote(store: origin))
        faulty.corruptObjectAt = 3
        let client = SyncClient(store: ana, remoteName: "origin", remote: faulty, pageLimit: 100, objectBatch: 10)
        await #expect {
            try await client.fetch()
        } throws: { error in
            guard case ReceiveError.hashMismatch(let object, _) = error else { return false }
            return "\(error)".contains(object) && "\(error)".contains("nothing of the batch was stored")
        }
        #expect(try ana.objects(try origin.heads().compactMap(\.contentHash)).isEmpty)
        #expect(try ana.heads().isEmpty)
        #expect(try ana.fsck().isEmpty)
        // With an honest remote the same fetch goes through.
        faulty.corruptObjectAt = nil
        _ = try await client.fetchAndMerge()
        #expect(try F.headMap(ana) == F.headMap(origin))
    }

    @Test func anInterruptedFetchResumesWithoutResendingWhatArrived() async throws {
        let origin = try F.store("origin")
        try origin.commit(F.generated(50), message: "library")
        let ana = try F.store("ana")
        try ana.addRemote(name: "origin", url: "memory:origin")
        let faulty = FaultyRemote(StoreFileRemote(store: origin))
        faulty.failOnFetchCall = 3
        let client = SyncClient(store: ana, remoteName: "origin", remote: faulty, pageLimit: 20, objectBatch: 8)
        await #expect(throws: SyncError.self) { try await client.fetch() }
        let problems = try ana.fsck(); #expect(problems.isEmpty, "\(problems)")
        let arrived = faulty.objectsServed
        #expect(arrived == 20, "one page of 20 arrived before the drop")
        // Resume through a fresh, counting remote: only what is missing travels.
        let counting = FaultyRemote(StoreFileRemote(store: origin))
        let resumed = SyncClient(store: ana, remoteName: "origin", remote: counting, pageLimit: 20, objectBatch: 8)
        _ = try await resumed.fetchAndMerge()
        #expect(counting.objectsServed == 50 - arrived)
        #expect(try F.headMap(ana) == F.headMap(origin))
        #expect(try ana.fsck().isEmpty)
    }

    @Test func tagsTravelBothWays() async throws {
        let (origin, ana, ben) = try await team()
        try ana.tag("UserAvatarContainer", "1.0.0")
        _ = try await F.client(ana, origin).push()
        _ = try await F.client(ben, origin).fetchAndMerge()
        #expect(try ben.tags(of: "UserAvatarContainer").map(\.name) == ["1.0.0"])
        #expect(try ben.fsck().isEmpty)
    }
}

import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// The store's sync primitives — the change feed, receiving, compare-and-swap of heads,
/// conflicts, ancestry — on the store alone, as a peer would drive them (TrellisSync's
/// tests drive them over its protocol).
@Suite(.temporaryFolders) struct StoreSyncAPITests {
    /// Sends `versions` and their objects from `source` to `target`, as a fetch would.
    @discardableResult
    static func send(_ versions: [VersionInfo], from source: TrellisStore, to target: TrellisStore, remote: String? = nil) throws -> [VersionInfo] {
        try target.receiveObjects(try source.objects(versions.compactMap(\.contentHash)), message: "objects")
        return try target.receiveVersions(versions, remote: remote, message: "versions")
    }

    /// UserAvatarContainer changed in two stores since a common base; ana's store holds
    /// the base, her version (the head) and ben's (received).
    static func diverged() throws -> (store: TrellisStore, base: VersionInfo, ours: VersionInfo, theirs: VersionInfo) {
        let store = try Fixtures.store(author: "ana"), other = try Fixtures.store(author: "ben")
        let base = try store.commit([Fixtures.avatar()], message: "base").versions[0]
        try send([base], from: store, to: other)
        try other.compareAndSwapHeads([HeadUpdate(component: base.component, expected: nil, new: base.id)], message: "push")
        let theirs = try other.commit([Fixtures.avatar(badge: 50)], message: "theirs").versions[0]
        let ours = try store.commit([Fixtures.avatar(badge: 40)], message: "ours").versions[0]
        try send([theirs], from: other, to: store)
        return (store, base, ours, theirs)
    }

    // MARK: The change feed

    @Test func feedPagesOfEverySizeListEverythingOnceWithParentsFirst() throws {
        let store = try Fixtures.store()
        try store.commit((0..<5).map { Fixtures.generated($0) }, message: "five")
        try store.commit((0..<3).map { Fixtures.generated($0, variant: 1) } + [Fixtures.avatar()], message: "four more")
        try store.tag("Generated0", "1.0.0")
        try store.commit([Fixtures.avatar(badge: 40)], message: "badge")
        let all = try store.feed(after: .start, limit: 1_000)
        #expect(!all.hasMore)
        #expect(all.next == FeedCursor(seq: try store.latestSeq()))
        #expect(all.versions.count == 10 && all.heads.count == 6 && all.tags.count == 1)
        var seen = Set<String>()
        for version in all.versions {
            #expect(version.parents.allSatisfy(seen.contains), "\(version.component) comes before its parent")
            seen.insert(version.id)
        }
        for limit in [1, 2, 3, 7] {
            var cursor = FeedCursor.start
            var versions: [VersionInfo] = [], heads: [HeadRef] = [], tags: [TagInfo] = []
            for _ in 0..<100 {
                let page = try store.feed(after: cursor, limit: limit)
                #expect(page.versions.count + page.heads.count + page.tags.count <= limit)
                versions += page.versions
                heads += page.heads
                tags += page.tags
                cursor = page.next
                if !page.hasMore { break }
            }
            #expect(versions == all.versions, "limit \(limit)")
            #expect(heads == all.heads, "limit \(limit)")
            #expect(tags == all.tags, "limit \(limit)")
            #expect(cursor == all.next, "limit \(limit)")
        }
        let after = try store.feed(after: all.next, limit: 10)
        #expect(after.versions.isEmpty && after.heads.isEmpty && after.tags.isEmpty && !after.hasMore)
    }

    @Test func theFeedAfterAChangeListsOnlyWhatCameAfterIt() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        let seen = try store.latestSeq()
        let two = try store.commit([Fixtures.avatar(badge: 2)], message: "two").versions
        let page = try store.feed(after: FeedCursor(seq: seen), limit: 100)
        #expect(page.versions == two)
        #expect(page.heads == [HeadRef(component: "UserAvatarContainer", versionID: two[0].id, seq: two[0].seq)])
        #expect(try store.headsMoved(since: seen) == page.heads)
    }

    // MARK: Receiving

    /// One way a batch from a peer can be wrong.
    enum BadBatch: String, CaseIterable, Sendable {
        case objectCorruptedInTransit, versionRecordAltered, parentNotSent, parentOfAnotherComponent, objectNotSent,
            objectOfAnotherComponent, tagOfAnUnknownVersion, nameOutsideTheGrammar, objectThatIsNoComponent
    }

    /// What a peer sends, what the receiver held before (an object planted behind the
    /// store's back), and the error expected (nil: any `.refused`).
    struct Sent {
        var objects: [(hash: String, data: Data)] = []
        var versions: [VersionInfo] = []
        var tags: [TagInfo] = []
        var planted: (hash: String, data: Data)?
        var expected: ReceiveError?
    }

    /// `batch` built from `source`, which holds UserAvatarContainer (two versions) and ClipRecordPanelLayout.
    static func sent(_ batch: BadBatch, from source: TrellisStore) throws -> Sent {
        let v1 = try #require(try source.log(of: "UserAvatarContainer").last)
        let v2 = try #require(try source.head(of: "UserAvatarContainer"))
        let spec = try #require(try source.head(of: "ClipRecordPanelLayout"))
        let objects = try source.objects([v1, v2, spec].compactMap(\.contentHash))
        let avatarHash = try #require(v1.contentHash)
        func crafted(_ component: String, content: String?, parents: [String], generation: Int64) -> VersionInfo {
            let id = VersionID.compute(
                component: component, contentHash: content, parents: parents, author: "mallory", message: "crafted", timeMilliseconds: 1)
            return VersionInfo(
                id: id, component: component, contentHash: content, parents: parents, author: "mallory", message: "crafted",
                timeMilliseconds: 1, generation: generation)
        }
        switch batch {
        case .objectCorruptedInTransit:
            let data = Fixtures.avatar(badge: 99).canonicalData
            return Sent(objects: [(avatarHash, data)], expected: .hashMismatch(object: avatarHash, actual: VersionID.sha256Hex(data)))
        case .versionRecordAltered:
            var altered = v1
            altered.message = "rewritten"
            let computed = VersionID.compute(
                component: v1.component, contentHash: v1.contentHash, parents: v1.parents, author: v1.author, message: "rewritten",
                timeMilliseconds: v1.timeMilliseconds)
            return Sent(objects: objects, versions: [altered], expected: .badVersionID(version: v1.id, computed: computed))
        case .parentNotSent:
            return Sent(objects: objects, versions: [v2], expected: .missingParent(version: v2.id, parent: v1.id))
        case .parentOfAnotherComponent:
            let child = crafted("ClipRecordPanelLayout", content: spec.contentHash, parents: [v1.id], generation: 2)
            return Sent(objects: objects, versions: [v1, child], expected: .parentOfOtherComponent(version: child.id, parent: v1.id))
        case .objectNotSent:
            return Sent(versions: [v1], expected: .missingObject(version: v1.id, object: avatarHash))
        case .objectOfAnotherComponent:
            let impostor = crafted("Impostor", content: avatarHash, parents: [], generation: 1)
            return Sent(
                objects: objects, versions: [impostor],
                expected: .wrongComponent(version: impostor.id, object: avatarHash, found: "UserAvatarContainer"))
        case .tagOfAnUnknownVersion:
            let missing = String(repeating: "ab", count: 32)
            let tag = TagInfo(component: "UserAvatarContainer", name: "1.0.0", versionID: missing, author: "mallory", timeMilliseconds: 1)
            return Sent(tags: [tag], expected: .unknownVersion(missing))
        case .nameOutsideTheGrammar:
            return Sent(objects: objects, versions: [crafted("Bad Name", content: nil, parents: [], generation: 1)])
        case .objectThatIsNoComponent:
            // Objects are verified when they arrive; one planted behind the store's back
            // (a damaged file) is still refused when a version names it.
            let data = Data(#"{"format":1,"kind":"widget","name":"X"}"#.utf8)
            let hash = VersionID.sha256Hex(data)
            return Sent(versions: [crafted("X", content: hash, parents: [], generation: 1)], planted: (hash, data))
        }
    }

    @Test(arguments: BadBatch.allCases)
    func aBadBatchIsRefusedWithAnErrorThatNamesItAndNoVersionIsKept(_ batch: BadBatch) throws {
        let source = try Fixtures.store(author: "ben")
        try source.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        try source.commit([Fixtures.avatar(badge: 2)], message: "two")
        let sent = try Self.sent(batch, from: source)
        let target = try Fixtures.store()
        if let planted = sent.planted {
            try target.writer.write { db in
                try db.execute(sql: "INSERT INTO change (kind, author, time_ms, message) VALUES ('commit', 'test', 0, 'plant')")
                try db.execute(sql: "INSERT INTO object (hash, data, seq) VALUES (?, ?, ?)", arguments: [planted.hash, planted.data, db.lastInsertedRowID])
            }
        }
        var thrown: ReceiveError?
        do {
            if !sent.objects.isEmpty { try target.receiveObjects(sent.objects, message: "objects") }
            let seq = try target.latestSeq()
            do {
                try target.receiveVersions(sent.versions, tags: sent.tags, message: "versions")
            } catch {
                // Nothing of the refused batch was kept, not even its change.
                #expect(try target.latestSeq() == seq)
                throw error
            }
            Issue.record("\(batch.rawValue) was kept")
        } catch let error as ReceiveError {
            thrown = error
        }
        #expect(try target.heads().isEmpty)
        #expect(try target.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM version") } == 0)
        let error = try #require(thrown)
        switch (sent.expected, error) {
        case (let expected?, _):
            #expect(error == expected)
        case (nil, .refused(let what, let reason)) where batch == .nameOutsideTheGrammar:
            #expect(what.contains("version") && !reason.isEmpty, "\(error)")
        case (nil, .notAComponent(let version, let object, let detail)) where batch == .objectThatIsNoComponent:
            #expect(version == sent.versions[0].id && object == sent.planted?.hash && !detail.isEmpty, "\(error)")
        default:
            Issue.record("\(batch.rawValue): unexpected \(error)")
        }
    }

    // MARK: Heads moved by a push

    @Test func compareAndSwapMovesAHeadOnlyFromWhereThePusherSawIt() throws {
        let source = try Fixtures.store(author: "ben")
        let v1 = try source.commit([Fixtures.avatar()], message: "one").versions[0]
        let v2 = try source.commit([Fixtures.avatar(badge: 2)], message: "two").versions[0]
        let store = try Fixtures.store()
        try Self.send([v1, v2], from: source, to: store)
        let name = v1.component

        let moved = try store.compareAndSwapHeads([HeadUpdate(component: name, expected: nil, new: v1.id)], message: "push one")
        #expect(moved.map(\.versionID) == [v1.id])
        #expect(try store.head(of: name)?.id == v1.id)
        #expect(try store.history().first?.kind == .push)

        // Someone else moved it first: nothing moves, and the error says where it is.
        #expect(throws: StaleHeads(entries: [.init(component: name, expected: nil, actual: v1.id)])) {
            try store.compareAndSwapHeads([HeadUpdate(component: name, expected: nil, new: v2.id)], message: "stale")
        }
        #expect(try store.head(of: name)?.id == v1.id)

        try store.compareAndSwapHeads([HeadUpdate(component: name, expected: v1.id, new: v2.id)], message: "push two")
        #expect(try store.head(of: name)?.id == v2.id)
        // Repeating a push that landed is harmless and records nothing.
        let seq = try store.latestSeq()
        #expect(try store.compareAndSwapHeads([HeadUpdate(component: name, expected: v1.id, new: v2.id)], message: "again").isEmpty)
        #expect(try store.latestSeq() == seq)

        // A version that does not descend from the head never replaces it.
        let unrelated = try Fixtures.store(author: "cy")
        let root = try unrelated.commit([Fixtures.avatar(badge: 77)], message: "elsewhere").versions[0]
        try Self.send([root], from: unrelated, to: store)
        #expect(throws: StaleHeads(entries: [.init(component: name, expected: v2.id, actual: v2.id)])) {
            try store.compareAndSwapHeads([HeadUpdate(component: name, expected: v2.id, new: root.id)], message: "sideways")
        }
        let unknown = String(repeating: "0", count: 64)
        #expect(throws: ReceiveError.unknownVersion(unknown)) {
            try store.compareAndSwapHeads([HeadUpdate(component: name, expected: v2.id, new: unknown)], message: "ghost")
        }
        #expect(try store.head(of: name)?.id == v2.id)
    }

    // MARK: Conflicts and merges

    @Test func aKeptConflictBlocksCommitsUntilItIsResolvedIntoAMergeVersion() throws {
        let (store, base, ours, theirs) = try Self.diverged()
        let name = ours.component
        try store.recordMerge(
            [.conflict(component: name, base: base.id, ours: ours.id, theirs: theirs.id, fields: "opaque to the store")],
            remote: nil, source: "ben", message: "merge ben")
        let conflict = try #require(try store.conflict(named: name))
        #expect(conflict.baseID == base.id && conflict.oursID == ours.id && conflict.theirsID == theirs.id)
        #expect(conflict.fields == "opaque to the store" && conflict.source == "ben")
        #expect(throws: OpenConflictsError(components: [name])) { try store.commit([Fixtures.avatar(badge: 1)], message: "refused") }
        #expect(throws: ConflictError.noConflict("Nope", open: [name])) { try store.resolveConflict("Nope", with: nil, message: "x") }

        let resolved = try store.resolveConflict(name, with: Fixtures.avatar(badge: 45), message: "resolve")
        #expect(resolved.parents == [ours.id, theirs.id])
        #expect(resolved.generation == 3)
        #expect(try store.head(of: name) == resolved)
        #expect(try store.openConflicts().isEmpty)
        let change = try #require(try store.history().first)
        #expect(change.kind == .resolve && change.source == "ben" && change.components == [name])
        #expect(try store.fsck().isEmpty)
    }

    @Test func aMergeRecordsAVersionWithBothParentsUnlessOurHeadMoved() throws {
        let (store, _, ours, theirs) = try Self.diverged()
        let name = ours.component
        let seq = try store.latestSeq()
        #expect(throws: ConflictError.headMoved(component: name, expected: theirs.id, actual: ours.id)) {
            try store.recordMerge([.fastForward(component: name, ours: theirs.id, to: theirs.id)], remote: nil, source: "ben", message: "stale")
        }
        #expect(try store.latestSeq() == seq)
        let (versions, heads) = try store.recordMerge(
            [.merge(component: name, ours: ours.id, theirs: theirs.id, document: Fixtures.avatar(badge: 45))],
            remote: nil, source: "ben", message: "merge ben")
        #expect(versions.count == 1 && versions[0].parents == [ours.id, theirs.id])
        #expect(heads == [HeadRef(component: name, versionID: versions[0].id, seq: versions[0].seq)])
        let change = try #require(try store.history().first)
        #expect(change.kind == .merge && change.source == "ben" && change.seq == versions[0].seq)
        #expect(versions[0].contentHash == Fixtures.avatar(badge: 45).contentHash)
    }

    // MARK: Ancestry

    @Test func ancestryAndMergeBasesFollowTheParents() throws {
        let (store, base, ours, theirs) = try Self.diverged()
        #expect(try store.isAncestor(base.id, of: ours.id))
        #expect(try store.isAncestor(base.id, of: theirs.id))
        #expect(try store.isAncestor(ours.id, of: ours.id))
        #expect(try !store.isAncestor(ours.id, of: theirs.id))
        #expect(try !store.isAncestor(ours.id, of: base.id))
        #expect(try store.lowestCommonAncestors(ours.id, theirs.id) == [base.id])
        #expect(try store.lowestCommonAncestors(base.id, ours.id) == [base.id])
        let merged = try store.recordMerge(
            [.merge(component: ours.component, ours: ours.id, theirs: theirs.id, document: Fixtures.avatar(badge: 45))],
            remote: nil, source: "ben", message: "merge"
        ).versions[0]
        #expect(try store.isAncestor(theirs.id, of: merged.id))
        #expect(try store.lowestCommonAncestors(merged.id, theirs.id) == [theirs.id])
        let unrelated = try Fixtures.store(author: "cy")
        let root = try unrelated.commit([Fixtures.avatar(badge: 77)], message: "elsewhere").versions[0]
        try Self.send([root], from: unrelated, to: store)
        #expect(try store.lowestCommonAncestors(root.id, ours.id).isEmpty)
    }

    // MARK: Change kinds

    @Test func everyWriteRecordsWhatKindOfChangeItWas() throws {
        let (store, _, ours, theirs) = try Self.diverged()
        try store.tag(ours.component, "1.0.0")
        let peer = try Fixtures.store(author: "cy")
        let spec = try peer.commit([Fixtures.panelSpec], message: "spec").versions
        try store.addRemote(name: "origin", url: "/elsewhere")
        try Self.send(spec, from: peer, to: store, remote: "origin")
        try store.recordMerge(
            [.merge(component: ours.component, ours: ours.id, theirs: theirs.id, document: Fixtures.avatar(badge: 45))],
            remote: nil, source: "origin", message: "merge origin")
        let kinds = try store.history().reversed().map { [$0.kind.rawValue, $0.source ?? "-"].joined(separator: " ") }
        #expect(
            kinds == [
                "commit -", "commit -", "receive -", "receive -", "tag -", "receive -", "receive origin", "merge origin",
            ])
    }
}

import Foundation
import TrellisModel
import TrellisStore

/// Syncs this store with one remote: fetch (read the remote's change feed since the last
/// position seen, bring the missing objects in bounded batches and the versions, move the
/// remote-tracking refs), merge (into our heads), push (send what the remote lacks, then
/// move its heads by compare-and-swap).
///
/// Resumable: each batch is kept in its own transaction as it arrives and the fetch
/// cursor moves with it, so an interrupted fetch leaves a valid store and the next one
/// starts after the last batch kept, asking only for objects not yet here. Refs move last.
///
/// Pull and sync are the project's (`TrellisProject.pull(with:)`, `sync(with:)`): they run
/// these steps and bring the working copy in step, under the project's lock.
public struct SyncClient: Sendable {
    public let store: TrellisStore
    public let remoteName: String
    public let remote: any SyncRemote
    /// Feed entries per page.
    public var pageLimit: Int
    /// Objects per request.
    public var objectBatch: Int
    /// Told after every batch a fetch or push moves (`SyncProgress`); nil: nobody asks.
    public var progress: SyncProgressHandler?

    public init(store: TrellisStore, remoteName: String, remote: any SyncRemote, pageLimit: Int = 2000, objectBatch: Int = 1000) {
        self.store = store
        self.remoteName = remoteName
        self.remote = remote
        self.pageLimit = pageLimit
        self.objectBatch = objectBatch
    }

    // MARK: Fetch

    public struct FetchReport: Hashable, Sendable {
        public var versions = 0
        public var objects = 0
        public var pages = 0
        /// Components whose remote head moved.
        public var moved: [String] = []
        public var cursor = FeedCursor.start
    }

    public func fetch() async throws -> FetchReport {
        var report = FetchReport()
        var known = try store.remote(named: remoteName)
        var cursor = known.fetchCursor
        var moved = Set<String>()
        // Changes are counted from where this fetch starts; the counts only grow.
        var start = cursor.seq
        var tick = SyncProgress(step: .fetch)
        while true {
            let page = try await remote.changes(after: cursor, limit: pageLimit)
            if page.storeID != known.storeID {
                // A new remote, or another store behind the same address: start over.
                try store.setRemoteStoreID(remoteName, storeID: page.storeID)
                let reset = try store.remote(named: remoteName)
                if reset.fetchCursor != cursor {
                    known = reset
                    cursor = reset.fetchCursor
                    start = cursor.seq
                    continue
                }
                known = reset
            }
            report.pages += 1
            tick.total = max(page.latest - start, tick.completed)
            let missingVersions = Set(try store.missingVersions(page.versions.map(\.id)))
            let wanted = page.versions.filter { missingVersions.contains($0.id) }
            var hashes: [String] = []
            var seenHashes = Set<String>()
            for version in wanted { if let hash = version.content, seenHashes.insert(hash).inserted { hashes.append(hash) } }
            let needed = try store.missingObjects(hashes)
            for batch in needed.chunked(objectBatch) {
                let objects = try await remote.fetchObjects(batch)
                let returned = Set(objects.map(\.hash))
                let lacking = batch.filter { !returned.contains($0) }
                if !lacking.isEmpty { throw SyncError.missingObjects(lacking) }
                report.objects += try store.receiveObjects(objects.map { ($0.hash, $0.data) }, message: "fetch \(remoteName): \(objects.count) objects")
                tick.objects = report.objects
                tick.bytes += objects.reduce(0) { $0 + Int64($1.data.count) }
                progress?(tick)
            }
            // Heads that moved to somewhere we did not already know (not the echo of our own push).
            let known = Dictionary(
                try store.remoteRefs(remoteName, components: page.heads.map(\.component)).map { ($0.component, $0.versionID) },
                uniquingKeysWith: { a, _ in a })
            moved.formUnion(page.heads.filter { known[$0.component] != $0.version }.map(\.component))
            let changed = !wanted.isEmpty || !page.heads.isEmpty || !page.tags.isEmpty || page.next != cursor
            if changed {
                let received = try store.receiveVersions(
                    wanted.map(\.info), tags: page.tags.map(\.info), remote: remoteName,
                    heads: page.heads.map { HeadRef(component: $0.component, versionID: $0.version, seq: 0) },
                    cursor: page.next, texts: SyncService.texts(of: wanted), message: "fetch \(remoteName)")
                report.versions += received.count
            }
            cursor = page.next
            tick.versions = report.versions
            tick.completed = max(tick.completed, cursor.seq - start)
            // The last page: the feed is read to its end, whatever the remote recorded meanwhile.
            tick.total = page.hasMore ? max(tick.total ?? 0, tick.completed) : tick.completed
            progress?(tick)
            if !page.hasMore { break }
        }
        report.moved = moved.sorted()
        report.cursor = cursor
        return report
    }

    // MARK: Merge

    /// Merges the remote-tracking refs not merged yet into our heads.
    public func merge(options: MergeOptions = MergeOptions()) throws -> [MergeOutcome] {
        let pending = try store.remoteRefs(remoteName, pendingOnly: true)
        guard !pending.isEmpty else { return [] }
        return try ComponentMerger.merge(
            store: store, theirs: pending.map { ($0.component, $0.versionID) }, remote: remoteName, source: remoteName,
            options: options, message: "merge \(remoteName)")
    }

    // MARK: Push

    public struct PushReport: Hashable, Sendable {
        public var versions = 0
        public var objects = 0
        public var tags = 0
        /// Components whose remote head moved.
        public var moved: [String] = []
    }

    /// Sends our new heads (and what the remote lacks of their history) and moves the
    /// remote's heads by compare-and-swap: each only if it is still where we last saw
    /// it and ours descends from it. Otherwise nothing moves: "pull first".
    public func push() async throws -> PushReport {
        let open = try store.openConflicts()
        if !open.isEmpty { throw OpenConflictsError(components: open.map(\.component)) }
        let known = try store.remote(named: remoteName)
        let startSeq = try store.latestSeq()
        let moved = try store.headsMoved(since: known.pushSeq)
        let tracking = Dictionary(
            try store.remoteRefs(remoteName, components: moved.map(\.component)).map { ($0.component, $0.versionID) },
            uniquingKeysWith: { a, _ in a })
        var updates: [HeadUpdate] = []
        var behind: [String] = []
        for head in moved where tracking[head.component] != head.versionID {
            if let theirs = tracking[head.component], try !store.isAncestor(theirs, of: head.versionID) {
                behind.append(head.component)
            }
            updates.append(HeadUpdate(component: head.component, expected: tracking[head.component], new: head.versionID))
        }
        if !behind.isEmpty { throw SyncError.nonFastForward(behind.sorted()) }
        if !updates.isEmpty { try await remote.checkHeadUpdates(updates.map(\.component)) }
        let tags = try store.tags(since: known.pushSeq)
        var report = PushReport()
        guard !updates.isEmpty || !tags.isEmpty else {
            try store.recordPush(remote: remoteName, heads: [], pushSeq: startSeq)
            return report
        }

        // The versions the remote lacks: our new heads and their history back to what it has.
        var toSend: [VersionInfo] = []
        var asked = Set<String>()
        var layer = Array(Set(updates.map(\.new)).union(tags.map(\.versionID)))
        while !layer.isEmpty {
            var lacking: [String] = []
            for batch in layer.chunked(objectBatch) {
                lacking += try await remote.missing(MissingMessage(versions: batch)).versions
            }
            asked.formUnion(layer)
            let versions = try store.versions(lacking)
            toSend += versions
            layer = Array(Set(versions.flatMap(\.parents)).subtracting(asked))
        }
        let hashes = Array(Set(toSend.compactMap(\.contentHash)))
        var lackingObjects: [String] = []
        for batch in hashes.chunked(objectBatch) {
            lackingObjects += try await remote.missing(MissingMessage(objects: batch)).objects
        }
        // Everything to send is known from here: objects, then versions, batch by batch.
        var tick = SyncProgress(step: .push, total: Int64(lackingObjects.count + toSend.count))
        progress?(tick)
        for batch in lackingObjects.chunked(objectBatch) {
            let objects = try store.objects(batch).map { WireObject(hash: $0.hash, data: $0.data) }
            report.objects += try await remote.uploadObjects(objects)
            tick.objects += objects.count
            tick.bytes += objects.reduce(0) { $0 + Int64($1.data.count) }
            tick.completed = Int64(tick.objects)
            progress?(tick)
        }
        let texts = try store.sourceTexts(of: toSend.map(\.id))
        let ordered = toSend.sorted { ($0.generation, $0.seq, $0.id) < ($1.generation, $1.seq, $1.id) }.map { WireVersion($0, source: texts[$0.id]) }
        let batches = ordered.chunked(objectBatch)
        // Releases travel with their messages (the hub's release page shows them).
        let messages =
            tags.isEmpty ? [:] : Dictionary(try store.releases().compactMap { release in release.message.map { (release.version, $0) } }) { a, _ in a }
        let wireTags = tags.map { WireTag($0, message: messages[$0.name]) }
        for (index, batch) in batches.enumerated() {
            report.versions += try await remote.uploadVersions(batch, tags: index == batches.count - 1 ? wireTags : [])
            tick.versions += batch.count
            tick.completed = Int64(tick.objects + tick.versions)
            progress?(tick)
        }
        if batches.isEmpty, !tags.isEmpty { _ = try await remote.uploadVersions([], tags: wireTags) }
        report.tags = tags.count

        let movedRemote: [WireHead]
        do {
            movedRemote = try await remote.updateHeads(updates)
        } catch let stale as StaleHeads {
            throw SyncError.nonFastForward(stale.entries.map(\.component).sorted())
        }
        report.moved = movedRemote.map(\.component).sorted()
        try store.recordPush(remote: remoteName, heads: updates.map { HeadRef(component: $0.component, versionID: $0.new, seq: 0) }, pushSeq: startSeq)
        return report
    }
}

extension Array {
    /// Consecutive slices of at most `size` elements.
    func chunked(_ size: Int) -> [[Element]] {
        guard !isEmpty else { return [] }
        let size = Swift.max(1, size)
        return stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

import Foundation
import TrellisStore
import TrellisSync

/// `trellis hub migrate`: copies a hub's whole history (a store file, a project, or a
/// served URL) into another hub's storage through the sync protocol, so everything is
/// verified on the way in as a clone's is — objects re-hashed, version ids recomputed,
/// texts parsed — then moves the target's heads to the source's by compare-and-swap.
/// Re-runnable: what the target holds is skipped, so a second run moves nothing.
public enum HubMigration {
    public struct Report: Hashable, Sendable, CustomStringConvertible {
        public var versions = 0
        public var objects = 0
        public var tags = 0
        /// Components whose head moved on the target.
        public var heads = 0
        /// Feed entries read from the source.
        public var pages = 0

        public var isEmpty: Bool { versions == 0 && objects == 0 && tags == 0 && heads == 0 }

        public var description: String {
            if isEmpty { return "nothing new: the target already holds the source's whole history (\(pages) feed page\(pages == 1 ? "" : "s") read)" }
            return
                "copied \(versions) version\(versions == 1 ? "" : "s"), \(objects) object\(objects == 1 ? "" : "s"), \(tags) tag\(tags == 1 ? "" : "s"); moved \(heads) head\(heads == 1 ? "" : "s")"
        }
    }

    /// The target's heads moved meanwhile to versions the source does not have: someone
    /// pushed to the new hub. Nothing was moved.
    public struct TargetDiverged: Error, CustomStringConvertible {
        public var components: [String]
        public var description: String {
            "the target hub has changes to \(components.prefix(10).joined(separator: ", ")) that the source does not have "
                + "(pushed there since the last migrate?); their heads were left as they are: push those changes to the source, or stop migrating"
        }
    }

    public static func copy(from source: any SyncRemote, to target: SyncService, batch: Int = SyncService.defaultMaxBatch) async throws -> Report {
        var report = Report()
        var cursor = FeedCursor.start
        var sourceHeads: [String: String] = [:]
        let before = try await state(of: target)
        let size = max(1, min(batch, try await source.info().maxBatch, target.maxBatch))
        while true {
            let page = try await source.changes(after: cursor, limit: size)
            report.pages += 1
            let lacking = Set(try await target.missing(MissingMessage(versions: page.versions.map(\.id))).versions)
            let versions = page.versions.filter { lacking.contains($0.id) }
            let hashes = Array(Set(versions.compactMap(\.content))).sorted()
            let missingObjects = hashes.isEmpty ? [] : try await target.missing(MissingMessage(objects: hashes)).objects
            for start in stride(from: 0, to: missingObjects.count, by: size) {
                let wanted = Array(missingObjects[start..<min(start + size, missingObjects.count)])
                let objects = try await source.fetchObjects(wanted)
                let got = Set(objects.map(\.hash))
                let absent = wanted.filter { !got.contains($0) }
                if !absent.isEmpty { throw SyncError.missingObjects(absent) }
                report.objects += try await target.uploadObjects(objects)
            }
            if !versions.isEmpty || !page.tags.isEmpty {
                report.versions += try await target.uploadVersions(versions, tags: page.tags)
            }
            report.tags += page.tags.filter { !before.tags.contains("\($0.component)@\($0.name)") }.count
            for head in page.heads { sourceHeads[head.component] = head.version }
            cursor = page.next
            if !page.hasMore { break }
        }
        let targetHeads = try await state(of: target).heads
        let updates = sourceHeads.keys.sorted().compactMap { component -> HeadUpdate? in
            let new = sourceHeads[component]!
            return targetHeads[component] == new ? nil : HeadUpdate(component: component, expected: targetHeads[component], new: new)
        }
        for start in stride(from: 0, to: updates.count, by: size) {
            do {
                report.heads += try await target.updateHeads(Array(updates[start..<min(start + size, updates.count)])).count
            } catch let stale as StaleHeads {
                throw TargetDiverged(components: stale.entries.map(\.component).sorted())
            }
        }
        return report
    }

    /// Every component's head and every tag (`component@name`) on `service`, from its feed.
    static func state(of service: SyncService) async throws -> (heads: [String: String], tags: Set<String>) {
        var cursor = FeedCursor.start, heads: [String: String] = [:], tags = Set<String>()
        while true {
            let page = try await service.changes(after: cursor, limit: service.maxBatch)
            for head in page.heads { heads[head.component] = head.version }
            for tag in page.tags { tags.insert("\(tag.component)@\(tag.name)") }
            cursor = page.next
            if !page.hasMore { return (heads, tags) }
        }
    }
}

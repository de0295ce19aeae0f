import Foundation
import TrellisModel
import TrellisStore
import TrellisSync

/// A library served by `trellis serve`, read through the sync client: the change feed
/// lists its versions and tags (a release is the tag VERSION on each component it ships);
/// only the tagged versions' contents are used, and an object is fetched only when its
/// version came without the author's text. Nothing is stored: the consumer keeps what it
/// needs in `.trellis/deps`, verified by hash like everything else it fetches.
struct ServedLibrary: Sendable {
    let url: String
    let remote: any SyncRemote
    /// The tagged versions, by id.
    let versions: [String: WireVersion]
    let releases: [LibraryRelease]

    /// A page of the feed: versions carry texts, so pages stay small.
    static let pageSize = 500

    static func open(_ url: String, token: String?, environment: StoreEnvironment) async throws -> ServedLibrary {
        let remote = try RemoteLocator.open(url, token: token, environment: environment)
        var cursor = FeedCursor.start
        var all: [String: WireVersion] = [:]
        var tags: [WireTag] = []
        while true {
            let page = try await remote.changes(after: cursor, limit: pageSize)
            for version in page.versions { all[version.id] = version }
            tags += page.tags
            cursor = page.next
            if !page.hasMore { break }
        }
        var order: [String] = []
        var grouped: [String: [LibraryRelease.Component]] = [:]
        for tag in tags {
            if grouped[tag.name] == nil { order.append(tag.name) }
            grouped[tag.name, default: []].append(LibraryRelease.Component(name: tag.component, versionID: tag.version))
        }
        let releases = order.map { LibraryRelease(version: $0, components: grouped[$0] ?? []) }
        let tagged = Set(tags.map(\.version))
        return ServedLibrary(url: url, remote: remote, versions: all.filter { tagged.contains($0.key) }, releases: releases)
    }

    /// The release's components; an object is fetched for each version without a text.
    func contents(of release: LibraryRelease) async throws -> [FetchedComponent] {
        var texts: [String: String] = [:]
        var missing: [String] = []
        for component in release.components {
            guard let version = versions[component.versionID] else {
                throw SyncError.protocolError(
                    "\(url) lists \(component.name)@\(release.version) (version \(component.versionID.prefix(12))) but sent no such version; run 'trellis fsck' there"
                )
            }
            if let text = version.text { texts[component.versionID] = text } else if let hash = version.content { missing.append(hash) }
        }
        var objects: [String: LayoutDocument] = [:]
        for batch in stride(from: 0, to: missing.count, by: 100).map({ Array(missing[$0..<min($0 + 100, missing.count)]) }) {
            for object in try await remote.fetchObjects(batch) {
                // A document that does not decode is left out: the hash check that follows names it.
                objects[object.hash] = try? LayoutDocument(canonicalData: object.data)
            }
        }
        var fetched: [FetchedComponent] = []
        for component in release.components {
            guard let version = versions[component.versionID], let hash = version.content else { continue }
            let document = texts[component.versionID].flatMap { LayoutSourceFile(path: component.name + ".layout", text: $0).document } ?? objects[hash]
            let text = texts[component.versionID] ?? objects[hash].map(LayoutPrinter.print) ?? ""
            fetched.append(FetchedComponent(name: component.name, hash: hash, text: text, isPublic: document?.kind != .screen))
        }
        return fetched
    }
}

import Foundation
import TrellisModel
import TrellisProjectFiles
import TrellisStore
import TrellisSupport
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

    /// How long each request may take.
    let wait: LibraryWait

    static func open(_ url: String, token: String?, environment: StoreEnvironment, wait: LibraryWait) async throws -> ServedLibrary {
        let remote = try RemoteURL(parsing: url).open(token: token, environment: environment)
        var cursor = FeedCursor.start
        var all: [String: WireVersion] = [:]
        var tags: [WireTag] = []
        var pages = 0
        while true {
            let after = cursor
            let what = "its releases (GET \(SyncEndpoint.changes.path)\(pages == 0 ? "" : ", page \(pages + 1)"))"
            pages += 1
            let page = try await ask(what, of: url, wait: wait) {
                try await remote.changes(after: after, limit: pageSize)
            }
            for version in page.versions { all[version.id] = version }
            tags += page.tags
            if !page.hasMore { break }
            // A feed that says "more" without moving on would be asked forever.
            guard page.next != cursor else {
                throw SyncError.protocolError("\(url)\(SyncEndpoint.changes.path) says it has more after \(cursor) but does not move past it")
            }
            cursor = page.next
        }
        var order: [String] = []
        var grouped: [String: [LibraryRelease.Component]] = [:]
        var messages: [String: String] = [:]
        for tag in tags {
            if grouped[tag.name] == nil { order.append(tag.name) }
            grouped[tag.name, default: []].append(LibraryRelease.Component(name: tag.component, versionID: tag.version))
            if let message = tag.message, messages[tag.name] == nil { messages[tag.name] = message }
        }
        let releases = order.map { LibraryRelease(version: $0, components: grouped[$0] ?? [], message: messages[$0]) }
        let tagged = Set(tags.map(\.version))
        return ServedLibrary(url: url, remote: remote, versions: all.filter { tagged.contains($0.key) }, releases: releases, wait: wait)
    }

    /// One request, bounded by `wait`; a server out of reach is named with what was asked
    /// of it, so a refused or silent server reads as more than "cannot reach".
    static func ask<Value: Sendable>(
        _ what: String, of url: String, wait: LibraryWait, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        do {
            return try await wait.run(what, from: url, operation)
        } catch SyncError.unreachable(let reason) {
            throw SyncError.unreachable(reason + " (while asking for \(what))")
        }
    }

    /// The release's components; an object is fetched for each version without a text.
    func contents(of release: LibraryRelease) async throws -> [FetchedComponent] {
        var texts: [String: String] = [:]
        var missing: [String] = []
        for component in release.components {
            guard let version = versions[component.versionID] else {
                throw SyncError.protocolError(
                    "\(url) lists \(component.name)@\(release.version) (version \(component.versionID.prefix(12))) but sent no such version; run \(CommandHint.checkStore) there"
                )
            }
            if let text = version.text { texts[component.versionID] = text } else if let hash = version.content { missing.append(hash) }
        }
        var objects: [String: LayoutDocument] = [:]
        for batch in stride(from: 0, to: missing.count, by: 100).map({ Array(missing[$0..<min($0 + 100, missing.count)]) }) {
            let received = try await Self.ask(
                "the contents of \(batch.count) component\(batch.count == 1 ? "" : "s") (POST \(SyncEndpoint.fetchObjects.path))", of: url, wait: wait
            ) {
                try await remote.fetchObjects(batch)
            }
            for object in received {
                // A document that does not decode is left out: the hash check that follows names it.
                objects[object.hash] = try? LayoutDocument(canonicalData: object.data)
            }
        }
        var fetched: [FetchedComponent] = []
        for component in release.components {
            guard let version = versions[component.versionID], let hash = version.content else { continue }
            let document = texts[component.versionID].flatMap { LayoutSourceFile(path: component.name + ".layout", text: $0).document } ?? objects[hash]
            let text = texts[component.versionID] ?? objects[hash].map(LayoutPrinter.print) ?? ""
            fetched.append(
                FetchedComponent(name: component.name, storedName: version.component, hash: hash, text: text, isPublic: document?.kind != .screen))
        }
        return fetched
    }
}

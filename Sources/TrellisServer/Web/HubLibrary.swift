import Foundation
import TrellisModel
import TrellisProjectFiles
import TrellisStore
import TrellisSupport
import TrellisSync

/// What the web pages show of a hub at one point of its change feed: every version, the
/// heads, the tags, and the heads' texts parsed into one workspace. Read through
/// `HubStorage` only, so a store file and a PostgreSQL hub give the same pages.
///
/// After a push the library is brought up to date from where it was read (`advanced`):
/// only the feed's new entries are read, and only the components whose heads moved are
/// fetched and parsed again — a 2,000-component hub is never read whole per change.
package struct HubLibrary: Sendable {
    /// The change the library was read at: it is current while the hub's latest is this.
    package var latest: Int64
    package var versions: [String: VersionInfo]
    /// Component → its head version (deleted components left out).
    package var heads: [String: VersionInfo]
    package var tags: [TagInfo]
    /// The heads' texts as files, one per component.
    package var workspace: LayoutWorkspace
    /// Component → the path of its file in `workspace`.
    package var paths: [String: String]
    /// Component → its parsed head, and → the components whose heads use it (a page
    /// asks these for each of thousands of components: no scan per question).
    package var documents: [String: LayoutDocument] = [:]
    package var users: [String: [String]] = [:]
    /// Every head that parsed, as the engine resolves names (built once per change).
    package var components = LayoutLibrary()
    /// Where the feed is read from next, to bring the library up to date.
    package var cursor = FeedCursor.start
    /// Component → its head's file (what `workspace` is made of), kept to be reused.
    var files: [String: LayoutSourceFile] = [:]
    /// Components read (fetched and parsed) by the last load: all at first, then those
    /// whose heads moved. What the pages' tests check to keep a push cheap.
    package var reread: [String] = []

    package var names: [String] { heads.keys.sorted() }

    /// Reads the whole feed (a page at a time) and the heads' texts; a head stored without
    /// its author's text is printed from its canonical object.
    package static func load(from storage: any HubStorage, pageSize: Int = 2000) async throws -> HubLibrary {
        try await HubLibrary(latest: -1, versions: [:], heads: [:], tags: [], workspace: LayoutWorkspace(files: []), paths: [:])
            .advanced(from: storage, pageSize: pageSize)
    }

    /// This library brought up to the hub's latest change: the feed read from `cursor`,
    /// and only the components whose heads moved read again.
    package func advanced(from storage: any HubStorage, pageSize: Int = 2000) async throws -> HubLibrary {
        var next = self
        var movedHeads: [String: String] = [:]
        var tagsByKey = Dictionary(tags.map { ("\($0.component)@\($0.name)", $0) }, uniquingKeysWith: { _, last in last })
        var cursor = self.cursor
        while true {
            let page = try await storage.feed(after: cursor, limit: pageSize)
            for version in page.versions { next.versions[version.id] = version }
            for head in page.heads { movedHeads[head.component] = head.versionID }
            for tag in page.tags { tagsByKey["\(tag.component)@\(tag.name)"] = tag }
            next.latest = max(next.latest, page.latest)
            cursor = page.next
            if !page.hasMore { break }
        }
        next.cursor = cursor
        next.tags = tagsByKey.values.sorted { ($0.component, $0.name) < ($1.component, $1.name) }
        var changed: [VersionInfo] = []
        for (component, id) in movedHeads where heads[component]?.id != id {
            if let version = next.versions[id], !version.isDeletion {
                next.heads[component] = version
                changed.append(version)
            } else {
                next.heads[component] = nil
                next.files[component] = nil
            }
        }
        let texts = try await Self.texts(of: changed, from: storage)
        // Parsed on every core: the first load parses every component.
        let parsed = try changed.compactMap { version in texts[version.id].map { (version.component, $0.text) } }
            .concurrentMap { component, text in (component, LayoutSourceFile(path: "\(component).layout", text: text)) }
        for version in changed where texts[version.id] == nil { next.files[version.component] = nil }
        for (component, file) in parsed { next.files[component] = file }
        next.reread = parsed.map(\.0).sorted()
        next.rebuildIndexes()
        return next
    }

    /// The workspace, paths, documents, users and engine library from `files`: dictionary
    /// work over the parsed heads, no parsing.
    private mutating func rebuildIndexes() {
        // One file per component, named as a project names it (the author's folder may repeat).
        let names = files.keys.sorted()
        let ordered = names.compactMap { files[$0] }
        workspace = LayoutWorkspace(files: ordered)
        paths = Dictionary(uniqueKeysWithValues: names.map { ($0, "\($0).layout") })
        documents = [:]
        users = [:]
        for file in ordered {
            guard let document = file.document else { continue }
            documents[document.name] = document
            for used in document.dependencies { users[used, default: []].append(document.name) }
        }
        components = LayoutLibrary(ordered.compactMap(\.document))
    }

    /// The texts of `versions`: the author's where kept, else printed from the object.
    package static func texts(of versions: [VersionInfo], from storage: any HubStorage) async throws -> [String: SourceText] {
        var texts: [String: SourceText] = [:]
        let ids = versions.map(\.id)
        for start in stride(from: 0, to: ids.count, by: 500) {
            let kept = try await storage.sourceTexts(of: Array(ids[start..<min(start + 500, ids.count)]))
            texts.merge(kept) { first, _ in first }
        }
        let printed = versions.filter { texts[$0.id] == nil && $0.contentHash != nil }
        for start in stride(from: 0, to: printed.count, by: 500) {
            let batch = printed[start..<min(start + 500, printed.count)]
            let objects = try await storage.objects(batch.compactMap(\.contentHash))
            let byHash = Dictionary(objects.map { ($0.hash, $0.data) }, uniquingKeysWith: { first, _ in first })
            for version in batch {
                guard let hash = version.contentHash, let data = byHash[hash], let document = try? LayoutDocument(canonicalData: data) else { continue }
                texts[version.id] = SourceText(text: LayoutPrinter.print(document), path: "\(version.component).layout")
            }
        }
        return texts
    }

    /// A component's head document, when its text parses.
    package func document(_ name: String) -> LayoutDocument? { documents[name] }

    package func source(_ name: String) -> String? {
        paths[name].flatMap { workspace.source(of: $0) }
    }

    /// Every version of `component`, newest first.
    package func history(of component: String) -> [VersionInfo] {
        versions.values.filter { $0.component == component }.sorted { ($0.seq, $0.generation, $0.id) > ($1.seq, $1.generation, $1.id) }
    }

    /// The components `name`'s head uses directly, and those whose heads use it.
    package func uses(_ name: String) -> [String] { document(name)?.dependencies ?? [] }

    package func usedBy(_ name: String) -> [String] {
        (users[name] ?? []).filter { $0 != name }.sorted()
    }

    /// Releases: tag names shared by components, newest first (a release tags every
    /// component it ships with its semantic version).
    package var releases: [(name: String, tags: [TagInfo])] {
        let grouped = Dictionary(grouping: tags, by: \.name)
        return grouped.map { (name: $0.key, tags: $0.value.sorted { $0.component < $1.component }) }
            .sorted { ($0.tags.map(\.seq).max() ?? 0, $0.name) > ($1.tags.map(\.seq).max() ?? 0, $1.name) }
    }
}

import Foundation
import TrellisModel
import TrellisStore
import TrellisSync

/// What the web pages show of a hub at one point of its change feed: every version, the
/// heads, the tags, and the heads' texts parsed into one workspace. Read through
/// `HubStorage` only, so a store file and a PostgreSQL hub give the same pages.
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

    package var names: [String] { heads.keys.sorted() }

    /// Reads the whole feed (a page at a time) and the heads' texts; a head stored without
    /// its author's text is printed from its canonical object.
    package static func load(from storage: any HubStorage, pageSize: Int = 2000) async throws -> HubLibrary {
        let latest = try await storage.latestSeq()
        var versions: [String: VersionInfo] = [:]
        var headIDs: [String: String] = [:]
        var tags: [TagInfo] = []
        var cursor = FeedCursor.start
        while true {
            let page = try await storage.feed(after: cursor, limit: pageSize)
            for version in page.versions { versions[version.id] = version }
            for head in page.heads { headIDs[head.component] = head.versionID }
            tags += page.tags
            cursor = page.next
            if !page.hasMore { break }
        }
        var heads: [String: VersionInfo] = [:]
        for (component, id) in headIDs {
            if let version = versions[id], !version.isDeletion { heads[component] = version }
        }
        let texts = try await Self.texts(of: Array(heads.values), from: storage)
        var files: [LayoutSourceFile] = []
        var paths: [String: String] = [:]
        for name in heads.keys.sorted() {
            guard let version = heads[name], let source = texts[version.id] else { continue }
            // One file per component, named as a project names it (the author's folder may repeat).
            let path = "\(name).layout"
            paths[name] = path
            files.append(LayoutSourceFile(path: path, text: source.text))
        }
        var library = HubLibrary(
            latest: latest, versions: versions, heads: heads, tags: tags.sorted { ($0.component, $0.name) < ($1.component, $1.name) },
            workspace: LayoutWorkspace(files: files), paths: paths)
        for file in files {
            guard let document = file.document else { continue }
            library.documents[document.name] = document
            for used in document.dependencies { library.users[used, default: []].append(document.name) }
        }
        return library
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

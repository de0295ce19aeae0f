import Foundation
import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisStore
import TrellisSupport

/// What a relayout needs to know of a component without its document: enough to find
/// dependents, compute cache keys and decide variants. Documents are loaded only for the
/// components that must actually be solved.
public struct ComponentSummary: Hashable, Sendable {
    public var kind: LayoutDocument.Kind
    /// The SHA-256 content hash.
    public var hash: String
    /// What it uses directly (`use` and `apply`), sorted.
    public var dependencies: [String]
    /// A spec with an `update` block.
    public var hasUpdate: Bool

    public init(_ document: LayoutDocument, hash: String? = nil) {
        kind = document.kind
        self.hash = hash ?? document.contentHash
        dependencies = document.dependencies
        if case .spec(let spec) = document { hasUpdate = !spec.update.isEmpty } else { hasUpdate = false }
    }

    public init(kind: LayoutDocument.Kind, hash: String, dependencies: [String], hasUpdate: Bool) {
        self.kind = kind
        self.hash = hash
        self.dependencies = dependencies
        self.hasUpdate = hasUpdate
    }
}

/// One side of a relayout: the components as they stood (the store's heads, now or at a
/// point in the past) or stand (the working copy). Every component has a summary; its
/// document is loaded when needed (`documents(for:)`), from its file or the store.
public struct LibrarySnapshot: Sendable {
    public private(set) var summaries: [String: ComponentSummary]
    /// name → SHA-256 content hash.
    public private(set) var hashes: [String: String]
    /// The documents loaded so far (all of them for a snapshot made from documents).
    public private(set) var library: LayoutLibrary
    var sources: [String: _Source] = [:]
    var store: TrellisStore?

    enum _Source: Sendable {
        /// A working-copy file, with the SHA-256 of its text when it was summarised.
        case file(String, textHash: String?)
        case object(String)
    }

    public init(_ documents: [LayoutDocument]) {
        var byName: [String: LayoutDocument] = [:]
        for document in documents where byName[document.name] == nil { byName[document.name] = document }
        summaries = byName.mapValues { ComponentSummary($0) }
        hashes = summaries.mapValues(\.hash)
        library = LayoutLibrary(Array(byName.values))
    }

    init(summaries: [String: ComponentSummary], documents: [LayoutDocument], sources: [String: _Source], store: TrellisStore?) {
        self.summaries = summaries
        hashes = summaries.mapValues(\.hash)
        library = LayoutLibrary(documents)
        self.sources = sources
        self.store = store
    }

    public var names: [String] { summaries.keys.sorted() }

    public func kind(of name: String) -> LayoutDocument.Kind? { summaries[name]?.kind }

    /// Every component `name` uses, directly or through others, sorted; cycles are tolerated.
    public func transitiveDependencies(of name: String) -> [String] {
        var seen = Set<String>()
        var stack = summaries[name]?.dependencies ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: summaries[next]?.dependencies ?? [])
        }
        seen.remove(name)
        return seen.sorted()
    }

    /// Whether laying `name` out involves a spec with an `update` block (its own
    /// applications or those of any container it uses): such components are laid out
    /// twice, as made and with the updates applied.
    public func appliesSpecUpdates(_ name: String) -> Bool {
        ([name] + transitiveDependencies(of: name)).contains { summaries[$0]?.hasUpdate == true }
    }

    /// A library holding `names` and everything they use, loading (in parallel) the
    /// documents not loaded yet: parsing their files, or decoding the store's verified
    /// objects. A file whose content no longer has the hash it was summarised with
    /// (edited during the run) is an error, never a silently wrong cache entry.
    public func library(including names: some Sequence<String>, workers: Int) throws -> LayoutLibrary {
        var wanted = Set<String>()
        for name in names where summaries[name] != nil {
            wanted.insert(name)
            wanted.formUnion(transitiveDependencies(of: name).filter { summaries[$0] != nil })
        }
        let missing = wanted.filter { library[$0] == nil }.sorted()
        if missing.isEmpty { return library }
        let sources = self.sources, store = self.store, hashes = self.hashes
        let loaded = parallelMap(missing.count, workers: workers) { index -> Result<LayoutDocument, Error> in
            Result {
                let name = missing[index]
                switch sources[name] {
                case .file(let path, let textHash):
                    let file = try LayoutSourceFile.read(path)
                    guard let document = file.document, document.name == name else { throw RelayoutError.changedDuringRun(path) }
                    // The same text is the same content: hashing the text costs a tenth of
                    // the document's canonical form, and every laid-out component is loaded.
                    if let textHash, SourceText(text: file.text, path: path).hash == textHash { return document }
                    guard document.contentHash == hashes[name] else { throw RelayoutError.changedDuringRun(path) }
                    return document
                case .object(let hash):
                    guard let store else { throw RelayoutError.changedDuringRun(name) }
                    return try Self.decode(hash, store: store)
                case nil:
                    throw RelayoutError.changedDuringRun(name)
                }
            }
        }
        var result = library
        for outcome in loaded { result.insert(try outcome.get()) }
        return result
    }

    static func decode(_ hash: String, store: TrellisStore) throws -> LayoutDocument {
        let data = try store.objectData(hash)
        do {
            return try LayoutDocument(canonicalData: data)
        } catch {
            throw StoreError.corruptObject(hash: hash, detail: "\(error)")
        }
    }

    // MARK: Reading a side

    /// The project's working copy, read through the project's index (`.trellis/index`,
    /// the one `status` keeps): a file whose stat the index vouches for is not read or
    /// parsed — its kind, dependencies and has-update come from the index; the others are
    /// parsed (and recorded there for next time). Throws when a file does not parse (its
    /// component would silently vanish from the relayout otherwise); validation errors
    /// are left to the engine, per component.
    public static func workingCopy(project: TrellisProject) throws -> LibrarySnapshot {
        let read = try project.summarizeWorkingCopy()
        let problems = read.unreadable.flatMap { $0.diagnostics.filter { $0.severity == .error } }
        if !problems.isEmpty { throw RelayoutError.unreadable(problems) }
        var summaries: [String: ComponentSummary] = [:], sources: [String: _Source] = [:]
        summaries.reserveCapacity(read.components.count)
        for (name, component) in read.components {
            summaries[name] = ComponentSummary(
                kind: component.kind, hash: component.contentHash, dependencies: component.dependencies, hasUpdate: component.hasUpdate)
            sources[name] = .file(component.path, textHash: read.textHashes[name])
        }
        return LibrarySnapshot(summaries: summaries, documents: Array(read.parsed.values), sources: sources, store: project.store)
    }

    /// The components with the given content hashes (name → hash), taken from `reuse` when
    /// it holds the same content (the usual case, where the working copy matches the
    /// heads: nothing is decoded) and otherwise decoded from the store's verified objects.
    public static func stored(
        _ hashes: [String: String], store: TrellisStore, reuse: LibrarySnapshot? = nil, workers: Int
    ) throws -> LibrarySnapshot {
        var summaries: [String: ComponentSummary] = [:], sources: [String: _Source] = [:]
        var documents: [LayoutDocument] = []
        var missing: [(name: String, hash: String)] = []
        for (name, hash) in hashes {
            if let reuse, reuse.hashes[name] == hash, let summary = reuse.summaries[name] {
                summaries[name] = summary
                if let document = reuse.library[name] { documents.append(document) }
                sources[name] = reuse.sources[name] ?? .object(hash)
            } else {
                missing.append((name, hash))
            }
        }
        missing.sort { $0.name < $1.name }
        let wanted = missing
        let decoded = parallelMap(wanted.count, workers: workers) { index -> Result<LayoutDocument, Error> in
            Result { try decode(wanted[index].hash, store: store) }
        }
        for (entry, result) in zip(missing, decoded) {
            let document = try result.get()
            summaries[entry.name] = ComponentSummary(document, hash: entry.hash)
            sources[entry.name] = .object(entry.hash)
            documents.append(document)
        }
        return LibrarySnapshot(summaries: summaries, documents: documents, sources: sources, store: store)
    }
}

import Foundation
import TrellisModel
import TrellisStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// `kind;0|1;dep,dep`: what the working-file index keeps.
    var encoded: String { "\(kind.rawValue);\(hasUpdate ? 1 : 0);\(dependencies.joined(separator: ","))" }

    init?(encoded: String, hash: String) {
        let parts = encoded.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let kind = LayoutDocument.Kind(rawValue: String(parts[0])) else { return nil }
        self.kind = kind
        self.hash = hash
        hasUpdate = parts[1] == "1"
        dependencies = parts[2].isEmpty ? [] : parts[2].split(separator: ",").map(String.init)
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
        case file(String)
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
        let loaded = _parallelMap(missing.count, workers: workers) { index -> Result<LayoutDocument, Error> in
            Result {
                let name = missing[index]
                switch sources[name] {
                case .file(let path):
                    let file = try LayoutSourceFile.read(path)
                    guard let document = file.document, document.name == name, document.contentHash == hashes[name] else {
                        throw RelayoutError.changedDuringRun(path)
                    }
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

    /// How recent a file may be and still be recorded in the working-file index: a write
    /// within the same clock tick as a read could otherwise go unseen.
    static let racyWindowNanoseconds: Int64 = 2_000_000_000

    /// The project's working copy. A file whose size, modification time and inode match
    /// the store's working-file index is taken from the index (not read, not parsed);
    /// the others are read and parsed on `workers` threads, and recorded for next time.
    /// Throws when a file does not parse (its component would silently vanish from the
    /// relayout otherwise); validation errors are left to the engine, per component.
    public static func workingCopy(root: String, store: TrellisStore, workers: Int) throws -> LibrarySnapshot {
        let paths = try LayoutWorkspace.layoutFiles(in: [root])
        let index = try store.workingFiles()
        let stats = paths.map(_FileStat.of)
        var fresh: [Int] = []
        for (i, path) in paths.enumerated() {
            guard let entry = index[path], let stat = stats[i], entry.size == stat.size,
                  entry.modificationNanoseconds == stat.modificationNanoseconds, entry.inode == stat.inode,
                  ComponentSummary(encoded: entry.summary, hash: entry.hash) != nil
            else { fresh.append(i); continue }
        }
        let toParse = fresh
        let parsed = _parallelMap(toParse.count, workers: workers) { k -> Result<LayoutSourceFile, Error> in
            Result { try LayoutSourceFile.read(paths[toParse[k]]) }
        }
        var parsedByIndex: [Int: LayoutSourceFile] = [:]
        for (k, result) in zip(fresh, parsed) { parsedByIndex[k] = try result.get() }

        var summaries: [String: ComponentSummary] = [:], sources: [String: _Source] = [:]
        var documents: [LayoutDocument] = []
        var problems: [Diagnostic] = []
        var record: [WorkingFileEntry] = []
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        for (i, path) in paths.enumerated() {
            let name: String, summary: ComponentSummary
            if let file = parsedByIndex[i] {
                guard let document = file.document else {
                    problems += file.diagnostics.filter { $0.severity == .error }
                    continue
                }
                name = document.name
                summary = ComponentSummary(document)
                if summaries[name] == nil { documents.append(document) }
                if let stat = stats[i], now - stat.modificationNanoseconds > racyWindowNanoseconds {
                    record.append(WorkingFileEntry(
                        path: path, size: stat.size, modificationNanoseconds: stat.modificationNanoseconds, inode: stat.inode,
                        hash: summary.hash, name: name, summary: summary.encoded))
                }
            } else {
                let entry = index[path]!
                name = entry.name
                summary = ComponentSummary(encoded: entry.summary, hash: entry.hash)!
            }
            // The first definition wins, as in `LayoutWorkspace`; `check` reports duplicates.
            if summaries[name] == nil {
                summaries[name] = summary
                sources[name] = .file(path)
            }
        }
        if !problems.isEmpty { throw RelayoutError.unreadable(problems) }
        let listed = Set(paths)
        try store.updateWorkingFiles(record, removing: index.keys.filter { !listed.contains($0) }.sorted())
        return LibrarySnapshot(summaries: summaries, documents: documents, sources: sources, store: store)
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
        let decoded = _parallelMap(wanted.count, workers: workers) { index -> Result<LayoutDocument, Error> in
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

/// Size, modification time (ns) and inode of a file, or nil when it cannot be stat'ed.
struct _FileStat {
    var size: Int64
    var modificationNanoseconds: Int64
    var inode: Int64

    static func of(_ path: String) -> _FileStat? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let seconds = Int64(info.st_mtimespec.tv_sec), nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
            let seconds = Int64(info.st_mtim.tv_sec), nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        return _FileStat(size: Int64(info.st_size), modificationNanoseconds: seconds * 1_000_000_000 + nanoseconds, inode: Int64(info.st_ino))
    }
}

import Crypto
import Foundation
import TrellisProjectFiles
import TrellisStore
import TrellisModel
import TrellisSupport

/// The working copy through `.trellis/index` (`WorkingCopyIndex`): what `status`
/// needs without parsing every file, and the index refreshed whenever files are parsed.
extension TrellisProject {
    /// What `status` needs of the working copy: component name → content hash (the
    /// first file in path order defining a name wins, as in `WorkingCopy`) and the files
    /// that do not parse, in path order.
    public struct WorkingCopySummary: Sendable {
        public var hashes: [String: String]
        /// Component name → SHA-256 of its file's bytes (the same file as `hashes`).
        public var textHashes: [String: String] = [:]
        /// Component name → its file (the same file as `hashes`).
        public var paths: [String: String] = [:]
        /// Component name → what the index keeps of it for a relayout (the same file as `hashes`).
        public var components: [String: IndexedComponent] = [:]
        /// The documents parsed by this call (the first file defining each name); the
        /// others came from the index and were not read.
        public var parsed: [String: LayoutDocument] = [:]
        public var unreadable: [LayoutSourceFile]
        /// The bases the index recorded when it was read (name → version id).
        public var bases: [String: String] = [:]
        /// How many files were parsed (the rest came from the index).
        public var parsedCount: Int
        /// How many files were read because the stat could not vouch for them (those whose
        /// bytes still hashed to their entry's text hash were not parsed).
        public var rereadCount = 0

        /// The file that defines each component (the first, if several do; a file that
        /// does not parse, by the name its file name gives): what `filePaths()` returns.
        public var filePaths: [String: String] {
            var pathOf = paths
            for file in unreadable where pathOf[file.expectedName] == nil { pathOf[file.expectedName] = file.path }
            return pathOf
        }
    }

    /// Stats every `.layout` file and parses only those the index cannot vouch for;
    /// rewrites the index when anything was parsed or files came or went (so the next
    /// status is fast), as `git status` refreshes git's. An index that cannot be
    /// written (a read-only project) is left as it was.
    ///
    /// A file the stat cannot vouch for (its stat changed, or it is racily clean) is read
    /// again, and parsed only when its bytes no longer hash to the text hash its entry
    /// recorded: the entry's name, content hash and relayout summary all follow from
    /// those bytes. Git compares content in the same case. So files written as the index
    /// was (in its clock tick) cost a read and a SHA-256, not a parse.
    public func summarizeWorkingCopy() throws -> WorkingCopySummary {
        let paths = try LayoutWorkspace.layoutFiles(in: [root])
        let indexPath = WorkingCopyIndex.path(root: root)
        let previous = WorkingCopyIndex.read(from: indexPath)
        let keys = paths.map(relativePath)
        let stats = try paths.concurrentMap(chunkSize: 512) { WorkingCopyIndex.fileStat($0) }

        // Both lists are in path order: one pass matches files to entries.
        var known: [WorkingCopyIndex.Entry?] = Array(repeating: nil, count: paths.count)
        var dirty: [(position: Int, entry: WorkingCopyIndex.Entry?)] = []
        let old = previous?.index.entries ?? []
        var cursor = old.startIndex
        for position in paths.indices {
            while cursor < old.endIndex, old[cursor].path < keys[position] { cursor += 1 }
            let entry = cursor < old.endIndex && old[cursor].path == keys[position] ? old[cursor] : nil
            if entry != nil { cursor += 1 }
            if let entry, let current = stats[position], let previous,
                WorkingCopyIndex.isClean(entry, current: current, written: previous.written)
            {
                known[position] = entry
            } else {
                dirty.append((position, entry))
            }
        }
        let outcomes = try dirty.concurrentMap { try Self.reread(paths[$0.position], key: keys[$0.position], entry: $0.entry) }

        var unreadable: [LayoutSourceFile] = []
        var fresh = known
        var documents: [Int: LayoutDocument] = [:]
        var parsedCount = 0
        // Whether rewriting the index now records something the next status can use.
        var rewrite = false
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        for ((position, entry), outcome) in zip(dirty, outcomes) {
            switch outcome {
            case .unchanged(let same):
                fresh[position] = same
                known[position] = same
                // A new stat to record, or a racily clean file an index written now
                // (later than its mtime) will vouch for.
                if same.stat != entry?.stat || same.stat.modifiedNanoseconds < now { rewrite = true }
            case .parsed(let parsed):
                parsedCount += 1
                guard let document = parsed.file.document, let summaryEntry = parsed.summaryEntry else {
                    unreadable.append(parsed.file)
                    continue
                }
                fresh[position] = summaryEntry
                documents[position] = document
                known[position] = parsed.entry
                // Rewritten even to the same entry: a racily clean one stays suspect until
                // the index is written later than its mtime.
                if parsed.entry != nil { rewrite = true }
            }
        }
        var summary = WorkingCopySummary(hashes: [:], unreadable: unreadable, parsedCount: parsedCount)
        summary.rereadCount = dirty.count
        summary.bases = previous?.index.bases ?? [:]
        summary.hashes.reserveCapacity(paths.count)
        for (position, entry) in fresh.enumerated() {
            // The first file in path order defining a name wins.
            guard let entry, summary.hashes[entry.name] == nil else { continue }
            summary.hashes[entry.name] = entry.contentHash
            summary.textHashes[entry.name] = entry.textHash
            summary.paths[entry.name] = paths[position]
            summary.components[entry.name] = IndexedComponent(
                path: paths[position], contentHash: entry.contentHash, kind: entry.kind ?? .container,
                dependencies: entry.dependencies, hasUpdate: entry.hasUpdate)
            if let document = documents[position] { summary.parsed[entry.name] = document }
        }

        // Also rewritten when files are gone. Every entry that was not parsed came from
        // the old index, so with nothing else to record, equal counts mean an equal index.
        if rewrite || known.reduce(0, { $0 + ($1 == nil ? 0 : 1) }) != old.count {
            try? rewriteIndex(sortedEntries: known.compactMap { $0 })
        }
        return summary
    }

    /// What reading a file the index could not vouch for gave.
    enum _Reread: Sendable {
        /// Its bytes hash to its entry's text hash: the entry holds, with this stat.
        case unchanged(WorkingCopyIndex.Entry)
        case parsed(_ParsedFile)
    }

    /// Reads one file again: `entry` (its index entry, when it has one with a summary and a
    /// text hash) holds when the bytes still hash to its text hash, else the file is parsed.
    /// The stat is taken before reading, as in `parse`.
    static func reread(_ path: String, key: String, entry: WorkingCopyIndex.Entry?) throws -> _Reread {
        if let entry, entry.kind != nil, !entry.textHash.isEmpty, let stat = WorkingCopyIndex.fileStat(path),
            let data = FileManager.default.contents(atPath: path),
            CanonicalJSONWriter.hex(SHA256.hash(data: data)) == entry.textHash
        {
            var same = entry
            same.stat = stat
            return .unchanged(same)
        }
        return .parsed(try parse(path, key: key))
    }

    /// Reads and parses one file, its stat taken first: a change made while it is read
    /// leaves a stat that no longer matches, so the next status parses it again.
    static func parse(_ path: String, key: String) throws -> _ParsedFile {
        let stat = WorkingCopyIndex.fileStat(path)
        let file = try LayoutSourceFile.read(path)
        return _ParsedFile(key: key, file: file, stat: stat, contentHash: file.document?.contentHash, textHash: SourceText(text: file.text, path: key).hash)
    }

    /// Every file parsed (on every core), and the index rewritten from what was read.
    func loadWorkingCopy() throws -> WorkingCopy {
        let paths = try LayoutWorkspace.layoutFiles(in: [root])
        let parsed = try paths.concurrentMap { try Self.parse($0, key: relativePath($0)) }
        try? rewriteIndex(sortedEntries: WorkingCopyIndex(entries: parsed.compactMap(\.entry)).entries)
        return WorkingCopy(files: parsed.map(\.file), hashes: parsed.map(\.contentHash))
    }

    /// Replaces the index's stat cache (when `entries` is given) and applies `bases`
    /// (name → version id; nil forgets a base), under the project's lock and on top of
    /// the index as it is on disk then: another command may have recorded bases since
    /// this one read it, and those must survive a status's refresh of the cache.
    func rewriteIndex(sortedEntries entries: [WorkingCopyIndex.Entry]? = nil, bases: [String: String?] = [:]) throws {
        let path = WorkingCopyIndex.path(root: root)
        try withLock {
            var index = WorkingCopyIndex.read(from: path)?.index ?? WorkingCopyIndex()
            if let entries { index = WorkingCopyIndex(sortedEntries: entries, bases: index.bases) }
            for (name, id) in bases { index.bases[name] = id }
            try index.write(to: path)
        }
    }

    /// The bases recorded in the index (name → the version its file was written from).
    func recordedBases() -> [String: String] {
        WorkingCopyIndex.read(from: WorkingCopyIndex.path(root: root))?.index.bases ?? [:]
    }

    /// A path as the index keys it: relative to the project root, so the project's
    /// root may be spelled differently from one command to the next.
    func relativePath(_ path: String) -> String {
        if root == "." { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// What the project index keeps of a component for `trellis relayout`: enough to find
/// dependents, compute cache keys and decide variants without parsing its file.
public struct IndexedComponent: Hashable, Sendable {
    /// The file that defines it, as the walk of the working copy listed it.
    public var path: String
    public var contentHash: String
    public var kind: LayoutDocument.Kind
    /// What it uses directly (`use` and `apply`), sorted.
    public var dependencies: [String]
    /// A spec with an `update` block.
    public var hasUpdate: Bool
}

/// One file read and parsed, with the stat taken before reading it.
struct _ParsedFile: Sendable {
    /// The path relative to the project's root.
    var key: String
    var file: LayoutSourceFile
    var stat: WorkingCopyIndex.FileStat?
    var contentHash: String?
    var textHash: String

    /// What the index records of it: nothing for a file that did not parse (or could not
    /// be stat'ed).
    var entry: WorkingCopyIndex.Entry? {
        guard stat != nil else { return nil }
        return summaryEntry
    }

    /// Its entry, with a zero stat when it has none: what a summary reports of a file that
    /// parsed.
    var summaryEntry: WorkingCopyIndex.Entry? {
        guard let document = file.document, let contentHash else { return nil }
        var spec = false
        if case .spec(let value) = document { spec = !value.update.isEmpty }
        return WorkingCopyIndex.Entry(
            path: key, stat: stat ?? WorkingCopyIndex.FileStat(size: -1, modifiedNanoseconds: 0, changedNanoseconds: 0, inode: 0, device: 0),
            name: document.name, contentHash: contentHash, textHash: textHash,
            kind: document.kind, dependencies: document.dependencies, hasUpdate: spec)
    }
}

import Foundation
import TrellisModel

/// The working copy through `.trellis/index` (`WorkingCopyIndex`): what `status`
/// needs without parsing every file, and the index refreshed whenever files are parsed.
extension TrellisProject {
    /// What `status` needs of the working copy: component name → content hash (the
    /// first file in path order defining a name wins, as in `WorkingCopy`) and the files
    /// that do not parse, in path order.
    public struct WorkingCopySummary: Sendable {
        public var hashes: [String: String]
        public var unreadable: [LayoutSourceFile]
        /// How many files were parsed (the rest came from the index).
        public var parsedCount: Int
    }

    /// Stats every `.layout` file and parses only those the index cannot vouch for;
    /// rewrites the index when anything was parsed or files came or went (so the next
    /// status is fast), as `git status` refreshes git's. An index that cannot be
    /// written (a read-only project) is left as it was.
    public func summarizeWorkingCopy() throws -> WorkingCopySummary {
        let paths = try LayoutWorkspace.layoutFiles(in: [root])
        let indexPath = WorkingCopyIndex.path(root: root)
        let previous = WorkingCopyIndex.read(from: indexPath)
        let keys = paths.map(relativePath)
        let stats = try paths.concurrentMap(chunkSize: 512) { WorkingCopyIndex.fileStat($0) }

        // Both lists are in path order: one pass matches files to entries.
        var known: [WorkingCopyIndex.Entry?] = Array(repeating: nil, count: paths.count)
        var dirty: [Int] = []
        let old = previous?.index.entries ?? []
        var cursor = old.startIndex
        for position in paths.indices {
            while cursor < old.endIndex, old[cursor].path < keys[position] { cursor += 1 }
            if cursor < old.endIndex, old[cursor].path == keys[position], let current = stats[position],
               let previous, WorkingCopyIndex.isClean(old[cursor], current: current, writtenSecond: previous.writtenSecond) {
                known[position] = old[cursor]
                cursor += 1
            } else {
                dirty.append(position)
            }
        }
        let parsed = try dirty.map { (paths[$0], keys[$0]) }.concurrentMap { try Self.parse($0.0, key: $0.1) }

        var unreadable: [LayoutSourceFile] = []
        var fresh: [(name: String, hash: String)?] = known.map { $0.map { ($0.name, $0.contentHash) } }
        for (position, outcome) in zip(dirty, parsed) {
            guard let document = outcome.file.document, let hash = outcome.contentHash else {
                unreadable.append(outcome.file)
                continue
            }
            fresh[position] = (document.name, hash)
            known[position] = outcome.entry
        }
        var hashes: [String: String] = [:]
        hashes.reserveCapacity(paths.count)
        for case let (name, hash)? in fresh where hashes[name] == nil { hashes[name] = hash }

        // Rewritten when a file was parsed (even to the same entry: a racily clean one
        // stays suspect until the index is written in a later second than its mtime)
        // or when files are gone. Every entry that was not parsed came from the old
        // index, so with nothing parsed, equal counts mean an equal index.
        let reparsed = parsed.contains { $0.entry != nil }
        if reparsed || known.reduce(0, { $0 + ($1 == nil ? 0 : 1) }) != old.count {
            try? WorkingCopyIndex(sortedEntries: known.compactMap { $0 }).write(to: indexPath)
        }
        return WorkingCopySummary(hashes: hashes, unreadable: unreadable, parsedCount: dirty.count)
    }

    /// Reads and parses one file, its stat taken first: a change made while it is read
    /// leaves a stat that no longer matches, so the next status parses it again.
    static func parse(_ path: String, key: String) throws -> _ParsedFile {
        let stat = WorkingCopyIndex.fileStat(path)
        let file = try LayoutSourceFile.read(path)
        return _ParsedFile(key: key, file: file, stat: stat, contentHash: file.document?.contentHash)
    }

    /// Every file parsed (on every core), and the index rewritten from what was read.
    func loadWorkingCopy() throws -> WorkingCopy {
        let paths = try LayoutWorkspace.layoutFiles(in: [root])
        let parsed = try paths.concurrentMap { try Self.parse($0, key: relativePath($0)) }
        try? WorkingCopyIndex(entries: parsed.compactMap(\.entry)).write(to: WorkingCopyIndex.path(root: root))
        return WorkingCopy(files: parsed.map(\.file), hashes: parsed.map(\.contentHash))
    }

    /// A path as the index keys it: relative to the project root, so the project's
    /// root may be spelled differently from one command to the next.
    func relativePath(_ path: String) -> String {
        if root == "." { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// One file read and parsed, with the stat taken before reading it.
struct _ParsedFile: Sendable {
    /// The path relative to the project's root.
    var key: String
    var file: LayoutSourceFile
    var stat: WorkingCopyIndex.FileStat?
    var contentHash: String?

    /// What the index records of it: nothing for a file that did not parse.
    var entry: WorkingCopyIndex.Entry? {
        guard let stat, let document = file.document, let contentHash else { return nil }
        return WorkingCopyIndex.Entry(path: key, stat: stat, name: document.name, contentHash: contentHash)
    }
}

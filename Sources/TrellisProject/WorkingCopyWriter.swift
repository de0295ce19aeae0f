import Foundation
import TrellisStore
import TrellisSupport

/// The one way a `.layout` file is written or removed: checkout, restore, merge, conflict
/// markers, update-instead (through checkout), `fix`, `fmt`, `import`, `init`/`new` (the
/// scaffold) and a dependency's fetched components write through it, so none can bypass
/// the index. `LayoutFileWriteTests` fails when another source file writes `.layout` text.
///
/// A file is written whole: a new one through a temporary linked into place, an existing
/// one through a temporary renamed over it, so a reader, or a process killed midway, sees
/// the old file or the new one, never half of one. A file that holds the bytes already is
/// left alone (its stat, and so the index's entry for it, stays valid). `finish()` records
/// in the project's index the base of each component written from a version, and sweeps
/// the temporaries killed writers left in the folders written.
public struct WorkingCopyWriter: Sendable {
    /// The project whose index records the bases; nil for `.layout` files outside any
    /// project (`import` into a plain folder, `fmt` and `fix` of loose files).
    let project: TrellisProject?
    /// Set when the caller holds the project's lock and knows no other writer is busy (a
    /// checkout finishing an interrupted one): every temporary is swept, not only stale ones.
    var sweepsEveryTemporary = false
    private var bases: [String: String] = [:]
    /// Index entries of files written, and the index keys of files removed (`recordIndexEntry`).
    private var entries: [WorkingCopyIndex.Entry] = []
    private var removedKeys: Set<String> = []
    private var folders: Set<String> = []
    /// The paths written or removed, in order.
    public private(set) var changed: [String] = []

    /// A writer for `project`'s working copy.
    public init(project: TrellisProject) { self.project = project }

    /// A writer for `.layout` files outside any project: no index, no base.
    public init() { self.project = nil }

    /// How old a temporary must be before a writer that does not hold the lock removes it:
    /// no writer is still busy with it by then.
    static let staleTemporaryAge: TimeInterval = 60

    /// Writes `text` to `path` whole, creating the folders above it; `base` (the version
    /// of `component` it holds) is recorded by `finish()`. Returns false, writing nothing,
    /// when the file holds those bytes already.
    @discardableResult
    public mutating func write(_ text: String, to path: String, base: (component: String, version: String)? = nil) throws -> Bool {
        try write(Data(text.utf8), to: path, base: base)
    }

    /// `write(_:to:base:)` for bytes in a file's own style (a byte order mark, CRLF).
    @discardableResult
    public mutating func write(_ bytes: Data, to path: String, base: (component: String, version: String)? = nil) throws -> Bool {
        if let base { bases[base.component] = base.version }
        // Swept even when nothing is written: a writer killed between linking a new file
        // into place and unlinking its temporary left the file right and the temporary.
        let folder = parentFolder(of: path)
        folders.insert(folder.isEmpty ? "." : folder)
        let exists = FileManager.default.fileExists(atPath: path)
        if exists, FileManager.default.contents(atPath: path) == bytes { return false }
        if exists {
            try replaceFile(bytes, at: path)
        } else {
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try createFileWhole(bytes, at: path)
        }
        changed.append(path)
        return true
    }

    /// Creates files whose paths were free when the caller looked (a checkout's placement
    /// found nothing there), several at once: each folder is made once, and each file is
    /// created whole (`createFileWhole`) on every core — a clone's checkout is thousands
    /// of them, and where the file system makes unnamed files their creation does not wait
    /// on the folder's lock. A file given `checked` is recorded in the index (as
    /// `recordIndexEntry` does) from the stat taken as it was linked. A path something
    /// appeared at meanwhile goes through `write(_:to:)`, as any other. Returns how many
    /// files were written; on a failure, the first in order is thrown.
    mutating func createFiles(_ files: [(path: String, text: String, checked: CheckedText?)]) throws -> Int {
        var made: Set<String> = []
        for (path, _, _) in files {
            let folder = parentFolder(of: path)
            guard made.insert(folder).inserted else { continue }
            folders.insert(folder.isEmpty ? "." : folder)
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        let created = parallelMap(files.count, chunkSize: 16) { index in
            Result { try createFileWhole(Data(files[index].text.utf8), at: files[index].path) }
        }
        var written = 0
        for ((path, text, checked), outcome) in zip(files, created) {
            switch outcome {
            case .success(let info):
                changed.append(path)
                written += 1
                if let checked { recordIndexEntry(of: path, checked, stat: info.map(WorkingCopyIndex.fileStat)) }
            case .failure(let error as FileWriteError) where error.code == EEXIST:
                if try write(text, to: path) { written += 1 }
                if let checked { recordIndexEntry(of: path, checked) }
            case .failure(let error):
                throw error
            }
        }
        return written
    }

    /// Removes the file at `path` (a component deleted in the store); `base`, the deletion's
    /// version, is recorded as `write`'s is. Returns false when there was no file.
    @discardableResult
    public mutating func remove(_ path: String, base: (component: String, version: String)? = nil) throws -> Bool {
        if let base { bases[base.component] = base.version }
        let folder = parentFolder(of: path)
        folders.insert(folder.isEmpty ? "." : folder)
        guard FileManager.default.fileExists(atPath: path) else { return false }
        try FileManager.default.removeItem(atPath: path)
        if let project { removedKeys.insert(project.relativePath(path)) }
        changed.append(path)
        return true
    }

    /// Records in the index, by `finish()`, the file just written at `path` as holding
    /// `checked` (what its parse gives, known without parsing it), with its stat taken
    /// now: the next `status` trusts it as it trusts a file it parsed. Nothing is recorded
    /// when the file cannot be stat'ed.
    mutating func recordIndexEntry(of path: String, _ checked: CheckedText, stat known: WorkingCopyIndex.FileStat? = nil) {
        guard let project, let stat = known ?? WorkingCopyIndex.fileStat(path) else { return }
        let key = project.relativePath(path)
        removedKeys.remove(key)
        entries.append(
            WorkingCopyIndex.Entry(
                path: key, stat: stat, name: checked.name, contentHash: checked.contentHash, textHash: checked.textHash, kind: checked.kind,
                dependencies: checked.dependencies, hasUpdate: checked.hasUpdate))
    }

    /// Records `version` as the base of `component` without writing its file (a file that
    /// holds that version already).
    public mutating func recordBase(_ version: String, of component: String) {
        bases[component] = version
    }

    /// Records the bases of what was written in the project's index and sweeps leftover
    /// temporaries beside the files written.
    public mutating func finish() throws {
        if let project, !bases.isEmpty || !entries.isEmpty || !removedKeys.isEmpty {
            try project.recordInIndex(entries: entries, removed: removedKeys, bases: bases)
        }
        (bases, entries, removedKeys) = ([:], [], [])
        ReplacementTemporary.removeLeftovers(in: folders, olderThan: sweepsEveryTemporary ? nil : Self.staleTemporaryAge)
        folders = []
    }
}

extension TrellisProject {
    /// The writer of this project's working copy (`WorkingCopyWriter`).
    public func writer() -> WorkingCopyWriter { WorkingCopyWriter(project: self) }
}

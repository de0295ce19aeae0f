import Foundation
import TrellisModel
import TrellisStore

/// What the project commands of sync do beyond the store: keep the working copy (the
/// `.layout` files people edit) in step with heads that a merge or resolve moved.
public enum ProjectSyncError: Error, Hashable, Sendable, CustomStringConvertible {
    case dirtyWorkingCopy([String])
    case notEmpty(String)
    case noToken(String)
    case notAFolder(String)

    public var description: String {
        switch self {
        case .dirtyWorkingCopy(let names):
            let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
            return "the working copy has uncommitted changes (\(shown)): commit them ('trellis commit -m MESSAGE') or restore them first; nothing was merged"
        case .notEmpty(let path):
            return "\(path) already exists and is not empty: clone into a new folder"
        case .notAFolder(let path):
            return "\(path) is a file, not a folder: clone into a new folder (it is created) or an empty one"
        case .noToken(let url):
            return "\(url) needs a token: pass --token or set TRELLIS_TOKEN"
        }
    }
}

extension TrellisProject {
    /// Throws when the working copy holds work the store does not: a file that does not
    /// parse, a new component, a deleted file, or content no version of the component ever
    /// had. Returns the components whose files are merely stale (they hold an earlier
    /// version, as after a push into this store): a merge may overwrite those.
    @discardableResult
    public func requireCleanWorkingCopy() throws -> [String] {
        let copy = try workingCopy()
        let status = try status(of: copy)
        var dirty: [String] = status.unreadable.map(\.path)
        var stale: [String] = []
        for entry in status.entries {
            if entry.state == .modified, let hash = copy.hashes[entry.name], try store.hasVersion(of: entry.name, contentHash: hash) {
                stale.append(entry.name)
            } else {
                dirty.append(entry.name)
            }
        }
        if !dirty.isEmpty { throw ProjectSyncError.dirtyWorkingCopy(dirty) }
        return stale
    }

    /// Writes the heads of `components` into the working copy (the file that defines each,
    /// else `NAME.layout` at the root) and removes the files of components whose head is
    /// a deletion. Reads the working copy once, and reads, decodes and prints the heads on
    /// every core, so a clone of thousands stays linear and short. A file that is not
    /// there yet is created directly; one that exists is replaced atomically (a temporary
    /// file renamed over it), so an interrupted checkout never leaves half a component.
    @discardableResult
    public func checkout(_ components: [String]) throws -> (written: Int, removed: Int) {
        guard !components.isEmpty else { return (0, 0) }
        let pathOf = try filePaths()
        let heads = try store.headIDs(of: components)
        let versions = try store.versions(components.compactMap { heads[$0] })
        let store = self.store
        let texts = try versions.concurrentMap { version in try store.document(at: version).map(LayoutPrinter.print) }
        // Every path checked before the first write: a name that would leave the project
        // stops the checkout with nothing written.
        let paths = try versions.map { try filePath(of: $0.component, in: pathOf) }
        var written = 0, removed = 0
        for (text, path) in zip(texts, paths) {
            let exists = FileManager.default.fileExists(atPath: path)
            if let text {
                if exists, (try? String(contentsOfFile: path, encoding: .utf8)) == text { continue }
                if exists { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } else { try writeNewFile(Data(text.utf8), to: path) }
                written += 1
            } else if exists {
                try FileManager.default.removeItem(atPath: path)
                removed += 1
            }
        }
        return (written, removed)
    }

    /// Brings the working copy in step with a merge: the heads it moved (and the files
    /// `requireCleanWorkingCopy` found stale) written out, its conflicts written with
    /// markers. Returns the components written with markers.
    @discardableResult
    public func updateWorkingCopy(after outcomes: [MergeOutcome], stale: [String]) throws -> [String] {
        try checkout(stale + outcomes.filter { $0.head != nil && $0.kind != .upToDate }.map(\.component))
        let conflicted = outcomes.filter { $0.kind == .conflict || $0.kind == .semanticConflict }.map(\.component)
        return try writeConflictMarkers(for: Set(conflicted))
    }

    /// The file of component `name`: the one that defines it (`paths`, from `filePaths()`),
    /// else `NAME.layout` at the root. Throws when the name is not in the grammar or the
    /// path, resolved, would leave the project folder (`WorkingCopyPath`): a checkout never
    /// writes outside the project, whatever the store says.
    public func filePath(of name: String, in paths: [String: String]) throws -> String {
        guard let path = paths[name] else { return try WorkingCopyPath.file(of: name, in: root) }
        try WorkingCopyPath.requireInside(path, root: root)
        return path
    }

    /// The file that defines each component in the working copy (the first, if several do).
    public func filePaths() throws -> [String: String] {
        var pathOf: [String: String] = [:]
        for file in try workingCopy().files {
            let name = file.document?.name ?? file.expectedName
            if pathOf[name] == nil { pathOf[name] = file.path }
        }
        return pathOf
    }

    /// Writes each open conflict into the working copy (the file that defines the
    /// component, else `NAME.layout`): its three sides printed and merged line by line,
    /// git's markers around the hunks that differ (`LineMerge`). The file then refuses to
    /// parse until the markers are gone; `trellis resolve NAME` takes it as it is then.
    /// Returns the components written (those of `components`, else every open conflict).
    @discardableResult
    public func writeConflictMarkers(for components: Set<String>? = nil) throws -> [String] {
        let conflicts = try store.openConflicts().filter { components?.contains($0.component) ?? true }
        guard !conflicts.isEmpty else { return [] }
        let pathOf = try filePaths()
        func lines(_ id: String?) throws -> [String] {
            guard let id, let version = try store.version(id), let document = try store.document(at: version) else { return [] }
            return LayoutPrinter.print(document).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var written: [String] = []
        for conflict in conflicts {
            let labels = LineMerge.Labels(
                ours: "ours (\(conflict.oursID.prefix(12)))",
                base: conflict.baseID.map { "base (\($0.prefix(12)))" } ?? "base (none: added on both sides)",
                theirs: "theirs (\(conflict.source), \(conflict.theirsID.prefix(12)))")
            let merged = LineMerge.merge(
                base: try lines(conflict.baseID), ours: try lines(conflict.oursID), theirs: try lines(conflict.theirsID), labels: labels)
            let path = try filePath(of: conflict.component, in: pathOf)
            try Data(merged.lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            written.append(conflict.component)
        }
        return written
    }

    /// A client for the remote `name`, with `token` (else `TRELLIS_TOKEN_<NAME>`, else
    /// `TRELLIS_TOKEN`, else the project's credentials file: `Credentials`). Tokens an
    /// older trellis kept in the store are moved into the credentials file first.
    public func syncClient(remote name: String, token: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SyncClient {
        let remote = try store.remote(named: name)
        let credentials = Credentials(projectRoot: root)
        try credentials.adoptTokens(from: store)
        let token = try credentials.token(for: name, explicit: token, environment: environment)
        let url = RemoteLocator.isHTTP(remote.url) ? remote.url : Self.resolve(remote.url, from: root)
        return SyncClient(store: store, remoteName: name, remote: try RemoteLocator.open(url, token: token, environment: store.environment))
    }

    /// A relative store path is relative to the project folder.
    static func resolve(_ path: String, from root: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL.path
    }
}

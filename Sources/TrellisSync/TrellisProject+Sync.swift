import Foundation
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisSupport

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
            return
                "the working copy has uncommitted changes (\(shown)) to components the merge changes: commit them (\(CommandHint.commit)) or restore them first; nothing was merged"
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
    /// Brings the working copy in step with a merge: the heads it moved (and the files
    /// that were behind their heads) written out, its conflicts written with
    /// markers. Returns the components written with markers, and what the checkout kept
    /// or wrote elsewhere than recorded.
    @discardableResult
    public func updateWorkingCopy(after outcomes: [MergeOutcome], stale: [String]) throws -> (marked: [String], checkout: CheckoutReport) {
        let report = try checkout(stale + outcomes.filter { $0.head != nil && $0.kind != .upToDate }.map(\.component))
        let conflicted = outcomes.filter { $0.kind == .conflict || $0.kind == .semanticConflict }.map(\.component)
        return (try writeConflictMarkers(for: Set(conflicted)), report)
    }

    /// Writes each open conflict into the working copy (the file that defines the
    /// component, else a free one: `CheckoutPlacement`): its three sides printed and merged line by line,
    /// git's markers around the hunks that differ (`LineMerge`). The file then refuses to
    /// parse until the markers are gone; `trellis resolve NAME` takes it as it is then.
    /// A component one side deleted is written as the other side left it (its author's
    /// text), without markers, as git leaves the modified version of a modify/delete
    /// conflict in the tree. Returns the components written (those of `components`, else
    /// every open conflict).
    @discardableResult
    public func writeConflictMarkers(for components: Set<String>? = nil) throws -> [String] {
        let conflicts = try store.openConflicts().filter { components?.contains($0.component) ?? true }
        guard !conflicts.isEmpty else { return [] }
        var placement = try placement()
        func lines(_ id: String?) throws -> [String] {
            guard let id, let version = try store.version(id), let document = try store.document(at: version) else { return [] }
            return LayoutPrinter.print(document).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var written: [String] = []
        var writer = writer()
        for conflict in conflicts {
            let path = try placement.place(conflict.component, recorded: nil).path
            if let kept = try modifiedSide(of: conflict) {
                try writer.write(kept, to: path)
                written.append(conflict.component)
                continue
            }
            let labels = LineMerge.Labels(
                ours: "ours (\(conflict.oursID.prefix(12)))",
                base: conflict.baseID.map { "base (\($0.prefix(12)))" } ?? "base (none: added on both sides)",
                theirs: "theirs (\(conflict.source), \(conflict.theirsID.prefix(12)))")
            let merged = LineMerge.merge(
                base: try lines(conflict.baseID), ours: try lines(conflict.oursID), theirs: try lines(conflict.theirsID), labels: labels)
            // The base stays: the file is the conflict's, resolved by 'trellis resolve'.
            try writer.write(merged.lines.joined(separator: "\n"), to: path)
            written.append(conflict.component)
        }
        try writer.finish()
        return written
    }

    /// The text of the side that kept `conflict`'s component when the other deleted it
    /// (its author's text, else printed); nil when both sides hold it.
    func modifiedSide(of conflict: StoredConflict) throws -> String? {
        let ours = try store.version(conflict.oursID), theirs = try store.version(conflict.theirsID)
        guard let ours, let theirs, ours.isDeletion != theirs.isDeletion else { return nil }
        let kept = ours.isDeletion ? theirs : ours
        if let text = try store.sourceTexts(of: [kept.id])[kept.id]?.text { return text }
        return try store.document(at: kept).map(LayoutPrinter.print)
    }

    /// A client for the remote `name`, with `token` (else `TRELLIS_TOKEN_<NAME>`, else
    /// `TRELLIS_TOKEN`, else the project's credentials file: `Credentials`). Tokens an
    /// older trellis kept in the store are moved into the credentials file first.
    public func syncClient(remote name: String, token: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SyncClient {
        let remote = try store.remote(named: name)
        let credentials = Credentials(projectRoot: root)
        try credentials.adoptTokens(from: store)
        let token = try credentials.token(for: name, explicit: token, environment: environment)
        let url = RemoteURL(stored: remote.url, projectRoot: root)
        return SyncClient(store: store, remoteName: name, remote: try url.open(token: token, environment: store.environment))
    }
}

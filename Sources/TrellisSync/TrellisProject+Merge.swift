import Foundation
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisSupport

/// What a merge into a project did: the store's outcomes and the working copy brought in
/// step with them.
public struct ProjectMergeReport: Sendable {
    public var outcomes: [MergeOutcome]
    /// Components written with conflict markers.
    public var marked: [String]
    /// Files the checkout kept (uncommitted work) or wrote elsewhere than recorded.
    public var checkout = CheckoutReport()
}

/// What a project's sync did. The merge is in the store and in the working copy whether
/// or not the push worked.
public struct ProjectSyncReport: Sendable {
    public var fetch: SyncClient.FetchReport
    public var merge: ProjectMergeReport
    /// nil when the push was skipped (conflicts to resolve first) or failed.
    public var push: SyncClient.PushReport?
    /// Why the push failed, if it did.
    public var pushError: PushFailedError?
}

/// The push of a sync failed after its merge was recorded and written out.
public struct PushFailedError: Error, Sendable, CustomStringConvertible {
    public var remote: String
    public var underlying: any Error

    public var description: String {
        "push \(remote) failed: \(underlying); the merge is recorded and written to the working copy, push again once that is fixed"
    }
}

extension TrellisProject {
    /// Merges the fetched heads of `client`'s remote into ours and writes what moved
    /// (and every file that was behind its head) into the working copy, under the
    /// project's lock. Uncommitted work goes untouched: the merge is refused, changing
    /// nothing, only when it touches a component with uncommitted work.
    public func merge(with client: SyncClient, options: MergeOptions = MergeOptions()) throws -> ProjectMergeReport {
        try withLock {
            let status = try status()
            let dirty = try uncommitted(in: status)
            let incoming = Set(try store.remoteRefs(client.remoteName, pendingOnly: true).map(\.component))
            let touched = dirty.keys.filter { incoming.contains($0) }.sorted()
            if !touched.isEmpty { throw ProjectSyncError.dirtyWorkingCopy(touched) }
            let behind = status.entries.filter { $0.state == .behind }.map(\.name)
            // Before any head moves: an interruption from here on is recognised.
            try beginCheckout("merge \(client.remoteName)", components: Array(incoming) + behind)
            let outcomes: [MergeOutcome]
            do {
                outcomes = try client.merge(options: options)
            } catch {
                _ = try? checkout([])  // nothing merged: the journal goes
                throw error
            }
            let (marked, checkout) = try updateWorkingCopy(after: outcomes, stale: behind)
            return ProjectMergeReport(outcomes: outcomes, marked: marked, checkout: checkout)
        }
    }

    /// Fetch, then `merge(with:)`.
    public func pull(with client: SyncClient, options: MergeOptions = MergeOptions()) async throws -> (fetch: SyncClient.FetchReport, merge: ProjectMergeReport)
    {
        let fetched = try await client.fetch()
        return (fetched, try merge(with: client, options: options))
    }

    /// Pull (the merge written to the working copy first), then push unless conflicts are
    /// open. A failed push is reported, not thrown: the working copy already matches the
    /// store, and the caller says what failed.
    public func sync(with client: SyncClient, options: MergeOptions = MergeOptions()) async throws -> ProjectSyncReport {
        let (fetched, merged) = try await pull(with: client, options: options)
        var report = ProjectSyncReport(fetch: fetched, merge: merged)
        if try !store.openConflicts().isEmpty { return report }
        do {
            report.push = try await client.push()
        } catch {
            report.pushError = PushFailedError(remote: client.remoteName, underlying: error)
        }
        return report
    }

    /// Files behind their heads written out (`trellis checkout`), and what an interrupted
    /// checkout left (files edited since are kept). Returns the components behind, and
    /// what the checkout did.
    @discardableResult
    public func update() throws -> (updated: [String], checkout: CheckoutReport) {
        try withLock {
            let behind = try status().entries.filter { $0.state == .behind }.map(\.name)
            let report = try checkout(behind)
            return (behind.filter { report.kept[$0] == nil }, report)
        }
    }
}

/// `trellis checkout --merge` could not merge some edits into their heads.
public struct WorkingCopyMergeError: Error, Sendable, CustomStringConvertible {
    public var merged: [String]
    /// `Name: conflict; conflict`.
    public var failures: [String]

    public var description: String {
        (merged.isEmpty ? "" : "merged \(merged.joined(separator: ", ")) into the working copy; ")
            + "cannot merge your edit into the head: " + failures.joined(separator: "\n")
            + "\nthose files are unchanged: edit them by hand, or \(CommandHint.restore(component: "NAME")) drops your edit"
    }
}

extension TrellisProject {
    /// Applies each diverged edit (of `names`, or of every diverged component) to its
    /// head: the three-way merge of the file's base, the file and the head, written to
    /// the file with the head as its new base, so the edit becomes *modified* and can be
    /// committed without reverting anything. Edits that collide with the head's change
    /// are left as they are and reported. Returns the components merged.
    @discardableResult
    public func mergeWorkingCopy(_ names: [String] = []) throws -> [String] {
        try withLock {
            let copy = try workingCopy()
            let status = try status(of: copy)
            var placement = try placement()
            let library = LayoutLibrary(Array(copy.documents.values))
            var merged: [String] = [], failures: [String] = []
            var writer = writer()
            for entry in status.entries where entry.state == .diverged && (names.isEmpty || names.contains(entry.name)) {
                guard let baseID = entry.base, let head = entry.headVersion else { continue }
                let base = try store.version(baseID).flatMap { try store.document(at: $0) }
                let theirs = try store.version(head).flatMap { try store.document(at: $0) }
                let result = ThreeWayMerge.merge(base: base, ours: copy.documents[entry.name], theirs: theirs, library: library)
                if !result.conflicts.isEmpty {
                    failures.append("\(entry.name): " + result.conflicts.map(\.description).joined(separator: "; "))
                    continue
                }
                let path = try placement.place(entry.name, recorded: nil).path
                if let document = result.document {
                    try writer.write(LayoutPrinter.print(document), to: path, base: (entry.name, head))
                } else {
                    try writer.remove(path, base: (entry.name, head))
                }
                merged.append(entry.name)
            }
            try writer.finish()
            if !failures.isEmpty { throw WorkingCopyMergeError(merged: merged, failures: failures) }
            return merged
        }
    }
}

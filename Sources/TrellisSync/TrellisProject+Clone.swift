import Foundation
import TrellisProject
import TrellisStore

extension TrellisProject {
    /// What `trellis clone` does once the destination is known to be free: makes the
    /// project's `.trellis` in `directory`, marks the clone as begun (a clone killed from
    /// here on is finished by running it again), clones `remote` into the project's store
    /// (`SyncClient.clone`), keeps `token` (if any) in the project's credentials as the
    /// `origin`'s — never in the store — and writes every head into the working copy
    /// (`checkout`), recording each file in the working copy's index from what the
    /// snapshot's verification parsed, so the first `status` parses nothing.
    ///
    /// On failure the caller removes what was made (the folder, or what it put into the
    /// empty folder it was given): only it knows whether the folder existed before.
    public static func clone(
        from remote: any SyncRemote, url: String, into directory: String, token: String? = nil, environment: StoreEnvironment,
        progress: SyncProgressHandler? = nil
    ) async throws -> (project: TrellisProject, report: SyncClient.CloneReport, checkout: CheckoutReport) {
        try ProjectScaffold.createProject(at: directory, files: [])
        // Before the store is in place: a clone killed from here on is recognised, and
        // re-running it finishes the checkout.
        try beginClone(at: directory)
        let (store, report) = try await SyncClient.clone(
            from: remote, url: url, to: storePath(root: directory), environment: environment, progress: progress)
        if let token { try Credentials(projectRoot: directory).set(token, for: "origin") }
        let project = TrellisProject(root: directory, store: store)
        let heads = try store.heads().filter { !$0.isDeletion }.map(\.component)
        let checkout = try project.checkout(heads, command: "clone", checkedTexts: report.headTexts)
        return (project, report, checkout)
    }
}

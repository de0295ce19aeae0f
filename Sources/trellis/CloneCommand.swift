import ArgumentParser
import Foundation
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisSync

struct CloneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clone",
        abstract: "Create a project from another store (a store file or project folder, or an http(s) URL), with it as 'origin'."
    )

    @Argument(help: "A store file or project folder path, or an http(s):// URL served by 'trellis serve'.")
    var source: String

    @Argument(help: "The folder to create.")
    var directory: String

    @Option(help: "The token for an HTTP source (default: TRELLIS_TOKEN); kept with the remote.")
    var token: String?

    func run() async throws {
        let fileManager = FileManager.default
        let environment = StoreEnvironment.live(author: Identity.author())
        switch try TrellisProject.cloneDestination(directory, environment: environment) {
        case .free: break
        case .occupied: throw ProjectSyncError.notEmpty(directory)
        case .interrupted(let project):
            // The store arrived whole; only its files were not all written.
            let names = try project.finishInterruptedCheckout() ?? []
            print("finished the interrupted clone into \(directory): \(DiagnosticOutput.plural(names.count, "component")) in the working copy")
            return
        }
        let url = RemoteLocator.isHTTP(source) ? source : URL(fileURLWithPath: source).standardizedFileURL.path
        let token = token ?? ProcessInfo.processInfo.environment["TRELLIS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let remote = try RemoteLocator.open(url, token: token, environment: environment)
        let folderExisted = fileManager.fileExists(atPath: directory)
        try ProjectScaffold.createProject(at: directory, files: [])
        let store: TrellisStore, report: SyncClient.CloneReport
        do {
            // Before the store is in place: a clone killed from here on is recognised.
            try TrellisProject.beginClone(at: directory)
            (store, report) = try await SyncClient.clone(
                from: remote, url: url, token: token, to: TrellisProject.storePath(root: directory), environment: environment)
        } catch {
            // A failed clone leaves nothing: the folder it made, or what it added to an empty one.
            let made = folderExisted ? (directory as NSString).appendingPathComponent(ProjectScaffold.metadataFolder) : directory
            try? fileManager.removeItem(atPath: made)
            throw error
        }
        let project = TrellisProject(root: directory, store: store)
        let heads = try store.heads().filter { !$0.isDeletion }.map(\.component)
        let (written, _) = try project.checkout(heads, command: "clone")
        print("cloned \(url) into \(directory): \(DiagnosticOutput.plural(report.versions, "version")), \(DiagnosticOutput.plural(written, "component")) in the working copy")
    }
}

import ArgumentParser
import Foundation
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisSync
import TrellisSupport

struct CloneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clone",
        abstract: "Create a project from another store (a store file or project folder, or an http(s) URL), with it as 'origin'."
    )

    @Argument(help: "A store file or project folder path, or an http(s):// URL served by 'trellis serve'.")
    var source: String

    @Argument(help: "The folder to create.")
    var directory: String

    @Option(help: "The token for an HTTP source (default: TRELLIS_TOKEN_ORIGIN, else TRELLIS_TOKEN); kept in .trellis/credentials (mode 0600).")
    var token: String?

    func run() async throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ProjectSyncError.notAFolder(directory)
        }
        let environment = StoreEnvironment.live(author: Identity.author())
        switch try TrellisProject.cloneDestination(directory, environment: environment) {
        case .free: break
        case .occupied: throw ProjectSyncError.notEmpty(directory)
        case .interrupted(let project):
            // The store arrived whole; only its files were not all written.
            let report = try project.finishInterruptedCheckout() ?? CheckoutReport()
            print(
                "finished the interrupted clone into \(directory): \(plural(report.components.count - report.kept.count, "component")) in the working copy"
            )
            CheckoutCommand.printNotes(report)
            return
        }
        let url = try RemoteURL(parsing: source)
        let token = Credentials.token(for: "origin", explicit: token)
        let remote = try url.open(token: token, environment: environment)
        let folderExisted = fileManager.fileExists(atPath: directory)
        let report: SyncClient.CloneReport, checkout: CheckoutReport
        do {
            let bar = TerminalProgress.make()
            defer { bar?.finish() }
            (_, report, checkout) = try await TrellisProject.clone(
                from: remote, url: url.text, into: directory, token: token, environment: environment,
                progress: SyncProgressLine.hook(bar, remote: "origin"))
        } catch {
            // A failed clone leaves nothing: the folder it made, or what it put into the
            // empty one it was given. (A killed one leaves its journal: re-running finishes it.)
            if folderExisted {
                for item in (try? fileManager.contentsOfDirectory(atPath: directory)) ?? [] {
                    try? fileManager.removeItem(atPath: (directory as NSString).appendingPathComponent(item))
                }
            } else {
                try? fileManager.removeItem(atPath: directory)
            }
            throw error
        }
        print(
            "cloned \(url) into \(directory): \(plural(report.versions, "version")), \(plural(checkout.written, "component")) in the working copy"
        )
        CheckoutCommand.printNotes(checkout)
    }
}

import ArgumentParser
import TrellisProject
import Foundation
import TrellisModel
import TrellisStore
import TrellisSync
import TrellisSupport

struct RemoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Manage the stores this project syncs with: another store file (or project folder) or an http(s) URL.",
        subcommands: [Add.self, Remove.self, List.self, SetToken.self],
        defaultSubcommand: List.self
    )

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a remote.")

        @Argument(help: "Its name (e.g. origin).")
        var name: String

        @Argument(help: "A store file or project folder path, or an http(s):// URL served by 'trellis serve'.")
        var location: String

        @Option(
            help:
                "The token to send to an HTTP remote (kept in .trellis/credentials, mode 0600, never in the store; TRELLIS_TOKEN_<NAME> and TRELLIS_TOKEN override it)."
        )
        var token: String?

        @OptionGroup var options: ProjectOptions

        func run() async throws {
            let project = try options.openProject()
            let url = try RemoteURL.validated(location, projectRoot: project.root).text
            try project.store.addRemote(name: name, url: url)
            if let token { try Credentials(projectRoot: project.root).set(token, for: name) }
            print("added remote \(name): \(url)" + (token == nil ? "" : " (token kept in .trellis/credentials)"))
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Forget a remote and its remote-tracking refs.")

        @Argument(help: "The remote's name.")
        var name: String

        @OptionGroup var options: ProjectOptions

        func run() async throws {
            let project = try options.openProject()
            try project.store.removeRemote(name: name)
            let credentials = Credentials(projectRoot: project.root)
            if try credentials.stored()[name] != nil { try credentials.set(nil, for: name) }
            print("removed remote \(name)")
        }
    }

    struct SetToken: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set-token",
            abstract: "Set (or with --clear, forget) the token sent to an HTTP remote; kept in .trellis/credentials, mode 0600."
        )

        @Argument(help: "The remote's name.")
        var name: String

        @Argument(help: "The token (default: read one line from standard input, so that it stays out of the shell's history).")
        var token: String?

        @Flag(help: "Forget the remote's stored token.")
        var clear = false

        @OptionGroup var options: ProjectOptions

        func validate() throws {
            if clear, token != nil { throw ValidationError("give a token or --clear, not both") }
        }

        func run() async throws {
            let project = try options.openProject()
            let remotes = try project.store.remotes().map(\.name)
            guard remotes.contains(name) else {
                throw ValidationError(
                    "no remote '\(name)' (remotes: \(remotes.isEmpty ? "none" : remotes.joined(separator: ", "))); add it with 'trellis remote add \(name) URL'"
                )
            }
            let credentials = Credentials(projectRoot: project.root)
            if clear {
                try credentials.set(nil, for: name)
                print("forgot the token of remote \(name)")
                return
            }
            let value = (token ?? readLine(strippingNewline: true) ?? "").trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { throw ValidationError("no token given: pass it as an argument or on standard input") }
            try credentials.set(value, for: name)
            print("token of remote \(name) kept in .trellis/credentials")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the remotes.")

        @OptionGroup var options: ProjectOptions

        func run() async throws {
            let project = try options.openProject()
            let remotes = try project.store.remotes()
            if remotes.isEmpty { print("no remotes (add one with 'trellis remote add origin PATH|URL')") }
            for remote in remotes {
                print("\(remote.name)\t\(remote.url)\tseen up to change \(remote.fetchCursor.seq)")
            }
        }
    }
}

/// Options the sync commands share: which remote, and its token.
struct RemoteOptions: ParsableArguments {
    @Argument(help: "The remote to sync with.", completion: Completions.remotes)
    var remote: String = "origin"

    @Option(help: "The token for an HTTP remote (default: TRELLIS_TOKEN_<REMOTE>, else TRELLIS_TOKEN, else .trellis/credentials).")
    var token: String?
}

/// How the sync commands print what they did.
enum SyncOutput {
    static func fetch(_ report: SyncClient.FetchReport, remote: String) {
        if report.versions == 0 && report.moved.isEmpty {
            print("fetch \(remote): up to date (change \(report.cursor.seq))")
        } else {
            print(
                "fetch \(remote): \(plural(report.versions, "version")), \(plural(report.objects, "object")); "
                    + "\(plural(report.moved.count, "remote head")) moved")
        }
    }

    static func merge(_ outcomes: [MergeOutcome], marked: [String] = []) {
        let changed = outcomes.filter { $0.kind != .upToDate }
        if changed.isEmpty { print("merge: nothing to merge"); return }
        for outcome in changed.prefix(50) {
            print(
                "  \(outcome.kind.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)) \(outcome.component)"
                    + (outcome.head.map { "  → \($0.prefix(12))" } ?? ""))
            for conflict in outcome.conflicts { print("      \(conflict)") }
            for problem in outcome.problems where outcome.kind == .mergedBroken { print("      \(problem)") }
            if let note = outcome.renameNote { print("      \(note)") }
            if let note = outcome.textNote { print("      note: \(note)") }
        }
        if changed.count > 50 { print("  … and \(changed.count - 50) more") }
        let conflicts = changed.filter { $0.kind == .conflict || $0.kind == .semanticConflict }.count
        if conflicts > 0 {
            print(
                "\(plural(conflicts, "conflict")) to resolve: 'trellis conflicts', then 'trellis resolve NAME --ours|--theirs|--from-file FILE'"
            )
        }
        // One side deleted (or renamed) what the other modified: the file holds the modified side, as git leaves it.
        let kept = Set(changed.filter { $0.kind == .conflict && FieldConflict.isDeletedVsModified($0.conflicts) }.map(\.component))
        let withMarkers = marked.filter { !kept.contains($0) }
        if !withMarkers.isEmpty {
            print(
                "the working copy shows them with conflict markers (\(names(withMarkers))): "
                    + "edit them and 'trellis resolve NAME' to take the file as it is")
        }
        let keptFiles = marked.filter { kept.contains($0) }
        if !keptFiles.isEmpty {
            print(
                "the working copy keeps the modified side of \(names(keptFiles)) (deleted on the other side): "
                    + "'trellis resolve NAME' keeps it, 'trellis resolve NAME --ours|--theirs' takes a side, the deleting one deletes it")
        }
    }

    static func push(_ report: SyncClient.PushReport, remote: String) {
        if report.moved.isEmpty && report.tags == 0 {
            print("push \(remote): up to date")
        } else {
            print(
                "push \(remote): \(plural(report.versions, "version")), \(plural(report.objects, "object")); "
                    + "moved \(names(report.moved))")
        }
    }

    /// A list of component names for one line: the first `limit`, then how many more
    /// (a push of 2,000 components is not 2,000 names on one line).
    static func names(_ names: [String], limit: Int = 10) -> String {
        names.prefix(limit).joined(separator: ", ") + (names.count > limit ? ", … and \(names.count - limit) more" : "")
    }
}

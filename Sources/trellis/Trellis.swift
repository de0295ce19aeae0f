import ArgumentParser
import TrellisImport
import TrellisProjectFiles

@main
struct Trellis: AsyncParsableCommand {
    @Flag(name: .customLong("version"), help: "Show the version.")
    var showVersion = false

    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Keep, check and solve reusable Auto Layout components.",
        discussion: """
            A project is a folder of .layout files: layout containers, Layoutable specs and
            screens. Start with `trellis init MyLibrary` and `trellis check`.
            """,
        // Hidden: git's verbs Trellis has no equivalent for, answered with what to do instead.
        subcommands: [GitVerbCommand.self],
        // Grouped by task in --help. `--version` is the root's own flag (below), so that
        // subcommands' help does not show it beside their own arguments.
        groupedSubcommands: [
            CommandGroup(
                name: "Project",
                subcommands: [
                    InitCommand.self, NewCommand.self, CheckCommand.self, FixCommand.self, FmtCommand.self,
                    ImportCommand.self, ExportCommand.self, ShowCommand.self, StatusCommand.self,
                ]),
            CommandGroup(
                name: "Layout",
                subcommands: [
                    SolveCommand.self, RenderCommand.self, PreviewCommand.self, DevicesCommand.self, RelayoutCommand.self,
                ]),
            CommandGroup(
                name: "Versions",
                subcommands: [
                    CommitCommand.self, LogCommand.self, MvCommand.self, DiffCommand.self, RestoreCommand.self, CheckoutCommand.self,
                    TagCommand.self, DepsCommand.self, DependentsCommand.self, FsckCommand.self, GcCommand.self,
                ]),
            CommandGroup(
                name: "Sharing",
                subcommands: [
                    RemoteCommand.self, CloneCommand.self, FetchCommand.self, MergeCommand.self, PullCommand.self,
                    PushCommand.self, SyncCommand.self, ConflictsCommand.self, ResolveCommand.self, ServeCommand.self, HubCommand.self,
                ]),
            CommandGroup(
                name: "Libraries",
                subcommands: [
                    ReleaseCommand.self, ReleasesCommand.self, AddCommand.self, RemoveCommand.self, UpdateCommand.self, OutdatedCommand.self,
                ]),
        ]
    )
}

extension Trellis {
    static let version = "0.1.0"

    /// `trellis --version`; `trellis` alone prints the help.
    func run() async throws {
        guard showVersion else { throw CleanExit.helpRequest(self) }
        print(Self.version)
    }

    /// ArgumentParser's own loop, with raw library errors put in words (`ErrorText`).
    static func main() async {
        CommandSpelling.install()
        // A line of Swift pasted into a .layout file: its parse error says what to write.
        SwiftIdiomHints.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let help = LaunchShortcut.rootHelp(for: arguments) ?? LaunchShortcut.version(for: arguments) {
            print(help)
            return
        }
        do {
            if let status = LaunchShortcut.statusRequest(for: arguments) {
                try LaunchShortcut.status(json: status.json, project: status.project)
            }
            var command: any ParsableCommand
            if let shortcut = LaunchShortcut.command(for: arguments) {
                command = shortcut
            } else {
                command = try parseAsRoot()
            }
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: ErrorText.userFacing(error))
        }
    }
}

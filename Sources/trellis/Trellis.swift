import ArgumentParser

@main
struct Trellis: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Keep, check and solve reusable Auto Layout components.",
        discussion: """
            A project is a folder of .layout files: layout containers, Layoutable specs and
            screens. Start with `trellis init MyLibrary` and `trellis check`.
            """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self,
            NewCommand.self,
            CheckCommand.self,
            FmtCommand.self,
            ImportCommand.self,
            ShowCommand.self,
            StatusCommand.self,
            CommitCommand.self,
            LogCommand.self,
            DiffCommand.self,
            RestoreCommand.self,
            TagCommand.self,
            DepsCommand.self,
            DependentsCommand.self,
            FsckCommand.self,
            GcCommand.self,
            SolveCommand.self,
            RenderCommand.self,
            DevicesCommand.self,
            RelayoutCommand.self,
            RemoteCommand.self,
            CloneCommand.self,
            FetchCommand.self,
            MergeCommand.self,
            PullCommand.self,
            PushCommand.self,
            SyncCommand.self,
            ConflictsCommand.self,
            ResolveCommand.self,
            CheckoutCommand.self,
            ServeCommand.self,
            ExportCommand.self,
            ReleaseCommand.self, ReleasesCommand.self, AddCommand.self, UpdateCommand.self, OutdatedCommand.self,
        ]
    )
}

extension Trellis {
    /// ArgumentParser's own loop, with raw library errors put in words (`ErrorText`).
    static func main() async {
        do {
            var command = try parseAsRoot()
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

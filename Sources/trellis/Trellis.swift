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
            ServeCommand.self,
            ExportCommand.self,
        ]
    )
}

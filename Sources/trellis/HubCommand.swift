import ArgumentParser

/// `trellis hub …`: administering a team hub's storage.
struct HubCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hub",
        abstract: "Administer a team hub: move its history into PostgreSQL.",
        subcommands: [HubMigrateCommand.self]
    )
}

import ArgumentParser
import TrellisModel
import TrellisPackages

struct OutdatedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outdated",
        abstract: "List each dependency's locked release, the newest its requirement allows and the newest there is."
    )

    @Flag(help: "Print the list as JSON.")
    var json = false

    @OptionGroup var library: ServedLibraryOptions

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let entries = try await options.openDependencies(library).outdated()
        if json {
            print(
                CanonicalJSON.array(
                    entries.map { entry in
                        [
                            "name": .string(entry.name),
                            "locked": entry.locked.map(CanonicalJSON.string) ?? .null,
                            "allowed": entry.allowed.map(CanonicalJSON.string) ?? .null,
                            "latest": entry.latest.map(CanonicalJSON.string) ?? .null,
                            "releases": .array(entry.releases.map(CanonicalJSON.string)),
                        ]
                    }
                ).pretty)
            return
        }
        if entries.isEmpty { print("no dependencies (add one with 'trellis add NAME PATH')") }
        for entry in entries {
            let locked = entry.locked ?? "not locked"
            var line = "\(entry.name)  \(locked)"
            if let allowed = entry.allowed, allowed != entry.locked {
                line += " → \(allowed) ('trellis update \(entry.name)')"
            } else {
                line += " (up to date)"
            }
            if let latest = entry.latest, latest != entry.allowed { line += "; \(latest) is out of range ('trellis update \(entry.name) --to \(latest)')" }
            print(line)
        }
    }
}

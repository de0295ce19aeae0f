import ArgumentParser
import TrellisModel
import TrellisPackages

struct ReleasesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "releases",
        abstract: "List the library's releases, oldest first, with their components."
    )

    @Flag(help: "Print the releases as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let releases = try LibraryReleases(project: try options.openProject()).releases()
        if json {
            let output: CanonicalJSON = .array(
                releases.map { release in
                    [
                        "version": .string(release.version),
                        "message": release.message.map(CanonicalJSON.string) ?? .null,
                        "author": .string(release.author),
                        "time": .string(StoreOutput.time(release.time)),
                        "components": .array(release.components.map { ["name": .string($0.name), "version": .string($0.versionID)] }),
                    ]
                })
            print(output.pretty)
            return
        }
        if releases.isEmpty { print("no releases yet: 'trellis release 1.0.0' makes the first") }
        for release in releases {
            let message = release.message.map { $0.isEmpty ? "" : "  \($0)" } ?? ""
            print("\(release.version)  \(StoreOutput.time(release.time))  \(release.author)\(message)")
            print("    " + release.components.map(\.name).joined(separator: ", "))
        }
    }
}

import ArgumentParser
import TrellisPackages

struct ReleaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Release the library: tag its public components (and what they use) as one semantic version.",
        discussion: """
            Public components are those listed in Trellis.toml ([library] public = [...]), else \
            every container and spec: example screens stay private. A release needs a clean \
            working copy (it tags the store's heads) and never moves: releasing a version again \
            is refused. Releases travel with fetch, clone and push, like tags.
            """
    )

    @Argument(help: "MAJOR.MINOR.PATCH with an optional -prerelease, e.g. 1.0.0.")
    var version: String

    @Option(name: .shortAndLong, help: "What the release changes.")
    var message: String = ""

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let release = try LibraryReleases(project: try options.openProject()).release(version, message: message)
        print("released \(release.version): \(release.components.count) component\(release.components.count == 1 ? "" : "s")")
        for component in release.components { print("    \(component.name)@\(release.version) → version \(component.versionID.prefix(12))") }
    }
}

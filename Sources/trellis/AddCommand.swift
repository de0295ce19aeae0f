import ArgumentParser
import Foundation
import TrellisPackages
import TrellisSync

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Depend on a component library's release: its public components become NAME.Component.",
        discussion: """
            trellis add DS ../DS                the newest release, up to the next major
            trellis add DS ../DS --from 1.2.0   1.2.0 ..< 2.0.0 (0.x: ..< the next minor)
            trellis add DS ../DS --exact 1.2.0  that release only
            trellis add DS http://ds.example:8080 --token T
                                                a library served by 'trellis serve'

            Writes Trellis.toml (what the app accepts) and Trellis.lock (the release resolved and \
            every component's content hash; check both in) and fetches the release's public \
            components and what they use into .trellis/deps, verified by hash. A screen then \
            uses them as `use avatar: DS.UserAvatarContainer`, or unqualified when no other \
            library or component has the name. They are read-only in the app. A token given \
            with --token is kept in .trellis/credentials (mode 0600, never in Trellis.toml) for \
            'update' and 'outdated'; TRELLIS_TOKEN_DEPENDENCY_<NAME> and TRELLIS_TOKEN override it.
            """
    )

    @Argument(help: "The dependency's name: the namespace its components take (an identifier, e.g. DS).")
    var name: String

    @Argument(help: "The library: a project folder, its store file, or the URL of a library served by 'trellis serve'.")
    var source: String

    @Option(help: ArgumentHelp("Accept this release and later ones up to the next major.", valueName: "VERSION"))
    var from: String?

    @Option(help: ArgumentHelp("Accept this release only.", valueName: "VERSION"))
    var exact: String?

    @OptionGroup var library: ServedLibraryOptions

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if from != nil, exact != nil { throw ValidationError("give one of --from and --exact") }
    }

    func run() async throws {
        var requirement: VersionRequirement?
        if let from { requirement = .from(try SemanticVersion.parse(from)) }
        if let exact { requirement = .exact(try SemanticVersion.parse(exact)) }
        let dependencies = try options.openDependencies(library)
        // The manifest keeps a path relative to the project; one typed from elsewhere is
        // made absolute, so it means the folder the user meant.
        let source =
            options.project == "." || source.hasPrefix("/") || LibrarySource.isServed(source) ? source : URL(fileURLWithPath: source).standardizedFileURL.path
        let locked = try await dependencies.add(name, source: source, requirement: requirement)
        let exported = locked.components.filter(\.public).map { "\(name).\($0.name)" }
        print(
            "added \(name) \(locked.release) from \(source): \(locked.components.count) component\(locked.components.count == 1 ? "" : "s") fetched, \(exported.count) public"
        )
        for component in exported { print("    \(component)") }
        if let token = library.token, LibrarySource.isServed(source) {
            try Credentials(projectRoot: dependencies.project.root).set(token, for: Credentials.dependencyEntry(name))
            print("wrote Trellis.toml and Trellis.lock (token kept in .trellis/credentials)")
        } else {
            print("wrote Trellis.toml and Trellis.lock")
        }
    }
}

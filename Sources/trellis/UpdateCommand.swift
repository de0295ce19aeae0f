import ArgumentParser
import Foundation
import TrellisPackages
import TrellisRelayout

struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Update dependencies to the newest allowed release, showing what moves in the app's screens first.",
        discussion: """
            Resolves each dependency (or NAME) to the newest release Trellis.toml allows (or \
            --to VERSION), fetches it, and lays out again every app component that uses a \
            component the release changes, on each device, before vs after: which items moved, \
            by how much, and what broke. Then it records the release in Trellis.lock.

              trellis update --preview report    only report (text, and HTML in report/)
              trellis update DS --to 2.0.0       a release outside the range (Trellis.toml
                                                 follows)

            A release that makes an app screen unsatisfiable, ambiguous or invalid is refused \
            unless --allow-broken; nothing is recorded then. Fetching never needs a clean \
            working copy.
            """
    )

    @Argument(help: "The dependency to update (default: all).")
    var name: String?

    @Option(help: ArgumentHelp("Update to this release.", valueName: "VERSION"))
    var to: String?

    @Option(help: ArgumentHelp("Only report: write the HTML report with before/after wireframes into DIR.", valueName: "DIR"))
    var preview: String?

    @Flag(help: "Apply the update even when it breaks an app screen.")
    var allowBroken = false

    @Option(help: ArgumentHelp("Devices, comma-separated, or 'all' (default: \(DeviceListDefault.text)).", valueName: "LIST"))
    var devices: String?

    @Flag(help: "Print the report as JSON.")
    var json = false

    @OptionGroup var library: ServedLibraryOptions

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if to != nil, name == nil { throw ValidationError("--to needs the dependency's NAME") }
    }

    func run() async throws {
        let environments = try ConfiguredEnvironments.environments(root: options.project, devices: devices)
        let dependencies = try options.openDependencies(library)
        let plans = try await dependencies.plan(name, to: to)
        let moving = plans.filter(\.changesRelease)
        for plan in plans where !plan.changesRelease {
            FileHandle.standardError.write(Data("\(plan.name) \(plan.to.release): up to date\n".utf8))
        }
        guard !moving.isEmpty else {
            // The lock may lack an entry or the manifest a widened range: record them.
            if preview == nil { try dependencies.apply(plans) }
            print("nothing to update: every dependency is at the newest release it allows")
            return
        }
        let result = try dependencies.preview(moving, environments: environments)
        // What each release brings (its message, what it changed in the dependency), then
        // what it moves in the app.
        let notes = await dependencies.releaseNotes(moving)
        for note in notes {
            if json { FileHandle.standardError.write(Data((note.text + "\n").utf8)) } else { print(note.text + "\n") }
        }
        print(json ? result.output.report.json.pretty : result.output.report.text)
        for error in result.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
        if let preview {
            let page = try result.output.writeHTML(to: preview, title: "trellis update " + notes.map(\.title).joined(separator: ", "), notes: notes)
            let line = "report: \(page)"
            if json { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
            return
        }
        if !result.broken.isEmpty, !allowBroken { throw PackageError.broken(screens: result.broken) }
        try dependencies.apply(plans)
        let line =
            moving.isEmpty ? "Trellis.lock is up to date" : "updated Trellis.lock: " + moving.map { "\($0.name) \($0.to.release)" }.joined(separator: ", ")
        if json { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
    }
}

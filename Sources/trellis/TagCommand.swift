import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "Pin a version of a component as NAME@VERSION (a semantic version; tags never move).",
        discussion: "trellis tag UserAvatarContainer 1.2.0 tags the head; NAME@REV tags a revision."
    )

    @Argument(help: "NAME or NAME@REV.")
    var target: String

    @Argument(help: "MAJOR.MINOR.PATCH with an optional -prerelease.")
    var version: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let revision = ComponentRevision(parsing: target)
        let tag = try options.openProject().store.tag(revision.name, version, at: revision.revision)
        print("tagged \(tag.component)@\(tag.name) → version \(tag.versionID.prefix(12))")
    }
}

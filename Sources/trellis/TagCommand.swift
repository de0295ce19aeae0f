import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "Pin a version of a component as NAME@VERSION (a semantic version; tags never move).",
        discussion: """
            trellis tag UserAvatarContainer 1.2.0 tags the head; NAME@REV tags a revision.
            trellis tag --list [NAME] lists the tags (of one component, or of all).
            """
    )

    @Argument(help: "NAME or NAME@REV (with --list: NAME, optional).")
    var target: String?

    @Argument(help: ArgumentHelp("MAJOR.MINOR.PATCH with an optional -prerelease.", valueName: "version"))
    var tagName: String?

    @Flag(name: [.short, .long], help: "List tags instead of making one.")
    var list = false

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if list, tagName != nil { throw ValidationError("--list takes at most a component name, not a version") }
        if !list, target == nil || tagName == nil {
            throw ValidationError("give NAME and VERSION (e.g. 'trellis tag UserAvatarContainer 1.2.0'), or --list")
        }
    }

    func run() async throws {
        let store = try options.openProject().store
        if list {
            let names = try target.map { [$0] } ?? store.componentNames()
            for name in names {
                for tag in try store.tags(of: name) { print("\(tag.component)@\(tag.name)  \(tag.versionID.prefix(12))") }
            }
            return
        }
        guard let target, let version = tagName else { return }
        let revision = ComponentRevision(parsing: target)
        let tag = try store.tag(revision.name, version, at: revision.revision)
        print("tagged \(tag.component)@\(tag.name) → version \(tag.versionID.prefix(12))")
    }
}

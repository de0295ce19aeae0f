import ArgumentParser
import TrellisModel
import TrellisStore

struct GcCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gc",
        abstract: "Remove unreferenced objects, and components whose names no checkout could write.",
        discussion: """
            Removes every object no version refers to (a junk object a peer slipped in, or one
            left by a removed component) and every component whose name is outside the name
            grammar, with all its versions, heads and tags. Everything a version refers to is
            kept. Prints what it removed. Run it while no push or fetch into this store is
            under way.
            """
    )

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let report = try options.openProject().store.gc()
        GCOutput.print(report)
    }
}

/// How `gc` and `fsck --repair` say what they removed (names escaped, long lists capped).
enum GCOutput {
    static func print(_ report: GCReport) {
        for component in report.components {
            Swift.print(
                "removed component \(ComponentName.quoted(component.name)) and its \(DiagnosticOutput.plural(component.versions, "version")): \(component.reason)"
            )
        }
        for object in report.objects.prefix(limit) { Swift.print("removed object \(object.hash): \(object.reason)") }
        if report.objects.count > limit { Swift.print("… and \(report.objects.count - limit) more objects") }
        if report.isEmpty {
            Swift.print("nothing to remove")
        } else {
            Swift.print(
                "removed \(DiagnosticOutput.plural(report.components.count, "component")) and \(DiagnosticOutput.plural(report.objects.count, "object"))")
        }
    }

    static let limit = 20
}

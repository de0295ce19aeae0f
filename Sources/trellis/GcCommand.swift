import ArgumentParser
import TrellisModel
import TrellisStore
import TrellisSupport

struct GcCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gc",
        abstract: "Remove unreferenced objects, and components whose names no checkout could write.",
        discussion: """
            Removes every object no version refers to (a junk object a peer slipped in, or one \
            left by a removed component) and every component whose name is outside the name \
            grammar, with all its versions, heads and tags. Everything a version refers to is \
            kept. A damaged author's text is re-printed from its version's component (its \
            formatting and comments are lost, and gc says so), and a damaged component is \
            rebuilt from its sound text. Prints what it removed and repaired. Run it while no \
            push or fetch into this store is under way.
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
                "removed component \(ComponentName.quoted(component.name)) and its \(plural(component.versions, "version")): \(component.reason)"
            )
        }
        for object in report.objects.prefix(limit) { Swift.print("removed object \(object.hash): \(object.reason)") }
        if report.objects.count > limit { Swift.print("… and \(report.objects.count - limit) more objects") }
        // Every text repair is listed: each says what of the author's work is lost.
        for repair in report.texts { Swift.print(repair.description) }
        for table in report.retrustedTables {
            Swift.print("the rows of \(table) did not match their digest (one was altered and cannot be told apart): recorded them as they are now")
        }
        if !report.retrustedTextPaths.isEmpty {
            Swift.print("check these texts' paths, where a checkout writes each component's file:")
            for path in report.retrustedTextPaths.prefix(limit) { Swift.print("    \(path)") }
            if report.retrustedTextPaths.count > limit { Swift.print("    … and \(report.retrustedTextPaths.count - limit) more") }
        }
        if report.isEmpty {
            Swift.print("nothing to remove")
        } else {
            var summary =
                "removed \(plural(report.components.count, "component")) and \(plural(report.objects.count, "object"))"
            if report.unusedTexts > 0 { summary += ", \(plural(report.unusedTexts, "unused text"))" }
            if !report.texts.isEmpty { summary += "; repaired \(plural(report.texts.count, "damaged text"))" }
            if !report.retrustedTables.isEmpty { summary += "; recorded the digests of \(report.retrustedTables.joined(separator: ", ")) again" }
            Swift.print(summary)
        }
    }

    static let limit = 20
}

import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport

struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show a component's versions, newest first, or the store's changes when no name is given.",
        discussion: """
            A version is listed above its parents (topological order, as git's); --graph draws \
            the lines of work beside them: * a version, |\\ a merge's second parent, |/ two lines \
            meeting again. See Docs/CommandLine.md, "Revisions", for the names a command takes.
            """
    )

    @Argument(help: "The component (default: every change in the store).")
    var name: String?

    @Option(name: [.customShort("n"), .short, .long], help: "Show at most this many entries (-n as git's).")
    var limit: Int?

    @Flag(help: "One line per entry: the version id (or change number) and the message.")
    var oneline = false

    @Flag(help: "Print the log as JSON.")
    var json = false

    @Flag(help: "Draw the history's lines of work as git does: merges, and where they part and meet.")
    var graph = false

    @Flag(help: "Follow the component's renames ('trellis mv'): show the history it had under its earlier names too.")
    var follow = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let store = try options.openProject().store
        guard let name else {
            let history = try store.history(limit: limit)
            if json {
                print(
                    CanonicalJSON.array(
                        history.map { change -> CanonicalJSON in
                            [
                                "seq": .number(Double(change.seq)), "kind": .string(change.kind.rawValue),
                                "source": change.source.map(CanonicalJSON.string) ?? .null,
                                "author": .string(change.author),
                                "message": .string(change.message), "time": .string(StoreOutput.time(change.time)),
                                "components": .array(change.components.map(CanonicalJSON.string)),
                            ]
                        }
                    ).pretty)
                return
            }
            for change in history {
                if oneline {
                    print("change \(change.seq)  \(change.message)")
                    continue
                }
                let shown = change.components.prefix(5).joined(separator: ", ") + (change.components.count > 5 ? ", …" : "")
                let kind = change.source.map { "\(change.kind.rawValue) (\($0))" } ?? change.kind.rawValue
                print("change \(change.seq)  \(StoreOutput.time(change.time))  \(change.author)  \(kind)  \(change.message)")
                print("    \(plural(change.components.count, "component")): \(shown)")
            }
            return
        }
        let versions = try store.log(of: name, limit: limit, follow: follow)
        // Under --follow a version may be of an earlier name: its tags are that name's.
        var tags = try store.tagsByVersion(of: name)
        for earlier in Set(versions.map(\.component)).subtracting([name]).sorted() {
            tags.merge(try store.tagsByVersion(of: earlier)) { mine, _ in mine }
        }
        let head = try store.head(of: name)?.id
        let recordedBy = try store.changes(recording: versions)
        if json {
            print(CanonicalJSON.array(versions.map { StoreOutput.json($0, tags: tags[$0.id] ?? []) }).pretty)
            return
        }
        // A merge above both its parents, as git orders it.
        let ordered = HistoryGraph.topologicalOrder(versions)
        let rows = graph ? HistoryGraph.rows(ordered) : ordered.map { ("", $0) }
        let width = rows.map(\.graph.count).max() ?? 0
        for (lanes, version) in rows {
            let prefix = graph ? lanes.padding(toLength: width, withPad: " ", startingAt: 0) + "  " : ""
            guard let version else {
                print(lanes)
                continue
            }
            var notes: [String] = []
            // As git marks where HEAD is.
            if version.id == head { notes.append("HEAD") }
            if let names = tags[version.id] { notes.append("tag: " + names.joined(separator: ", ")) }
            if version.isDeletion { notes.append("deleted") }
            if let from = version.renamedFrom { notes.append("renamed from \(from)") }
            if version.component != name { notes.append("as \(version.component)") }
            if let note = StoreOutput.origin(of: version, recordedBy: recordedBy[version.seq]) { notes.append(note) }
            let suffix = notes.isEmpty ? "" : "  (\(notes.joined(separator: "; ")))"
            if oneline {
                print("\(prefix)\(version.shortID)  \(version.message)\(suffix)")
                continue
            }
            print("\(prefix)\(version.shortID)  \(StoreOutput.time(version.time))  \(version.author)  \(version.message)\(suffix)")
        }
    }
}

import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show a component's versions, newest first, or the store's changes when no name is given."
    )

    @Argument(help: "The component (default: every change in the store).")
    var name: String?

    @Option(name: .shortAndLong, help: "Show at most this many entries.")
    var limit: Int?

    @Flag(help: "Print the log as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let store = try options.openProject().store
        guard let name else {
            let history = try store.history(limit: limit)
            if json {
                print(CanonicalJSON.array(history.map { change -> CanonicalJSON in
                    [
                        "seq": .number(Double(change.seq)), "kind": .string(change.kind.rawValue), "source": change.source.map(CanonicalJSON.string) ?? .null,
                        "author": .string(change.author),
                        "message": .string(change.message), "time": .string(StoreOutput.time(change.time)),
                        "components": .array(change.components.map(CanonicalJSON.string)),
                    ]
                }).pretty)
                return
            }
            for change in history {
                let shown = change.components.prefix(5).joined(separator: ", ") + (change.components.count > 5 ? ", …" : "")
                let kind = change.source.map { "\(change.kind.rawValue) (\($0))" } ?? change.kind.rawValue
                print("change \(change.seq)  \(StoreOutput.time(change.time))  \(change.author)  \(kind)  \(change.message)")
                print("    \(DiagnosticOutput.plural(change.components.count, "component")): \(shown)")
            }
            return
        }
        let versions = try store.log(of: name, limit: limit)
        let tags = try store.tagsByVersion(of: name)
        let head = try store.head(of: name)?.id
        let recordedBy = try store.changes(recording: versions)
        if json {
            print(CanonicalJSON.array(versions.map { StoreOutput.json($0, tags: tags[$0.id] ?? []) }).pretty)
            return
        }
        for version in versions {
            var notes: [String] = []
            // As git marks where HEAD is.
            if version.id == head { notes.append("HEAD") }
            if let names = tags[version.id] { notes.append("tag: " + names.joined(separator: ", ")) }
            if version.isDeletion { notes.append("deleted") }
            if let note = StoreOutput.origin(of: version, recordedBy: recordedBy[version.seq]) { notes.append(note) }
            let suffix = notes.isEmpty ? "" : "  (\(notes.joined(separator: "; ")))"
            print("\(version.shortID)  \(StoreOutput.time(version.time))  \(version.author)  \(version.message)\(suffix)")
        }
    }
}

import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSync

struct ConflictsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List open merge conflicts: for each component, the fields both sides changed (base / ours / theirs)."
    )

    @Flag(help: "Print the conflicts as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let conflicts = try options.openProject().store.openConflicts()
        if json {
            let output: CanonicalJSON = .array(
                conflicts.map { conflict in
                    [
                        "component": .string(conflict.component),
                        "source": .string(conflict.source),
                        "base": conflict.baseID.map(CanonicalJSON.string) ?? .null,
                        "ours": .string(conflict.oursID),
                        "theirs": .string(conflict.theirsID),
                        "fields": .array(FieldConflict.decodeList(conflict.fields).map(\.json)),
                    ]
                })
            print(output.pretty)
            return
        }
        if conflicts.isEmpty { print("no open conflicts"); return }
        for conflict in conflicts {
            print(
                "\(conflict.component)  (merging \(conflict.source): base \(conflict.baseID.map { String($0.prefix(12)) } ?? "none"), "
                    + "ours \(conflict.oursID.prefix(12)), theirs \(conflict.theirsID.prefix(12)))")
            for field in FieldConflict.decodeList(conflict.fields) { print("  \(field)") }
        }
        print("resolve each with 'trellis resolve NAME --ours|--theirs|--from-file FILE'")
    }
}

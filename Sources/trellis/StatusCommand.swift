import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport

struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List components that are new, modified, deleted, behind or diverged in the working copy, against the store's heads."
    )

    @Flag(help: "Print the status as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        try Self.report(json: json, project: try ProjectOptions.openProjectForReading(at: options.project))
    }

    /// What `run()` prints, for a project opened for reading (status never writes the
    /// store, only the working copy's index): also called by `LaunchShortcut` without
    /// ArgumentParser, whose parse of even this one command cost more than a clean status
    /// itself (its first generic metadata scan every conformance record).
    static func report(json: Bool, project: TrellisProject) throws {
        let status = try project.status()
        // A conflicted component's file holds markers (so it does not parse) or one side:
        // either way it is "both modified" until resolved, as git says it, not "unparsed".
        let conflicts = try project.store.openConflicts()
        let conflicted = Set(conflicts.map(\.component))
        // `trellis mv`'s renames the next commit records: one line, not "new" and "deleted".
        let renames = project.renamesToRecord(
            documents: Set(status.entries.filter { $0.state == .new }.map(\.name)),
            deleted: Set(status.entries.filter { $0.state == .deleted }.map(\.name)))
        let renamed = Set(renames.keys).union(renames.values)
        if json {
            let output: CanonicalJSON = [
                "changes": .array(
                    status.entries.map {
                        [
                            "name": .string($0.name), "state": .string($0.state.rawValue), "base": $0.base.map(CanonicalJSON.string) ?? .null,
                            "itemOrder": $0.itemOrder.map { .string($0.rawValue) } ?? .null,
                        ]
                    }),
                "unreadable": .array(status.unreadable.map { .string($0.path) }),
                "conflicts": .array(conflicts.map { .string($0.component) }),
                "renamed": .array(renames.sorted { $0.key < $1.key }.map { ["from": .string($0.value), "to": .string($0.key)] }),
                "interrupted": status.interrupted.map(CanonicalJSON.string) ?? .null,
                "keptEdits": .array(status.keptEdits.map { .string($0) }),
                "dependencyProblems": .array(status.dependencyProblems.map { .string($0.description) }),
            ]
            print(output.pretty)
            return
        }
        if status.isClean && conflicts.isEmpty {
            print("nothing to commit: the working copy matches the store")
            return
        }
        let paths = try project.filePaths()
        for conflict in conflicts {
            let name = conflict.component
            let file = Self.shown(try project.filePath(of: name, in: paths), root: project.root)
            // As git's status: "deleted by them" / "deleted by us" when one side deleted it.
            let ours = try project.store.version(conflict.oursID), theirs = try project.store.version(conflict.theirsID)
            if let ours, let theirs, ours.isDeletion != theirs.isDeletion {
                let (state, deleting, kept) = ours.isDeletion ? ("deleted by us  ", "ours", "theirs") : ("deleted by them", "theirs", "ours")
                print(
                    "\(state)  \(name)  (merging \(conflict.source): \(file) holds \(kept); 'trellis resolve \(name)' keeps it, "
                        + "'trellis resolve \(name) --\(deleting)' deletes it)")
                continue
            }
            print(
                "both modified  \(name)  (merging \(conflict.source): edit the conflict markers in \(file), "
                    + "then 'trellis resolve \(name)'; or 'trellis resolve \(name) --ours|--theirs')")
        }
        for (to, from) in renames.sorted(by: { $0.key < $1.key }) { print("renamed   \(from) -> \(to)") }
        for entry in status.entries where !conflicted.contains(entry.name) && !renamed.contains(entry.name) {
            let hint: String
            let kept = status.keptEdits.contains(entry.name)
            switch entry.state {
            case .diverged where kept:
                hint =
                    "  (your edit, made after the interrupted '\(status.interrupted ?? "checkout")' began: kept; it is on an older version than the head, 'trellis checkout --merge \(entry.name)' applies it to the head)"
            case _ where kept:
                hint = "  (your edit, made after the interrupted '\(status.interrupted ?? "checkout")' began: kept, 'trellis checkout' leaves it as it is)"
            case .behind: hint = "  (the store's head moved; not your edit: 'trellis checkout' updates it)"
            case .diverged: hint = "  (your edit is on an older version than the head: 'trellis checkout --merge \(entry.name)' first)"
            case .modified where entry.textOnly: hint = "  (comments or formatting only)"
            case .modified where entry.itemOrder == .reordered: hint = "  (item order only: z-order)"
            case .modified where entry.itemOrder == .firstRecorded:
                hint = "  (item order recorded from now on: the head kept its items sorted by name; not your edit, commit records your order)"
            default: hint = ""
            }
            print("\(entry.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(entry.name)\(hint)")
        }
        if let command = status.interrupted {
            let kept = status.keptEdits.isEmpty ? "" : " and keeps your edits (\(status.keptEdits.joined(separator: ", ")))"
            print("a '\(command)' was interrupted while writing the working copy: 'trellis checkout' finishes it\(kept) (commit refuses until then)")
        }
        for file in status.unreadable where !conflicted.contains(Self.componentName(of: file.path)) {
            let errors = file.diagnostics.filter { $0.severity == .error }.count
            print("unparsed  \(file.path) (\(plural(errors, "error")); see 'trellis check')")
        }
        // A tampered lock file or an edited dependency leaves status unclean: say why.
        for problem in status.dependencyProblems { print("dependency  \(problem)") }
    }

    /// A file as status names it: relative to the project folder, as the other lines do.
    static func shown(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return root != "." && path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `ListCell` for `Cells/ListCell.layout`: a component's file is named after it.
    static func componentName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".layout") ? String(file.dropLast(".layout".count)) : file
    }
}

import ArgumentParser
import Foundation

/// Git's verbs that Trellis has no equivalent for (`branch`, `stash`, `revert`, …): typed by
/// habit, they get what to do instead rather than "unknown subcommand". Hidden from help.
struct GitVerbCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "branch",
        abstract: "Trellis has no branches; says what to do instead.",
        shouldDisplay: false,
        aliases: Array(advice.keys.filter { $0 != "branch" }).sorted()
    )

    @Argument(parsing: .allUnrecognized) var rest: [String] = []

    /// What to do instead, by the verb typed.
    static let advice: [String: String] = [
        "branch": branches,
        "switch": branches,
        "stash": """
        Trellis has no stash: commit the edit ('trellis commit -m WIP NAME'), or copy the file aside; \
        'trellis restore NAME --force' then puts the head back.
        """,
        "revert": """
        Trellis has no revert: write the earlier version back with 'trellis restore NAME@HEAD~1 --force' \
        and commit it ('trellis commit -m "Revert …" NAME').
        """,
        "reset": """
        Trellis has no reset: heads only move forward. 'trellis restore NAME@REV --force' then \
        'trellis commit' records an earlier version as the new head.
        """,
        "rebase": """
        Trellis has no rebase: work done elsewhere meets yours in a three-way merge, field by field, \
        on 'trellis pull' or 'trellis sync'.
        """,
        "cherry-pick": """
        Trellis has no cherry-pick: 'trellis diff NAME REV REV' shows a change; 'trellis restore NAME@REV' \
        writes a whole version back.
        """,
    ]

    static let branches = """
        Trellis has no branches: each component has one head per store, and work done elsewhere meets \
        yours in a three-way merge on 'trellis pull' or 'trellis sync'. For work apart, clone the project \
        ('trellis clone . ../experiment') and sync it back when it is ready.
        """

    func run() throws {
        let typed = CommandLine.arguments.dropFirst().first { Self.advice[$0] != nil } ?? "branch"
        FileHandle.standardError.write(Data("trellis \(typed): \(Self.advice[typed] ?? Self.branches)\n".utf8))
        throw ExitCode.validationFailure
    }
}

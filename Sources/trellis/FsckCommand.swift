import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct FsckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fsck",
        abstract: "Check the store: re-hash every object, check versions, the DAG, refs, tags, dependency edges and SQLite's integrity.",
        discussion: """
            Prints each problem with where it is; exits non-zero when there is any. Also checks
            every name against the name grammar and the schema against the migrations'.
            --repair first removes what 'trellis gc' removes (unreferenced or invalid objects,
            components with invalid names), then checks.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Flag(name: .long, help: "Remove unreferenced objects and components with invalid names first (as 'trellis gc').")
    var repair = false

    func run() async throws {
        let store = try options.openProject().store
        if repair { GCOutput.print(try store.gc()) }
        let problems = try store.fsck()
        for problem in problems { print(problem.description) }
        if problems.isEmpty {
            let components = try store.componentNames().count
            print("store is sound: \(DiagnosticOutput.plural(components, "component")), change \(try store.latestSeq())")
        } else {
            print("\(DiagnosticOutput.plural(problems.count, "problem")) found")
            throw ExitCode.failure
        }
    }
}

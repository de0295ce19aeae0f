import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport

struct FsckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fsck",
        abstract: "Check the store: re-hash every object, check versions, the DAG, refs, tags, dependency edges and SQLite's integrity.",
        discussion: """
            Prints each problem with where it is; exits non-zero when there is any. Also checks \
            every name against the name grammar, the schema against the migrations', and every \
            author's text against its hash and its version's content (a checkout writes it), \
            and the rows no id covers (changes, tags, texts' paths) against their digests.

            --repair first does what 'trellis gc' does (removes unreferenced or invalid objects \
            and components with invalid names, re-prints damaged texts from their components, \
            saying what formatting is lost), then checks.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Flag(name: .long, help: "Remove unreferenced objects and components with invalid names, and repair damaged texts, first (as 'trellis gc').")
    var repair = false

    func run() async throws {
        let store = try options.openProject().store
        if repair { GCOutput.print(try store.gc()) }
        let problems = try store.fsck()
        for problem in problems { print(problem.description) }
        if problems.isEmpty {
            let components = try store.componentNames().count
            print("store is sound: \(plural(components, "component")), change \(try store.latestSeq())")
        } else {
            print("\(plural(problems.count, "problem")) found")
            throw ExitCode.failure
        }
    }
}

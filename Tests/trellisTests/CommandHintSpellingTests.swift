import ArgumentParser
import Testing
import TrellisProjectFiles
import TrellisSupport
import TrellisTestSupport

@testable import trellis

/// The libraries' messages carry a `CommandHint`; the command line spells it. Each
/// spelling must name a command that exists, with options it has: a hint renamed or a
/// command removed fails here, not in a user's terminal.
@Suite(.temporaryFolders) struct CommandHintSpellingTests {
    static let hints: [CommandHint] = [
        .checkStore, .repairStore, .collectGarbage, .status, .log, .conflicts, .resolve(component: "NAME", sides: true),
        .resolve(component: "NAME", sides: false), .createProject, .devices, .show(component: "NAME"), .check,
        .update(dependency: nil, release: nil), .update(dependency: "DS", release: nil), .update(dependency: "DS", release: "1.2.0"),
        .addDependency, .release(version: "1.0.0"), .serve, .removeRemote, .addRemote, .commit, .restore(component: "NAME"),
        .resolveTaking(component: "NAME", theirs: true), .resolveTaking(component: "NAME", theirs: false), .fix,
    ]

    @Test(arguments: hints) func eachHintIsSpeltAsACommandThatParses(hint: CommandHint) throws {
        let spelt = CommandSpelling.spell(hint)
        #expect(spelt.hasPrefix("'trellis ") && spelt.hasSuffix("'"), "\(spelt)")
        // `--ours|--theirs|--from-file FILE` lists alternatives: each must parse.
        // `serve` names the server a message asks about; to run, it needs its storage.
        let words = spelt.dropFirst("'trellis ".count).dropLast().split(separator: " ").map(String.init) + (hint == .serve ? ["--store", "PATH"] : [])
        let alternatives =
            words.firstIndex { $0.contains("|") }.map { index in
                words[index].split(separator: "|").map { option in
                    Array(words[..<index]) + [String(option)] + (option == "--from-file" ? ["FILE"] : [])
                }
            } ?? [words]
        for arguments in alternatives {
            #expect(throws: Never.self, "\(arguments)") { _ = try Trellis.parseAsRoot(arguments) }
        }
    }

    @Test func aLibraryMessageReadsInWordsUntilTheCommandLineSpellsIt() {
        #expect("\(CommandHint.checkStore)" == CommandHint.checkStore.neutral)
        #expect(!CommandHint.update(dependency: "DS", release: "1.2.0").neutral.contains("trellis"))
        #expect(CommandSpelling.spell(.update(dependency: "DS", release: "1.2.0")) == "'trellis update DS --to 1.2.0'")
    }
}

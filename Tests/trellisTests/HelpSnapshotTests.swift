import ArgumentParser
import Foundation
import Testing
import TrellisTestSupport
@testable import trellis

/// `--help` of every command and subcommand against a recorded snapshot (as
/// swift-argument-parser tests its own help), so a changed help text is a reviewed change.
/// Re-record on purpose: `TRELLIS_RECORD_HELP=1 swift test --filter HelpSnapshotTests`.
@Suite(.temporaryFolders) struct HelpSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HelpSnapshots")

    /// Every command with its path (`remote set-token`), the root first.
    static func commands() -> [(path: [String], type: any ParsableCommand.Type)] {
        var result: [(path: [String], type: any ParsableCommand.Type)] = []
        func walk(_ type: any ParsableCommand.Type, _ path: [String]) {
            result.append((path, type))
            for sub in type.configuration.subcommands {
                walk(sub, path + [sub.configuration.commandName ?? "\(sub)"])
            }
        }
        walk(Trellis.self, [])
        return result
    }

    @Test func everyHelpMatchesItsSnapshot() throws {
        let record = ProcessInfo.processInfo.environment["TRELLIS_RECORD_HELP"] == "1"
        if record { try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true) }
        let commands = Self.commands()
        #expect(commands.count > 35)
        for (path, type) in commands {
            let help = Trellis.helpMessage(for: type, columns: 100) + "\n"
            let file = Self.folder.appendingPathComponent((["trellis"] + path).joined(separator: "-") + ".txt")
            if record {
                try Data(help.utf8).write(to: file)
                continue
            }
            let recorded = try? String(contentsOf: file, encoding: .utf8)
            #expect(
                recorded == help,
                "help of 'trellis \(path.joined(separator: " "))' differs from \(file.lastPathComponent); re-record with TRELLIS_RECORD_HELP=1 if the change is meant"
            )
        }
    }

    /// A discussion is paragraphs the parser wraps at any terminal's width (lines joined with
    /// a backslash) and examples or tables broken by hand, each short enough for an
    /// 80-column terminal: a longer hand-broken line would wrap mid-sentence there.
    @Test func noHandBrokenLineOfADiscussionWrapsIn80Columns() {
        var tooLong: [String] = []
        for (path, type) in Self.commands() {
            let lines = type.configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where index + 1 < lines.count && !lines[index + 1].isEmpty && line.count > 80 {
                tooLong.append("trellis \(path.joined(separator: " ")): \(line.count) columns: \(line.prefix(40))…")
            }
        }
        #expect(tooLong.isEmpty, "\(tooLong.joined(separator: "\n"))")
    }

    @Test func onlyTheRootShowsVersion() {
        for (path, type) in Self.commands() where !path.isEmpty {
            #expect(!Trellis.helpMessage(for: type, columns: 100).contains("--version"), "trellis \(path.joined(separator: " ")) shows --version")
        }
        #expect(Trellis.helpMessage(for: Trellis.self, columns: 100).contains("--version"))
    }

    @Test func rootHelpIsGroupedByTask() throws {
        let help = Trellis.helpMessage(for: Trellis.self, columns: 100)
        let groups = ["PROJECT SUBCOMMANDS:", "LAYOUT SUBCOMMANDS:", "VERSIONS SUBCOMMANDS:", "SHARING SUBCOMMANDS:"]
        let positions = groups.map { help.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(help)")
        let check = try #require(help.range(of: "  check "))
        let solve = try #require(help.range(of: "  solve "))
        #expect(positions[0]! < check.lowerBound && check.lowerBound < positions[1]!)
        #expect(positions[1]! < solve.lowerBound && solve.lowerBound < positions[2]!)
    }
}

import ArgumentParser
import Foundation
import Testing
import TrellisTestSupport
@testable import trellis

/// The README is the first thing a user runs: every subcommand is in its command table, and
/// every `trellis` block of it runs as written, with the built binary first on `PATH`.
@Suite(.temporaryFolders) struct ReadmeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The fenced `sh` blocks of the README that run `trellis` (not the build or set-up ones).
    static func trellisBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```sh" {
                current = []
            } else if let lines = current, line == "```" {
                if lines.allSatisfy({ $0.hasPrefix("trellis ") }) { blocks.append(lines.joined(separator: "\n")) }
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return blocks
    }

    @Test func everySubcommandIsInTheCommandTable() throws {
        let text = try Self.readme()
        let start = try #require(text.range(of: "\n## Commands\n"))
        let table = text[start.upperBound...].prefix { $0 != "#" }
        let names = Trellis.configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
        #expect(names.count > 35)
        let missing = names.filter { !table.contains("`\($0)`") }
        #expect(missing.isEmpty, "README's command table lacks \(missing)")
    }

    @Test func everyTrellisBlockRuns() throws {
        let blocks = Self.trellisBlocks(in: try Self.readme())
        #expect(blocks.count >= 4, "the tour, bring your app (two) and share a library")
        for block in blocks {
            let folder = TemporaryFolder.name("trellis-readme")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            // "Bring your app" imports an app: our own import fixtures stand in for it.
            let fixtures = Self.repository.appendingPathComponent("Tests/TrellisImportTests/Fixtures")
            let app = folder.appendingPathComponent("MyApp")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            for part in ["IB", "Swift"] {
                try FileManager.default.copyItem(at: fixtures.appendingPathComponent(part), to: app.appendingPathComponent(part))
            }
            let result = try Self.shell(block, in: folder)
            #expect(result.status == 0, "README block failed (exit \(result.status)):\n\(block)\n\(result.output.suffix(3000))")
        }
    }

    /// The README's transcript (`$ trellis …` lines, each followed by its output) is what the
    /// binary prints, byte for byte, on the example library with `vip.top == self.top`
    /// deleted, as the text before it says.
    @Test func theTranscriptIsWhatTheBinaryPrints() throws {
        let text = try Self.readme()
        let start = try #require(text.range(of: "```\n$ trellis check\n"))
        let body = text[start.lowerBound...].dropFirst(4).prefix { $0 != "`" }
        var commands: [(arguments: [String], output: String)] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("$ trellis ") {
                commands.append((line.dropFirst("$ trellis ".count).split(separator: " ").map(String.init), ""))
            } else if !commands.isEmpty {
                commands[commands.count - 1].output += line + "\n"
            }
        }
        #expect(commands.map { $0.arguments.first ?? "" } == ["check", "fix", "solve"])
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let avatar = try cli.read("UserAvatarContainer.layout")
        try #require(avatar.contains("    vip.top == self.top\n"))
        try cli.write(avatar.replacingOccurrences(of: "    vip.top == self.top\n", with: ""), to: "UserAvatarContainer.layout")
        for (arguments, expected) in commands {
            let result = try cli.runArguments(arguments)
            // What a terminal shows: `fix` says what it fixed (stderr) before the re-check (stdout).
            let shown = result.stderr + result.stdout
            #expect(
                shown.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines), "trellis \(arguments.joined(separator: " ")):\n\(shown)")
        }
    }

    static func shell(_ script: String, in folder: URL) throws -> TrellisRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-ec", script]
        process.currentDirectoryURL = folder
        var environment = TemporaryFolder.processEnvironment()
        environment["PATH"] = TrellisRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["RUNNER_TEMP"] = folder.path
        environment["TRELLIS_AUTHOR"] = "readme"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = folder.appendingPathComponent("readme-output.txt")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return TrellisRunner.Result(status: process.terminationStatus, stdout: text, stderr: "")
    }
}

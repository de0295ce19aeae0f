import ArgumentParser
import Foundation
import Testing
@testable import trellis

/// `trellis --help` and `trellis status` skip the whole tree's parse (`LaunchShortcut`): they
/// must print and do exactly what the full parse does, and leave everything else to it.
@Suite struct LaunchShortcutTests {
    /// The text the full parse prints for these words (`trellis` alone: a help request
    /// thrown by the root's `run()`).
    static func fullParseText(_ arguments: [String]) async -> String? {
        do {
            // `--help` parses as ArgumentParser's help command, whose run() throws the request.
            let command = try Trellis.parseAsRoot(arguments)
            if var root = command as? Trellis {
                try await root.run()
            } else {
                var other = command
                try other.run()
            }
            return nil
        } catch {
            return Trellis.fullMessage(for: error, columns: 100)
        }
    }

    @Test(arguments: [[], ["--help"], ["-h"]] as [[String]])
    func rootHelpIsTheTextTheFullParsePrints(_ arguments: [String]) async throws {
        let shortcut = try #require(LaunchShortcut.rootHelp(for: arguments, columns: 100))
        let full = await Self.fullParseText(arguments)
        #expect(shortcut == full)
        #expect(shortcut.contains("PROJECT SUBCOMMANDS:"))
    }

    /// `RootHelpText` is ArgumentParser's rendering at 80 columns and at every width from
    /// `wideFrom` on. Re-recorded with the help snapshots (TRELLIS_RECORD_HELP=1).
    @Test func recordedRootHelpIsArgumentParsersAtTheWidthsItServes() throws {
        let wide = Trellis.helpMessage(columns: 2000)
        // The narrowest width at which no line wraps: the same text from there on.
        var wideFrom = 80
        while wideFrom < 400 && Trellis.helpMessage(columns: wideFrom) != wide { wideFrom += 1 }
        // A wide text with lines the linter refuses (160 columns, the literal indented) is not
        // kept: continued lines did not come back byte for byte.
        let longest = wide.split(separator: "\n").map(\.count).max() ?? 0
        let keepsWide = wideFrom < 400 && longest <= 150
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_HELP"] == "1" {
            try Self.record(narrow: Trellis.helpMessage(columns: 80), wideFrom: keepsWide ? wideFrom : nil, wide: wide)
            return
        }
        let hint = "re-record with TRELLIS_RECORD_HELP=1 swift test --filter 'HelpSnapshotTests|LaunchShortcutTests'"
        #expect(RootHelpText.narrowWidth == 80, "\(hint)")
        #expect(RootHelpText.narrow == Trellis.helpMessage(columns: 80), "\(hint)")
        #expect(RootHelpText.wideFrom == (keepsWide ? wideFrom : nil), "\(hint)")
        if let from = RootHelpText.wideFrom {
            for width in [from, from + 1, from + 9, 160, 240] {
                #expect(RootHelpText.wide == Trellis.helpMessage(columns: width), "width \(width): \(hint)")
            }
        }
    }

    static func record(narrow: String, wideFrom: Int?, wide: String) throws {
        func literal(_ text: String) -> String {
            precondition(!text.contains("\"\"\"#"), "the help holds the literal's delimiter")
            // Lines longer than the linter's 160 columns are continued (`\#` + newline joins).
            func continued(_ line: Substring) -> String {
                var rest = line
                var pieces: [Substring] = []
                while rest.count > 120 {
                    pieces.append(rest.prefix(120))
                    rest = rest.dropFirst(120)
                }
                pieces.append(rest)
                return pieces.map { "        " + $0 }.joined(separator: "\\#\n")
            }
            let body = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : continued($0) }.joined(separator: "\n")
            return "#\"\"\"\n" + body + "\n        \"\"\"#"
        }
        let source = """
            // Recorded by LaunchShortcutTests (TRELLIS_RECORD_HELP=1): ArgumentParser's rendering of the
            // root's help. Do not edit by hand.

            /// The root's help as ArgumentParser renders it, so that `trellis --help` prints it without
            /// building the parser's tables (`LaunchShortcut.rootHelp`).
            enum RootHelpText {
                /// The width of `narrow`: 80, what help is wrapped to without a terminal.
                static let narrowWidth = 80
                static let narrow = \(literal(narrow))
                /// From this width on, the help wraps no line: `wide` for every width from here (nil: none).
                static let wideFrom: Int? = \(wideFrom.map(String.init) ?? "nil")
                static let wide = \(wideFrom == nil ? "\"\"" : literal(wide))
            }

            """
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/trellis/RootHelpText.swift")
        try Data(source.utf8).write(to: file)
    }

    @Test(arguments: [["help"], ["--version"], ["status"], ["--help", "status"], ["check", "--help"]] as [[String]])
    func otherWordsAreNotTheRootHelp(_ arguments: [String]) {
        #expect(LaunchShortcut.rootHelp(for: arguments) == nil)
    }

    /// `trellis --version` prints what the full parse's root prints, without the parse.
    @Test func versionIsWhatTheFullParsePrints() throws {
        let root = try #require(try Trellis.parseAsRoot(["--version"]) as? Trellis)
        #expect(root.showVersion)
        #expect(LaunchShortcut.version(for: ["--version"]) == Trellis.version)
    }

    /// Anything but `--version` alone is left to the parsers (help, a subcommand's own flag, errors).
    @Test(arguments: [[], ["--help"], ["--version", "--help"], ["--version", "status"], ["status", "--version"], ["-v"], ["version"]] as [[String]])
    func otherWordsAreNotTheVersion(_ arguments: [String]) {
        #expect(LaunchShortcut.version(for: arguments) == nil)
    }

    @Test(arguments: [["status"], ["status", "--json"], ["status", "--project", "Lib", "--json"], ["status", "--project=Lib"]] as [[String]])
    func statusParsesAsTheFullParseParsesIt(_ arguments: [String]) throws {
        let shortcut = try #require(LaunchShortcut.command(for: arguments) as? StatusCommand)
        let full = try #require(try Trellis.parseAsRoot(arguments) as? StatusCommand)
        #expect(shortcut.json == full.json)
        #expect(shortcut.options.project == full.options.project)
    }

    /// The plain status requests are read without ArgumentParser, as its full parse reads them.
    @Test(
        arguments: [
            ["status"], ["status", "--json"], ["status", "--project", "Lib", "--json"], ["status", "--project=Lib"],
            ["status", "--json", "--project", "Some Folder"],
        ] as [[String]])
    func plainStatusIsReadWithoutArgumentParserAsTheFullParseReadsIt(_ arguments: [String]) throws {
        let request = try #require(LaunchShortcut.statusRequest(for: arguments))
        let full = try #require(try Trellis.parseAsRoot(arguments) as? StatusCommand)
        #expect(request.json == full.json)
        #expect(request.project == full.options.project)
    }

    /// Anything else a status may be given is left to the parsers (which print help, or the error).
    @Test(
        arguments: [
            ["status", "--help"], ["status", "-h"], ["status", "help"], ["status", "--version"], ["status", "--bogus"], ["status", "extra"],
            ["status", "--json", "--json"], ["status", "--project"], ["status", "--project", "--json"], ["status", "--project", "A", "--project", "B"],
            ["status", "--"], ["status", "--project="], ["check"], [],
        ] as [[String]])
    func otherStatusWordsAreLeftToTheParsers(_ arguments: [String]) {
        #expect(LaunchShortcut.statusRequest(for: arguments) == nil)
    }

    /// Help, the parser's root flags and unknown words go through the full parse, which
    /// prints status's help under `trellis status` or the error with the root's usage.
    @Test(
        arguments: [
            ["status", "--help"], ["status", "-h"], ["status", "help"], ["status", "--version"], ["status", "--bogus"],
            ["status", "extra"], ["status", "--experimental-dump-help"], ["status", "--generate-completion-script", "bash"],
            ["check"], ["--version"],
        ] as [[String]])
    func everythingElseGoesThroughTheFullParse(_ arguments: [String]) {
        #expect(LaunchShortcut.command(for: arguments) == nil)
    }
}

import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `trellis` can answer before ArgumentParser parses the whole command tree.
///
/// `parseAsRoot` validates every command and option of the tree, and rendering the root's
/// help instantiates generic metadata whose conformances the runtime finds by scanning every
/// conformance record of the binary: two thirds of a `--help` and more than `status` itself
/// spends on a clean project. The root's help is kept as ArgumentParser renders it
/// (`RootHelpText`, recorded by a test), `--version` is the constant the root prints, and
/// `status` is parsed by its own type; anything
/// else — and anything these cannot answer — goes through the full parse, so output and
/// errors stay what the full parse gives.
enum LaunchShortcut {
    /// The root's help, for `trellis`, `trellis --help` and `trellis -h` (the full parse
    /// prints the same text: `trellis` alone throws a help request from `run()`). Rendered
    /// by ArgumentParser only for a terminal width the recording does not cover.
    static func rootHelp(for arguments: [String], columns: Int? = nil) -> String? {
        guard arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] else { return nil }
        let width = columns ?? terminalWidth()
        if width == RootHelpText.narrowWidth { return RootHelpText.narrow }
        if let wideFrom = RootHelpText.wideFrom, width >= wideFrom { return RootHelpText.wide }
        return Trellis.helpMessage(columns: width)
    }

    /// The version, for `trellis --version` alone: what the root's `run()` prints after the
    /// full parse, which cost 3.6 of its 15.6 ms of CPU (release at 04a1a25; `--help`: 12.0 ms).
    static func version(for arguments: [String]) -> String? {
        arguments == ["--version"] ? Trellis.version : nil
    }

    /// The width ArgumentParser wraps help to: `COLUMNS`, else the terminal's, else 80.
    static func terminalWidth() -> Int {
        if let columns = getenv("COLUMNS"), let width = Int(String(cString: columns)) { return width }
        var size = winsize()
        #if canImport(Darwin)
        let reported = ioctl(STDOUT_FILENO, TIOCGWINSZ, &size)
        #else
        let reported = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
        #endif
        if reported == 0 && size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// What `trellis status`, `trellis status --json` and either with `--project PATH` (or
    /// `--project=PATH`) ask for, read without ArgumentParser: building even status's own
    /// parser instantiates generic metadata whose requirements the runtime checks by
    /// scanning every conformance record of the binary, which cost more CPU than a clean
    /// status itself. Nil for anything else (repeated, unknown or help words, a value
    /// that looks like an option), which the parsers below read as they always have.
    static func statusRequest(for arguments: [String]) -> (json: Bool, project: String)? {
        guard arguments.first == "status" else { return nil }
        var json = false
        var project: String?
        var rest = arguments.dropFirst()[...]
        while let word = rest.popFirst() {
            if word == "--json", !json {
                json = true
            } else if word == "--project", project == nil, let value = rest.popFirst(), !value.hasPrefix("-") {
                project = value
            } else if word.hasPrefix("--project="), word.count > "--project=".count, project == nil {
                project = String(word.dropFirst("--project=".count))
            } else {
                return nil
            }
        }
        return (json, project ?? ".")
    }

    /// `trellis status` as ``statusRequest(for:)`` read it, ending the process with the
    /// store still open: closing its read-only connection (GRDB's first use of
    /// `NotificationCenter`) cost 2M instructions, a tenth of a clean status, and leaves
    /// the store's files as they are (SQLite writes nothing back for a read-only one).
    static func status(json: Bool, project path: String) throws -> Never {
        let project = try ProjectOptions.openProjectForReading(at: path)
        try StatusCommand.report(json: json, project: project)
        withExtendedLifetime(project) { exit(0) }
    }

    /// `trellis status …` parsed by ``StatusCommand`` alone; nil for a help request, the
    /// parser's own root flags, or words status does not take (the full parse reports them).
    static func command(for arguments: [String]) -> (any ParsableCommand)? {
        guard arguments.first == "status" else { return nil }
        let rest = arguments.dropFirst()
        let rootOnly = ["-h", "--help", "-help", "help", "--version"]
        guard !rest.contains(where: { rootOnly.contains($0) || $0.hasPrefix("--generate-completion") || $0.hasPrefix("--experimental") })
        else { return nil }
        return try? StatusCommand.parse(Array(rest))
    }
}

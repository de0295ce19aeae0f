import ArgumentParser
import Foundation
import TrellisModel
import TrellisProject
import TrellisProjectFiles

struct FmtCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite .layout files in the one canonical layout (comments are kept).",
        discussion: """
            Every comment's text is kept byte for byte (a comment moves with the statement it is \
            written above or after), and so are a file's byte order mark and line breaks (LF or \
            CRLF). Files that do not parse are reported and left untouched.
            """
    )

    @Flag(help: "Change nothing; list the files that are not formatted and exit non-zero if any.")
    var check = false

    @Argument(help: "Files or folders to format (default: the project folder).")
    var paths: [String] = []

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        // Only the project's own files: a dependency's fetched components are read-only.
        let workspace = try LayoutWorkspace(loading: paths.isEmpty ? [options.project] : paths)
        var unformatted: [String] = []
        var failed = false
        // Formatting keeps each file's base: the same component, in the canonical layout.
        var writer = WorkingCopyWriter()
        for file in workspace.files {
            guard let document = file.document, !file.diagnostics.contains(where: { $0.severity == .error }) else {
                DiagnosticOutput.print(file.diagnostics, sources: { _ in file.text })
                failed = true
                continue
            }
            // The bytes on disk: the text as read has lost a byte order mark.
            let written = FileManager.default.contents(atPath: file.path) ?? Data(file.text.utf8)
            let formatted = LayoutTextStyle(of: written).encoded(LayoutPrinter.print(document))
            guard formatted != written else { continue }
            unformatted.append(file.path)
            if !check { try writer.write(formatted, to: file.path) }
        }
        try writer.finish()
        for path in unformatted { print(check ? "not formatted: \(path)" : "formatted \(path)") }
        if failed || (check && !unformatted.isEmpty) { throw ExitCode.failure }
    }
}

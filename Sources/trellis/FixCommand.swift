import ArgumentParser
import Foundation
import TrellisDiagnostics
import TrellisModel
import TrellisProject
import TrellisProjectFiles

struct FixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the fix-its 'trellis check' suggests (only those verified by solving again).",
        discussion: """
            Writes each fix into its .layout file, checks again, and repeats while fixes are \
            found; then prints what was changed and what is left. Exits non-zero when errors remain. \
            A file keeps its byte order mark and line breaks (LF or CRLF).
            """
    )

    @Argument(help: "Files or folders to fix (default: the project folder).")
    var paths: [String] = []

    @OptionGroup var output: CheckEnvironmentOptions

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let workspace = try options.loadWorkspace(paths: paths)
        let report = try Self.apply(to: workspace, options: CheckOptions(environments: try output.environments(root: options.project)))
        print(try output.render(report, sources: Self.readSource))
        if report.hasErrors { throw ExitCode.failure }
    }

    /// The text as written now (after the fixes), to show under a problem; with LF line
    /// breaks, as the problems' lines and columns count them.
    static func readSource(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8)).map(LayoutTextStyle.normalized)
    }

    /// Applies and writes the fixes, printing each to standard error; the check after them.
    static func apply(to workspace: LayoutWorkspace, options: CheckOptions) throws -> CheckReport {
        var fixer = LayoutFixer(workspace, options: options)
        fixer.run()
        // Outside any project's index: a fix is the user's edit, on the file's own base.
        var writer = WorkingCopyWriter()
        for file in fixer.fixedFiles(original: workspace) { try writer.write(file.bytes, to: file.path) }
        try writer.finish()
        for applied in fixer.applied {
            FileHandle.standardError.write(Data("fixed \(applied.file): \(applied.message)\n".utf8))
        }
        return fixer.report
    }
}

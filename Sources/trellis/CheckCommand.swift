import ArgumentParser
import TrellisModel

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and validate .layout files; report every problem found.",
        discussion: "Exits non-zero when any error is found."
    )

    @Argument(help: "Files or folders to check (default: the current folder).")
    var paths: [String] = []

    func run() async throws {
        let workspace = try LayoutWorkspace(loading: paths.isEmpty ? ["."] : paths)
        let diagnostics = workspace.check()
        DiagnosticOutput.print(diagnostics, sources: workspace.source(of:))
        let components = DiagnosticOutput.plural(workspace.documents.count, "component")
        print("checked \(components) in \(DiagnosticOutput.plural(workspace.files.count, "file")): \(DiagnosticOutput.summary(diagnostics))")
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}

import ArgumentParser
import TrellisEngine
import TrellisImport
import TrellisModel

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse, validate and solve .layout files; report every problem found.",
        discussion: """
            Every screen and container that validates is then solved on the default devices \
            (iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11), a container at its fitting size (the device's \
            width or height where its content does not size it); unsatisfiable and ambiguous layouts \
            are errors, lint findings and text truncations warnings. Exits non-zero when any error is found.
            """
    )

    @Argument(help: "Files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Flag(name: .long, help: "Only parse and validate; do not solve.")
    var noSolve = false

    @Flag(name: .long, help: "Also solve every imported screen on its designed device and compare its frames with those Interface Builder recorded (NAME.ib.json).")
    var againstIb = false

    @Option(name: .customLong("content-size"), help: "Solve at this Dynamic Type text size (XS … XXXL, AX1 … AX5; default L).")
    var contentSize: String?

    func validate() throws {
        if let contentSize, ContentSizeCategory(name: contentSize) == nil {
            throw ValidationError(EnvironmentOptions.contentSizeError(contentSize))
        }
    }

    func run() async throws {
        var workspace = try LayoutWorkspace(loading: paths.isEmpty ? ["."] : paths)
        // A project's dependencies (Trellis.lock in the current folder) resolve `use DS.X`.
        workspace.dependencies = try ResolvedDependencies.load(root: ".").documents
        let diagnostics = workspace.check()
        DiagnosticOutput.print(diagnostics, sources: workspace.source(of:))
        let components = DiagnosticOutput.plural(workspace.documents.count, "component")
        print("checked \(components) in \(DiagnosticOutput.plural(workspace.files.count, "file")): \(DiagnosticOutput.summary(diagnostics))")
        let solveErrors = noSolve ? 0 : SolveCheck.run(workspace, contentSize: contentSize.flatMap(ContentSizeCategory.init(name:)))
        let frameErrors = againstIb ? AgainstIBCheck.run(workspace) : 0
        if diagnostics.contains(where: { $0.severity == .error }) || solveErrors > 0 || frameErrors > 0 { throw ExitCode.failure }
    }
}

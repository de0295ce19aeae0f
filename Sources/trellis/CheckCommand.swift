import ArgumentParser
import TrellisDiagnostics
import TrellisModel

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse, validate and solve .layout files; report each problem once, with a fix-it where one is found.",
        discussion: """
            Every screen and container that validates is then solved on the devices \
            (default iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11), a container at its fitting size (the device's \
            width or height where its content does not size it); unsatisfiable and ambiguous layouts are errors, \
            lint findings and text truncations warnings. A problem is printed once for its source line, with the \
            devices and components where it shows. Fix-its are verified by solving again; 'trellis fix' applies \
            them. Exits non-zero when any error is found.
            """
    )

    @Argument(help: "Files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Flag(name: .long, help: "Only parse and validate; do not solve.")
    var noSolve = false

    @Flag(
        name: .long,
        help: "Also solve every imported screen on its designed device and compare its frames with those Interface Builder recorded (NAME.ib.json).")
    var againstIb = false

    @Flag(help: "Apply the fix-its that were verified (same as 'trellis fix').")
    var fix = false

    @OptionGroup var output: CheckEnvironmentOptions

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        // The project's dependencies (its Trellis.lock) resolve `use DS.X`.
        let workspace = try options.loadWorkspace(paths: paths)
        let checkOptions = CheckOptions(environments: try output.environments(root: options.project), solves: !noSolve)
        if fix {
            let report = try FixCommand.apply(to: workspace, options: checkOptions)
            print(try output.render(report, sources: FixCommand.readSource))
            if report.hasErrors { throw ExitCode.failure }
            return
        }
        // Imported components: the app's own lines, and what import left out said as such.
        let report = ImportedCheck.annotate(
            LayoutCheck.run(workspace, options: checkOptions), source: workspace.source(of:), environments: checkOptions.environments)
        // A CRLF file's excerpts are cut on its LF text, as its lines are counted.
        print(try output.render(report, sources: { workspace.source(of: $0).map(LayoutTextStyle.normalized) }))
        let frameErrors = againstIb ? AgainstIBCheck.run(workspace) : 0
        if report.hasErrors || frameErrors > 0 { throw ExitCode.failure }
    }
}

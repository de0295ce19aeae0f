import ArgumentParser
import Foundation
import TrellisEngine
import TrellisModel

struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a solved layout as an SVG wireframe.",
        discussion: """
            Views are labelled boxes, with their text's lines as the engine wrapped them (the
            sample's characters, or a bar a line for a count; "…" where lines or the height cut
            it), guides dashed; items in an unsatisfiable set are red, ambiguous ones orange. A
            container is drawn at its fitting size, as 'trellis check' lays it out. With --all, every screen and container is drawn on the default
            devices (or on --device/--size) into the folder given by -o, one NAME-DEVICE.svg each.
            """
    )

    @Argument(help: "The component's name (leave out with --all).", completion: Completions.components)
    var name: String?

    @Flag(help: "Render every screen and container of the project.")
    var all = false

    @Option(name: .shortAndLong, help: "The SVG file to write (with --all: the folder).")
    var output: String

    @OptionGroup var environmentOptions: EnvironmentOptions

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if all == (name != nil) { throw ValidationError("give a component NAME or --all") }
    }

    func run() async throws {
        let workspace = try options.loadWorkspace()
        let engine = LayoutEngine(library: workspace.library)
        if let name {
            _ = try workspace.document(named: name)
            let solution = try engine.solve(name, in: try environmentOptions.environment(), applyingUpdates: environmentOptions.update)
            try write(SVGRenderer.render(solution), to: output)
            print("wrote \(output) (\(summary(solution)))")
            return
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let explicit = environmentOptions.device != nil || environmentOptions.size != nil
        var environments =
            try explicit
            ? [environmentOptions.environment()]
            : DeviceCatalog.defaultDevices.map { device in
                device.environment(environmentOptions.landscape == true ? .landscape : .portrait)
            }
        environments = environments.map { environment in
            var environment = environment.rightToLeft(environmentOptions.rtl == true)
            if let keyboard = environmentOptions.keyboard { environment = environment.keyboard(keyboard) }
            if let size = environmentOptions.contentSize, let category = ContentSizeCategory(name: size) {
                environment = environment.contentSize(category)
            }
            return environment
        }
        var failed = false
        for name in engine.solvableNames {
            let prepared: PreparedComponent
            do {
                prepared = try engine.prepare(name, applyingUpdates: environmentOptions.update)
            } catch {
                print("skipped \(name): \(error)")
                failed = true
                continue
            }
            for layout in prepared.check(on: environments) {
                let environment = layout.environment, solution = try layout.result.get()
                let path = (output as NSString).appendingPathComponent("\(name)-\(EnvironmentOptions.fileName(environment)).svg")
                try write(SVGRenderer.render(solution), to: path)
                print("wrote \(path) (\(summary(solution)))")
            }
        }
        if failed { throw ExitCode.failure }
    }

    private func summary(_ solution: LayoutSolution) -> String {
        let frames = DiagnosticOutput.plural(solution.frames.count, "frame")
        guard !solution.diagnostics.isEmpty else { return "\(frames), no problems" }
        return "\(frames), \(DiagnosticOutput.plural(solution.errors.count, "error")), \(DiagnosticOutput.plural(solution.warnings.count, "warning"))"
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

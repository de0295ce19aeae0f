import ArgumentParser
import Foundation
import TrellisEngine
import TrellisModel
import TrellisSupport

struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a solved layout as an SVG (or PNG) wireframe.",
        discussion: """
            Views are labelled boxes, with their text's lines as the engine wrapped them (the \
            sample's characters, or a bar a line for a count; "…" where lines or the height cut \
            it), guides dashed; items in an unsatisfiable set are red, ambiguous ones orange. A \
            container is drawn at its fitting size, as 'trellis check' lays it out.

            With --all, every screen and container is drawn on the default devices (or on \
            --device/--size) into the folder given by -o, one NAME-DEVICE.svg each, and one \
            NAME@STATE-DEVICE.svg for each state of a component. --state draws one state, \
            --states the base and every state. --format png (or an OUTPUT ending in .png) draws \
            PNG through librsvg's rsvg-convert, --scale pixels per point (default 2).
            """
    )

    @Argument(help: "The component's name (leave out with --all).", completion: Completions.components)
    var name: String?

    @Flag(help: "Render every screen and container of the project.")
    var all = false

    @Option(name: .shortAndLong, help: "The file to write (default NAME.svg or NAME.png), or with --all the folder (default renders).")
    var output: String?

    enum PictureFormat: String, ExpressibleByArgument, CaseIterable { case svg, png }

    @Option(help: "svg or png (default: png when OUTPUT ends in .png, else svg); png needs rsvg-convert (librsvg2-bin).")
    var format: PictureFormat?

    @Option(help: "PNG pixels per point.")
    var scale: Double = 2

    @Option(
        help: ArgumentHelp(
            "Draw the component in one of its states (see 'trellis solve --state').", valueName: "state | 'state(param: value)'"))
    var state: StateSelection?

    @Flag(help: "With a NAME: also draw each of its states, into OUTPUT with @STATE before the extension (panel@expanded.svg).")
    var states = false

    @OptionGroup var environmentOptions: EnvironmentOptions

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if all == (name != nil) { throw ValidationError("give a component NAME or --all") }
        if all, state != nil || states {
            throw ValidationError("--all draws every state already (NAME@STATE-DEVICE.svg); --state and --states go with a NAME")
        }
        if state != nil, states { throw ValidationError("give --state S for one state or --states for all of them, not both") }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale takes pixels per point from above 0 to 16, not \(scale)") }
        if format == .svg, output?.lowercased().hasSuffix(".png") == true, !all {
            throw ValidationError("--format svg with an OUTPUT ending in .png: give one or the other")
        }
    }

    /// The format asked for: --format, else what OUTPUT's extension says.
    var pictureFormat: PictureFormat {
        format ?? (!all && output?.lowercased().hasSuffix(".png") == true ? .png : .svg)
    }

    func run() async throws {
        let workspace = try options.loadWorkspace()
        let engine = LayoutEngine(library: workspace.library)
        // Found before anything is drawn: without it, nothing is written.
        let rasterizer = pictureFormat == .png ? try PNGRasterizer.located() : nil
        let fileExtension = pictureFormat.rawValue
        if let name {
            let output = output ?? "\(name).\(fileExtension)"
            _ = try workspace.document(named: name)
            let environment = try environmentOptions.environment()
            let drawn: [String?] = states ? [nil] + engine.checkableStates(of: name) : [state?.name]
            for drawnState in drawn {
                let arguments = drawnState == state?.name ? state?.arguments ?? [:] : [:]
                let solution = try engine.prepare(name, state: drawnState, arguments: arguments, applyingUpdates: environmentOptions.update)
                    .sessionOnItsOwn(in: environment).solution().titled(state: drawnState)
                let path = states ? Self.path(output, state: drawnState) : output
                try write(SVGRenderer.render(solution), to: path, rasterizer)
                print("wrote \(path) (\(summary(solution)))")
            }
            return
        }
        let output = output ?? "renders"
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
        var failed = false, files = 0
        // Each component in its base and in each state whose parameters have values.
        for (name, drawnState) in engine.solvableNames.flatMap({ name in [(name, nil)] + engine.checkableStates(of: name).map { (name, $0) } }) {
            let prepared: PreparedComponent
            do {
                prepared = try engine.prepare(name, state: drawnState, applyingUpdates: environmentOptions.update)
            } catch {
                print("skipped \(name)\(drawnState.map { " in state \($0)" } ?? ""): \(error)")
                failed = true
                continue
            }
            let stem = name + (drawnState.map { "@\($0)" } ?? "")
            // One line per component: its devices in braces, as a shell spells the files.
            var drawn: [(device: String, summary: String)] = []
            for layout in prepared.check(on: environments) {
                let environment = layout.environment, solution = try layout.result.get().titled(state: drawnState)
                let device = EnvironmentOptions.fileName(environment)
                let path = (output as NSString).appendingPathComponent("\(stem)-\(device).\(fileExtension)")
                try write(SVGRenderer.render(solution), to: path, rasterizer)
                drawn.append((device, summary(solution)))
                files += 1
            }
            for line in Self.grouped(drawn, stem: (output as NSString).appendingPathComponent(stem), fileExtension: fileExtension) {
                print("wrote \(line)")
            }
        }
        print("drew \(plural(files, "file")) into \(output)")
        if failed { throw ExitCode.failure }
    }

    /// `renders/ListCell-{iPhone-SE,iPad-Air-11}.svg (4 frames, no problems)`: one line for
    /// the devices whose drawings say the same, in the order drawn.
    static func grouped(_ drawn: [(device: String, summary: String)], stem: String, fileExtension: String) -> [String] {
        var order: [String] = [], devices: [String: [String]] = [:]
        for (device, summary) in drawn {
            if devices[summary] == nil { order.append(summary) }
            devices[summary, default: []].append(device)
        }
        return order.map { summary in
            let names = devices[summary] ?? []
            let spelled = names.count == 1 ? names[0] : "{" + names.joined(separator: ",") + "}"
            return "\(stem)-\(spelled).\(fileExtension) (\(summary))"
        }
    }

    /// `panel.svg` → `panel@expanded.svg` (the base keeps `panel.svg`).
    static func path(_ output: String, state: String?) -> String {
        guard let state else { return output }
        let url = URL(fileURLWithPath: output)
        let stem = url.deletingPathExtension().lastPathComponent + "@" + state
        let file = url.pathExtension.isEmpty ? stem : "\(stem).\(url.pathExtension)"
        return (parentFolder(of: output) as NSString).appendingPathComponent(file)
    }

    private func summary(_ solution: LayoutSolution) -> String {
        let frames = plural(solution.frames.count, "frame")
        guard !solution.diagnostics.isEmpty else { return "\(frames), no problems" }
        return "\(frames), \(plural(solution.errors.count, "error")), \(plural(solution.warnings.count, "warning"))"
    }

    private func write(_ svg: String, to path: String, _ rasterizer: PNGRasterizer?) throws {
        if let rasterizer { return try rasterizer.write(svg, to: path, scale: scale) }
        try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

extension LayoutSolution {
    /// Its diagnostics naming the state, and its title too (`Panel in state expanded`).
    func titled(state: String?) -> LayoutSolution {
        guard let state else { return self }
        var solution = inState(state)
        solution.component += " in state \(state)"
        return solution
    }
}

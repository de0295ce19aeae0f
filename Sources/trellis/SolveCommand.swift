import ArgumentParser
import Foundation
import TrellisEngine
import TrellisModel
import TrellisDiagnostics
import TrellisSupport

struct SolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Lay a screen or container out on a device and print every frame.",
        discussion: """
            Frames are in points, absolute (in the root's coordinates) and relative to the parent \
            view. A container is laid out at its fitting size, or at the device's width or height \
            where its content does not size it (as 'trellis check' does); --fitting compresses \
            both axes regardless. Unsatisfiable constraints (with the one broken to go on), ambiguous items and \
            lint warnings follow the table. Exits non-zero when the layout is unsatisfiable or \
            ambiguous.
            """
    )

    @Argument(help: "The component's name.", completion: Completions.components)
    var name: String

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Flag(help: "Print frames and diagnostics as JSON (same as --format json).")
    var json = false

    @Option(help: "Output: text, json (frames and diagnostics), sarif or xcode (the diagnostics only).")
    var format: OutputFormat = .text

    @Flag(
        help: "Lay a container out at its compressed fitting size (UIView.layoutFittingCompressedSize) on both axes, even where its content does not size it.")
    var fitting = false

    @Option(help: "With --fitting: the fixed width in points (a cell in a table that wide); the height fits.")
    var width: Double?

    @Option(
        help: ArgumentHelp(
            "Lay the component out in one of its states, with values for its parameters if any.",
            valueName: "state | 'state(param: value)'"))
    var state: StateSelection?

    func validate() throws {
        if let width {
            guard fitting else { throw ValidationError("--width is the fixed width of --fitting; add --fitting") }
            guard width > 0, width.isFinite else { throw ValidationError("--width takes a width in points above 0, not \(width)") }
        }
    }

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let workspace = try options.loadWorkspace()
        _ = try workspace.document(named: name)
        let environment = try environmentOptions.environment(configuration: try ConfiguredEnvironments.configuration(root: options.project))
        let prepared = try LayoutEngine(library: workspace.library).prepare(
            name, state: state?.name, arguments: state?.arguments ?? [:], applyingUpdates: environmentOptions.update)
        let session =
            fitting
            ? try prepared.session(in: environment, fitting: Fitting(width: width)) : try prepared.sessionOnItsOwn(in: environment)
        let solution = session.solution().inState(state?.name)
        if format == .sarif || format == .xcode {
            let report = CheckReport(
                occurrences: solution.diagnostics.map { Occurrence($0, component: name, device: environment.name) },
                components: 1, devices: [environment.name], definingComponent: { path in workspace.files.first { $0.path == path }?.document?.name }
            )
            let directory = FileManager.default.currentDirectoryPath
            print(format == .sarif ? try report.sarif(directory: directory) : report.xcode(directory: directory))
        } else if json || format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(solution), as: UTF8.self))
        } else {
            print(FramesTable.render(solution.titled(state: state?.name)))
            if let size = session.containerSize {
                print(
                    "\(fitting ? "fitting size" : "container size") \(Rect.format(size.width)) × \(Rect.format(size.height))\(fitting ? "" : Self.sizing(session))"
                )
            }
            if session.textPasses > 1 { print("text settled in \(session.textPasses) solves") }
            for diagnostic in solution.diagnostics {
                print(diagnostic.rendered(source: diagnostic.location.flatMap { workspace.source(of: $0.file) }))
            }
            print(
                solution.diagnostics.isEmpty
                    ? "no problems"
                    : "\(plural(solution.errors.count, "error")), \(plural(solution.warnings.count, "warning"))")
        }
        if !solution.errors.isEmpty { throw ExitCode.failure }
    }
}

extension SolveCommand {
    /// Why a container laid out on its own has the size it has.
    static func sizing(_ session: LayoutSession) -> String {
        guard let fitting = session.fitting else { return " (the device's: its content does not size it)" }
        switch (fitting.width, fitting.height) {
        case (nil, nil): return " (its fitting size)"
        case (.some, nil): return " (the device's width, its fitting height)"
        case (nil, .some): return " (its fitting width, the device's height)"
        case (.some, .some): return " (the device's)"
        }
    }
}

/// The frames of a solution as a text table.
enum FramesTable {
    static func render(_ solution: LayoutSolution) -> String {
        var rows: [[String]] = [["item", "kind", "x", "y", "width", "height", "in", "relative x", "relative y"]]
        for frame in solution.frames {
            let f = frame.frame, r = frame.relative
            var kind = frame.kind
            if let className = frame.className, frame.kind == "view" || frame.kind == "stack" { kind = className }
            if let className = frame.className, frame.kind == "container" { kind = "use \(className)" }
            if frame.isHidden { kind += " (hidden)" }
            rows.append([
                frame.path, kind, Rect.format(f.x), Rect.format(f.y), Rect.format(f.width), Rect.format(f.height),
                frame.parent ?? "", frame.parent == nil ? "" : Rect.format(r.x), frame.parent == nil ? "" : Rect.format(r.y),
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let numeric: Set<Int> = [2, 3, 4, 5, 7, 8]
        let lines = rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let header = "\(solution.component) on \(solution.environment)"
        return ([header, ""] + lines).joined(separator: "\n")
    }
}

import Foundation
import PackagePlugin

/// Test-only: writes `ExportProbes.swift` beside the code TrellisCodegen generates for the
/// same target, so the round-trip test can build and run every component.
@main
struct TrellisExportProbes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let inputs = LayoutInputs(target) else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ExportProbes.swift")
        return [
            .buildCommand(
                displayName: "Writing export probes for \(inputs.layouts.count) .layout files",
                executable: try context.tool(named: "trellis-export-probes").url,
                arguments: ["--style", inputs.style, "--output", output.path] + inputs.layouts.map(\.path),
                inputFiles: inputs.layouts + (inputs.styleFile.map { [$0] } ?? []),
                outputFiles: [output]
            ),
        ]
    }
}

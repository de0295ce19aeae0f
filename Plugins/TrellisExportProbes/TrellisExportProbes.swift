import Foundation
import PackagePlugin

/// Test-only: writes `ExportProbes.swift` beside the code TrellisCodegen generates for the
/// same target, so the round-trip test can build and run every component.
@main
struct TrellisExportProbes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layouts = target.sourceFiles(withSuffix: "layout").map(\.url).sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }
        let styleFile = target.directoryURL.appendingPathComponent("trellis-codegen.style")
        let style = (try? String(contentsOf: styleFile, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "anchors"
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ExportProbes.swift")
        return [
            .buildCommand(
                displayName: "Writing export probes for \(layouts.count) .layout files",
                executable: try context.tool(named: "trellis-export-probes").url,
                arguments: ["--style", style, "--output", output.path] + layouts.map(\.path),
                inputFiles: layouts,
                outputFiles: [output]
            ),
        ]
    }
}

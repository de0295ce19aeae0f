import Foundation
import PackagePlugin

/// Generates Swift from the `.layout` files of the target it is applied to, at build
/// time, into the build folder (never committed): one `NAME.swift` per file plus
/// `TrellisLayoutRuntime.swift`. The style is anchors unless the target's folder holds a
/// file `trellis-codegen.style` whose text is `snapkit`.
@main
struct TrellisCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let inputs = LayoutInputs(target) else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("TrellisGenerated")
        let outputs = inputs.layouts.map {
            output.appendingPathComponent($0.deletingPathExtension().lastPathComponent + ".swift")
        } + [output.appendingPathComponent("TrellisLayoutRuntime.swift")]
        return [
            .buildCommand(
                displayName: "Generating Swift from \(inputs.layouts.count) .layout files (\(inputs.style))",
                executable: try context.tool(named: "trellis-codegen").url,
                arguments: ["--style", inputs.style, "--output", output.path] + inputs.layouts.map(\.path),
                inputFiles: inputs.layouts + (inputs.styleFile.map { [$0] } ?? []),
                outputFiles: outputs
            ),
        ]
    }
}

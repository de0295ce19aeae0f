import Foundation
import PackagePlugin

/// Generates Swift from the `.layout` files of the target it is applied to, at build
/// time, into the build folder (never committed): one `NAME.swift` per file plus
/// `TrellisLayoutRuntime.swift`. The style is anchors unless the target's folder holds a
/// file `trellis-codegen.style` whose text is `snapkit`.
@main
struct TrellisCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layouts = target.sourceFiles(withSuffix: "layout").map(\.url).sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }
        let styleFile = target.directoryURL.appendingPathComponent("trellis-codegen.style")
        let style = (try? String(contentsOf: styleFile, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "anchors"
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("TrellisGenerated")
        let outputs = layouts.map {
            output.appendingPathComponent($0.deletingPathExtension().lastPathComponent + ".swift")
        } + [output.appendingPathComponent("TrellisLayoutRuntime.swift")]
        return [
            .buildCommand(
                displayName: "Generating Swift from \(layouts.count) .layout files (\(style))",
                executable: try context.tool(named: "trellis-codegen").url,
                arguments: ["--style", style, "--output", output.path] + layouts.map(\.path),
                inputFiles: layouts + (FileManager.default.fileExists(atPath: styleFile.path) ? [styleFile] : []),
                outputFiles: outputs
            ),
        ]
    }
}

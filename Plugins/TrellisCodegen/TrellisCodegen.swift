import Foundation
import PackagePlugin

/// Generates Swift from the `.layout` files of the target it is applied to, at build
/// time, into the build folder (never committed): one `NAME.swift` per file plus
/// `TrellisLayoutRuntime.swift`, and, when the target sits in a Trellis project with
/// dependencies (`Trellis.lock`), one `DS+NAME.swift` per locked component and `DS.swift`.
/// The style is anchors unless the target's folder holds a file `trellis-codegen.style`
/// whose text is `snapkit` (or the project's `Trellis.toml` says so in `[export]`, which
/// also chooses the runtime).
@main
struct TrellisCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let project = try (target as? SourceModuleTarget).flatMap {
            try LockedInputs(from: $0.directoryURL, upTo: context.package.directoryURL)
        }
        guard let inputs = LayoutInputs(target, allowEmpty: !(project?.outputNames.isEmpty ?? true)) else { return [] }
        return [try Self.command(inputs, project: project, tool: try context.tool(named: "trellis-codegen").url, work: context.pluginWorkDirectoryURL)]
    }

    /// The one build command, for a package target or an Xcode target alike.
    static func command(_ inputs: LayoutInputs, project: LockedInputs?, tool: URL, work: URL) throws -> Command {
        let output = work.appendingPathComponent("TrellisGenerated")
        let names =
            inputs.layouts.map { $0.deletingPathExtension().lastPathComponent + ".swift" } + ["TrellisLayoutRuntime.swift"]
            + (project?.outputNames ?? [])
        var arguments = inputs.styleFile == nil ? [] : ["--style", inputs.style]
        if let project { arguments += ["--project", project.root.path] }
        return .buildCommand(
            displayName: "Generating Swift from \(inputs.layouts.count) .layout files (\(inputs.style))",
            executable: tool,
            arguments: arguments + ["--output", output.path] + inputs.layouts.map(\.path),
            inputFiles: inputs.layouts + (inputs.styleFile.map { [$0] } ?? []) + (project?.inputs ?? []),
            outputFiles: names.map { output.appendingPathComponent($0) }
        )
    }
}

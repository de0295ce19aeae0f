#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build command for a target of an Xcode project (no SwiftPM target folder):
/// the target's `.layout` input files, the style file beside the first of them, and the
/// Trellis project found from that folder up to the Xcode project's.
extension TrellisCodegen: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let layouts = target.inputFiles.map(\.url).filter { $0.pathExtension == "layout" }
        let folder = layouts.map { $0.deletingLastPathComponent() }.min { $0.path < $1.path } ?? context.xcodeProject.directoryURL
        let project = try LockedInputs(from: folder, upTo: context.xcodeProject.directoryURL)
        guard let inputs = LayoutInputs(layouts: layouts, directory: folder, allowEmpty: !(project?.outputNames.isEmpty ?? true)) else { return [] }
        return [try Self.command(inputs, project: project, tool: try context.tool(named: "trellis-codegen").url, work: context.pluginWorkDirectoryURL)]
    }
}
#endif

import Foundation
import PackagePlugin

/// What both build-tool plugins read from a target: its `.layout` files in path order and
/// the style of its specs (`snapkit` when the folder holds a file `trellis-codegen.style`
/// saying so, else `anchors`). One file, linked into `Plugins/TrellisExportProbes` too:
/// plugins cannot share a library target.
struct LayoutInputs {
    var layouts: [URL]
    var style: String
    /// The style file, when there is one: an input, so changing it reruns the plugin.
    var styleFile: URL?

    /// nil when the target holds no `.layout` file (and `allowEmpty` is false: a target
    /// that only uses its dependencies' components still has something to generate).
    init?(_ target: Target, allowEmpty: Bool = false) {
        guard let target = target as? SourceModuleTarget else { return nil }
        self.init(layouts: target.sourceFiles(withSuffix: "layout").map(\.url), directory: target.directoryURL, allowEmpty: allowEmpty)
    }

    init?(layouts: [URL], directory: URL, allowEmpty: Bool = false) {
        self.layouts = layouts.sorted { $0.path < $1.path }
        guard !self.layouts.isEmpty || allowEmpty else { return nil }
        let file = directory.appendingPathComponent("trellis-codegen.style")
        styleFile = FileManager.default.fileExists(atPath: file.path) ? file : nil
        style =
            styleFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "anchors"
    }
}

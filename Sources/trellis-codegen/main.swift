// trellis-codegen: what the TrellisCodegen build-tool plugin runs.
//
//     trellis-codegen [--style anchors|snapkit] [--runtime embedded|none|module NAME]
//                     [--project ROOT] --output DIR FILE.layout…
//
// Reads the `.layout` files as one library, writes `DIR/NAME.swift` for each file (named
// after the file, which the plugin declares as the build command's outputs) and
// `DIR/TrellisLayoutRuntime.swift`. With `--project`, the components ROOT's `Trellis.lock`
// pins (verified by hash) are part of the library and exported too, as
// `DIR/DS+UserAvatarContainer.swift` beside `DIR/DS.swift` (`enum DS {}`), and ROOT's
// `Trellis.toml` `[export]` table gives the style and runtime the options do not.
// Unchanged files are left alone. Errors go to standard error as `file:line:column: error: …`,
// which Xcode and SwiftPM show at the line.
import Foundation
import TrellisExport
import TrellisModel
import TrellisProjectFiles

CommandSpelling.install()

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let usage = "usage: trellis-codegen [--style anchors|snapkit] [--runtime embedded|none|module NAME] [--project ROOT] --output DIR FILE.layout…"
var arguments = Array(CommandLine.arguments.dropFirst())
var style: ExportStyle?
var runtime: ExportRuntime?
var project: String?
var output: String?
var inputs: [String] = []
@MainActor func value(of option: String) -> String {
    guard !arguments.isEmpty else { fail("error: \(option) takes a value\n\(usage)") }
    return arguments.removeFirst()
}
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--style":
        guard let parsed = ExportStyle(rawValue: value(of: argument)) else { fail("error: --style takes anchors or snapkit") }
        style = parsed
    case "--runtime":
        var words = [value(of: argument)]
        if words == ["module"] { words.append(value(of: "--runtime module")) }
        guard let parsed = ExportRuntime(parsing: words) else { fail("error: --runtime takes \(ExportRuntime.forms)") }
        runtime = parsed
    case "--project": project = value(of: argument)
    case "--output": output = value(of: argument)
    default: inputs.append(argument)
    }
}
guard let output else { fail(usage) }

var workspace: LayoutWorkspace
do {
    workspace = try LayoutWorkspace(loading: inputs)
    if let project {
        workspace.dependencies = try ExportedDependencies.load(root: project)
        let settings = try ExportSettings.read(root: project)
        style = style ?? settings.style
        runtime = runtime ?? settings.runtime
    }
} catch {
    fail("\(error)")
}
let problems = workspace.check().filter { $0.severity == .error }
if !problems.isEmpty { fail(problems.map(\.description).joined(separator: "\n")) }

let exporter = SwiftExporter(library: workspace.library, style: style ?? .anchors, runtime: runtime ?? .embedded)
var files = [exporter.runtimeFile()]
do {
    for source in workspace.files {
        guard let document = source.document else { continue }
        let exported = try exporter.export(document.name)
        files.append(ExportedFile(name: source.expectedName + ".swift", contents: exported.contents))
    }
    let dependencies = workspace.dependencies.map(\.name)
    for name in dependencies {
        let exported = try exporter.export(name)
        files.append(ExportedFile(name: ExportedDependencies.fileName(of: name), contents: exported.contents))
    }
    // Named after the namespace as the lock file spells it, which is what the plugin declares.
    let namespaces = Set(dependencies.compactMap { ComponentName.split($0).namespace }).sorted()
    for (namespace, file) in zip(namespaces, exporter.namespaceFiles(for: dependencies)) {
        files.append(ExportedFile(name: namespace + ".swift", contents: file.contents))
    }
} catch {
    fail(error.description)
}
do {
    try ExportDirectory.write(files, to: output)
} catch {
    fail("\(error)")
}

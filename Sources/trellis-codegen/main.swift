// trellis-codegen: what the TrellisCodegen build-tool plugin runs.
//
//     trellis-codegen [--style anchors|snapkit] --output DIR FILE.layout…
//
// Reads the `.layout` files as one library, writes `DIR/NAME.swift` for each file (named
// after the file, which the plugin declares as the build command's outputs) and
// `DIR/TrellisLayoutRuntime.swift`. Unchanged files are left alone. Errors go to standard
// error as `file:line:column: error: …`, which Xcode and SwiftPM show at the line.
import Foundation
import TrellisExport
import TrellisModel

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var style = ExportStyle.anchors
var output: String?
var inputs: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--style":
        guard let value = arguments.first, let parsed = ExportStyle(rawValue: value) else {
            fail("error: --style takes anchors or snapkit")
        }
        style = parsed
        arguments.removeFirst()
    case "--output":
        guard let value = arguments.first else { fail("error: --output takes a folder") }
        output = value
        arguments.removeFirst()
    default:
        inputs.append(argument)
    }
}
guard let output else { fail("usage: trellis-codegen [--style anchors|snapkit] --output DIR FILE.layout…") }

let workspace: LayoutWorkspace
do {
    workspace = try LayoutWorkspace(loading: inputs)
} catch {
    fail("error: \(error)")
}
let problems = workspace.check().filter { $0.severity == .error }
if !problems.isEmpty { fail(problems.map(\.description).joined(separator: "\n")) }

let exporter = SwiftExporter(library: workspace.library, style: style)
var files = [exporter.runtimeFile()]
for source in workspace.files {
    guard let document = source.document else { continue }
    do {
        let exported = try exporter.export(document.name)
        files.append(ExportedFile(name: source.expectedName + ".swift", contents: exported.contents))
    } catch {
        fail(error.description)
    }
}
do {
    try ExportDirectory.write(files, to: output)
} catch {
    fail("\(error)")
}

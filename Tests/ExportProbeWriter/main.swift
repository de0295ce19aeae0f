// trellis-export-probes [--style anchors|snapkit] --output FILE FILE.layout…
import Foundation
import TrellisExport
import TrellisModel
import TrellisProjectFiles

var arguments = Array(CommandLine.arguments.dropFirst())
var style = ExportStyle.anchors
var output: String?
var inputs: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--style", let value = arguments.first, let parsed = ExportStyle(rawValue: value) {
        style = parsed
        arguments.removeFirst()
    } else if argument == "--output", let value = arguments.first {
        output = value
        arguments.removeFirst()
    } else {
        inputs.append(argument)
    }
}
guard let output else {
    FileHandle.standardError.write(Data("usage: trellis-export-probes [--style anchors|snapkit] --output FILE FILE.layout…\n".utf8))
    exit(1)
}
do {
    let library = try LayoutWorkspace(loading: inputs).library
    let text = ProbeWriter.source(library: library, style: style)
    if FileManager.default.contents(atPath: output) != Data(text.utf8) {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}

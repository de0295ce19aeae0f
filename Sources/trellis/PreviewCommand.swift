import ArgumentParser
import Foundation
import TrellisEngine
import TrellisServer

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "A local page that draws components on every device and re-draws them on every save.",
        discussion: """
            Open the printed address in a browser: each component (NAME…, or every screen and container) \
            is drawn on the devices side by side with check's problems above it; saving any .layout file \
            of the project pushes the new drawing to the page (server-sent events) within a fraction of a \
            second. Stop it with Ctrl-C.
            """
    )

    @Argument(help: "The components to show (default: every screen and container).", completion: Completions.components)
    var names: [String] = []

    @Option(help: "The port to listen on (0: any free port, printed).")
    var port: Int = 8090

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(help: "Devices, comma-separated names from 'trellis devices' (default: the default devices).")
    var devices: String?

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port: use 1-65535 (or 0 for any free port)") }
    }

    func run() async throws {
        var chosen = DeviceCatalog.defaultDevices
        if let devices {
            chosen = try devices.split(separator: ",").map { name in
                guard let device = DeviceCatalog.device(named: String(name)) else {
                    throw ValidationError("unknown device '\(name)' in --devices: 'trellis devices' lists them")
                }
                return device
            }
        }
        let board = PreviewBoard(folder: options.project, names: names, devices: chosen)
        try await PreviewServer.run(board: board, host: host, port: port) { port in
            FileHandle.standardOutput.write(Data("previewing \(options.project) on http://\(host):\(port)/ (Ctrl-C stops)\n".utf8))
        }
    }
}

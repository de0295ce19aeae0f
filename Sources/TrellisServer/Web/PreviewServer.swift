import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `trellis preview`'s server: the board's page at `/`, and at `/preview/events` a stream
/// of server-sent events, one `update` (the re-drawn body as JSON) after each change the
/// watcher sees. Loopback only by default; no token (it serves the developer's own files).
package enum PreviewServer {
    struct Page {
        var title = "Preview"
        var site: String
        var watching: String
        var body: String
    }

    struct Update: Encodable {
        var generation: Int
        var html: String
    }

    /// How often the folder is looked at, and how often an idle stream says it is alive.
    static let pollInterval = Duration.milliseconds(150)
    static let keepAlive = Duration.seconds(10)

    package static func router(board: PreviewBoard) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in
            board.refresh()
            let watching = board.names.isEmpty ? board.folder : board.names.joined(separator: ", ") + " in " + board.folder
            return WebRoutes.html(WebTemplates.render("preview", Page(site: board.folder, watching: watching, body: board.current.body)))
        }
        router.get("/preview/events") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    var sent = board.current.generation
                    var quiet = Duration.zero
                    try await writer.write(ByteBuffer(string: ": connected\n\n"))
                    while !Task.isCancelled {
                        try await Task.sleep(for: pollInterval)
                        quiet += pollInterval
                        let current = board.current
                        if current.generation != sent {
                            sent = current.generation
                            quiet = .zero
                            try await writer.write(ByteBuffer(string: try event(current)))
                        } else if quiet >= keepAlive {
                            quiet = .zero
                            try await writer.write(ByteBuffer(string: ": alive\n\n"))
                        }
                    }
                    try await writer.finish(nil)
                })
        }
        return router
    }

    static func event(_ current: (generation: Int, body: String)) throws -> String {
        let data = try JSONEncoder().encode(Update(generation: current.generation, html: current.body))
        return "event: update\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }

    /// Serves until SIGINT or SIGTERM, re-drawing the board whenever its files change.
    package static func run(board: PreviewBoard, host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "trellis-preview")
        logger.logLevel = .warning
        board.refresh()
        let app = Application(
            router: router(board: board), configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "trellis-preview"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }, logger: logger)
        let watcher = Task.detached {
            while !Task.isCancelled {
                board.refresh()
                try? await Task.sleep(for: pollInterval)
            }
        }
        defer { watcher.cancel() }
        var configuration = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // An open page's event stream never ends by itself: a stop cancels it at once.
        configuration.maximumGracefulShutdownDuration = .milliseconds(200)
        let group = ServiceGroup(configuration: configuration)
        do { try await group.run() } catch let error as IOError {
            throw TrellisServer.ListenError(host: host, port: port, code: error.errnoCode)
        }
    }
}

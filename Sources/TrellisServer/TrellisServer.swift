import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import TrellisStore
import TrellisSync

/// Serves one store over HTTP for sharing libraries: the sync protocol as JSON, one route
/// per `SyncEndpoint` (the table of endpoints is there).
///
/// Tokens travel as `Authorization: Bearer TOKEN` and are checked by `TokenMiddleware`, one
/// for the read routes and one for the write routes: a missing or wrong one is 401, the
/// read token on a write endpoint 403. The write token may also read. With no read token
/// configured, reading is open. Errors are answered by their own `HTTPResponseError`
/// conformances (`ErrorAnswer.swift`) with an `ErrorResponse` body.
public enum TrellisServer {
    public struct Tokens: Sendable {
        public var read: String?
        public var write: String?
        public init(read: String?, write: String?) {
            self.read = read
            self.write = write
        }
    }

    /// Builds the application; `onRunning` is told the port it listens on (useful with port 0).
    /// `package`: `run` is the way in; the server's tests drive the application directly.
    package static func application(
        service: SyncService, tokens: Tokens, host: String = "127.0.0.1", port: Int, limits: Limits = .standard,
        logger: Logger? = nil, warmPages: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = self.router(service: service, tokens: tokens, limits: limits, warmPages: warmPages)
        var quiet = Logger(label: "trellis-serve")
        quiet.logLevel = .warning
        let logger = logger ?? quiet
        let connections = ConnectionGuard(maxConnections: limits.maxConnections, maxPerClient: limits.maxConnectionsPerClient, logger: logger)
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in
                GuardedHTTP1Channel(
                    http1: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: limits.idleTimeout)), connections: connections,
                    headerTimeout: limits.headerTimeout)
            },
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "trellis",
                availableConnectionsDelegate: SocketCeiling(2 * limits.maxConnections, logger: logger)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// The log `trellis serve` writes to standard error: a line per request (and what the
    /// server says at info level), or with `quiet` only warnings and errors.
    public static func serveLogger(quiet: Bool) -> Logger {
        var logger = Logger(label: "trellis-serve")
        logger.logLevel = quiet ? .warning : .info
        return logger
    }

    /// The server could not listen where it was told.
    public struct ListenError: Error, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var code: Int32
        public var description: String {
            if code == EADDRINUSE {
                return "cannot listen on \(host):\(port): the port is in use (by another server?); choose another --port, or 0 for any free one"
            }
            return "cannot listen on \(host):\(port): \(String(cString: strerror(code))) (check --host and --port)"
        }
    }

    static func json(_ status: HTTPResponse.Status, _ data: Data) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Serves until the task is cancelled (or SIGTERM/SIGINT when `handleSignals`), then
    /// shuts down gracefully either way: requests in flight finish, nothing is logged as
    /// an error. (Cancelling the server's own task would tear its connections down.)
    /// Requests still running `limits.shutdownGrace` after the shutdown began are
    /// cancelled; with `handleSignals` the process exits a moment later whatever still runs
    /// (`ShutdownDeadline`), so a signalled server always stops.
    public static func run(
        service: SyncService, tokens: Tokens, host: String = "127.0.0.1", port: Int, limits: Limits = .standard,
        handleSignals: Bool = false, logger: Logger? = nil, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        // A served hub's pages are read and rendered once at start, not by the first visitor.
        let app = application(
            service: service, tokens: tokens, host: host, port: port, limits: limits, logger: logger, warmPages: true, onRunning: onRunning)
        if handleSignals {
            var configuration = ServiceGroupConfiguration(
                services: [app, ShutdownDeadline(after: limits.shutdownGrace + ShutdownDeadline.beyondGrace)],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
            configuration.maximumGracefulShutdownDuration = limits.shutdownGrace
            do { try await ServiceGroup(configuration: configuration).run() } catch let error as IOError {
                throw ListenError(host: host, port: port, code: error.errnoCode)
            }
            return
        }
        var configuration = ServiceGroupConfiguration(services: [app], logger: app.logger)
        configuration.maximumGracefulShutdownDuration = limits.shutdownGrace
        let group = ServiceGroup(configuration: configuration)
        // Not a child task: it must not see the cancellation, only the shutdown it leads to.
        let serving = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}

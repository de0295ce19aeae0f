import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

extension TrellisServer {
    /// What one client may take of the server (issue 39, N4):
    ///
    /// - `maxBody`: the largest request body of the routes that carry content (objects,
    ///   versions, heads). The other routes take far less: none for a GET, a batch of
    ///   hashes for the two that take a list (`maxBody(for:maxBatch:)`). A declared
    ///   `Content-Length` above a route's limit is answered 413 before any of the body is
    ///   read, and the connection closed; a chunked body is cut off there
    ///   (`Request.collectBody(upTo:)`, also 413), so no body costs more memory than its
    ///   route's limit.
    /// - `headerTimeout`: a new connection that has not sent a whole request head this
    ///   long after connecting is closed (a socket that sends nothing, or half a head).
    /// - `idleTimeout`: a connection that sends nothing for this long once it has sent a
    ///   request is closed (a keep-alive one, a body that stalls).
    /// - `maxConnections`, `maxConnectionsPerClient`: at most this many open connections,
    ///   and from one client address. A new connection beyond either closes the longest
    ///   idle one instead (`ConnectionGuard`), so idle sockets never keep a request out.
    /// - `shutdownGrace`: how long a shutdown waits for requests in flight before it
    ///   cancels them; the process exits soon after either way.
    public struct Limits: Sendable, Hashable {
        public var maxBody: Int
        public var idleTimeout: TimeAmount
        public var maxConnections: Int
        public var maxConnectionsPerClient: Int
        public var headerTimeout: TimeAmount
        public var shutdownGrace: Duration

        public init(
            maxBody: Int = 256 << 20, idleTimeout: TimeAmount = .seconds(30), maxConnections: Int = 256, maxConnectionsPerClient: Int = 32,
            headerTimeout: TimeAmount = .seconds(5), shutdownGrace: Duration = .seconds(3)
        ) {
            self.maxBody = maxBody
            self.idleTimeout = idleTimeout
            self.maxConnections = maxConnections
            self.maxConnectionsPerClient = maxConnectionsPerClient
            self.headerTimeout = headerTimeout
            self.shutdownGrace = shutdownGrace
        }

        public static let standard = Limits()

    }
}

/// Hummingbird's own connection limit, kept as a ceiling on sockets above the guard's
/// `maxConnections` (twice it): connections the guard has just closed still count here
/// until they are gone, and past the ceiling the server stops accepting for a moment. A
/// log line says when — at most one every ten seconds.
struct SocketCeiling: AvailableConnectionsDelegate {
    let maximum: Int
    let logger: Logger
    var open = 0
    var lastWarning: ContinuousClock.Instant?

    init(_ maximum: Int, logger: Logger) {
        self.maximum = maximum
        self.logger = logger
    }

    mutating func connectionOpened() {
        open += 1
        guard open == maximum else { return }
        let now = ContinuousClock.now
        if let lastWarning, now - lastWarning < .seconds(10) { return }
        lastWarning = now
        logger.warning("\(maximum) sockets open: new connections wait until some close")
    }

    mutating func connectionClosed() { open -= 1 }

    func isAcceptingNewConnections() -> Bool { open < maximum }
}

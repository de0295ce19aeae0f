import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

extension TrellisServer {
    /// What one client may take of the server, all through Hummingbird's own knobs:
    ///
    /// - `maxBody`: the largest request body. A declared `Content-Length` above it is
    ///   answered 413 before any of the body is read; a chunked body is cut off there
    ///   (`Request.collectBody(upTo:)`, also 413).
    /// - `idleTimeout`: a connection that sends nothing for this long is closed — one that
    ///   never finishes its request head (a half-open or slow client) included, since the
    ///   clock only restarts when a whole head or a body part arrives.
    /// - `maxConnections`: at most this many open connections; more wait in the listen
    ///   backlog until one closes, and the server logs when the limit is reached.
    public struct Limits: Sendable, Hashable {
        public var maxBody: Int
        public var idleTimeout: TimeAmount
        public var maxConnections: Int

        public init(maxBody: Int = 256 << 20, idleTimeout: TimeAmount = .seconds(30), maxConnections: Int = 256) {
            self.maxBody = maxBody
            self.idleTimeout = idleTimeout
            self.maxConnections = maxConnections
        }

        public static let standard = Limits()

        /// "256 MiB", "1500 bytes": how messages state the body limit.
        var maxBodyText: String {
            maxBody >= 1 << 20 && maxBody % (1 << 20) == 0 ? "\(maxBody >> 20) MiB" : "\(maxBody) bytes"
        }
    }
}

/// Hummingbird's connection limit, with a log line when it is reached (the framework's
/// own delegate logs only at trace level) — at most one every ten seconds, so a flood of
/// connections does not flood the log too.
struct ConnectionLimit: AvailableConnectionsDelegate {
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
        logger.warning("connection limit reached: \(maximum) connections open; new ones wait until one closes (--max-connections)")
    }

    mutating func connectionClosed() { open -= 1 }

    func isAcceptingNewConnections() -> Bool { open < maximum }
}

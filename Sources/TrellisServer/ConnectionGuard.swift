import Foundation
import Logging
import NIOCore
import TrellisModel
import TrellisSupport

/// Every open connection of a server and what it is doing, so that idle sockets never keep
/// a real request out (issue 39, N4: 300 half-open sockets held all 256 connections).
/// As nginx reuses its idle keep-alive connections when it runs out: a new connection
/// that finds its client (peer address) at `maxPerClient`, or the server at
/// `maxConnections`, closes the longest-waiting connection of that client (or of anyone)
/// that is not in a request — one that never sent a whole request head first, then one
/// idle between requests. Only when every one of them is in a request is the new one
/// closed instead. A connection in a request is never closed for another.
final class ConnectionGuard: Sendable {
    enum Phase: Equatable {
        /// Connected, no whole request head yet.
        case awaitingHead
        /// Between receiving a request head and writing the end of its response.
        case inRequest
        /// Kept alive between requests.
        case idle
    }

    struct Entry {
        let channel: any Channel
        let client: String
        var phase: Phase
        /// When it entered its phase, as a count of events (older is smaller).
        var since: UInt64
    }

    struct Table {
        var clock: UInt64 = 0
        var entries: [ObjectIdentifier: Entry] = [:]
        var lastWarning: ContinuousClock.Instant?
    }

    let maxConnections: Int
    let maxPerClient: Int
    let logger: Logger
    private let table = Locked(Table())

    init(maxConnections: Int, maxPerClient: Int, logger: Logger) {
        self.maxConnections = maxConnections
        self.maxPerClient = maxPerClient
        self.logger = logger
    }

    /// How many connections are open (for tests).
    var count: Int { table.withLock { $0.entries.count } }

    /// Takes `channel` in, closing what it displaces; false when it must be closed itself.
    func admit(_ channel: any Channel) -> Bool {
        let client = Self.client(of: channel)
        var displaced: [any Channel] = []
        var warning: String?
        let admitted = table.withLock { table -> Bool in
            let ofClient = table.entries.filter { $0.value.client == client }
            if ofClient.count >= maxPerClient {
                guard let victim = Self.oldestNotInRequest(ofClient) else {
                    warning = "\(client) has \(maxPerClient) connections in requests (--max-connections-per-client); closing its new one"
                    return false
                }
                table.entries.removeValue(forKey: victim).map { displaced.append($0.channel) }
                warning = "\(client) has \(maxPerClient) connections open (--max-connections-per-client); closing its longest idle one"
            }
            if table.entries.count >= maxConnections {
                guard let victim = Self.oldestNotInRequest(table.entries) else {
                    warning = "connection limit reached: \(maxConnections) connections open, all in requests (--max-connections); closing the new one"
                    return false
                }
                table.entries.removeValue(forKey: victim).map { displaced.append($0.channel) }
                warning = "connection limit reached: \(maxConnections) connections open (--max-connections); closing the longest idle one"
            }
            table.clock += 1
            table.entries[ObjectIdentifier(channel)] = Entry(channel: channel, client: client, phase: .awaitingHead, since: table.clock)
            return true
        }
        for channel in displaced { channel.close(promise: nil) }
        if let warning { warn(warning) }
        return admitted
    }

    /// `channel` moved to `phase`.
    func enter(_ phase: Phase, _ channel: any Channel) {
        table.withLock { table in
            guard table.entries[ObjectIdentifier(channel)] != nil else { return }
            table.clock += 1
            table.entries[ObjectIdentifier(channel)]?.phase = phase
            table.entries[ObjectIdentifier(channel)]?.since = table.clock
        }
    }

    func remove(_ channel: any Channel) {
        _ = table.withLock { $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// The connection to displace first: the longest waiting for a head, else the longest idle.
    static func oldestNotInRequest(_ entries: [ObjectIdentifier: Entry]) -> ObjectIdentifier? {
        entries.filter { $0.value.phase != .inRequest }
            .min { ($0.value.phase == .awaitingHead ? 0 : 1, $0.value.since) < ($1.value.phase == .awaitingHead ? 0 : 1, $1.value.since) }?
            .key
    }

    /// The peer's address without its port: what the per-client limit counts.
    static func client(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "an unknown address"
    }

    /// At most one warning every ten seconds, so a flood of connections does not flood the log.
    private func warn(_ message: String) {
        let now = ContinuousClock.now
        let due = table.withLock { table -> Bool in
            if let last = table.lastWarning, now - last < .seconds(10) { return false }
            table.lastWarning = now
            return true
        }
        if due { logger.warning("\(message)") }
    }
}

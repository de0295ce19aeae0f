import Logging
import NIOCore
import PostgresNIO
import TrellisModel
import TrellisSupport

extension PostgresConnection {
    /// `query`, answered even when the connection closes under it: postgres-nio 1.33 loses a
    /// statement written to a connection that has just closed (its promise is never
    /// completed), and its caller would wait forever — a request that hangs, and a server
    /// that then never finishes shutting down (issue 39, N6). So the statement runs in a
    /// task of its own and the caller is answered by whichever comes first: its result, the
    /// connection closing (`ConnectionClosedUnderQuery`) or the caller's cancellation.
    /// A lost statement's task is left waiting; it holds nothing but the dead connection.
    @discardableResult
    func guardedQuery(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        try await FirstAnswer<PostgresRowSequence>.race { answer in
            let watch = CloseWatch.shared.add(self) { answer.resume(.failure(ConnectionClosedUnderQuery())) }
            Task {
                let result: Result<PostgresRowSequence, any Error>
                do { result = .success(try await self.query(query, logger: logger)) } catch { result = .failure(error) }
                CloseWatch.shared.remove(self, watch)
                answer.resume(result)
            }
        }
    }
}

/// The connection closed while a statement was waiting on it; nothing of it is known to
/// have run (a transaction's statements are rolled back with the session).
struct ConnectionClosedUnderQuery: Error {}

/// Who waits on each open connection, told at once when it closes. One callback per
/// connection on its `closeFuture` (not one per statement, which would pile up for as long
/// as a pooled connection lives).
private final class CloseWatch: Sendable {
    static let shared = CloseWatch()

    private let waiters = Locked<(next: Int, byConnection: [ObjectIdentifier: [Int: @Sendable () -> Void]])>((0, [:]))

    /// Calls `onClose` when `connection` closes (at once when it already has); the number
    /// to `remove` it with.
    func add(_ connection: PostgresConnection, onClose: @escaping @Sendable () -> Void) -> Int {
        let key = ObjectIdentifier(connection)
        let (number, first) = waiters.withLock { waiters in
            waiters.next += 1
            let first = waiters.byConnection[key] == nil
            waiters.byConnection[key, default: [:]][waiters.next] = onClose
            return (waiters.next, first)
        }
        if first {
            connection.closeFuture.whenComplete { [connection] _ in
                let closing = self.waiters.withLock { $0.byConnection.removeValue(forKey: key) }
                // Keeps the connection (and so its identifier) alive until its entry is gone.
                _ = connection
                for onClose in closing?.values.map({ $0 }) ?? [] { onClose() }
            }
        }
        return number
    }

    func remove(_ connection: PostgresConnection, _ number: Int) {
        waiters.withLock { _ = $0.byConnection[ObjectIdentifier(connection)]?.removeValue(forKey: number) }
    }
}

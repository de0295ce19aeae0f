import Foundation
import PostgresNIO

extension PostgresHubStorage {
    /// The message of each change of `seqs` held, by seq (`HubStorage.changeMessages`).
    public func changeMessages(_ seqs: [Int64]) async throws -> [Int64: String] {
        guard !seqs.isEmpty else { return [:] }
        let wanted = Array(Set(seqs))
        return try await transaction(readOnly: true) { connection in
            var messages: [Int64: String] = [:]
            let rows = try await connection.guardedQuery("SELECT seq, message FROM change WHERE seq = ANY(\(wanted))", logger: logger)
            for try await (seq, message) in rows.decode((Int64, String).self) { messages[seq] = message }
            return messages
        }
    }
}

import Foundation
import GRDB

extension TrellisStore {
    /// The message of each change of `seqs` the store holds, by seq: what the web pages
    /// show of a release (`release 1.1.0: Bigger badge`, on the change that tagged it).
    public func changeMessages(_ seqs: [Int64]) throws -> [Int64: String] {
        guard !seqs.isEmpty else { return [:] }
        return try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT message FROM change WHERE seq = ?")
            var messages: [Int64: String] = [:]
            for seq in Set(seqs) {
                if let message = try String.fetchOne(statement, arguments: [seq]) { messages[seq] = message }
            }
            return messages
        }
    }
}

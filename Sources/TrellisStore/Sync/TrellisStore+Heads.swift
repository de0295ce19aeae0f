import Foundation
import GRDB
import TrellisModel

// Heads moved by a peer's push: compare-and-swap, all or none.
extension TrellisStore {
    /// Moves heads by compare-and-swap, all or none, in one transaction: each head must
    /// still be at `expected` and `new` must descend from it; otherwise nothing moves and
    /// `StaleHeads` names every head that failed. A head already at `new` succeeds
    /// without a write, so repeating a push is harmless. Returns the heads that moved.
    @discardableResult
    public func compareAndSwapHeads(_ updates: [HeadUpdate], message: String) throws -> [HeadRef] {
        let author = environment.author, clock = environment.clock
        for update in updates {
            try ReceiveValidation.head(component: update.component, versionID: update.new)
            if let expected = update.expected { try ReceiveValidation.id(expected, what: "head of \(update.component)", field: "expected version") }
        }
        return try writer.write { db in
            var stale: [StaleHeads.Entry] = []
            var moves: [HeadUpdate] = []
            for update in updates {
                guard let record = try VersionRecord.fetchOne(db, key: update.new), record.component == update.component else {
                    throw ReceiveError.unknownVersion(update.new)
                }
                let current = try String.fetchOne(db, sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'", arguments: [update.component])
                if current == update.new { continue }
                if current != update.expected {
                    stale.append(.init(component: update.component, expected: update.expected, actual: current))
                } else if let expected = update.expected, try !Self.isAncestor(db, expected, of: update.new) {
                    stale.append(.init(component: update.component, expected: update.expected, actual: current))
                } else {
                    moves.append(update)
                }
            }
            if !stale.isEmpty { throw StaleHeads(entries: stale) }
            guard !moves.isEmpty else { return [] }
            var recorder = try _VersionWriter(db, kind: .push, author: author, message: message, timeMilliseconds: clock().storeMilliseconds)
            return try moves.map { try recorder.moveHead($0.component, to: $0.new) }
        }
    }

    /// name → head version id of the named components that have a head.
    public func headIDs(of names: [String]) throws -> [String: String] {
        try writer.read { db in try Self.headsByName(db, names: Set(names)).mapValues(\.versionID) }
    }
}

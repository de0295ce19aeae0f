import GRDB
import TrellisSupport

extension TrellisStore {
    /// The newest version of `component` whose content is `contentHash`, if any: how a
    /// project whose index lost a file's base tells a stale file from an edit.
    public func latestVersion(of component: String, contentHash: String) throws -> String? {
        try writer.read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT id FROM version WHERE component = ? AND object_hash = ?
                    ORDER BY generation DESC, seq DESC LIMIT 1
                    """, arguments: [component, contentHash])
        }
    }
}

/// A commit found a head other than the one its files were read against: another
/// command moved it in between. Nothing was recorded.
public struct HeadMovedError: Error, Hashable, Sendable, CustomStringConvertible {
    public var components: [String]

    public init(components: [String]) { self.components = components }

    public var description: String {
        "the store's head of \(components.joined(separator: ", ")) moved while the working copy was read: nothing committed; run \(CommandHint.status) and commit again"
    }
}

import Foundation
import TrellisStore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A store served by `trellis serve`, spoken to as JSON over HTTP (placeholder; see below).
public struct HTTPRemote: SyncRemote {
    public let location: String
    public init(url: String, token: String?) throws {
        location = url
    }
    public func info() async throws -> InfoResponse { throw SyncError.unreachable(location) }
    public func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { throw SyncError.unreachable(location) }
    public func fetchObjects(_ hashes: [String]) async throws -> [WireObject] { throw SyncError.unreachable(location) }
    public func missing(_ request: MissingMessage) async throws -> MissingMessage { throw SyncError.unreachable(location) }
    public func uploadObjects(_ objects: [WireObject]) async throws -> Int { throw SyncError.unreachable(location) }
    public func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { throw SyncError.unreachable(location) }
    public func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { throw SyncError.unreachable(location) }
}

import Foundation
import Hummingbird
import NIOCore
import TrellisModel
import TrellisStore
import TrellisSync
import TrellisSupport

extension TrellisServer {
    /// `GET /v1/snapshot`: a snapshot of the store (`TrellisStore.snapshotImage`: its
    /// shared history, nothing local to the server) sent as a SQLite file; 404 from a hub
    /// on PostgreSQL, which clients then clone through the change feed. A store too
    /// large to snapshot in memory is written to a temporary file that is unlinked as
    /// soon as it is open, so nothing is left behind however the response ends.
    static func snapshotResponse(_ service: SyncService) throws -> Response {
        if let (image, _) = try service.snapshotImage() {
            let body = ResponseBody(contentLength: image.count) { writer in
                var offset = 0
                while offset < image.count {
                    let end = min(image.count, offset + snapshotChunk)
                    try await writer.write(ByteBuffer(bytes: image[offset..<end]))
                    offset = end
                }
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: [.contentType: "application/vnd.sqlite3"], body: body)
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-snapshot-\(ProcessInfo.processInfo.processIdentifier)-\(snapshotNames.withLock { $0 += 1; return $0 }).sqlite")
            .path
        let summary = try service.writeSnapshot(to: path)
        guard let file = FileHandle(forReadingAtPath: path) else {
            StoreSnapshot.removeFiles(path)
            throw SyncError.protocolError("cannot read the snapshot just written at \(path)")
        }
        StoreSnapshot.removeFiles(path)
        let body = ResponseBody(contentLength: Int(summary.bytes)) { writer in
            defer { try? file.close() }
            while let chunk = try file.read(upToCount: snapshotChunk), !chunk.isEmpty {
                try await writer.write(ByteBuffer(bytes: chunk))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "application/vnd.sqlite3"], body: body)
    }

    /// Bytes per write to the connection.
    static let snapshotChunk = 1 << 20

    /// Numbers the server's temporary snapshot files.
    private static let snapshotNames = Locked(0)
}

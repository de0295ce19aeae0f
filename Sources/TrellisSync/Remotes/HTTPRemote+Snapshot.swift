import AsyncHTTPClient
import Foundation
import NIOCore
import TrellisStore

extension HTTPRemote {
    /// `SyncEndpoint.snapshot`, streamed into a new file at `path` as it arrives (a store may be
    /// larger than memory should hold). A body shorter than its Content-Length — the
    /// server died mid-transfer — is an error, as is any status but 200; 404 means a server
    /// older than snapshots. `progress` hears every chunk written.
    public func downloadSnapshot(to path: String, progress: SnapshotProgressHandler?) async throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw SyncError.badRequest("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? file.close() }
        let outcome = try await fetchSnapshot(into: file, progress: progress)
        let failure = try? JSONDecoder().decode(ErrorResponse.self, from: outcome.errorBody)
        switch outcome.status {
        case 200:
            if outcome.expected >= 0, outcome.written != outcome.expected {
                throw SyncError.unreachable(
                    "\(location)\(SyncEndpoint.snapshot.path): the connection closed after \(outcome.written) of \(outcome.expected) bytes")
            }
        case 401: throw SyncError.unauthorized(location)
        case 403: throw SyncError.forbidden(location)
        case 404: throw SyncError.snapshotUnavailable(location)
        default:
            throw SyncError.protocolError(
                "\(location)\(SyncEndpoint.snapshot.path): HTTP \(outcome.status): \(failure?.error ?? String(decoding: outcome.errorBody.prefix(200), as: UTF8.self))"
            )
        }
    }

    /// What a snapshot request brought: the status, the announced and written lengths, and
    /// the start of a non-200 body (to read the server's error).
    struct SnapshotDownload {
        var status = 0
        /// The Content-Length, or -1.
        var expected: Int64 = -1
        var written: Int64 = 0
        var errorBody = Data()
    }

    public func downloadSnapshot(to path: String) async throws {
        try await downloadSnapshot(to: path, progress: nil)
    }

    static var snapshotWriteSize: Int { 4 << 20 }

    /// The body into `file` chunk by chunk as AsyncHTTPClient delivers it (http and https).
    func fetchSnapshot(into file: FileHandle, progress: SnapshotProgressHandler? = nil) async throws -> SnapshotDownload {
        let request = self.request(.snapshot)
        var outcome = SnapshotDownload()
        do {
            // The deadline bounds the whole transfer; a large library on a slow link gets long.
            let response = try await SyncHTTPClient.shared.execute(request, deadline: SyncHTTPClient.deadline(SyncHTTPClient.snapshotTimeout))
            outcome.status = Int(response.status.code)
            outcome.expected = response.headers.first(name: "content-length").flatMap { Int64($0) } ?? -1
            // Chunks are gathered into large writes: the kernel's cost is per call far more
            // than per byte, and chunks arrive at tens of kilobytes.
            var pending = ByteBuffer()
            pending.reserveCapacity(Self.snapshotWriteSize)
            for try await var chunk in response.body {
                if outcome.status == 200 {
                    outcome.written += Int64(chunk.readableBytes)
                    pending.writeBuffer(&chunk)
                    if pending.readableBytes >= Self.snapshotWriteSize {
                        try pending.withUnsafeReadableBytes { try file.write(contentsOf: $0) }
                        pending.clear()
                    }
                    progress?(outcome.written, outcome.expected >= 0 ? outcome.expected : nil)
                } else if outcome.errorBody.count < 64 << 10 {
                    outcome.errorBody.append(contentsOf: chunk.readableBytesView)
                }
            }
            try pending.withUnsafeReadableBytes { try file.write(contentsOf: $0) }
        } catch let error as CocoaError {
            throw SyncError.badRequest("cannot write the snapshot: \(error.localizedDescription)")
        } catch {
            if outcome.status == 200, outcome.expected >= 0 {
                throw SyncError.unreachable(
                    "\(location)\(SyncEndpoint.snapshot.path): the connection closed after \(outcome.written) of \(outcome.expected) bytes (\(SyncHTTPClient.reason(error)))"
                )
            }
            throw SyncError.unreachable("\(location)\(SyncEndpoint.snapshot.path): \(SyncHTTPClient.reason(error))")
        }
        return outcome
    }
}

import Foundation
import TrellisStore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPRemote {
    /// `GET /v1/snapshot`, streamed into a new file at `path` as it arrives (a store may be
    /// larger than memory should hold). A body shorter than its Content-Length — the
    /// server died mid-transfer — is an error, as is any status but 200; 404 means a server
    /// older than snapshots.
    public func downloadSnapshot(to path: String) async throws {
        guard let url = URL(string: location + "/v1/snapshot") else { throw SyncError.badRequest("bad URL \(location)") }
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw SyncError.badRequest("cannot create \(path)")
        }
        defer { try? file.close() }
        let outcome = try await fetchSnapshot(url, into: file)
        let failure = try? JSONDecoder().decode(ErrorResponse.self, from: outcome.errorBody)
        switch outcome.status {
        case 200:
            if outcome.expected >= 0, outcome.written != outcome.expected {
                throw SyncError.unreachable("\(location)/v1/snapshot: the connection closed after \(outcome.written) of \(outcome.expected) bytes")
            }
        case 401: throw SyncError.unauthorized(location)
        case 403: throw SyncError.forbidden(location)
        case 404: throw SyncError.snapshotUnavailable(location)
        default:
            throw SyncError.protocolError("\(location)/v1/snapshot: HTTP \(outcome.status): \(failure?.error ?? String(decoding: outcome.errorBody.prefix(200), as: UTF8.self))")
        }
    }

    /// The body into `file`: straight from a socket for plain `http://`, else (TLS, or an
    /// answer the socket reader does not handle) through URLSession.
    func fetchSnapshot(_ url: URL, into file: FileHandle) async throws -> _FileDownload.Outcome {
        #if canImport(Glibc)
        if url.scheme == "http" {
            do {
                let plain = try PlainHTTPDownload.get(url, headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:], into: file)
                return _FileDownload.Outcome(status: plain.status, expected: plain.expected, written: plain.written, errorBody: plain.errorBody)
            } catch PlainHTTPDownload.Failure.connection(let message) {
                throw SyncError.unreachable("\(location)/v1/snapshot: \(message)")
            } catch PlainHTTPDownload.Failure.unsupported {
                try file.truncate(atOffset: 0)
                try file.seek(toOffset: 0)
            }
        }
        #endif
        var request = URLRequest(url: url)
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let download = _FileDownload(file: file)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 60
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        do {
            return try await download.run(request, in: session)
        } catch {
            throw SyncError.unreachable("\(location)/v1/snapshot: \(error.localizedDescription)")
        }
    }
}

/// One GET whose 200 body goes to a file chunk by chunk (any other body is kept in
/// memory, to read the error). URLSession calls it on one serial queue.
final class _FileDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct Outcome: Sendable {
        var status = 0
        /// The Content-Length, or -1.
        var expected: Int64 = -1
        var written: Int64 = 0
        var errorBody = Data()
    }

    private let file: FileHandle
    private let lock = NSLock()
    private var outcome = Outcome()
    /// Chunks gathered into large writes: the kernel's cost is per call far more than per byte.
    private var pending = Data()
    private static let writeSize = 4 << 20
    private var writeError: (any Error)?
    private var continuation: CheckedContinuation<Outcome, any Error>?

    init(file: FileHandle) { self.file = file }

    func run(_ request: URLRequest, in session: URLSession) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock { self.continuation = continuation }
            session.dataTask(with: request).resume()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        lock.withLock {
            outcome.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            outcome.expected = response.expectedContentLength
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.withLock {
            guard writeError == nil else { return }
            guard outcome.status == 200 else { outcome.errorBody.append(data.prefix(64 << 10)); return }
            pending.append(data)
            outcome.written += Int64(data.count)
            if pending.count >= Self.writeSize { flush(dataTask) }
        }
    }

    /// Writes what is gathered; called with the lock held.
    private func flush(_ task: URLSessionTask?) {
        guard !pending.isEmpty, writeError == nil else { return }
        do {
            try file.write(contentsOf: pending)
            pending.removeAll(keepingCapacity: true)
        } catch {
            writeError = error
            task?.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<Outcome, any Error>?, Result<Outcome, any Error>) = lock.withLock {
            defer { self.continuation = nil }
            if error == nil, outcome.status == 200 { flush(nil) }
            if let failure = writeError ?? error { return (self.continuation, .failure(failure)) }
            return (self.continuation, .success(outcome))
        }
        continuation?.resume(with: result)
    }
}

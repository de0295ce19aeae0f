import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import TrellisStore
import TrellisSync

/// Serves one store over HTTP for sharing libraries: the sync protocol as JSON.
///
/// | endpoint | does | token |
/// |---|---|---|
/// | `GET /v1/info` | store id, latest change, batch limit | read |
/// | `GET /v1/changes?seq=&phase=&generation=&key=&limit=` | one page of the change feed after the cursor | read |
/// | `POST /v1/objects/fetch` `{hashes}` | those objects (bounded batch) | read |
/// | `POST /v1/missing` `{objects, versions}` | which of them the store lacks | read |
/// | `POST /v1/objects` `{objects}` | store a batch, each re-hashed; a mismatch → 422 naming it, nothing stored | write |
/// | `POST /v1/versions` `{versions, tags}` | store versions (ids recomputed) and tags | write |
/// | `POST /v1/refs` `{updates: [{component, expected, new}]}` | compare-and-swap heads, all or none; 409 "pull first" | write |
/// | `GET /v1/snapshot` | the store's shared history as one SQLite file, for a clone (the client verifies all of it) | read |
/// | `GET /v1/stats` | what this server process served and received | read |
///
/// Tokens travel as `Authorization: Bearer TOKEN`: a missing or wrong one is 401, the
/// read token on a write endpoint 403. The write token may also read. With no read
/// token configured, reading is open.
public enum TrellisServer {
    public struct Tokens: Sendable {
        public var read: String?
        public var write: String?
        public init(read: String?, write: String?) {
            self.read = read
            self.write = write
        }
    }

    /// The largest request body accepted by default.
    public static let maxBody = Limits.standard.maxBody

    /// Builds the application; `onRunning` is told the port it listens on (useful with port 0).
    public static func application(
        service: SyncService, tokens: Tokens, host: String = "127.0.0.1", port: Int, limits: Limits = .standard,
        logger: Logger? = nil, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()

        @Sendable func respond(_ request: Request, write: Bool, _ body: @Sendable (inout Request) async throws -> any Encodable) async -> Response {
            var request = request
            if let failure = authorize(request, write: write, tokens: tokens) { return failure }
            // Refused on its declared length, before a byte of the body is read.
            if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maxBody {
                return errorResponse(.contentTooLarge, BodyTooLarge(limit: limits.maxBodyText, declared: length).description)
            }
            do {
                let value = try await body(&request)
                return json(.ok, try encoder.encode(value))
            } catch {
                return failureResponse(error, encoder: encoder)
            }
        }

        @Sendable func decode<T: Decodable>(_ type: T.Type, _ request: inout Request) async throws -> T {
            let buffer: ByteBuffer
            do { buffer = try await request.collectBody(upTo: limits.maxBody) } catch is NIOTooManyBytesError {
                throw BodyTooLarge(limit: limits.maxBodyText, declared: nil)
            }
            do {
                return try decoder.decode(T.self, from: Data(buffer.readableBytesView))
            } catch {
                throw SyncError.badRequest("the body is not a valid \(T.self): \(error)")
            }
        }

        router.get("/v1/info") { request, _ in
            await respond(request, write: false) { _ in try await service.info() }
        }
        router.get("/v1/stats") { request, _ in
            await respond(request, write: false) { _ in service.stats }
        }
        router.get("/v1/changes") { request, _ in
            await respond(request, write: false) { request in
                let query = request.uri.queryParameters
                let cursor = FeedCursor(
                    seq: query.get("seq", as: Int64.self) ?? 0, phase: query.get("phase", as: Int.self) ?? 3,
                    generation: query.get("generation", as: Int64.self) ?? 0, key: query.get("key").map { String($0) } ?? "")
                return try await service.changes(after: cursor, limit: query.get("limit", as: Int.self) ?? 1000)
            }
        }
        router.get("/v1/snapshot") { request, _ in
            if let failure = authorize(request, write: false, tokens: tokens) { return failure }
            do {
                return try snapshotResponse(service)
            } catch {
                return failureResponse(error, encoder: encoder)
            }
        }
        router.post("/v1/objects/fetch") { request, _ in
            await respond(request, write: false) { request in
                ObjectsMessage(objects: try await service.fetchObjects(try await decode(HashesRequest.self, &request).hashes))
            }
        }
        router.post("/v1/missing") { request, _ in
            await respond(request, write: false) { request in try await service.missing(try await decode(MissingMessage.self, &request)) }
        }
        router.post("/v1/objects") { request, _ in
            await respond(request, write: true) { request in
                ReceivedResponse(received: try await service.uploadObjects(try await decode(ObjectsMessage.self, &request).objects))
            }
        }
        router.post("/v1/versions") { request, _ in
            await respond(request, write: true) { request in
                let message = try await decode(VersionsMessage.self, &request)
                return ReceivedResponse(received: try await service.uploadVersions(message.versions, tags: message.tags))
            }
        }
        router.post("/v1/refs") { request, _ in
            await respond(request, write: true) { request in
                RefsResponse(moved: try await service.updateHeads(try await decode(RefsRequest.self, &request).updates))
            }
        }

        var quiet = Logger(label: "trellis-serve")
        quiet.logLevel = .warning
        let logger = logger ?? quiet
        return Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: limits.idleTimeout)),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "trellis",
                availableConnectionsDelegate: ConnectionLimit(limits.maxConnections, logger: logger)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// The server could not listen where it was told.
    public struct ListenError: Error, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var code: Int32
        public var description: String {
            if code == EADDRINUSE {
                return "cannot listen on \(host):\(port): the port is in use (another 'trellis serve'?); choose another --port, or 0 for any free one"
            }
            return "cannot listen on \(host):\(port): \(String(cString: strerror(code))) (check --host and --port)"
        }
    }

    /// A request body over the limit (HTTP 413).
    struct BodyTooLarge: Error, CustomStringConvertible {
        var limit: String
        var declared: Int?
        var description: String {
            (declared.map { "the request body of \($0) bytes" } ?? "the request body") + " exceeds this server's limit of \(limit); "
                + "nothing was read or stored (send smaller batches, or start the server with a larger --max-body)"
        }
    }

    static func authorize(_ request: Request, write: Bool, tokens: Tokens) -> Response? {
        let header = request.headers[.authorization]
        let token = header.flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil }
        if write {
            guard let expected = tokens.write else { return nil }
            if token == expected { return nil }
            if let token, token == tokens.read {
                return errorResponse(.forbidden, "this token may only read; pushing needs the write token")
            }
            return errorResponse(.unauthorized, token == nil ? "missing token (send Authorization: Bearer TOKEN)" : "wrong token")
        }
        guard let expected = tokens.read else { return nil }
        if token == expected || (token != nil && token == tokens.write) { return nil }
        return errorResponse(.unauthorized, token == nil ? "missing token (send Authorization: Bearer TOKEN)" : "wrong token")
    }

    static func json(_ status: HTTPResponse.Status, _ data: Data) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func errorResponse(_ status: HTTPResponse.Status, _ message: String, object: String? = nil, stale: [StaleHeads.Entry]? = nil) -> Response {
        let body = (try? JSONEncoder().encode(ErrorResponse(error: message, object: object, stale: stale))) ?? Data()
        return json(status, body)
    }

    static func failureResponse(_ error: any Error, encoder: JSONEncoder) -> Response {
        switch error {
        case let stale as StaleHeads:
            return errorResponse(.conflict, stale.description, stale: stale.entries)
        case let receive as ReceiveError:
            var object: String?
            switch receive {
            case .hashMismatch(let hash, _), .missingObject(_, let hash), .notAComponent(_, let hash, _), .wrongComponent(_, let hash, _): object = hash
            case .badVersionID(let id, _), .missingParent(let id, _), .parentOfOtherComponent(let id, _), .unknownVersion(let id): object = id
            case .refused(let what, _): object = what.hasPrefix("object ") ? String(what.dropFirst(7)) : what
            }
            return errorResponse(.unprocessableContent, receive.description, object: object)
        case SyncError.badRequest(let message):
            return errorResponse(.badRequest, message)
        case let tooLarge as BodyTooLarge:
            return errorResponse(.contentTooLarge, tooLarge.description)
        case let refusal as WorkingCopyRefusal:
            return errorResponse(.unprocessableContent, refusal.description)
        default:
            return errorResponse(.internalServerError, "\(error)")
        }
    }

    /// Serves until the task is cancelled (or SIGTERM/SIGINT when `handleSignals`), then
    /// shuts down gracefully either way: requests in flight finish, nothing is logged as
    /// an error. (Cancelling the server's own task would tear its connections down.)
    public static func run(
        service: SyncService, tokens: Tokens, host: String = "127.0.0.1", port: Int, limits: Limits = .standard,
        handleSignals: Bool = false, logger: Logger? = nil, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = application(service: service, tokens: tokens, host: host, port: port, limits: limits, logger: logger, onRunning: onRunning)
        if handleSignals {
            do { try await app.runService() } catch let error as IOError {
                throw ListenError(host: host, port: port, code: error.errnoCode)
            }
            return
        }
        let group = ServiceGroup(services: [app], gracefulShutdownSignals: [], cancellationSignals: [], logger: app.logger)
        // Not a child task: it must not see the cancellation, only the shutdown it leads to.
        let serving = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}

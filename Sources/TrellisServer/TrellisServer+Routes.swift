import Foundation
import Hummingbird
import NIOCore
import TrellisStore
import TrellisSync

extension TrellisServer {
    /// One route per `SyncEndpoint`, each behind its token check and its body limit; the web pages beside them.
    /// `warmPages`: read the library and render its page at once, in the background.
    static func router(service: SyncService, tokens: Tokens, limits: Limits, warmPages: Bool = false) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: InternalFailureMiddleware())
        let digests = TokenDigests(tokens)
        for endpoint in SyncEndpoint.allCases {
            router.group()
                .add(middleware: TokenMiddleware(endpoint.access, tokens: digests))
                .add(middleware: BodyLimitMiddleware(endpoint: endpoint, limits: limits, maxBatch: service.maxBatch))
                .on(RouterPath(endpoint.path), method: endpoint.method == .get ? .get : .post) { request, _ in
                    try await respond(to: endpoint, request, service: service, limits: limits)
                }
        }
        // The web pages (`WebRoutes`), behind the same read token.
        let site = WebSite(storage: service.storage)
        WebRoutes.add(to: router, site: site, tokens: digests, siteName: service.location)
        if warmPages { Task { await WebRoutes.warm(site, siteName: service.location) } }
        return router
    }

    /// What each endpoint does: the switch is exhaustive, so a new endpoint has no route
    /// until it is given one here.
    static func respond(to endpoint: SyncEndpoint, _ request: Request, service: SyncService, limits: Limits) async throws -> Response {
        var request = request
        switch endpoint {
        case .info:
            return try json(await service.info())
        case .stats:
            return try json(service.stats)
        case .changes:
            typealias Q = SyncEndpoint.ChangesQuery
            let query = request.uri.queryParameters
            let cursor = FeedCursor(
                seq: query.get(Q.seq, as: Int64.self) ?? 0, phase: query.get(Q.phase, as: Int.self) ?? 3,
                generation: query.get(Q.generation, as: Int64.self) ?? 0, key: query.get(Q.key).map { String($0) } ?? "")
            return try json(await service.changes(after: cursor, limit: query.get(Q.limit, as: Int.self) ?? 1000))
        case .snapshot:
            return try snapshotResponse(service)
        case .fetchObjects:
            let hashes = try await decode(HashesRequest.self, &request, endpoint, service, limits).hashes
            return try json(ObjectsMessage(objects: try await service.fetchObjects(hashes)))
        case .missing:
            return try json(await service.missing(try await decode(MissingMessage.self, &request, endpoint, service, limits)))
        case .uploadObjects:
            let objects = try await decode(ObjectsMessage.self, &request, endpoint, service, limits).objects
            return try json(ReceivedResponse(received: try await service.uploadObjects(objects)))
        case .uploadVersions:
            let message = try await decode(VersionsMessage.self, &request, endpoint, service, limits)
            return try json(ReceivedResponse(received: try await service.uploadVersions(message.versions, tags: message.tags)))
        case .updateHeads:
            let updates = try await decode(RefsRequest.self, &request, endpoint, service, limits).updates
            return try json(RefsResponse(moved: try await service.updateHeads(updates)))
        }
    }

    /// The body as `T`, read up to `endpoint`'s limit (a chunked body has no declared length).
    static func decode<T: Decodable>(
        _ type: T.Type, _ request: inout Request, _ endpoint: SyncEndpoint, _ service: SyncService, _ limits: Limits
    ) async throws -> T {
        let buffer: ByteBuffer
        do { buffer = try await request.collectBody(upTo: limits.maxBody(for: endpoint, maxBatch: service.maxBatch)) } catch is NIOTooManyBytesError {
            throw limits.bodyTooLarge(for: endpoint, maxBatch: service.maxBatch, declared: nil)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw SyncError.badRequest("the body is not a valid \(T.self): \(error)")
        }
    }

    static func json(_ value: some Encodable) throws -> Response {
        json(.ok, try JSONEncoder().encode(value))
    }
}

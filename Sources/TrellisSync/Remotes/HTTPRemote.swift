import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TrellisStore

/// A store served by `trellis serve`, spoken to as JSON over HTTP (`SyncEndpoint` lists
/// the endpoints) through AsyncHTTPClient, every request bounded (`SyncHTTPClient`:
/// connect timeout, read timeout, deadline). The token goes as `Authorization: Bearer`.
public struct HTTPRemote: SyncRemote {
    public let location: String
    let base: URL
    let token: String?

    public init(url: String, token: String?) throws {
        var text = url
        while text.hasSuffix("/") { text.removeLast() }
        guard let base = URL(string: text), base.scheme == "http" || base.scheme == "https", base.host != nil else {
            throw SyncError.badRequest("\(url) is not an http(s) URL")
        }
        self.location = text
        self.base = base
        self.token = token
    }

    public func info() async throws -> InfoResponse {
        try await call(.info)
    }

    public func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse {
        typealias Q = SyncEndpoint.ChangesQuery
        var components = URLComponents()
        components.queryItems = [
            URLQueryItem(name: Q.seq, value: String(cursor.seq)), URLQueryItem(name: Q.phase, value: String(cursor.phase)),
            URLQueryItem(name: Q.generation, value: String(cursor.generation)), URLQueryItem(name: Q.key, value: cursor.key),
            URLQueryItem(name: Q.limit, value: String(limit)),
        ]
        let query = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B") ?? ""
        return try await call(.changes, query: query)
    }

    public func fetchObjects(_ hashes: [String]) async throws -> [WireObject] {
        let response: ObjectsMessage = try await call(.fetchObjects, body: HashesRequest(hashes: hashes))
        return response.objects
    }

    public func missing(_ request: MissingMessage) async throws -> MissingMessage {
        try await call(.missing, body: request)
    }

    public func uploadObjects(_ objects: [WireObject]) async throws -> Int {
        let response: ReceivedResponse = try await call(.uploadObjects, body: ObjectsMessage(objects: objects))
        return response.received
    }

    public func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int {
        let response: ReceivedResponse = try await call(.uploadVersions, body: VersionsMessage(versions: versions, tags: tags))
        return response.received
    }

    public func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] {
        let response: RefsResponse = try await call(.updateHeads, body: RefsRequest(updates: updates))
        return response.moved
    }

    public func stats() async throws -> StatsResponse {
        try await call(.stats)
    }

    struct Empty: Encodable {}

    /// A request to `endpoint` with its method and the token.
    func request(_ endpoint: SyncEndpoint, query: String = "") -> HTTPClientRequest {
        var request = HTTPClientRequest(url: location + endpoint.path + (query.isEmpty ? "" : "?" + query))
        request.method = HTTPMethod(rawValue: endpoint.method.rawValue)
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        return request
    }

    func call<Response: Decodable>(_ endpoint: SyncEndpoint, query: String = "") async throws -> Response {
        try await call(endpoint, query: query, body: Optional<Empty>.none)
    }

    func call<Response: Decodable, Body: Encodable>(_ endpoint: SyncEndpoint, query: String = "", body: Body?) async throws -> Response {
        let path = endpoint.path + (query.isEmpty ? "" : "?" + query)
        var request = self.request(endpoint, query: query)
        if let body {
            let bytes = try JSONEncoder().encode(body)
            request.body = .bytes(ByteBuffer(bytes: bytes))
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        let status: Int, data: Data
        do {
            let response = try await SyncHTTPClient.shared.execute(request, deadline: SyncHTTPClient.deadline(SyncHTTPClient.requestTimeout))
            status = Int(response.status.code)
            data = Data(try await response.body.collect(upTo: SyncHTTPClient.maxResponseBody).readableBytesView)
        } catch {
            throw SyncError.unreachable("\(location): \(SyncHTTPClient.reason(error))")
        }
        let failure = (try? JSONDecoder().decode(ErrorResponse.self, from: data))
        switch status {
        case 200:
            do {
                return try JSONDecoder().decode(Response.self, from: data)
            } catch {
                throw SyncError.protocolError("\(location)\(path): cannot read the answer: \(error)")
            }
        case 401: throw SyncError.unauthorized(location)
        case 403: throw SyncError.forbidden(location)
        case 409:
            throw StaleHeads(entries: failure?.stale ?? [])
        case 413: throw SyncError.rejected(failure?.error ?? "the request is too large", object: nil)
        case 422: throw SyncError.rejected(failure?.error ?? "unprocessable", object: failure?.object)
        case 400: throw SyncError.badRequest(failure?.error ?? "bad request")
        default:
            throw SyncError.protocolError("\(location)\(path): HTTP \(status): \(failure?.error ?? String(decoding: data.prefix(200), as: UTF8.self))")
        }
    }
}

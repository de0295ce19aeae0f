import Foundation
import TrellisStore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A store served by `trellis serve`, spoken to as JSON over HTTP (see `TrellisServer`
/// for the endpoints). The token goes as `Authorization: Bearer`.
public struct HTTPRemote: SyncRemote {
    public let location: String
    let base: URL
    let token: String?
    let session: URLSession

    public init(url: String, token: String?) throws {
        var text = url
        while text.hasSuffix("/") { text.removeLast() }
        guard let base = URL(string: text), base.scheme == "http" || base.scheme == "https", base.host != nil else {
            throw SyncError.badRequest("\(url) is not an http(s) URL")
        }
        self.location = text
        self.base = base
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 60
        configuration.httpMaximumConnectionsPerHost = 2
        self.session = URLSession(configuration: configuration)
    }

    public func info() async throws -> InfoResponse {
        try await call("GET", "/v1/info")
    }

    public func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse {
        var components = URLComponents()
        components.queryItems = [
            URLQueryItem(name: "seq", value: String(cursor.seq)), URLQueryItem(name: "phase", value: String(cursor.phase)),
            URLQueryItem(name: "generation", value: String(cursor.generation)), URLQueryItem(name: "key", value: cursor.key),
            URLQueryItem(name: "limit", value: String(limit)),
        ]
        let query = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B") ?? ""
        return try await call("GET", "/v1/changes?" + query)
    }

    public func fetchObjects(_ hashes: [String]) async throws -> [WireObject] {
        let response: ObjectsMessage = try await call("POST", "/v1/objects/fetch", body: HashesRequest(hashes: hashes))
        return response.objects
    }

    public func missing(_ request: MissingMessage) async throws -> MissingMessage {
        try await call("POST", "/v1/missing", body: request)
    }

    public func uploadObjects(_ objects: [WireObject]) async throws -> Int {
        let response: ReceivedResponse = try await call("POST", "/v1/objects", body: ObjectsMessage(objects: objects))
        return response.received
    }

    public func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int {
        let response: ReceivedResponse = try await call("POST", "/v1/versions", body: VersionsMessage(versions: versions, tags: tags))
        return response.received
    }

    public func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] {
        let response: RefsResponse = try await call("POST", "/v1/refs", body: RefsRequest(updates: updates))
        return response.moved
    }

    public func stats() async throws -> StatsResponse {
        try await call("GET", "/v1/stats")
    }

    struct Empty: Encodable {}

    func call<Response: Decodable>(_ method: String, _ path: String) async throws -> Response {
        try await call(method, path, body: Optional<Empty>.none)
    }

    func call<Response: Decodable, Body: Encodable>(_ method: String, _ path: String, body: Body?) async throws -> Response {
        guard let url = URL(string: location + path) else { throw SyncError.badRequest("bad path \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw SyncError.unreachable("\(location): \(error.localizedDescription)")
        }
        guard let http = response as? HTTPURLResponse else { throw SyncError.protocolError("\(location): not an HTTP answer") }
        let failure = (try? JSONDecoder().decode(ErrorResponse.self, from: data))
        switch http.statusCode {
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
        case 422: throw SyncError.rejected(failure?.error ?? "unprocessable", object: failure?.object)
        case 400: throw SyncError.badRequest(failure?.error ?? "bad request")
        default:
            throw SyncError.protocolError("\(location)\(path): HTTP \(http.statusCode): \(failure?.error ?? String(decoding: data.prefix(200), as: UTF8.self))")
        }
    }
}

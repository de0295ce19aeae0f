import Hummingbird
import TrellisSync

/// Refuses a request whose declared `Content-Length` is over its route's limit (413)
/// before a byte of its body is read; the connection is then closed
/// (`ConnectionGuardHandler`), so the rest is never read either. A chunked body has no
/// declared length: the route cuts it off at the same limit as it reads it
/// (`TrellisServer.decode`).
struct BodyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let endpoint: SyncEndpoint
    let limits: TrellisServer.Limits
    let maxBatch: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maxBody(for: endpoint, maxBatch: maxBatch) {
            throw limits.bodyTooLarge(for: endpoint, maxBatch: maxBatch, declared: length)
        }
        return try await next(request, context)
    }
}

/// A request body over its route's limit (HTTP 413).
struct BodyTooLarge: Error, CustomStringConvertible {
    var limit: String
    var route: String
    var declared: Int?
    var fix: String
    var description: String {
        (declared.map { "the request body of \($0) bytes" } ?? "the request body") + " exceeds this server's limit of \(limit) for \(route); "
            + "nothing was read or stored (\(fix))"
    }
}

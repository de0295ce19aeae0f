import Hummingbird

/// Refuses a request whose declared `Content-Length` is over the limit (413) before a byte
/// of its body is read. A chunked body has no declared length: the routes cut it off at
/// the same limit as they read it (`TrellisServer.decode`).
struct BodyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limits: TrellisServer.Limits

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maxBody {
            throw BodyTooLarge(limit: limits.maxBodyText, declared: length)
        }
        return try await next(request, context)
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

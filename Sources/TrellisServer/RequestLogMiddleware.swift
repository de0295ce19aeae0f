import Foundation
import Hummingbird

/// One line per request in the server's log — `GET /component/ListCell 200 4 ms` — so a
/// hub's operator sees who asks what and how long it takes. The path only: a page's
/// `?token=` never reaches the log. Errors are logged with the status they answer as.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, context: context)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, status: status, since: start, context: context)
            throw error
        }
    }

    func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        context.logger.info("\(request.method) \(request.uri.path) \(status) \(String(format: "%.0f", milliseconds)) ms")
    }
}

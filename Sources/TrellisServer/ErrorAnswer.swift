import Foundation
import Hummingbird
import TrellisStore
import TrellisSync

/// An error the server answers with its status and an `ErrorResponse` body: what happened,
/// and the object or heads concerned. Each error type says its own status (Hummingbird's
/// `HTTPResponseError`); the router turns what a route or middleware throws into the answer.
/// Public only because the store's and sync's public error types conform to it.
public protocol ErrorAnswer: HTTPResponseError {
    var answer: ErrorResponse { get }
}

extension ErrorAnswer {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        TrellisServer.json(status, (try? JSONEncoder().encode(answer)) ?? Data())
    }
}

extension TokenRefusal: ErrorAnswer {
    var status: HTTPResponse.Status { self == .readOnly ? .forbidden : .unauthorized }

    var answer: ErrorResponse {
        let message =
            switch self {
            case .missing: "missing token (send Authorization: Bearer TOKEN)"
            case .wrong: "wrong token"
            case .readOnly: "this token may only read; pushing needs the write token"
            }
        return ErrorResponse(error: message, object: nil, stale: nil)
    }
}

extension BodyTooLarge: ErrorAnswer {
    var status: HTTPResponse.Status { .contentTooLarge }
    var answer: ErrorResponse { ErrorResponse(error: description, object: nil, stale: nil) }
}

/// A compare-and-swap of heads that found some moved: 409, naming them ("pull first").
extension StaleHeads: ErrorAnswer {
    public var status: HTTPResponse.Status { .conflict }
    public var answer: ErrorResponse { ErrorResponse(error: description, object: nil, stale: entries) }
}

/// A received object or version that does not verify: 422, naming it; nothing was stored.
extension ReceiveError: ErrorAnswer {
    public var status: HTTPResponse.Status { .unprocessableContent }

    public var answer: ErrorResponse {
        let object: String
        switch self {
        case .hashMismatch(let hash, _), .missingObject(_, let hash), .notAComponent(_, let hash, _), .wrongComponent(_, let hash, _):
            object = hash
        case .badVersionID(let id, _), .missingParent(let id, _), .parentOfOtherComponent(let id, _), .unknownVersion(let id):
            object = id
        case .refused(let what, _):
            object = what.hasPrefix("object ") ? String(what.dropFirst(7)) : what
        }
        return ErrorResponse(error: description, object: object, stale: nil)
    }
}

/// A push into a served project folder whose working copy refuses it: 422.
extension WorkingCopyRefusal: ErrorAnswer {
    public var status: HTTPResponse.Status { .unprocessableContent }
    public var answer: ErrorResponse { ErrorResponse(error: description, object: nil, stale: nil) }
}

/// What the sync service throws on a request it cannot serve.
extension SyncError: ErrorAnswer {
    public var status: HTTPResponse.Status {
        switch self {
        case .badRequest: .badRequest
        case .rejected: .unprocessableContent
        case .nonFastForward: .conflict
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .snapshotUnavailable: .notFound
        case .protocolError, .unreachable, .missingObjects: .internalServerError
        }
    }

    public var answer: ErrorResponse {
        switch self {
        case .badRequest(let message): ErrorResponse(error: message, object: nil, stale: nil)
        case .rejected(let message, let object): ErrorResponse(error: message, object: object, stale: nil)
        default: ErrorResponse(error: description, object: nil, stale: nil)
        }
    }
}

/// Anything else a route throws (a database error, a full disk): 500, saying only that
/// the server failed and under which reference its log has the detail — the error's own
/// text (paths, SQL, a library's internals) is for the operator, not for every client.
struct InternalFailure: ErrorAnswer {
    var reference: String
    var status: HTTPResponse.Status { .internalServerError }
    var answer: ErrorResponse {
        ErrorResponse(error: "internal error: the server could not answer this request (its log has the detail under \(reference))", object: nil, stale: nil)
    }
}

/// Turns an error no `HTTPResponseError` describes into `InternalFailure`, so every error
/// answer has a body that says what happened (Hummingbird's own 500 has none), and logs
/// the error itself under the reference the answer gives.
struct InternalFailureMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError where error.status != .internalServerError {
            throw error
        } catch {
            // A described error whose status is 500 (a sync error naming a remote's URL, the
            // objects a storage lost) is the server's failure too: its text goes to the log.
            let reference = "E" + String(UInt32.random(in: 0...UInt32.max), radix: 16, uppercase: true)
            context.logger.error("\(reference): \(request.method) \(request.uri.path) failed: \(error)")
            throw InternalFailure(reference: reference)
        }
    }
}

/// The hub's database failed mid-request (a dropped connection, PostgreSQL down): 503,
/// saying so; the request's transaction was rolled back, so it may simply be repeated.
extension HubDatabaseError: ErrorAnswer {
    public var status: HTTPResponse.Status { .serviceUnavailable }
    public var answer: ErrorResponse { ErrorResponse(error: description, object: nil, stale: nil) }
}

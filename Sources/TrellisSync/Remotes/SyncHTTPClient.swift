import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
import TrellisSupport

/// The one HTTP client every sync request goes through, bounded everywhere: a connection
/// attempt gives up after `connectTimeout` (and is not retried in the background, so a
/// port nobody listens on fails at once), a server that stops sending for `readTimeout`
/// is dropped, and every request has an overall deadline. Redirects are not followed
/// (a token must not travel to another host). The limits come from the environment:
///
/// | variable | default | bounds |
/// |---|---|---|
/// | `TRELLIS_CONNECT_TIMEOUT` | 5 s | one connection attempt |
/// | `TRELLIS_READ_TIMEOUT` | 60 s | silence from the server mid-answer |
/// | `TRELLIS_REQUEST_TIMEOUT` | 300 s | one protocol request, start to end |
/// | `TRELLIS_SNAPSHOT_TIMEOUT` | 1800 s | a clone's snapshot download |
enum SyncHTTPClient {
    static let connectTimeout = seconds("TRELLIS_CONNECT_TIMEOUT", default: 5)
    static let readTimeout = seconds("TRELLIS_READ_TIMEOUT", default: 60)
    static let requestTimeout = seconds("TRELLIS_REQUEST_TIMEOUT", default: 300)
    static let snapshotTimeout = seconds("TRELLIS_SNAPSHOT_TIMEOUT", default: 1800)
    /// The largest protocol answer read (a snapshot is streamed to a file instead).
    static let maxResponseBody = 512 << 20

    /// Never shut down: it lives as long as the process (a global is never deinitialised).
    static let shared: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .milliseconds(Int64(connectTimeout * 1000)), read: .milliseconds(Int64(readTimeout * 1000))))
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// A positive number of seconds from the environment, else the default.
    static func seconds(_ variable: String, default value: Double, environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        guard let text = environment[variable], let parsed = Double(text), parsed > 0, parsed.isFinite else { return value }
        return parsed
    }

    static func deadline(_ seconds: Double) -> NIODeadline { .now() + .milliseconds(Int64(seconds * 1000)) }

    /// Why a request failed, in words, with what to do; never a raw error dump.
    static func reason(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout:
                return "no connection within \(format(connectTimeout)) s (is the host up? TRELLIS_CONNECT_TIMEOUT sets the wait)"
            case .deadlineExceeded:
                return "no complete answer within \(format(requestTimeout)) s (TRELLIS_REQUEST_TIMEOUT sets the limit)"
            case .readTimeout:
                return "the server sent nothing for \(format(readTimeout)) s (TRELLIS_READ_TIMEOUT sets the limit)"
            case .remoteConnectionClosed:
                return "the server closed the connection before answering"
            case .cancelled:
                return "the request was cancelled"
            default:
                return "\(error)"
            }
        }
        if let error = error as? NIOConnectionError {
            let causes = error.connectionErrors.map { reason($0.error) }
            return causes.first ?? "cannot connect to \(error.host):\(error.port)"
        }
        if let error = error as? IOError {
            switch error.errnoCode {
            case ECONNREFUSED: return "connection refused (is \(CommandHint.serve) running there, on that port?)"
            case ENETUNREACH, EHOSTUNREACH: return "the network or host is unreachable"
            case ECONNRESET: return "the connection was reset by the server"
            default: return String(cString: strerror(error.errnoCode))
            }
        }
        if let error = error as? SocketAddressError {
            switch error {
            case .unknown(let host, _): return "the host name \(host) cannot be resolved"
            default: return "the address cannot be resolved"
            }
        }
        if error is NIOTooManyBytesError {
            return "the answer is larger than \(maxResponseBody >> 20) MiB; refused"
        }
        return "\(error)"
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

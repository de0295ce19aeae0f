import Foundation

/// How long a command waits for a served library to answer one request, and who hears
/// about a long wait. A server that accepts the connection and then says nothing would
/// otherwise hold `add` in silence for the HTTP client's whole read timeout: after
/// `notice` seconds the wait is named (what is asked, of whom), and after `timeout` (when
/// one is given) the request is cancelled and refused with the same words.
public struct LibraryWait: Sendable {
    /// The longest timeout taken: a day. Longer is a typo, not patience.
    public static let maxTimeout: Double = 86_400

    /// Seconds one request may take, start to end; nil: only the HTTP client's own limits
    /// (`TRELLIS_READ_TIMEOUT`, 60 s of silence, and `TRELLIS_REQUEST_TIMEOUT`).
    public var timeout: Double?
    /// Seconds before the wait is reported.
    public var notice: Double
    /// Told, once per request that takes longer than `notice`, what it waits for.
    public var progress: (@Sendable (String) -> Void)?

    /// `notice` defaults to 3 s, or half the timeout when that is shorter.
    public init(timeout: Double? = nil, notice: Double? = nil, progress: (@Sendable (String) -> Void)? = nil) {
        self.timeout = timeout
        self.notice = min(notice ?? 3, (timeout ?? .infinity) / 2)
        self.progress = progress
    }

    /// nil when `seconds` is a usable timeout, else why not.
    public static func problem(_ seconds: Double) -> String? {
        guard seconds.isFinite, seconds > 0 else { return "the timeout must be a number of seconds above 0, e.g. --timeout 120" }
        guard seconds <= maxTimeout else { return "the timeout is at most \(format(maxTimeout)) seconds (a day)" }
        return nil
    }

    private enum Outcome<Value: Sendable>: Sendable {
        case done(Value)
        case noticed
        case timedOut
    }

    /// Runs `operation` (one request to `source`), racing it against the timeout.
    /// `what` says what is asked for, as in "its releases (GET /v1/changes)".
    func run<Value: Sendable>(_ what: String, from source: String, _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let (timeout, notice, progress) = (timeout, notice, progress)
        return try await withThrowingTaskGroup(of: Outcome<Value>.self) { group in
            group.addTask { .done(try await operation()) }
            group.addTask {
                try await Task.sleep(for: .seconds(notice))
                let limit = timeout.map { "giving up after \(Self.format($0)) s" } ?? "--timeout SECONDS bounds the wait"
                progress?("waiting for \(source) to send \(what): no answer after \(Self.format(notice)) s, \(limit)")
                guard let timeout else { return .noticed }
                try await Task.sleep(for: .seconds(timeout - notice))
                return .timedOut
            }
            // The first to decide wins; the other is cancelled (a request in flight is
            // cancelled with its task) and awaited as the group ends.
            defer { group.cancelAll() }
            while let outcome = try await group.next() {
                switch outcome {
                case .done(let value): return value
                case .noticed: continue
                case .timedOut: throw PackageError.noAnswer(source: source, waitingFor: what, seconds: timeout ?? 0)
                }
            }
            // Unreachable: the operation's task always ends with a value or an error.
            throw CancellationError()
        }
    }

    /// `3`, `1.5`: seconds as a message says them.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}

import TrellisSupport

/// A continuation resumed once, by the first of several racers; a result that comes
/// before the continuation is set is kept until it is.
final class FirstAnswer<Value: Sendable>: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<Value, any Error>?, early: Result<Value, any Error>?, done: Bool)>((nil, nil, false))

    func set(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            if let early = state.early, !state.done {
                state.done = true
                return early
            }
            state.continuation = continuation
            return nil
        }
        early.map { continuation.resume(with: $0) }
    }

    func resume(_ result: Result<Value, any Error>) {
        let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard !state.done else { return nil }
            guard let continuation = state.continuation else {
                if state.early == nil { state.early = result }
                return nil
            }
            state.done = true
            state.continuation = nil
            return continuation
        }
        continuation?.resume(with: result)
    }
}

extension FirstAnswer {
    /// Runs `start`, which hands the answer to racers, and returns the first result any of
    /// them gives — or `CancellationError` when the caller is cancelled first. Racers that
    /// answer later are ignored; one that never answers is never waited for.
    static func race(_ start: (FirstAnswer) -> Void) async throws -> Value {
        let answer = FirstAnswer()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                answer.set(continuation)
                start(answer)
            }
        } onCancel: {
            answer.resume(.failure(CancellationError()))
        }
    }
}

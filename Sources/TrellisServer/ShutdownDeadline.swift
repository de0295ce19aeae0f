import Foundation
import ServiceLifecycle

/// The last word on a signalled server's shutdown: once a shutdown begins, the process
/// exits `after` it whatever still runs (status 1, saying so on stderr). Graceful shutdown
/// waits for requests, and its cancellation for whatever they wait on; a request waiting
/// on something that never answers and ignores cancellation must not keep a server from
/// stopping (issue 39, item 5: a hub still running 40 s after SIGTERM).
struct ShutdownDeadline: Service {
    let after: Duration

    /// How long past the grace period the process may take to exit: cancelled requests
    /// unwinding, the database pool closing.
    static let beyondGrace = Duration.seconds(1.5)

    func run() async throws {
        // Returns when the shutdown begins (throws if the group is cancelled instead).
        try? await gracefulShutdown()
        let seconds = Double(after.components.seconds) + Double(after.components.attoseconds) / 1e18
        // A thread, not a task: it must run however busy or stuck the tasks are.
        Thread {
            Thread.sleep(forTimeInterval: seconds)
            FileHandle.standardError.write(Data("trellis serve: still running \(seconds) s after the shutdown began; exiting without waiting further\n".utf8))
            exit(1)
        }.start()
    }
}

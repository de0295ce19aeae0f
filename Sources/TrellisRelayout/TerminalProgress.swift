import Foundation
import TrellisModel

/// A progress bar on standard error for long runs, redrawn in place with `\r`:
/// `relayout [##########··········] 612/1206`. Only on a terminal: ``make(enabled:)`` gives
/// nil when standard output is not a TTY (piped, in CI) or when the output is JSON.
public final class TerminalProgress: Sendable {
    /// The last count drawn and when: one redraw at a time.
    private let drawn = Locked((count: -1, time: 0.0))
    private let width = 30
    private let label: String

    init(label: String) { self.label = label }

    /// A bar when `enabled` and standard output is a terminal, else nil.
    public static func make(label: String = "relayout", enabled: Bool = true) -> TerminalProgress? {
        guard enabled, isatty(STDOUT_FILENO) == 1, isatty(STDERR_FILENO) == 1 else { return nil }
        return TerminalProgress(label: label)
    }

    /// Draws `done` of `total` (at most ~20 times a second, and always the last one).
    public func update(_ done: Int, _ total: Int) {
        drawn.withLock { drawn in
            let now = ProcessInfo.processInfo.systemUptime
            guard done == total || (done != drawn.count && now - drawn.time > 0.05) else { return }
            drawn = (done, now)
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
            FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
        }
    }

    /// Clears the line so the report starts on a clean one.
    public func finish() {
        drawn.withLock { drawn in
            guard drawn.count >= 0 else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }
}

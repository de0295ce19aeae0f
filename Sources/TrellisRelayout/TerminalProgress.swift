import Foundation

/// A progress bar on standard error for long runs, redrawn in place with `\r`:
/// `relayout [##########··········] 612/1206`. Only on a terminal: ``make(enabled:)`` gives
/// nil when standard output is not a TTY (piped, in CI) or when the output is JSON.
public final class TerminalProgress: @unchecked Sendable {
    // @unchecked: the drawing state is only touched while holding `lock`.
    private let lock = NSLock()
    private var lastDrawn = -1
    private var lastTime = 0.0
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
        lock.lock()
        defer { lock.unlock() }
        let now = ProcessInfo.processInfo.systemUptime
        guard done == total || (done != lastDrawn && now - lastTime > 0.05) else { return }
        lastDrawn = done
        lastTime = now
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
    }

    /// Clears the line so the report starts on a clean one.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard lastDrawn >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

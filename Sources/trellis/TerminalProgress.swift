import Foundation
import TrellisModel
import TrellisSupport

/// A progress line on standard error, redrawn in place with `\r`:
/// `relayout [##########··········] 612/1206`, or a sync's
/// `fetch origin [######··············] 1/3 changes · 1,204 objects, 700 versions · 3.1 MiB`.
/// Only on a terminal, as git does: ``make(enabled:isTerminal:)`` gives nil when standard
/// error is not a TTY (piped, in CI) or the output is for a program, so nothing is written.
final class TerminalProgress: Sendable {
    /// The last line drawn and when: one redraw at a time.
    private let drawn = Locked((line: "", time: -Double.infinity, shown: false))
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> Double
    /// The shortest time between two redraws, in seconds.
    private let interval: Double

    init(
        interval: Double = 0.05,
        clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.interval = interval
        self.clock = clock
        self.write = write
    }

    /// A bar when `enabled` and standard error is a terminal, else nil.
    static func make(enabled: Bool = true, isTerminal: Bool = isatty(STDERR_FILENO) == 1) -> TerminalProgress? {
        guard enabled, isTerminal else { return nil }
        return TerminalProgress()
    }

    /// Draws `line` over the last one, unless one was drawn less than `interval` ago or it
    /// is the same; `force` draws it anyway (a step's last line).
    func show(_ line: String, force: Bool = false) {
        drawn.withLock { drawn in
            let now = clock()
            guard line != drawn.line, force || now - drawn.time >= interval else { return }
            drawn = (line, now, true)
            // Erase to the end of the line: the new line may be shorter than the last.
            write("\r\(line)\u{1B}[K")
        }
    }

    /// Relayout's bar: `done` of `total` layouts.
    func update(_ done: Int, _ total: Int, label: String = "relayout") {
        show("\(label) \(Self.bar(Int64(done), of: Int64(total), width: 30)) \(done)/\(total)", force: done == total)
    }

    /// Clears the line, so what is printed next starts on a clean one.
    func finish() {
        drawn.withLock { drawn in
            guard drawn.shown else { return }
            drawn = ("", -Double.infinity, false)
            write("\r\u{1B}[2K")
        }
    }

    /// `[#####·····]`: `done` of `total` filled (all of it when `total` is 0).
    static func bar(_ done: Int64, of total: Int64, width: Int) -> String {
        let filled = total <= 0 ? width : Int(Swift.min(Swift.max(done, 0), total) * Int64(width) / total)
        return "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "]"
    }

    /// `1,204`: a count with thousands separated, the same in every locale.
    static func count(_ value: some BinaryInteger) -> String {
        let digits = String(describing: value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `812 B`, `3.1 KiB`, `12.0 MiB`, `1.2 GiB`, as git counts what it moves.
    static func bytes(_ value: Int64) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard value >= 1024 else { return "\(value) B" }
        var scaled = Double(value) / 1024
        var unit = 0
        while scaled >= 1024, unit < units.count - 1 {
            scaled /= 1024
            unit += 1
        }
        return String(format: "%.1f", scaled) + " " + units[unit]
    }
}

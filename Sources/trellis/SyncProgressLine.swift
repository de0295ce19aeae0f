import TrellisSync
import TrellisSupport

/// How the sync commands draw a ``SyncProgress`` on the terminal's progress line.
enum SyncProgressLine {
    static let width = 20

    /// The line for one event:
    /// - `receiving the snapshot of origin [#####···············] 3.1 MiB / 12.0 MiB`
    /// - `verifying the snapshot (12.0 MiB)`, then `verified 1,204 objects, 700 versions (12.0 MiB)`
    /// - `fetch origin [##########··········] 1/2 changes · 1,204 objects, 700 versions · 3.1 MiB`
    /// - `push origin [####················] 40/120 · 30 objects, 10 versions · 1.2 MiB`
    static func text(_ progress: SyncProgress, remote: String) -> String {
        let p = TerminalProgress.self
        let counts = [plural(progress.objects, "object", counted: p.count), plural(progress.versions, "version", counted: p.count)].joined(separator: ", ")
        let moved = "\(counts) · \(p.bytes(progress.bytes))"
        switch progress.step {
        case .snapshot:
            guard let total = progress.total else { return "receiving the snapshot of \(remote) \(p.bytes(progress.completed))" }
            return
                "receiving the snapshot of \(remote) \(p.bar(progress.completed, of: total, width: width)) \(p.bytes(progress.completed)) / \(p.bytes(total))"
        case .verifying:
            guard progress.total != nil else { return "verifying the snapshot (\(p.bytes(progress.bytes)))" }
            return "verified \(counts) (\(p.bytes(progress.bytes)))"
        case .fetch:
            let total = progress.total ?? progress.completed
            return "fetch \(remote) \(p.bar(progress.completed, of: total, width: width)) \(p.count(progress.completed))/\(p.count(total)) "
                + "change\(total == 1 ? "" : "s") · \(moved)"
        case .push:
            let total = progress.total ?? progress.completed
            return "push \(remote) \(p.bar(progress.completed, of: total, width: width)) \(p.count(progress.completed))/\(p.count(total)) · \(moved)"
        }
    }

    /// A step's last event is drawn even when it comes right after the one before.
    static func isLast(_ progress: SyncProgress) -> Bool {
        progress.total.map { progress.completed >= $0 } ?? false
    }

    /// The hook for `SyncClient.progress` that draws on `bar`; nil without a bar (not a terminal).
    static func hook(_ bar: TerminalProgress?, remote: String) -> SyncProgressHandler? {
        guard let bar else { return nil }
        return { progress in bar.show(text(progress, remote: remote), force: isLast(progress)) }
    }
}

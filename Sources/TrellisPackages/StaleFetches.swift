import Foundation
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

/// A fetch writes a release into `.trellis/deps/NAME/.RELEASE.fetching-PID/` and renames
/// it into place only once every file verified, so a killed `add` or `update` leaves that
/// folder behind and nothing half-written under a release's name (a release folder is
/// trusted only file by file, against the lock file's hashes). The next run removes the
/// leftovers: a folder whose process is gone, or that is older than `maxAge` (a PID may
/// have been reused since).
enum StaleFetches {
    /// Older than this, a fetch folder is stale whoever holds its PID: a fetch takes seconds.
    static let maxAge: TimeInterval = 6 * 3600

    /// The PID in a fetch folder's name (`.1.2.0.fetching-4242`), nil for anything else.
    static func pid(in name: String) -> pid_t? {
        guard name.hasPrefix("."), let range = name.range(of: ".fetching-", options: .backwards) else { return nil }
        return pid_t(name[range.upperBound...])
    }

    /// Whether a process with `pid` runs (one of another user counts: it cannot be signalled, but it is there).
    static func isRunning(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// Removes the stale fetch folders under `root`'s `.trellis/deps`; returns their paths.
    @discardableResult
    static func sweep(root: String, now: Date = Date()) -> [String] {
        let fileManager = FileManager.default
        // `.trellis/deps`: a release folder's grandparent.
        let release = ResolvedDependencies.folder(root: root, dependency: "-", release: "-")
        let base = parentFolder(of: parentFolder(of: release))
        guard let dependencies = try? fileManager.contentsOfDirectory(atPath: base) else { return [] }
        var removed: [String] = []
        for dependency in dependencies.sorted() {
            let folder = (base as NSString).appendingPathComponent(dependency)
            for entry in (try? fileManager.contentsOfDirectory(atPath: folder))?.sorted() ?? [] {
                guard let pid = pid(in: entry), pid != getpid() else { continue }
                let path = (folder as NSString).appendingPathComponent(entry)
                let modified = (try? fileManager.attributesOfItem(atPath: path)[.modificationDate]) as? Date
                let old = modified.map { now.timeIntervalSince($0) > maxAge } ?? false
                guard !isRunning(pid) || old else { continue }
                if (try? fileManager.removeItem(atPath: path)) != nil { removed.append(path) }
            }
        }
        return removed
    }
}

import Foundation
import TrellisStore
import TrellisModel
import TrellisSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.trellis/lock`: one exclusive `flock` per project folder, held while a command reads
/// the working copy and then moves heads or writes files on the strength of what it read
/// (commit, checkout, restore, merge, a push into this project). Two of them never
/// interleave, so a commit never records a file read before another command rewrote it.
///
/// Re-entrant within a process (a push into a project checks out under the lock it
/// holds): one recursive mutex per folder, and the `flock` taken by the outermost holder.
/// A project whose `.trellis` cannot be written (read-only) runs unlocked: it cannot be
/// changed either.
enum ProjectLock {
    static let fileName = "lock"

    static func withLock<T>(root: String, _ body: () throws -> T) throws -> T {
        let metadata = (root as NSString).appendingPathComponent(ProjectScaffold.metadataFolder)
        let key = URL(fileURLWithPath: metadata).standardizedFileURL.resolvingSymlinksInPath().path
        let holder = _Registry.shared.holder(for: key)
        holder.mutex.lock()
        defer { holder.mutex.unlock() }
        if holder.depth == 0 {
            let descriptor = open((metadata as NSString).appendingPathComponent(fileName), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            }
            holder.descriptor = descriptor
        }
        holder.depth += 1
        defer {
            holder.depth -= 1
            if holder.depth == 0, holder.descriptor >= 0 {
                close(holder.descriptor)  // releases the flock
                holder.descriptor = -1
            }
        }
        return try body()
    }

    final class _Holder: @unchecked Sendable {
        let mutex = NSRecursiveLock()
        // Guarded by `mutex`.
        var depth = 0
        var descriptor: Int32 = -1
    }

    final class _Registry: Sendable {
        static let shared = _Registry()
        private let holders = Locked<[String: _Holder]>([:])

        func holder(for key: String) -> _Holder {
            holders.withLock { holders in
                if let holder = holders[key] { return holder }
                let holder = _Holder()
                holders[key] = holder
                return holder
            }
        }
    }
}

extension TrellisProject {
    /// Runs `body` holding the project's lock (`ProjectLock`).
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        try ProjectLock.withLock(root: root, body)
    }
}

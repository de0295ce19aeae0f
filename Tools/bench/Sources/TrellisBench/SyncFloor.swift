// The floor under a clone with checkout on this machine, timed in the same run as our
// clone and git's so that the ratio can be read against it: a plain loop creating the same
// files with the same bytes (open with O_CREAT | O_EXCL, one write, close — what git's
// checkout does per file), on one thread and on every core, and SHA-256 of the same bytes.
// No clone can write its working copy faster than the first, and none that checks what it
// received can check it faster than the second.

import Crypto
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

enum SyncFloor {
    /// Creates every file in a new folder `folder` on `threads` threads (file i on thread
    /// i mod threads); wall time in ms. Throws when a file cannot be written.
    static func createFiles(_ files: [(name: String, bytes: [UInt8])], in folder: URL, threads: Int) throws -> Double {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let failures = Failures()
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { thread in
            for index in stride(from: thread, to: files.count, by: max(1, threads)) {
                let path = folder.appendingPathComponent(files[index].name).path
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { return failures.add(path) }
                let written = files[index].bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                if written != files[index].bytes.count { return failures.add(path) }
            }
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if let path = failures.first { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        return ms
    }

    /// SHA-256 of every file's bytes on one thread; wall time in ms.
    static func hash(_ files: [(name: String, bytes: [UInt8])]) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        // BoringSSL's digest is opaque to the optimiser: nothing is left out.
        for file in files { _ = SHA256.hash(data: file.bytes) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The host's load averages over 1, 5 and 15 minutes, as `uptime` prints them: what
    /// else ran beside the timings (on a shared host, wall times move with it).
    static func load() -> String {
        var averages = [Double](repeating: 0, count: 3)
        guard getloadavg(&averages, 3) == 3 else { return "unknown" }
        return averages.map { String(format: "%.2f", $0) }.joined(separator: ", ")
    }

    /// The first path a thread could not write.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var first: String?
        func add(_ path: String) { lock.withLock { first = first ?? path } }
    }
}

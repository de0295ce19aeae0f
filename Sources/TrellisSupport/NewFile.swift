import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Creates a file that must not exist yet and writes `bytes` into it, without the fsync
/// Foundation's `Data.write` makes every time: a checkout writes thousands of files that
/// the store can always write again, where one fsync each costs more than the rest of
/// the work. Fails (and removes what it made) if the file exists or a write fails.
package func writeNewFile(_ bytes: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
    var failure = writeAll(bytes, to: descriptor) ?? 0
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure != 0 {
        unlink(path)
        throw FileWriteError(path: path, code: failure)
    }
}

/// A file that could not be written, and the system's reason.
package struct FileWriteError: Error, CustomStringConvertible {
    package var path: String
    package var code: Int32

    package init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    package var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
}

/// Replaces (or creates) the file at `path` with `bytes` through a temporary file beside it
/// renamed over it: a reader, or a process killed midway, sees the old file or the new
/// one, never half of one. No fsync (as `writeNewFile`): a killed process loses nothing
/// the kernel has, and what these files hold can always be written again.
package func replaceFile(_ bytes: Data, at path: String) throws {
    let name = ReplacementTemporary.name(for: (path as NSString).lastPathComponent)
    let temporary = (parentFolder(of: path) as NSString).appendingPathComponent(name)
    try writeNewFile(bytes, to: temporary)
    guard rename(temporary, path) == 0 else {
        let code = errno
        unlink(temporary)
        throw FileWriteError(path: path, code: code)
    }
}

/// The temporary file `replaceFile` writes beside a file: `.NAME.PID.RANDOM.tmp`. A process
/// killed between the write and the rename leaves one behind, in the user's folder.
package enum ReplacementTemporary {
    package static func name(for file: String) -> String {
        ".\(file).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
    }

    /// Whether `entry` (a file name) is a temporary of a `.layout` file.
    package static func isTemporary(_ entry: String) -> Bool {
        let parts = entry.split(separator: ".", omittingEmptySubsequences: false)
        // "", NAME…, "layout", PID, RANDOM, "tmp"
        guard parts.count >= 6, parts[0].isEmpty, parts[parts.count - 1] == "tmp", parts[parts.count - 4] == "layout" else { return false }
        return UInt32(parts[parts.count - 2]) != nil && Int32(parts[parts.count - 3]) != nil
    }

    /// Removes the `.layout` temporaries in `folders`: every one when `age` is nil (under
    /// the project's lock, finishing an interrupted checkout: no other writer can be busy),
    /// else those last modified more than `age` seconds ago.
    package static func removeLeftovers(in folders: Set<String>, olderThan age: TimeInterval? = nil, now: Date = Date()) {
        for folder in folders {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries where isTemporary(entry) {
                let path = (folder as NSString).appendingPathComponent(entry)
                if let age {
                    guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                        now.timeIntervalSince(modified) > age
                    else { continue }
                }
                unlink(path)
            }
        }
    }
}

/// Creates the file at `path`, which must not exist, whole or not at all: `bytes` go to a
/// temporary beside it that is then linked into place (a link never replaces a file that
/// appeared meanwhile) and unlinked. A checkout killed midway leaves no half-written
/// component file — which the next checkout would have to take for someone's edit — only
/// a temporary that finishing the checkout removes (`ReplacementTemporary`). Where the file
/// system makes unnamed files, none of that: `createUnnamedThenLink`, which also returns
/// the file's `stat` (nil otherwise).
@discardableResult
package func createFileWhole(_ bytes: Data, at path: String) throws -> stat? {
    if let info = try createUnnamedThenLink(bytes, at: path) { return info }
    let name = ReplacementTemporary.name(for: (path as NSString).lastPathComponent)
    let temporary = (parentFolder(of: path) as NSString).appendingPathComponent(name)
    try writeNewFile(bytes, to: temporary)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return nil }
    let code = errno
    // A file system without hard links: a rename, once more sure the path is free.
    guard code != EEXIST, code == EPERM || code == ENOTSUP || code == EXDEV, !FileManager.default.fileExists(atPath: path) else {
        throw FileWriteError(path: path, code: code)
    }
    guard rename(temporary, path) == 0 else { throw FileWriteError(path: path, code: errno) }
    return nil
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Creates the file at `path`, which must not exist, whole or not at all, in the fewest
/// system calls a file system allows: on Linux an unnamed file is made in the folder
/// (`O_TMPFILE`), written, and linked into place (a link never replaces a file that
/// appeared meanwhile). A process killed midway leaves nothing behind — no temporary to
/// sweep — and no name is created and removed per file, which is what a clone's
/// thousands of files cost most (file creation is the kernel's per-file price; git's
/// checkout pays it once per file too).
///
/// Returns the file's `stat` as linked (its ctime counts the link), or nil when this
/// file system or system cannot make unnamed files: the caller then creates it another
/// way. Throws `FileWriteError` when it fails otherwise (`EEXIST`: something is at `path`;
/// `ENOENT`: its folder is missing).
package func createUnnamedThenLink(_ bytes: Data, at path: String) throws -> stat? {
    #if os(Linux)
    let folder = parentFolder(of: path)
    // `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY`; Swift does not import the macro. Its
    // value is 0o20000000 on every architecture Swift runs on under Linux.
    let unnamed: Int32 = 0o20_000_000 | O_DIRECTORY
    let descriptor = open(folder.isEmpty ? "." : folder, unnamed | O_WRONLY | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
        let code = errno
        // No unnamed files on this file system (or kernel): the caller's other way.
        if code == EOPNOTSUPP || code == EISDIR || code == EINVAL || code == ENOTSUP { return nil }
        throw FileWriteError(path: path, code: code)
    }
    defer { close(descriptor) }
    if let failure = writeAll(bytes, to: descriptor) { throw FileWriteError(path: path, code: failure) }
    // Linked through /proc (`AT_EMPTY_PATH` would need a privilege); without /proc, nil.
    guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 else {
        let code = errno
        if code == ENOENT, access("/proc/self/fd", F_OK) != 0 { return nil }
        throw FileWriteError(path: path, code: code)
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileWriteError(path: path, code: errno) }
    return info
    #else
    return nil
    #endif
}

/// Writes every byte to an open file; the error number, or nil.
func writeAll(_ bytes: Data, to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }
}

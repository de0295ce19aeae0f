import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Overwrites with zeros the pages on a SQLite database's free list: what a `VACUUM` of a
/// snapshot guarantees — no bytes the source deleted long ago travel — at the cost of
/// writing the few free pages instead of rebuilding the whole file (a `VACUUM` of a
/// 10,000-component snapshot reads and writes it twice, and was most of a file clone's
/// wait). Leaf pages are zeroed whole; a trunk page keeps its next-trunk pointer, count
/// and leaf numbers (the free list stays valid) and loses the rest.
///
/// Reads the file format (sqlite.org/fileformat2.html: the free-list trunk at header
/// offset 32, its page count at 36) and trusts none of it: a page number out of range, a
/// trunk that lists more leaves than fit, a loop, or a count unlike the header's, and it
/// returns false — the caller then vacuums. Only for a database no connection has open.
struct FreeListScrub {
    /// Reads `count` bytes at `offset`; nil when they cannot be read.
    var read: (_ offset: Int, _ count: Int) -> [UInt8]?
    /// Writes zeros over `count` bytes at `offset`; false when it fails.
    var zero: (_ offset: Int, _ count: Int) -> Bool
    /// The database's size in bytes.
    var size: Int

    /// Zeroes the free list; whether it was read whole and every free page overwritten.
    func run() -> Bool {
        guard size >= 100, let header = read(0, 100), header.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return false }
        let raw = Int(header[16]) << 8 | Int(header[17])
        let pageSize = raw == 1 ? 65_536 : raw
        // Reserved bytes at each page's end belong to an extension (a checksum, a cipher).
        guard pageSize >= 512, pageSize.nonzeroBitCount == 1, header[20] == 0 else { return false }
        let pages = size / pageSize
        let expected = Self.number(header, at: 36)
        var trunk = Self.number(header, at: 32)
        var found = 0
        func valid(_ page: Int) -> Bool { page >= 2 && page <= pages }
        while trunk != 0 {
            guard valid(trunk), found < expected, let page = read((trunk - 1) * pageSize, pageSize) else { return false }
            let leaves = Self.number(page, at: 4)
            guard leaves <= pageSize / 4 - 2 else { return false }
            found += 1 + leaves
            guard found <= expected else { return false }
            for index in 0..<leaves {
                let leaf = Self.number(page, at: 8 + 4 * index)
                guard valid(leaf), zero((leaf - 1) * pageSize, pageSize) else { return false }
            }
            let used = 8 + 4 * leaves
            guard zero((trunk - 1) * pageSize + used, pageSize - used) else { return false }
            trunk = Self.number(page, at: 0)
        }
        return found == expected
    }

    /// A big-endian 4-byte number.
    static func number(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}

extension FreeListScrub {
    /// Over the database file at `path` (closed by every connection).
    static func file(_ path: String) -> Bool {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        let scrub = FreeListScrub(
            read: { offset, count in
                var bytes = [UInt8](repeating: 0, count: count)
                let done = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
                return done == count ? bytes : nil
            },
            zero: { offset, count in
                let zeros = [UInt8](repeating: 0, count: count)
                return zeros.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, count, off_t(offset)) } == count
            },
            size: Int(info.st_size))
        return scrub.run()
    }

    /// Over a database image in memory (`sqlite3_serialize`'s bytes).
    static func image(_ image: inout Data) -> Bool {
        let size = image.count
        return image.withUnsafeMutableBytes { buffer in
            FreeListScrub(
                read: { offset, count in offset + count <= size ? Array(buffer[offset..<offset + count]) : nil },
                zero: { offset, count in
                    guard offset + count <= size, let base = buffer.baseAddress else { return false }
                    memset(base + offset, 0, count)
                    return true
                },
                size: size
            ).run()
        }
    }
}

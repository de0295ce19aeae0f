import Crypto
import Foundation
import TrellisStore
import TrellisModel
import TrellisSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.trellis/index`, like git's index: for every `.layout` file of the working copy that
/// parsed, its path (relative to the project), what `stat` said of it (size, mtime and
/// ctime in nanoseconds, inode, device) and the component name and content hash its
/// parse gave. `status` stats every file and parses again only those whose stat
/// differs, or that are "racily clean": modified no earlier than the index file was
/// written, by the file system's own clock and at its own resolution, when a change
/// might not have moved the mtime (git's rule with nanosecond times).
///
/// Each entry also keeps what a relayout needs to know of the component without parsing
/// it: its kind, the components it uses directly and whether it is a spec with an
/// `update` block (`trellis relayout` reads the working copy through this index too).
///
/// Beside the stat cache it records each component's *base*: the version its file was
/// last written from or committed as (`bases`, name → version id), which is what tells
/// an edit (*modified*) from a file the store's head moved under (*behind*).
///
/// The stat cache is a cache, never the truth: a missing, truncated, corrupt
/// (checksummed) or foreign index is ignored and rebuilt by a full parse, and a lost
/// base is inferred again from the store (`TrellisProject.bases`). Files that do not
/// parse are not recorded, so they are parsed (and reported) every time.
struct WorkingCopyIndex: Equatable, Sendable {
    struct FileStat: Hashable, Sendable {
        var size: Int64
        var modifiedNanoseconds: Int64
        var changedNanoseconds: Int64
        var inode: UInt64
        var device: UInt64
    }

    struct Entry: Equatable, Sendable {
        /// Relative to the project's root.
        var path: String
        var stat: FileStat
        var name: String
        var contentHash: String
        /// SHA-256 of the file's bytes: a comment-only edit changes it, not `contentHash`.
        var textHash: String = ""
        /// The component's kind, nil in an entry read from a version-2 index (which is then
        /// parsed again).
        var kind: LayoutDocument.Kind?
        /// What it uses directly (`use` and `apply`), sorted.
        var dependencies: [String] = []
        /// A spec with an `update` block.
        var hasUpdate = false
    }

    /// Sorted by path (`String` order), as the walk of the working copy lists files, so
    /// the two are matched in one pass.
    private(set) var entries: [Entry] = []
    /// Component name → the version its file was written from (or committed as).
    var bases: [String: String] = [:]

    init(entries: [Entry] = [], bases: [String: String] = [:]) {
        self.entries = entries.sorted { $0.path < $1.path }
        self.bases = bases
    }

    /// `init(entries:)` for entries known to be in path order already.
    init(sortedEntries entries: [Entry], bases: [String: String] = [:]) {
        self.entries = entries
        self.bases = bases
    }

    static let fileName = "index"
    static let magic = Array("TRELLISIDX".utf8)
    static let version: UInt32 = 3

    static func path(root: String) -> String {
        ((root as NSString).appendingPathComponent(ProjectScaffold.metadataFolder) as NSString).appendingPathComponent(fileName)
    }

    // MARK: stat

    /// `stat` of a path (following links, as reading it does); nil when it cannot be read.
    static func fileStat(_ path: String) -> FileStat? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return fileStat(info)
    }

    /// What the index keeps of a `stat` the caller has (a file's, taken as it was written).
    static func fileStat(_ info: stat) -> FileStat {
        #if canImport(Glibc)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        return FileStat(
            size: Int64(info.st_size),
            modifiedNanoseconds: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changedNanoseconds: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }

    // MARK: Reading

    /// The index at `path` and when its file was written (its mtime in nanoseconds, as
    /// the file system records it); nil when there is none or it is not a valid index.
    static func read(from path: String) -> (index: WorkingCopyIndex, written: Int64)? {
        guard let written = fileStat(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let index = data.withUnsafeBytes({ decode($0) }) else { return nil }
        return (index, written.modifiedNanoseconds)
    }

    /// Whether an entry can be trusted for a file whose stat is `current`: the same stat,
    /// modified strictly before the index was written, and with its component's summary
    /// (a version-2 entry has none).
    ///
    /// Both times come from the same file system, truncated to its resolution (1 ns, a
    /// kernel tick, 1 s or 2 s), and truncation keeps order: a change made after the
    /// index was written gets an mtime no earlier than the index's, so a file older than
    /// the index holds what its entry says or has another stat. A file from the index's
    /// own tick is read again. Comparing whole nanoseconds, not seconds, is what lets the
    /// files a checkout wrote just before its index be trusted by the first `status`.
    static func isClean(_ entry: Entry, current: FileStat, written: Int64) -> Bool {
        entry.stat == current && current.modifiedNanoseconds < written && entry.kind != nil
    }

    // MARK: Writing

    /// Written to a temporary file and renamed over the old one, so a reader sees the
    /// old index or the new one, never half of one.
    func write(to path: String) throws {
        TemporaryFiles.sweep(beside: path)
        try replaceFile(Data(encoded()), at: path)
    }

    // MARK: Format
    //
    // "TRELLISIDX", version (u32), entry count (u32), then per entry: path, name, hash
    // (u32 length + UTF-8 each), size, mtime ns, ctime ns (i64), inode, device (u64);
    // from version 2, the text hash after the content hash, and after the entries the
    // base count (u32) and per base: name, version id; from version 3, after the device:
    // kind, has-update (u32 0/1), dependency count (u32) and the dependencies; then
    // the SHA-256 of everything before it. Integers little-endian. A version 1 index is
    // ignored (rebuilt); a version 2 one keeps its bases and its entries are parsed again.

    func encoded(version: UInt32 = Self.version) -> [UInt8] {
        var bytes = Self.magic
        bytes.reserveCapacity(entries.count * 160)
        Self.append(version, to: &bytes)
        Self.append(UInt32(entries.count), to: &bytes)
        for entry in entries {
            Self.append(entry.path, to: &bytes)
            Self.append(entry.name, to: &bytes)
            Self.append(entry.contentHash, to: &bytes)
            if version >= 2 { Self.append(entry.textHash, to: &bytes) }
            Self.append(entry.stat.size, to: &bytes)
            Self.append(entry.stat.modifiedNanoseconds, to: &bytes)
            Self.append(entry.stat.changedNanoseconds, to: &bytes)
            Self.append(entry.stat.inode, to: &bytes)
            Self.append(entry.stat.device, to: &bytes)
            if version >= 3 {
                Self.append(entry.kind?.rawValue ?? "", to: &bytes)
                Self.append(UInt32(entry.hasUpdate ? 1 : 0), to: &bytes)
                Self.append(UInt32(entry.dependencies.count), to: &bytes)
                for dependency in entry.dependencies { Self.append(dependency, to: &bytes) }
            }
        }
        if version >= 2 {
            Self.append(UInt32(bases.count), to: &bytes)
            for (name, id) in bases.sorted(by: { $0.key < $1.key }) {
                Self.append(name, to: &bytes)
                Self.append(id, to: &bytes)
            }
        }
        bytes.append(contentsOf: SHA256.hash(data: bytes))
        return bytes
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) -> WorkingCopyIndex? {
        let digestSize = SHA256.byteCount
        guard bytes.count >= magic.count + 8 + digestSize, bytes.starts(with: magic) else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - digestSize)])
        guard SHA256.hash(data: body).elementsEqual(bytes[(bytes.count - digestSize)...]) else { return nil }
        var reader = _Reader(bytes: body, offset: magic.count)
        guard let format = reader.integer(UInt32.self), format == 2 || format == version,
            let count = reader.integer(UInt32.self)
        else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let path = reader.string(), let name = reader.string(), let hash = reader.string(), let textHash = reader.string(),
                let size = reader.integer(Int64.self), let modified = reader.integer(Int64.self),
                let changed = reader.integer(Int64.self), let inode = reader.integer(UInt64.self),
                let device = reader.integer(UInt64.self)
            else { return nil }
            var entry = Entry(
                path: path,
                stat: FileStat(size: size, modifiedNanoseconds: modified, changedNanoseconds: changed, inode: inode, device: device),
                name: name, contentHash: hash, textHash: textHash)
            if format >= 3 {
                guard let kind = reader.string(), let hasUpdate = reader.integer(UInt32.self),
                    let dependencyCount = reader.integer(UInt32.self)
                else { return nil }
                entry.kind = LayoutDocument.Kind(rawValue: kind)
                entry.hasUpdate = hasUpdate == 1
                for _ in 0..<dependencyCount {
                    guard let dependency = reader.string() else { return nil }
                    entry.dependencies.append(dependency)
                }
            }
            entries.append(entry)
        }
        var bases: [String: String] = [:]
        guard let baseCount = reader.integer(UInt32.self) else { return nil }
        for _ in 0..<baseCount {
            guard let name = reader.string(), let id = reader.string() else { return nil }
            bases[name] = id
        }
        return reader.offset == body.count ? WorkingCopyIndex(sortedEntries: entries, bases: bases) : nil
    }

    static func decode(_ bytes: [UInt8]) -> WorkingCopyIndex? {
        bytes.withUnsafeBytes { decode($0) }
    }

    private static func append<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ string: String, to bytes: inout [UInt8]) {
        append(UInt32(string.utf8.count), to: &bytes)
        bytes.append(contentsOf: string.utf8)
    }

    private struct _Reader {
        let bytes: UnsafeRawBufferPointer
        var offset: Int

        mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            let size = MemoryLayout<Integer>.size
            guard offset + size <= bytes.count else { return nil }
            defer { offset += size }
            return Integer(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Integer.self))
        }

        mutating func string() -> String? {
            guard let length = integer(UInt32.self).map(Int.init), offset + length <= bytes.count else { return nil }
            defer { offset += length }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        }
    }
}

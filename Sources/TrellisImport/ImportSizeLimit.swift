import Foundation

/// The largest source import reads. A parsed file takes many times its size in memory —
/// swift-syntax's tree about 300 bytes per byte of dense Swift (1 MB of `a.f().f()…` or
/// `[a, a, …]` took 337 MB), Interface Builder's element tree about 40 (1 MB of `<a/>`: 71 MB)
/// — so a tool run on every pull request bounds the size, and with it the memory (under
/// 200 MB a file). Hand-written view code and storyboards stay far below both.
///
/// Generated Swift (a protobuf or GraphQL client) runs to megabytes and holds no layout
/// code: such a file is passed over with a note, not refused, so it does not fail the import
/// of an app that has one.
enum ImportSizeLimit {
    static let swiftBytes = 400 * 1024
    static let interfaceBuilderBytes = 3 * 1024 * 1024

    static func bytes(forSwift isSwift: Bool) -> Int { isSwift ? swiftBytes : interfaceBuilderBytes }

    /// The error for a source of `size` bytes, or nil when it is small enough.
    static func check(file: String, size: Int, isSwift: Bool) -> ImportError? {
        let limit = bytes(forSwift: isSwift)
        return size > limit ? .tooLarge(file: file, bytes: size, limit: limit, kind: isSwift ? "Swift" : "Interface Builder") : nil
    }

    /// What layout code cannot do without: a constraint, an anchor, SnapKit, a subview or a guide.
    static let layoutMarkers = ["onstraint", "Anchor", "snp.", "addSubview", "LayoutGuide"]

    /// Whether the file at `path` mentions any of `layoutMarkers` (read mapped, not copied:
    /// the point is not to hold a large file in memory).
    static func mayHoldLayoutCode(path: String) -> Bool {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return true }
        return data.withUnsafeBytes { bytes in
            layoutMarkers.contains { contains(Array($0.utf8), in: bytes) }
        }
    }

    /// Whether `needle` occurs in `haystack`: `memchr` to each candidate first byte, then a compare.
    static func contains(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first, let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
            let position = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + position, needle, needle.count) == 0 { return true }
            offset = position + 1
        }
        return false
    }

    /// The report of an oversized Swift file with no layout code in it: nothing imported, said once.
    static func passedOver(path: String, bytes: Int) -> FileImportReport {
        var report = FileImportReport(path: path, kind: .swift)
        report.notes.append(
            ImportFinding(
                line: nil, construct: "the whole file",
                reason:
                    "not read: \(bytes / 1024) KB is over the \(swiftBytes / 1024) KB Swift import reads, and it holds no layout code (no constraint, anchor, SnapKit, addSubview or layout guide)"
            ))
        return report
    }
}

import Foundation

/// How a `.layout` file is written apart from its text: a byte order mark at its start and
/// its line breaks, LF or CRLF. `trellis fmt` and `trellis fix` work on LF text without a
/// byte order mark (`normalized`) and write each file back in its own style (`encoded`),
/// as gofmt and swift-format keep a file's comments.
public struct LayoutTextStyle: Hashable, Sendable {
    public var byteOrderMark: Bool
    /// Line breaks written as CRLF; LF otherwise.
    public var crlf: Bool

    public init(byteOrderMark: Bool = false, crlf: Bool = false) {
        self.byteOrderMark = byteOrderMark
        self.crlf = crlf
    }

    /// The style of a file's bytes: a UTF-8 byte order mark, and CRLF when its first line
    /// break is one (a file of mixed line breaks is written back with its first one's; a
    /// lone CR, as old Mac files end lines, is written as LF).
    public init(of bytes: some Collection<UInt8>) {
        byteOrderMark = bytes.starts(with: Self.byteOrderMarkBytes)
        if let cr = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[cr] == 0x0D {
            let next = bytes.index(after: cr)
            crlf = next != bytes.endIndex && bytes[next] == 0x0A
        } else {
            crlf = false
        }
    }

    /// `text` in this style: `normalized` text with its line breaks as this style writes
    /// them, after a byte order mark if it has one.
    public func encoded(_ text: String) -> Data {
        var data = Data(byteOrderMark ? Self.byteOrderMarkBytes : [])
        data.reserveCapacity(text.utf8.count + (crlf ? text.utf8.count / 16 : 0) + 3)
        for byte in text.utf8 {
            if byte == 0x0A, crlf { data.append(0x0D) }
            data.append(byte)
        }
        return data
    }

    /// `text` without a leading byte order mark and with every line break (CRLF, lone CR)
    /// as LF: how the formatter and the fix-its read a file. `text` itself when it is so.
    public static func normalized(_ text: String) -> String {
        let startsWithMark = text.utf8.starts(with: byteOrderMarkBytes)
        guard startsWithMark || text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterCR = false
        // CR and LF are never part of a longer UTF-8 sequence, so bytes are safe to edit.
        for byte in text.utf8.dropFirst(startsWithMark ? 3 : 0) {
            defer { afterCR = byte == 0x0D }
            if byte == 0x0A, afterCR { continue }
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]
}

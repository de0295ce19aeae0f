/// A `.layout` name as a Swift identifier. The format reads a name as Unicode letters,
/// digits and `_`; Swift's lexer accepts a narrower, fixed set of code points (the C
/// standard's annex of identifier ranges), so a few letters the format takes (`ⸯ`,
/// U+2E2F) would not parse. Those are spelled `_u2E2F`, and a name that is only `_`
/// (Swift's wildcard) becomes `__`, so the result always lexes as one identifier.
enum SwiftIdentifier {
    static func make(_ name: String) -> String {
        guard name != "_", !name.isEmpty else { return name.isEmpty ? "_empty" : "__" }
        var result = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let allowed = index == 0 ? isStart(scalar) : isContinuation(scalar)
            if allowed {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_u" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// Swift's `isValidIdentifierStartCodePoint`: a continuation that is no ASCII digit and
    /// no combining mark.
    static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard isContinuation(scalar) else { return false }
        if value < 0x80 { return !(0x30...0x39).contains(value) && value != 0x24 }
        let combining: [ClosedRange<UInt32>] = [0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]
        return !combining.contains { $0.contains(value) }
    }

    /// Swift's `isValidIdentifierContinuationCodePoint` (lib/Parse/Lexer.cpp); `$` excluded,
    /// which only the compiler's own names use.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
        if [0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x2054].contains(value) { return true }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value <= 0xEFFFD }
        return continuationRanges.contains { $0.contains(value) }
    }

    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
        0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE44, 0xFE47...0xFFF8,
    ]
}

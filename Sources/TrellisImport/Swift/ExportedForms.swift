import SwiftSyntax
import TrellisExport
import TrellisModel

/// What `trellis export` writes beyond plain UIKit code, read back so that importing its
/// output gives the component it came from: the header naming the component and its
/// content hash, the identifiers naming the `.layout` line, and the design-time facts it
/// writes as comments (at run time content and fonts give them).
enum ExportedForms {
    /// `// screen ListCell, sha256:d702…` in the file's leading comments.
    struct Header: Equatable {
        var kind: LayoutDocument.Kind
        var name: String
        var contentHash: String
    }

    /// The headers of a file, one per generated type (export writes one type per file).
    static func header(of tree: SourceFileSyntax) -> Header? {
        for line in lineComments(tree.leadingTrivia) {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2, let kind = LayoutDocument.Kind(rawValue: words[0]),
                let comma = words[1].range(of: ", sha256:")
            else { continue }
            let name = String(words[1][..<comma.lowerBound])
            let hash = String(words[1][comma.upperBound...])
            guard !name.isEmpty, !name.contains(" "), hash.count == 64 else { continue }
            return Header(kind: kind, name: name, contentHash: hash)
        }
        return nil
    }

    /// The author's identifier of a constraint: the part after ` as "…"` of an identifier
    /// export wrote (`ListCell.layout:8 avatar.leading == owner.leading + 12` has none), else
    /// the identifier itself.
    static func authorIdentifier(_ identifier: String) -> String? {
        guard let exported = ConstraintIdentifier(parsing: identifier) else { return identifier }
        return exported.authorIdentifier
    }

    /// The `.layout` line of an identifier `trellis export` wrote (`title.top == owner.topMargin`), or nil.
    static func exportedText(_ identifier: String) -> String? {
        ConstraintIdentifier(parsing: identifier)?.text
    }

    /// A string literal's value, escapes resolved (`"a \\"b\\""` → `a "b"`).
    static func value(of literal: StringLiteralExprSyntax) -> String {
        literal.representedLiteralValue ?? literal.segments.trimmedText
    }

    /// The text of each `//` comment in `trivia`, without the slashes and one space.
    static func lineComments(_ trivia: Trivia) -> [String] {
        trivia.compactMap { piece -> String? in
            guard case .lineComment(let text) = piece else { return nil }
            var body = text.dropFirst(2)
            if body.first == " " { body = body.dropFirst() }
            return String(body)
        }
    }

    // MARK: Design-time facts

    /// `Designed with an intrinsic size of 70 × 44: …` (`none` for a side without one).
    static func intrinsicSize(in comments: [String]) -> IntrinsicSize? {
        for comment in comments {
            guard let rest = suffix(of: comment, after: "Designed with an intrinsic size of ") else { continue }
            let sizeText = rest.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            let sides = sizeText.components(separatedBy: " × ")
            guard sides.count == 2 else { continue }
            func side(_ text: String) -> Double?? { text == "none" ? .some(nil) : Double(text).map { .some($0) } }
            guard let width = side(sides[0]), let height = side(sides[1]) else { continue }
            return IntrinsicSize(width: width, height: height)
        }
        return nil
    }

    /// `Designed with baselines 17 from the top, 4 from the bottom: …`.
    static func baselines(in comments: [String]) -> Baselines? {
        for comment in comments {
            guard let rest = suffix(of: comment, after: "Designed with baselines ") else { continue }
            let words = rest.split(separator: " ")
            guard words.count >= 6, words[1] == "from", words[2] == "the", words[3].hasPrefix("top"),
                let first = Double(words[0]), let last = Double(words[4])
            else { continue }
            return Baselines(firstFromTop: first, lastFromBottom: last)
        }
        return nil
    }

    /// `Designed with a text of 60 characters: …` or `Designed with the text "Hello": …`.
    static func textSample(in comments: [String]) -> TextSample? {
        for comment in comments {
            if let rest = suffix(of: comment, after: "Designed with a text of "),
                let count = rest.split(separator: " ").first.flatMap({ Int($0) })
            {
                return .characters(count)
            }
            if let rest = suffix(of: comment, after: "Designed with the text \""), let end = rest.range(of: "\": ", options: .backwards) {
                return .text(unescaped(String(rest[..<end.lowerBound])))
            }
        }
        return nil
    }

    /// `Designed with font body, lines 2: set them where …` (classes that keep no text of their own).
    static func textSettings(in comments: [String]) -> (font: TextFont?, lines: Int?)? {
        for comment in comments {
            guard let rest = suffix(of: comment, after: "Designed with "), let colon = rest.firstIndex(of: ":") else { continue }
            var font: TextFont?
            var lines: Int?
            for part in rest[..<colon].components(separatedBy: ", ") {
                let words = part.split(separator: " ").map(String.init)
                guard words.count == 2 else { continue }
                if words[0] == "font" { font = TextStyle(rawValue: words[1]).map(TextFont.style) ?? Double(words[1]).map(TextFont.size) }
                if words[0] == "lines" { lines = Int(words[1]) }
            }
            if font != nil || lines != nil { return (font, lines) }
        }
        return nil
    }

    /// `Designed with \`scrolls off\`, which a UIView (no scroll view) ignores.`
    static func scrollsOff(in comments: [String]) -> Bool {
        comments.contains { $0.hasPrefix("Designed with `scrolls off`") }
    }

    /// `Designed with the safe area 44 0 34 0 (top left bottom right, …)` above a screen's root.
    static func safeArea(in comments: [String]) -> AbsoluteInsets? {
        for comment in comments {
            guard let rest = suffix(of: comment, after: "Designed with the safe area ") else { continue }
            let values = rest.split(separator: " ").prefix(4).compactMap { Double($0) }
            guard values.count == 4 else { continue }
            return AbsoluteInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        return nil
    }

    /// A Swift string literal's body without its escapes (`\"` and `\\`).
    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func suffix(of text: String, after prefix: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        return String(text.dropFirst(prefix.count))
    }
}

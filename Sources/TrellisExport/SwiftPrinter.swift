import TrellisModel

/// Prints `SwiftCode` with four-space indentation: the only place where exported text is
/// laid out. Blank lines collapse to one and never open or close a block; a `// MARK:`
/// stands between blank lines.
enum SwiftPrinter {
    static func print(_ file: SwiftFile) -> String {
        var lines: [String] = file.header.map(LayoutComment.text).map { $0.isEmpty ? "//" : "// \($0)" }
        if !file.imports.isEmpty {
            lines.append("")
            lines += file.imports.map { "import \($0)" }
        }
        for declaration in file.declarations {
            lines.append("")
            emit(declaration, indent: 0, into: &lines, trailingComma: false)
        }
        return normalized(lines).joined(separator: "\n") + "\n"
    }

    private static func emit(_ code: SwiftCode, indent: Int, into lines: inout [String], trailingComma: Bool) {
        let pad = String(repeating: " ", count: indent * 4)
        let comma = trailingComma ? "," : ""
        switch code {
        case .line(let text):
            lines.append(pad + text + comma)
        case .comment(let comment):
            // A `.layout` comment kept as written (`//$x`) reads as its text (`$x`).
            let text = LayoutComment.text(comment)
            lines.append(text.isEmpty ? pad + "//" : pad + "// " + text)
        case .mark(let title):
            lines.append("")
            lines.append(pad + "// MARK: - " + title)
            lines.append("")
        case .blank:
            lines.append("")
        case .block(let header, let body, let closing) where body.isEmpty && closing == "}":
            lines.append(pad + header + " {}" + comma)
        case .block(let header, let body, let closing):
            lines.append(pad + header + " {")
            for element in body { emit(element, indent: indent + 1, into: &lines, trailingComma: false) }
            lines.append(pad + closing + comma)
        case .open(let opening, let body, let closing):
            lines.append(pad + opening)
            for element in body { emit(element, indent: indent + 1, into: &lines, trailingComma: false) }
            lines.append(pad + closing + comma)
        case .list(let opening, let elements, let closing):
            lines.append(pad + opening)
            for element in elements { emit(element, indent: indent + 1, into: &lines, trailingComma: true) }
            lines.append(pad + closing + comma)
        case .lines(let parts):
            for (index, part) in parts.enumerated() {
                emit(part, indent: indent, into: &lines, trailingComma: trailingComma && index == parts.count - 1)
            }
        }
    }

    /// One blank line at most, none after an opening or before a closing line.
    private static func normalized(_ lines: [String]) -> [String] {
        var result: [String] = []
        for line in lines {
            if line.isEmpty {
                guard let last = result.last, !last.isEmpty, !last.hasSuffix("{"), !last.hasSuffix("["), !last.hasSuffix(" in") else { continue }
                result.append(line)
                continue
            }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("}") || trimmed.hasPrefix("]") || trimmed.hasPrefix(")"), result.last == "" {
                result.removeLast()
            }
            result.append(line)
        }
        while result.last == "" { result.removeLast() }
        return result
    }
}

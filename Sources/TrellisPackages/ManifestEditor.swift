import Foundation

/// Edits `Trellis.toml`'s text in place for `add`, `update` and `remove`: only the lines of
/// the dependencies that changed are touched (a value replaced keeps its line's indentation
/// and trailing comment; a new dependency is appended; a removed one loses its table), so
/// the user's comments, order and spacing survive. The result is parsed again and must say
/// exactly what the manifest says, else nil (the caller writes the stable layout instead).
enum ManifestEditor {
    static func edit(_ text: String, to manifest: Manifest) -> String? {
        guard let old = try? Manifest(parsing: text) else { return nil }
        if old == manifest { return text }
        guard old.publicComponents == manifest.publicComponents, old.check == manifest.check, old.imports == manifest.imports else { return nil }
        var lines = text.components(separatedBy: "\n")
        for dependency in old.dependencies where manifest.dependency(named: dependency.name) == nil {
            guard remove(dependency.name, from: &lines) else { return nil }
        }
        for dependency in manifest.dependencies {
            guard let before = old.dependency(named: dependency.name) else {
                append(dependency, to: &lines)
                continue
            }
            guard before != dependency else { continue }
            guard update(dependency, in: &lines) else { return nil }
        }
        let edited = lines.joined(separator: "\n")
        guard let check = try? Manifest(parsing: edited), check == manifest else { return nil }
        return edited
    }

    // MARK: Edits

    /// Replaces the source and requirement of `dependency`'s table (or inline entry).
    static func update(_ dependency: Manifest.Dependency, in lines: inout [String]) -> Bool {
        if let section = table(["dependencies", dependency.name], in: lines) {
            let body = section.lowerBound + 1..<section.upperBound
            guard let source = keyLine(["path", "url"], in: lines, body) else { return false }
            replace(&lines, at: source, with: dependency.sourceLine)
            if let requirement = keyLine(["from", "exact"], in: lines, body) {
                replace(&lines, at: requirement, with: dependency.requirementLine)
            } else {
                lines.insert(indentation(of: lines[source]) + dependency.requirementLine, at: source + 1)
            }
            return true
        }
        if let section = table(["dependencies"], in: lines),
            let entry = keyLine([dependency.name], in: lines, section.lowerBound + 1..<section.upperBound)
        {
            replace(&lines, at: entry, with: dependency.inlineLine)
            return true
        }
        return false
    }

    /// Appends `[dependencies.NAME]` after the last line with content, one blank line before it.
    static func append(_ dependency: Manifest.Dependency, to lines: inout [String]) {
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        if !lines.isEmpty { lines.append("") }
        lines += dependency.tableLines
        lines.append("")
    }

    /// Removes `name`'s table with the comment lines right above it (up to its last key:
    /// comments before the next table stay with that one) or its inline entry.
    static func remove(_ name: String, from lines: inout [String]) -> Bool {
        if let section = table(["dependencies", name], in: lines) {
            var start = section.lowerBound, end = section.upperBound
            while end > section.lowerBound + 1, isBlankOrComment(lines[end - 1]) { end -= 1 }
            while start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("#") { start -= 1 }
            lines.removeSubrange(start..<end)
            // One blank line separated it from what follows: do not leave two.
            let at = start
            if at < lines.count, lines[at].trimmingCharacters(in: .whitespaces).isEmpty,
                at == 0 || lines[at - 1].trimmingCharacters(in: .whitespaces).isEmpty
            {
                lines.remove(at: at)
            }
            return true
        }
        if let section = table(["dependencies"], in: lines),
            let entry = keyLine([name], in: lines, section.lowerBound + 1..<section.upperBound)
        {
            lines.remove(at: entry)
            return true
        }
        return false
    }

    /// Replaces line `index`'s content, keeping its indentation and trailing comment.
    static func replace(_ lines: inout [String], at index: Int, with content: String) {
        let line = lines[index]
        lines[index] = indentation(of: line) + content + (trailingComment(of: line) ?? "")
    }

    // MARK: Reading the text

    /// Lines of the table `path` (`[dependencies.DS]`): its header's index up to the next
    /// header (exclusive).
    static func table(_ path: [String], in lines: [String]) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { header(of: $0) == path }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { header(of: $0) != nil } ?? lines.count
        return start..<end
    }

    /// A table header's dotted key (`[ dependencies . "DS" ]  # …` → dependencies, DS); nil for other lines.
    static func header(of line: String) -> [String]? {
        let content = withoutComment(line).trimmingCharacters(in: .whitespaces)
        guard content.hasPrefix("["), !content.hasPrefix("[["), content.hasSuffix("]") else { return nil }
        return content.dropFirst().dropLast().split(separator: ".").map(unquoted)
    }

    /// The first line in `range` that sets one of `keys` (`path = …`, `"DS" = { … }`).
    static func keyLine(_ keys: [String], in lines: [String], _ range: Range<Int>) -> Int? {
        range.first { index in
            let content = withoutComment(lines[index])
            guard let equals = content.firstIndex(of: "=") else { return false }
            return keys.contains(unquoted(content[..<equals]))
        }
    }

    static func unquoted(_ key: Substring) -> String {
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }

    static func indentation(of line: String) -> String { String(line.prefix { $0 == " " || $0 == "\t" }) }

    static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    static func withoutComment(_ line: String) -> String {
        commentStart(of: line).map { String(line[..<$0]) } ?? line
    }

    /// The comment ending `line` with the spaces before it (`   # pinned for the 2.0 work`).
    static func trailingComment(of line: String) -> String? {
        guard var start = commentStart(of: line) else { return nil }
        while start > line.startIndex, [" ", "\t"].contains(line[line.index(before: start)]) { start = line.index(before: start) }
        return String(line[start...])
    }

    /// Where a `#` outside strings starts a comment.
    static func commentStart(of line: String) -> String.Index? {
        var quote: Character?
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                return index
            }
            index = line.index(after: index)
        }
        return nil
    }
}

import TrellisModel
import TrellisSupport

extension CheckReport {
    /// What `trellis check` prints: each problem as compilers do (`file:line:col: error: …`,
    /// the source line, a caret), where it occurs, its hint and fix-it; at most `errorLimit`
    /// problems per file, then a count; the summary last.
    public func text(errorLimit: Int, sources: (String) -> String?) -> String {
        let (shown, hidden) = limited(perFile: errorLimit)
        var blocks: [String] = shown.map { Self.render($0, source: $0.location.flatMap { sources($0.file) }) }
        for (file, count) in hidden {
            blocks.append("\(file.isEmpty ? "elsewhere" : file): \(plural(count, "more problem")) not shown (--error-limit 0 shows all)")
        }
        blocks.append(summary)
        return blocks.joined(separator: "\n")
    }

    static func render(_ problem: Problem, source: String?) -> String {
        let head = Diagnostic(problem.severity, at: problem.location, problem.message).description
        var lines = [head]
        if let location = problem.location, let source {
            let text = source.split(separator: "\n", omittingEmptySubsequences: false)
            if location.line >= 1, location.line <= text.count {
                lines.append("    " + text[location.line - 1])
                lines.append("    " + String(repeating: " ", count: max(0, location.column - 1)) + "^")
            }
        }
        if let origin = problem.origin { lines.append("    from \(origin.file):\(origin.line) (imported)") }
        let place = problem.whereText
        if !place.isEmpty { lines.append("    \(place)") }
        lines += problem.notes.map { "    \($0)" }
        if let hint = problem.hint { lines.append("    hint: \(hint)") }
        for (index, fix) in problem.fixIts.enumerated() {
            let label = index == 0 ? "fix-it" : "    or"
            let edit = fix.edits.first.map { " (\($0.file):\($0.line), \(CommandHint.fix) applies it)" } ?? ""
            lines.append("    \(label): \(fix.message)\(index == 0 ? edit : "")")
        }
        return lines.joined(separator: "\n")
    }
}

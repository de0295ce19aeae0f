import TrellisModel
import TrellisProjectFiles

/// Fix-its for misspelt names: a parse or validation error whose hint is `did you mean
/// leading?` gets the edit that writes `leading` in place of the misspelt word on its line,
/// kept only when parsing and validating again shows the error gone and no new one in the file.
enum TypoFixIts {
    static func adding(to problems: [Problem], in workspace: LayoutWorkspace) -> [Problem] {
        // The unedited errors are counted once per file, however many typos it holds.
        var unedited: [String: Int] = [:]
        return problems.map { problem in
            guard problem.fixIts.isEmpty, problem.kind == "parse" || problem.kind == "validation",
                let location = problem.location, let word = suggestedWord(problem.hint),
                let fix = fixIt(replacingNear: location, with: word, problem: problem, in: workspace, unedited: &unedited)
            else { return problem }
            var fixed = problem
            fixed.fixIts = [fix]
            return fixed
        }
    }

    /// `did you mean leading?` → `leading`.
    static func suggestedWord(_ hint: String?) -> String? {
        guard let hint, hint.hasPrefix("did you mean "), hint.hasSuffix("?") else { return nil }
        let word = hint.dropFirst("did you mean ".count).dropLast()
        return word.isEmpty || word.contains(" ") ? nil : String(word)
    }

    static func fixIt(
        replacingNear location: SourceLocation, with word: String, problem: Problem, in workspace: LayoutWorkspace,
        unedited: inout [String: Int]
    ) -> FixIt? {
        guard let text = workspace.source(of: location.file) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let line = String(lines[location.line - 1])
        // The misspelt word is at the caret or after it on the line (`owner.leadng`: the caret
        // is at `owner`): the first word there that the suggestion is a likely typo of.
        let words = identifiers(in: line).filter { $0.range.lowerBound >= max(0, location.column - 1) }
        guard let typo = words.first(where: { $0.text != word && Suggestions.closest(to: $0.text, in: [word]) == word }) else { return nil }
        var characters = Array(line)
        characters.replaceSubrange(typo.range, with: Array(word))
        let edit = TextEdit(file: location.file, line: location.line, deletedLines: 1, text: String(characters) + "\n")
        guard verified(edit, removes: problem, in: workspace, unedited: &unedited) else { return nil }
        return FixIt(message: "replace \(typo.text) with \(word)", edits: [edit], isSafe: true)
    }

    /// The words of a line (letters, digits, `_`) with their character ranges.
    static func identifiers(in line: String) -> [(text: String, range: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        var start: Int?
        let characters = Array(line)
        for index in 0...characters.count {
            let isWord = index < characters.count && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_")
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                found.append((String(characters[first..<index]), first..<index))
                start = nil
            }
        }
        return found
    }

    /// Parsed and validated again with the edit: the problem is gone and the file has no
    /// error it did not have.
    static func verified(_ edit: TextEdit, removes problem: Problem, in workspace: LayoutWorkspace, unedited: inout [String: Int]) -> Bool {
        guard let text = workspace.source(of: edit.file), let edited = TextEdit.apply([edit], to: text) else { return false }
        var files = workspace.files
        guard let index = files.firstIndex(where: { $0.path == edit.file }) else { return false }
        files[index] = LayoutSourceFile(path: edit.file, text: edited)
        var candidate = LayoutWorkspace(files: files)
        candidate.dependencies = workspace.dependencies
        func errors(_ workspace: LayoutWorkspace) -> [Diagnostic] {
            workspace.check().filter { $0.severity == .error && $0.location?.file == edit.file }
        }
        let before = unedited[edit.file] ?? errors(workspace).count
        unedited[edit.file] = before
        let after = errors(candidate)
        let stillThere = after.contains { $0.message == problem.message && $0.location?.line == problem.location?.line }
        return !stillThere && after.count < before
    }
}

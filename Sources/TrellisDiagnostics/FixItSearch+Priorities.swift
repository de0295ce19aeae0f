import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// Fix-its that change a priority rather than add a constraint: for an unsatisfiable set,
/// lower one required constraint to `@999`; for two views tied for one free length, let
/// one hug its content tighter (`hugging h 251`). Verified like every fix-it: applied, the
/// problem goes and no other comes, in the component and everything that uses it.
extension FixItSearch {
    /// The constraint the solver breaks contradicts the rest: taking it out comes first (the
    /// layout stays as drawn, and nothing is left that UIKit would break and log), then
    /// lowering it, then lowering the others of the set, each as written on its line. A
    /// removal that leaves something undetermined is turned down by the re-check.
    func fixIts(forConflict problem: Problem) -> [FixIt] {
        var fixes: [FixIt] = []
        var before: [String: Set<Key>] = [:]
        var rechecks = 0
        if let broken = problem.broken, broken.priority >= 1000, let location = broken.location,
            let file = workspace.files.first(where: { $0.path == location.file }),
            let line = Self.line(location.line, of: file.text), Self.isOneConstraint(line)
        {
            let fix = FixIt(
                message: "remove \(broken.written ?? broken.text) (it contradicts the rest of the set; the layout stays as drawn)",
                edits: [TextEdit(file: file.path, line: location.line, deletedLines: 1, text: "")], isSafe: true)
            rechecks += 1
            if verified(fix, fixing: problem, before: &before) { fixes.append(fix) }
        }
        return fixes + loweringFixIts(forConflict: problem, before: &before, rechecks: rechecks, alreadyFound: fixes.count)
    }

    /// A line holding one constraint and nothing else that removing it would take too (an
    /// item's declaration, a block's brace).
    static func isOneConstraint(_ line: String) -> Bool {
        let code = line[..<(line.range(of: "//")?.lowerBound ?? line.endIndex)].trimmingCharacters(in: .whitespaces)
        return ["==", "<=", ">="].contains(where: code.contains) && !code.contains("{") && !code.contains("}")
            && !code.hasPrefix("view ") && !code.hasPrefix("param ")
    }

    func loweringFixIts(forConflict problem: Problem, before: inout [String: Set<Key>], rechecks: Int, alreadyFound: Int) -> [FixIt] {
        var candidates: [ConstraintDescription] = []
        for constraint in [problem.broken].compactMap({ $0 }) + problem.conflicting
        where constraint.priority >= 1000 && constraint.location != nil && !candidates.contains(constraint) {
            candidates.append(constraint)
        }
        var fixes: [FixIt] = []
        var rechecks = rechecks
        for constraint in candidates where alreadyFound + fixes.count < alternatives && rechecks < maximumRechecks {
            guard let location = constraint.location,
                let file = workspace.files.first(where: { $0.path == location.file }),
                let line = Self.line(location.line, of: file.text),
                let lowered = Self.lowered(line)
            else { continue }
            let written = constraint.written ?? constraint.text
            let why = constraint == problem.broken ? " (the solver breaks it now: the layout stays as drawn)" : ""
            let fix = FixIt(
                message: "lower \(written) to @999\(why)",
                edits: [TextEdit(file: file.path, line: location.line, deletedLines: 1, text: lowered + "\n")], isSafe: true)
            rechecks += 1
            if verified(fix, fixing: problem, before: &before), !fixes.contains(where: { $0.edits == fix.edits }) { fixes.append(fix) }
        }
        return fixes
    }

    /// `a.width == 100 as "w"  // why` → `a.width == 100 @999 as "w"  // why`; nil when the
    /// line has a priority already or is no constraint.
    static func lowered(_ line: String) -> String? {
        let commentStart = line.range(of: "//")?.lowerBound ?? line.endIndex
        var code = String(line[..<commentStart])
        let comment = String(line[commentStart...])
        guard !code.contains("@"), ["==", "<=", ">="].contains(where: code.contains) else { return nil }
        var spacing = ""
        while code.last == " " || code.last == "\t" { spacing.insert(code.removeLast(), at: spacing.startIndex) }
        if let name = code.range(of: " as \"") {
            code.insert(contentsOf: " @999", at: name.lowerBound)
        } else {
            code += " @999"
        }
        return code + spacing + comment
    }

    static func line(_ number: Int, of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? String(lines[number - 1]) : nil
    }

    /// `hugging h 251` (or `v`) on `item`'s declaration, for a free width (height) of a view
    /// that does not set its hugging: inserted into its `{ … }` block, or a block made for it.
    func huggingCandidates(item: String, axes: AmbiguityCandidates.Axes, in document: LayoutDocument, file: LayoutSourceFile)
        -> [(edit: TextEdit, added: Int, message: String)]
    {
        guard let declared = document.body?.item(named: item), case .view = declared, let location = declared.location,
            let declaration = Self.line(location.line, of: file.text), declaration.contains("view")
        else { return [] }
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = String(declaration.prefix { $0 == " " || $0 == "\t" })
        let opensBlock = declaration.trimmingCharacters(in: .whitespaces).hasSuffix("{")
        if opensBlock {
            // The block's lines, up to its closing brace: a hugging already set is the user's choice.
            let body = lines[location.line...].prefix { $0.trimmingCharacters(in: .whitespaces) != "}" }
            if body.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("hugging") }) { return [] }
        } else if declaration.contains("{") {
            return []
        }
        var result: [(edit: TextEdit, added: Int, message: String)] = []
        for (free, axis, length) in [(axes.width, "h", "width"), (axes.height, "v", "height")] where free {
            let property = "hugging \(axis) 251"
            let message = "set \(property) on \(item) (it keeps its content's \(length); the view tied with it takes the rest)"
            if opensBlock {
                result.append((TextEdit(file: file.path, line: location.line + 1, text: "\(indent)    \(property)\n"), 1, message))
            } else {
                let text = "\(declaration) {\n\(indent)    \(property)\n\(indent)}\n"
                result.append((TextEdit(file: file.path, line: location.line, deletedLines: 1, text: text), 2, message))
            }
        }
        return result
    }
}

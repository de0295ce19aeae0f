import TrellisEngine
import TrellisModel
import TrellisSupport

/// Finds fix-its by trying candidate edits and checking again: a candidate is suggested
/// only when, written into the file, the problem goes and no other comes, in the edited
/// component and everything that uses it, on every device checked. Among those that pass,
/// the solver's choice is the one that moves the component's frames least from what is
/// laid out now (the edit that keeps what the designer sees), among the first few that pass
/// (candidates come most likely first; the search stops there).
struct FixItSearch {
    let workspace: LayoutWorkspace
    let options: CheckOptions
    /// Verified fix-its kept per problem (the first is the one `trellis fix` applies).
    var alternatives = 3
    /// Who uses whom, computed once: each problem's re-checks cover only what its file reaches.
    let scope: FixItScope

    init(workspace: LayoutWorkspace, options: CheckOptions) {
        self.workspace = workspace
        self.options = options
        scope = FixItScope(library: workspace.library)
    }

    /// The workspace with edited files and the same dependencies (an app's `use DS.X`
    /// resolves in the edited copy too, or every candidate would look like it broke it).
    func withEdits(_ files: [LayoutSourceFile]) -> LayoutWorkspace {
        var edited = LayoutWorkspace(files: files)
        edited.dependencies = workspace.dependencies
        return edited
    }

    func addingFixIts(to problems: [Problem]) -> [Problem] {
        var searched = 0
        return problems.map { problem in
            guard searched < options.fixItSearchLimit else { return problem }
            var problem = problem
            if problem.kind == "ambiguous" {
                searched += 1
                problem.fixIts = fixIts(forAmbiguity: problem)
            } else if problem.kind == "unsatisfiable", !problem.conflicting.isEmpty {
                searched += 1
                problem.fixIts = fixIts(forConflict: problem)
            } else if !problem.fixIts.isEmpty {
                searched += 1
                var before: [String: Set<String>] = [:]
                problem.fixIts = problem.fixIts.filter { verified($0, fixing: problem, before: &before) }.map { fix in
                    var fix = fix
                    fix.isSafe = true
                    return fix
                }
            }
            return problem
        }
    }

    /// A proposed one-file fix-it checked the same way as the searched ones.
    func verified(_ fix: FixIt, fixing problem: Problem) -> Bool {
        var before: [String: Set<String>] = [:]
        return verified(fix, fixing: problem, before: &before)
    }

    /// `before`: the problems' keys before an edit of each file, kept between the
    /// candidates of one problem (the same for all: checked once, not once per candidate).
    func verified(_ fix: FixIt, fixing problem: Problem, before: inout [String: Set<String>]) -> Bool {
        guard let edit = fix.edits.first, fix.edits.count == 1,
            let fileIndex = workspace.files.firstIndex(where: { $0.path == edit.file })
        else { return false }
        let name = workspace.files[fileIndex].document?.name
        let affected = Set(name.map { [$0] + dependents(of: $0) } ?? [])
        let beforeKeys =
            before[edit.file]
            ?? Set(
                LayoutCheck.collect(FixItScope.scoped(workspace, editing: edit.file, names: affected), options: options, only: affected)
                    .problems.map { Self.key($0, shiftingFrom: .max, by: 0) })
        before[edit.file] = beforeKeys
        guard let text = TextEdit.apply([edit], to: workspace.files[fileIndex].text) else { return false }
        var files = workspace.files
        files[fileIndex] = LayoutSourceFile(path: edit.file, text: text)
        let edited = FixItScope.scoped(withEdits(files), editing: edit.file, names: affected)
        let after = LayoutCheck.collect(edited, options: options, only: affected).problems
        let afterKeys = Set(after.map { Self.key($0, shiftingFrom: .max, by: 0) })
        return !afterKeys.contains(Self.key(problem, shiftingFrom: .max, by: 0)) && afterKeys.isSubset(of: beforeKeys)
    }

    func fixIts(forAmbiguity problem: Problem) -> [FixIt] {
        guard let location = problem.location,
            let fileIndex = workspace.files.firstIndex(where: { $0.path == location.file }),
            let document = workspace.files[fileIndex].document,
            let ambiguity = Self.ambiguity(in: problem)
        else { return [] }
        let (item, axes) = ambiguity
        let file = workspace.files[fileIndex]
        guard let closing = Self.closingLine(of: file.text) else { return [] }
        let affected = Set([document.name] + dependents(of: document.name))
        let original = FixItScope.scoped(workspace, editing: file.path, names: affected)
        let before = LayoutCheck.collect(original, options: options, only: affected).problems
        let beforeKeys = Set(before.map { Self.key($0, shiftingFrom: closing, by: 0) })
        let reference = solvedFrames(document.name, in: original.library)

        var verified: [(fix: FixIt, movement: Double)] = []
        // Two views tied for the same free length (labels side by side, both hugging 250):
        // one hugs tighter. Tried first, it wins when it moves the frames least.
        for candidate in huggingCandidates(item: item, axes: axes, in: document, file: file) {
            guard let edited = TextEdit.apply([candidate.edit], to: file.text) else { continue }
            var files = workspace.files
            files[fileIndex] = LayoutSourceFile(path: file.path, text: edited)
            let editedWorkspace = FixItScope.scoped(withEdits(files), editing: file.path, names: affected)
            let after = LayoutCheck.collect(editedWorkspace, options: options, only: affected).problems
            let shift = (from: candidate.edit.line + 1, by: candidate.added)
            let afterKeys = Set(after.map { Self.key($0, shiftingFrom: shift.from, by: shift.by) })
            let beforeShifted = Set(before.map { Self.key($0, shiftingFrom: .max, by: 0) })
            guard !afterKeys.contains(Self.key(problem, shiftingFrom: .max, by: 0)), afterKeys.isSubset(of: beforeShifted) else { continue }
            let movement = Self.movement(from: reference, to: solvedFrames(document.name, in: editedWorkspace.library))
            verified.append((FixIt(message: candidate.message, edits: [candidate.edit], isSafe: true), movement))
        }
        for lines in AmbiguityCandidates.candidates(item: item, axes: axes, in: document).prefix(16) where verified.count < alternatives + 1 {
            let text = lines.map { "    \($0)\n" }.joined()
            let edit = TextEdit(file: file.path, line: closing, text: text)
            guard let edited = TextEdit.apply([edit], to: file.text) else { continue }
            var files = workspace.files
            files[fileIndex] = LayoutSourceFile(path: file.path, text: edited)
            let editedWorkspace = FixItScope.scoped(withEdits(files), editing: file.path, names: affected)
            let after = LayoutCheck.collect(editedWorkspace, options: options, only: affected).problems
            let afterKeys = Set(after.map { Self.key($0, shiftingFrom: closing, by: lines.count) })
            guard !afterKeys.contains(Self.key(problem, shiftingFrom: closing, by: 0)), afterKeys.isSubset(of: beforeKeys) else { continue }
            let movement = Self.movement(from: reference, to: solvedFrames(document.name, in: editedWorkspace.library))
            verified.append((FixIt(message: "add " + lines.joined(separator: "; "), edits: [edit], isSafe: true), movement))
        }
        // Stable: among equal movements, the candidates' own order.
        let ranked = verified.enumerated().sorted { ($0.element.movement, $0.offset) < ($1.element.movement, $1.offset) }
        return ranked.prefix(alternatives).map(\.element.fix)
    }

    /// The item (as declared in its file) and the free slots an ambiguity problem names.
    static func ambiguity(in problem: Problem) -> (String, AmbiguityCandidates.Axes)? {
        // The problem's message is the engine's without the device: parse it the same way.
        guard let colon = problem.message.range(of: ": ") else { return nil }
        let rest = problem.message[colon.upperBound...]
        guard let itemEnd = rest.range(of: ": ") else { return nil }
        let item = String(rest[..<itemEnd.lowerBound])
        let diagnostic = LayoutDiagnostic(kind: .ambiguous, severity: problem.severity, message: problem.message, location: problem.location, items: [item])
        guard let found = AmbiguityCandidates.parse(diagnostic) else { return nil }
        return (OccurrenceGrouper.lastName(found.item), found.axes)
    }

    /// The line of the component's closing `}`: the last line that is only `}`.
    static func closingLine(of text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.lastIndex { $0.trimmingCharacters(in: .whitespaces) == "}" }.map { $0 + 1 }
    }

    /// A problem's identity across an edit that inserted `count` lines at `line`.
    static func key(_ problem: Problem, shiftingFrom line: Int, by count: Int) -> String {
        var location = problem.location
        if let place = location, place.line >= line { location?.line = place.line - count }
        return "\(problem.severity) \(problem.kind) \(location.map(\.description) ?? "-") \(problem.message)"
    }

    func dependents(of name: String) -> [String] { scope.dependents(of: name) }

    func solvedFrames(_ name: String, in library: LayoutLibrary) -> [String: Rect] {
        guard let environment = options.environments.first,
            let solution = try? LayoutEngine(library: library).solve(name, in: environment, checkingAmbiguity: false)
        else { return [:] }
        return Dictionary(solution.frames.map { ($0.path, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    static func movement(from before: [String: Rect], to after: [String: Rect]) -> Double {
        before.reduce(0) { total, entry in
            guard let new = after[entry.key] else { return total }
            let old = entry.value
            return total + abs(new.x - old.x) + abs(new.y - old.y) + abs(new.width - old.width) + abs(new.height - old.height)
        }
    }
}

import TrellisEngine
import TrellisModel
import TrellisProjectFiles
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
    /// The work bound per problem: at most this many candidates are checked again (each a
    /// check of the component and what uses it on every device). Candidates come most likely
    /// first; past this many a problem keeps the fix-its found so far (or none).
    var maximumRechecks = 8
    /// Candidates that one layout shows to fail are turned down without a whole re-check
    /// (`FixItSearch+FirstLayout.swift`); off: every candidate is re-checked (the reference).
    var turnsDownOnFirstLayout = true
    /// Candidate lines are first tried in the component's solved system
    /// (`FixItSearch+Trial.swift`); off: the first layout is built afresh (the reference).
    var triesInSession = true
    /// Re-checks take what the check's validation found for what the edit does not reach
    /// (`FixItScope.validated`), validating only the edited file's component and those using
    /// it; off: they validate everything again (the reference).
    var reusesValidation = true
    /// Who uses whom, computed once: each problem's re-checks cover only what its file reaches.
    let scope: FixItScope

    /// The check's layouts of the unedited components: a check before an edit takes them
    /// instead of laying the component out again on every device.
    let solved: [String: LayoutCheck.SolvedComponent]

    /// `validated`: the check's validation (of `workspace`, or of the same files before their
    /// text style was normalized); nil: found here, as the re-checks ask.
    init(
        workspace: LayoutWorkspace, options: CheckOptions, solved: [String: LayoutCheck.SolvedComponent] = [:], validated: ValidatedLibrary? = nil
    ) {
        self.workspace = workspace
        self.options = options
        self.solved = solved
        scope = FixItScope(workspace: workspace, validated: validated)
    }

    /// What the re-checks reuse of the unedited workspace's validation (nil: nothing).
    var reused: ValidatedLibrary? { reusesValidation ? scope.validated : nil }

    /// A re-check's validation of `workspace`: the unedited workspace's for what the edit
    /// does not reach (nil, a new one, when validation is not reused).
    func validation(of workspace: LayoutWorkspace) -> ValidatedLibrary? {
        reused.map { ValidatedLibrary(workspace.library, reusing: $0) }
    }

    func addingFixIts(to problems: [Problem]) -> [Problem] { timedFixIts(for: problems).problems }

    /// The problems with their fix-its, and how long each one's search took (seconds; 0
    /// for a problem not searched). Problems are searched on every core: each search reads
    /// the workspace and builds its own systems, so they share nothing mutable, and the
    /// results come back in order.
    func timedFixIts(for problems: [Problem]) -> (problems: [Problem], seconds: [Double]) {
        // The first `fixItSearchLimit` problems with something to search, as found in order.
        var searched = 0
        let chosen = problems.map { problem in
            guard searched < options.fixItSearchLimit, Self.isSearchable(problem) else { return false }
            searched += 1
            return true
        }
        let results = parallelMap(problems.count) { index -> (Problem, Double) in
            guard chosen[index] else { return (problems[index], 0) }
            let clock = ContinuousClock()
            let start = clock.now
            let problem = search(problems[index])
            let elapsed = clock.now - start
            return (problem, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return (results.map(\.0), results.map(\.1))
    }

    static func isSearchable(_ problem: Problem) -> Bool {
        problem.kind == "ambiguous" || (problem.kind == "unsatisfiable" && !problem.conflicting.isEmpty) || !problem.fixIts.isEmpty
    }

    func search(_ problem: Problem) -> Problem {
        var problem = problem
        if problem.kind == "ambiguous" {
            problem.fixIts = fixIts(forAmbiguity: problem)
        } else if problem.kind == "unsatisfiable", !problem.conflicting.isEmpty {
            problem.fixIts = fixIts(forConflict: problem)
        } else if !problem.fixIts.isEmpty {
            var before: [String: Set<Key>] = [:]
            problem.fixIts = problem.fixIts.filter { verified($0, fixing: problem, before: &before) }.map { fix in
                var fix = fix
                fix.isSafe = true
                return fix
            }
        }
        return problem
    }

    /// A proposed one-file fix-it checked the same way as the searched ones.
    func verified(_ fix: FixIt, fixing problem: Problem) -> Bool {
        var before: [String: Set<Key>] = [:]
        return verified(fix, fixing: problem, before: &before)
    }

    /// `before`: the problems' keys before an edit of each file, kept between the
    /// candidates of one problem (the same for all: checked once, not once per candidate).
    func verified(_ fix: FixIt, fixing problem: Problem, before: inout [String: Set<Key>]) -> Bool {
        guard let edit = fix.edits.first, fix.edits.count == 1,
            let fileIndex = workspace.files.firstIndex(where: { $0.path == edit.file })
        else { return false }
        let name = workspace.files[fileIndex].document?.name
        let affected = Set(name.map { [$0] + dependents(of: $0) } ?? [])
        let original = scope.scoped(editing: edit.file, replacedBy: nil, names: affected)
        var frames: [String: Rect] = [:]
        guard let text = TextEdit.apply([edit], to: workspace.files[fileIndex].text) else { return false }
        let edited = scope.scoped(editing: edit.file, replacedBy: LayoutSourceFile(path: edit.file, text: text), names: affected)
        let after = LayoutCheck.collect(edited, options: options, only: affected, framesOf: nil, frames: &frames, validated: validation(of: edited)).problems
        let afterKeys = Set(after.map { Self.key($0, shiftingFrom: .max, by: 0) })
        // The check before the edit only when the problem went (a candidate that leaves it needs none).
        guard !afterKeys.contains(Self.key(problem, shiftingFrom: .max, by: 0)) else { return false }
        var unkept: [String: LayoutCheck.SolvedComponent]?
        let beforeKeys =
            before[edit.file]
            ?? Set(
                LayoutCheck.collect(
                    original, options: options, only: affected, framesOf: nil, frames: &frames, validated: validation(of: original), known: solved,
                    keeping: &unkept
                ).problems.map { Self.key($0, shiftingFrom: .max, by: 0) })
        before[edit.file] = beforeKeys
        return afterKeys.isSubset(of: beforeKeys)
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
        let original = scope.scoped(editing: file.path, replacedBy: nil, names: affected)
        // The check before the edit, made when a candidate first needs it: a problem whose
        // candidates all fail on the first layout never pays for it (a container's check
        // covers every screen that uses it).
        var baseline: (problems: [Problem], frames: [String: Rect])?
        func before() -> (problems: [Problem], frames: [String: Rect]) {
            if let baseline { return baseline }
            var reference: [String: Rect] = [:]
            var unkept: [String: LayoutCheck.SolvedComponent]?
            let problems = LayoutCheck.collect(
                original, options: options, only: affected, framesOf: document.name, frames: &reference, validated: validation(of: original), known: solved,
                keeping: &unkept
            ).problems
            baseline = (problems, reference)
            return (problems, reference)
        }

        var verified: [(fix: FixIt, movement: Double)] = []
        var rechecks = 0
        let trialBase = TrialBase()
        // Two views tied for the same free length (labels side by side, both hugging 250):
        // one hugs tighter. Tried first, it wins when it moves the frames least.
        for candidate in huggingCandidates(item: item, axes: axes, in: document, file: file) where rechecks < maximumRechecks {
            guard let edited = TextEdit.apply([candidate.edit], to: file.text) else { continue }
            rechecks += 1
            let editedWorkspace = scope.scoped(editing: file.path, replacedBy: LayoutSourceFile(path: file.path, text: edited), names: affected)
            let shift = (from: candidate.edit.line + 1, by: candidate.added)
            if failsOnFirstLayout(problem, in: editedWorkspace, file: file.path, inserted: 0..<0, shift: shift, reusing: reused) { continue }
            var frames: [String: Rect] = [:]
            let after = LayoutCheck.collect(
                editedWorkspace, options: options, only: affected, framesOf: document.name, frames: &frames,
                validated: validation(of: editedWorkspace)
            ).problems
            let afterKeys = Set(after.map { Self.key($0, shiftingFrom: shift.from, by: shift.by) })
            let beforeShifted = Set(before().problems.map { Self.key($0, shiftingFrom: .max, by: 0) })
            guard !afterKeys.contains(Self.key(problem, shiftingFrom: .max, by: 0)), afterKeys.isSubset(of: beforeShifted) else { continue }
            let movement = Self.movement(from: before().frames, to: frames)
            verified.append((FixIt(message: candidate.message, edits: [candidate.edit], isSafe: true), movement))
        }
        for lines in AmbiguityCandidates.candidates(item: item, axes: axes, in: document).prefix(16)
        where verified.count < alternatives + 1 && rechecks < maximumRechecks {
            let text = lines.map { "    \($0)\n" }.joined()
            let edit = TextEdit(file: file.path, line: closing, text: text)
            guard let edited = TextEdit.apply([edit], to: file.text) else { continue }
            rechecks += 1
            let editedWorkspace = scope.scoped(editing: file.path, replacedBy: LayoutSourceFile(path: file.path, text: edited), names: affected)
            let inserted = closing..<(closing + lines.count)
            let verdict = trialVerdict(
                problem, component: document.name, original: original, edited: editedWorkspace, file: file.path, inserted: inserted,
                reusing: reused, base: trialBase)
            if verdict == .fails { continue }
            if verdict == .unknown,
                failsOnFirstLayout(problem, in: editedWorkspace, file: file.path, inserted: inserted, shift: (closing, lines.count), reusing: reused)
            {
                continue
            }
            var frames: [String: Rect] = [:]
            let after = LayoutCheck.collect(
                editedWorkspace, options: options, only: affected, framesOf: document.name, frames: &frames,
                validated: validation(of: editedWorkspace)
            ).problems
            let afterKeys = Set(after.map { Self.key($0, shiftingFrom: closing, by: lines.count) })
            let beforeKeys = Set(before().problems.map { Self.key($0, shiftingFrom: closing, by: 0) })
            guard !afterKeys.contains(Self.key(problem, shiftingFrom: closing, by: 0)), afterKeys.isSubset(of: beforeKeys) else { continue }
            let movement = Self.movement(from: before().frames, to: frames)
            verified.append((FixIt(message: "add " + lines.joined(separator: "; "), edits: [edit], isSafe: true), movement))
        }
        // Stable: among equal movements, the candidates' own order.
        let ranked = verified.enumerated().sorted { ($0.element.movement, $0.offset) < ($1.element.movement, $1.offset) }
        return ranked.prefix(alternatives).map(\.element.fix)
    }

    /// The item (as declared in its file) and the free slots an ambiguity problem names, from
    /// its fields; nil for a state's (a line at the component's end would not go in the state).
    static func ambiguity(in problem: Problem) -> (String, AmbiguityCandidates.Axes)? {
        guard problem.kind == "ambiguous", problem.state == nil, let item = problem.items.first,
            let axes = AmbiguityCandidates.axes(of: problem.freeParts)
        else { return nil }
        return (OccurrenceGrouper.lastName(item), axes)
    }

    /// The line of the component's closing `}`: the last line that is only `}`.
    static func closingLine(of text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.lastIndex { $0.trimmingCharacters(in: .whitespaces) == "}" }.map { $0 + 1 }
    }

    /// A problem's identity: its fields, compared as they are (not printed into one string).
    struct Key: Hashable {
        var severity: Diagnostic.Severity
        var kind: String
        var location: SourceLocation?
        var message: String
    }

    /// A problem's identity across an edit that inserted `count` lines at `line`.
    static func key(_ problem: Problem, shiftingFrom line: Int, by count: Int) -> Key {
        var location = problem.location
        if let place = location, place.line >= line { location?.line = place.line - count }
        return Key(severity: problem.severity, kind: problem.kind, location: location, message: problem.message)
    }

    func dependents(of name: String) -> [String] { scope.dependents(of: name) }

    static func movement(from before: [String: Rect], to after: [String: Rect]) -> Double {
        before.reduce(0) { total, entry in
            guard let new = after[entry.key] else { return total }
            let old = entry.value
            return total + abs(new.x - old.x) + abs(new.y - old.y) + abs(new.width - old.width) + abs(new.height - old.height)
        }
    }
}

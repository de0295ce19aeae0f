import Foundation
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// `trellis check` as a library: parses and validates every file, solves every screen and
/// container on each environment, and folds what it finds into one problem per cause.
public enum LayoutCheck {
    public static func run(_ workspace: LayoutWorkspace, options: CheckOptions = CheckOptions()) -> CheckReport {
        var solved: [String: SolvedComponent]? = [:]
        var frames: [String: Rect] = [:]
        // Validated once: the check reports it, the engine and the fix-its' re-checks read it.
        let validated = ValidatedLibrary(workspace.library)
        var report = collect(workspace, options: options, only: nil, framesOf: nil, frames: &frames, validated: validated, keeping: &solved)
        if options.suggestsFixIts {
            // Fix-its are line edits found on LF text: a CRLF file gets the same ones.
            let normalized = workspace.normalizingTextStyle()
            let same = sameText(workspace, normalized)
            report.problems = FixItSearch(workspace: normalized, options: options, solved: same ? solved ?? [:] : [:], validated: validated)
                .addingFixIts(to: report.problems)
            report.problems = TypoFixIts.adding(to: report.problems, in: normalized)
        }
        return report
    }

    /// Whether normalizing the text style changed no file (the check's layouts then stand
    /// for the fix-it search's unedited ones).
    static func sameText(_ workspace: LayoutWorkspace, _ normalized: LayoutWorkspace) -> Bool {
        workspace.files.count == normalized.files.count && zip(workspace.files, normalized.files).allSatisfy { $0.text == $1.text }
    }

    /// The problems without fix-its; `only` restricts solving to those components (a
    /// fix-it's re-check solves only what the edited file reaches).
    static func collect(_ workspace: LayoutWorkspace, options: CheckOptions, only: Set<String>?) -> CheckReport {
        var frames: [String: Rect] = [:]
        return collect(workspace, options: options, only: only, framesOf: nil, frames: &frames)
    }

    /// `collect`, keeping the frames of the component `framesOf` on the first environment
    /// (what a fix-it candidate is ranked by: the check solved them already).
    /// `validated`: the workspace's validation, read and filled by the report and the engine
    /// alike (a fix-it's re-check: one that keeps the check's for what the edit does not
    /// reach, `ValidatedLibrary(_:reusing:)`); nil: a new one.
    static func collect(
        _ workspace: LayoutWorkspace, options: CheckOptions, only: Set<String>?, framesOf: String?, frames: inout [String: Rect],
        validated: ValidatedLibrary? = nil
    ) -> CheckReport {
        var unkept: [String: SolvedComponent]?
        return collect(workspace, options: options, only: only, framesOf: framesOf, frames: &frames, validated: validated, keeping: &unkept)
    }

    /// `collect`, taking the layouts of the components in `known` as found there instead of
    /// solving them again (a fix-it's check before its edit: the check found them, and they
    /// and what they use are unedited), and keeping in `keeping` (when not nil) what it solved.
    static func collect(
        _ workspace: LayoutWorkspace, options: CheckOptions, only: Set<String>?, framesOf: String?, frames: inout [String: Rect],
        validated given: ValidatedLibrary? = nil, known: [String: SolvedComponent] = [:], keeping: inout [String: SolvedComponent]?
    ) -> CheckReport {
        let unparsed = workspace.files.filter { $0.document == nil }
        let unparsedNames = Set(unparsed.map(\.expectedName))
        let parseDiagnostics = Set(workspace.files.flatMap(\.diagnostics))
        var problems: [Problem] = []
        let validated = given ?? ValidatedLibrary(workspace.library)
        let validation = workspace.check(validated: validated)
        let reported = Set(validation)
        for diagnostic in validation {
            let kind = parseDiagnostics.contains(diagnostic) ? "parse" : "validation"
            problems.append(problem(from: diagnostic, kind: kind, unparsed: unparsedNames))
        }
        problems += UIKitClassCheck.problems(in: workspace.files)
        // The same line can be reported twice (a file checked on its own and in the library).
        var seen = Set<Problem>()
        problems = problems.filter { seen.insert($0).inserted }

        var solved = 0
        var grouper = OccurrenceGrouper(definingComponent: { path in workspace.files.first { $0.path == path }?.document?.name })
        if options.solves {
            // The engine reads the errors the check's validation found, not validating again.
            let engine = LayoutEngine(validated: validated)
            let names = engine.solvableNames.filter { only?.contains($0) ?? true }
            // A fix-it's re-check (`only`) runs inside a search already spread over the cores.
            let components = solve(
                names, engine: engine, workspace: workspace, reported: reported, options: options, inParallel: only == nil, known: known)
            if keeping != nil { for component in components { keeping?[component.name] = component } }
            for component in components {
                if component.solved { solved += 1 }
                for finding in component.findings {
                    switch finding {
                    case .problem(let problem):
                        problems.append(problem)
                    case .layouts(let layouts, let state):
                        if state == nil, component.name == framesOf, case .success(let solution)? = layouts.first?.result {
                            frames = Dictionary(solution.frames.map { ($0.path, $0.frame) }, uniquingKeysWith: { first, _ in first })
                        }
                        add(layouts, of: component.name, state: state, at: component.location, to: &grouper)
                    }
                }
            }
        }
        problems += grouper.problems()
        return CheckReport(
            problems: problems.sorted(by: order), fileCount: workspace.files.count,
            componentCount: workspace.documents.count, solvedCount: solved,
            devices: options.solves ? options.environments.map(\.name) : [], unparsedFiles: unparsed.map(\.path)
        )
    }

    /// A parse or validation diagnostic as a problem; "unknown container X" when X's file
    /// exists but does not parse says that instead.
    static func problem(from diagnostic: Diagnostic, kind: String, unparsed: Set<String>) -> Problem {
        for prefix in ["unknown container ", "unknown spec "] where diagnostic.message.hasPrefix(prefix) {
            let name = String(diagnostic.message.dropFirst(prefix.count))
            if unparsed.contains(name) {
                return Problem(
                    severity: .error, kind: "validation", message: "\(name).layout does not parse (see above)",
                    location: diagnostic.location, hint: "fix \(name).layout first; this component is checked once it parses"
                )
            }
        }
        return Problem(severity: diagnostic.severity, kind: kind, message: diagnostic.message, location: diagnostic.location, hint: diagnostic.hint)
    }

    /// Parse errors first (what follows may stem from them), then by place; unplaced last.
    static func order(_ lhs: Problem, _ rhs: Problem) -> Bool {
        func rank(_ problem: Problem) -> (Int, String, Int, Int) {
            let parse = problem.kind == "parse" ? 0 : 1
            guard let location = problem.location else { return (parse, "\u{10FFFF}", 0, 0) }
            return (parse, location.file, location.line, location.column)
        }
        return rank(lhs) < rank(rhs)
    }
}

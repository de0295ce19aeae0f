import TrellisEngine
import TrellisModel
import TrellisProjectFiles

extension LayoutCheck {
    /// `run`, and how long each problem's fix-it search took, in seconds, in the report's
    /// problem order (0 where none ran): what `Tools/bench`'s `check` suite holds to the
    /// bound of 20 ms per problem.
    public static func runMeasuringFixIts(_ workspace: LayoutWorkspace, options: CheckOptions = CheckOptions()) -> (
        report: CheckReport, fixItSeconds: [Double]
    ) {
        var solved: [String: SolvedComponent]? = [:]
        var frames: [String: Rect] = [:]
        let validated = ValidatedLibrary(workspace.library)
        var report = collect(workspace, options: options, only: nil, framesOf: nil, frames: &frames, validated: validated, keeping: &solved)
        guard options.suggestsFixIts else { return (report, report.problems.map { _ in 0 }) }
        let normalized = workspace.normalizingTextStyle()
        let same = sameText(workspace, normalized)
        let search = FixItSearch(workspace: normalized, options: options, solved: same ? solved ?? [:] : [:], validated: validated)
        let (problems, seconds) = search.timedFixIts(for: report.problems)
        report.problems = problems
        return (report, seconds)
    }
}

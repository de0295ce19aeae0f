import Testing
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

@testable import TrellisDiagnostics

/// Candidate lines tried in the component's solved system (issue 36) turn down only what a
/// whole re-check turns down, and the search gives the fix-its it gave without them.
struct FixItTrialTests {
    @Test func aCandidateTurnedDownInTheSolvedSystemFailsTheWholeRecheck() throws {
        let workspace = try FixItFirstLayoutTests.flawed()
        let options = CheckOptions()
        let search = FixItSearch(workspace: workspace, options: options)
        let problems = LayoutCheck.collect(workspace, options: options, only: nil).problems.filter { $0.kind == "ambiguous" }
        var turnedDown = 0, passed = 0
        for problem in problems {
            let location = try #require(problem.location)
            let file = try #require(workspace.files.first { $0.path == location.file })
            let document = try #require(file.document)
            guard let (item, axes) = FixItSearch.ambiguity(in: problem) else { continue }
            let closing = try #require(FixItSearch.closingLine(of: file.text))
            let affected = Set([document.name] + search.dependents(of: document.name))
            let original = search.scope.scoped(editing: file.path, replacedBy: nil, names: affected)
            let before = Set(LayoutCheck.collect(original, options: options, only: affected).problems.map { FixItSearch.key($0, shiftingFrom: .max, by: 0) })
            let base = FixItSearch.TrialBase()
            for lines in AmbiguityCandidates.candidates(item: item, axes: axes, in: document).prefix(16) {
                let edit = TextEdit(file: file.path, line: closing, text: lines.map { "    \($0)\n" }.joined())
                let text = try #require(TextEdit.apply([edit], to: file.text))
                let edited = search.scope.scoped(editing: file.path, replacedBy: LayoutSourceFile(path: file.path, text: text), names: affected)
                let verdict = search.trialVerdict(
                    problem, component: document.name, original: original, edited: edited, file: file.path,
                    inserted: closing..<(closing + lines.count), reusing: nil, base: base)
                let after = Set(
                    LayoutCheck.collect(edited, options: options, only: affected).problems.map { FixItSearch.key($0, shiftingFrom: closing, by: lines.count) })
                let passes = !after.contains(FixItSearch.key(problem, shiftingFrom: .max, by: 0)) && after.isSubset(of: before)
                switch verdict {
                case .fails:
                    turnedDown += 1
                    #expect(!passes, "\(problem.message): \(lines)")
                case .passes: passed += 1
                case .unknown: break
                }
            }
        }
        #expect(turnedDown > 0)
        #expect(passed > 0)
    }

    @Test(arguments: [true, false])
    func trialsGiveTheFixItsOfWholeRechecks(firstLayoutBehind: Bool) throws {
        let workspace = try FixItFirstLayoutTests.flawed()
        let options = CheckOptions()
        let problems = LayoutCheck.collect(workspace, options: options, only: nil).problems
        var reference = FixItSearch(workspace: workspace, options: options)
        reference.turnsDownOnFirstLayout = false
        reference.reusesValidation = false
        var quick = FixItSearch(workspace: workspace, options: options)
        quick.triesInSession = true
        quick.turnsDownOnFirstLayout = true
        var withoutTrials = quick
        withoutTrials.triesInSession = false
        let expected = reference.timedFixIts(for: problems).problems
        #expect(quick.timedFixIts(for: problems).problems == expected)
        if firstLayoutBehind { #expect(withoutTrials.timedFixIts(for: problems).problems == expected) }
        #expect(expected.contains { $0.kind == "ambiguous" && !$0.fixIts.isEmpty })
    }

    /// A problem says in fields what the fix-it search needs: the item it names as found, what
    /// it leaves free, the state it is in.
    @Test func anAmbiguityProblemCarriesItsItemAndFreeParts() throws {
        let workspace = try FixItFirstLayoutTests.flawed()
        let problems = LayoutCheck.collect(workspace, options: CheckOptions(), only: nil).problems
        let subtitle = try #require(problems.first { $0.kind == "ambiguous" && $0.location?.file == "MessageCell.layout" })
        #expect(subtitle.items == ["subtitle"])
        #expect(subtitle.freeParts == [.verticalPosition])
        #expect(subtitle.state == nil)
        let (item, axes) = try #require(FixItSearch.ambiguity(in: subtitle))
        #expect(item == "subtitle")
        #expect(axes == AmbiguityCandidates.Axes(verticalPosition: true))
    }
}

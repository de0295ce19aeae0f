import Testing
import TrellisModel
import TrellisProjectFiles
@testable import TrellisDiagnostics

/// `check` lays every state out on every device (issue 33): a state that breaks is
/// reported at its line, naming the state; a problem of a state's statement is a
/// validation error; the fix-it works inside the state.
@Suite struct StateCheckTests {
    static let panel = """
        screen ClipRecordScreen {
            param panelHeight = 120

            view content: UIView
            view panel: UIView

            content.top == owner.safeArea.top
            content.horizontalEdges == owner.horizontalEdges
            content.bottom == panel.top
            panel.horizontalEdges == owner.horizontalEdges
            panel.height == panelHeight as "panelHeight"
            panel.bottom == owner.bottom as "panelBottom"

            state expanded {
                change "panelHeight" = 320
            }
            state keyboard(bottomOffset = 336) {
                change "panelBottom" = -bottomOffset
            }
        }

        """

    static func check(_ text: String) -> CheckReport {
        LayoutCheck.run(LayoutWorkspace(files: [LayoutSourceFile(path: "ClipRecordScreen.layout", text: text)]))
    }

    @Test func everyStateOfAGoodComponentChecksCleanly() {
        let report = Self.check(Self.panel)
        #expect(report.problems.isEmpty, "\(report.problems.map(\.fullMessage))")
    }

    @Test func aStateThatCannotHoldIsAnErrorAtItsLineNamingTheStateWithAFixIt() throws {
        let broken = Self.panel.replacingOccurrences(of: "= 320\n", with: "= 320\n        panel.height == 200\n")
        let report = Self.check(broken)
        let problem = try #require(report.errors.first)
        #expect(report.errors.count == 1, "\(report.problems.map(\.fullMessage))")
        #expect(problem.message.hasPrefix("state expanded: unsatisfiable"), "\(problem.message)")
        #expect(problem.location?.line == 16)
        #expect(problem.devices.count == 3)
        #expect(problem.fixIts.contains { $0.edits.contains { $0.text.contains("@999") } }, "\(problem.fixIts)")
        var fixer = LayoutFixer(LayoutWorkspace(files: [LayoutSourceFile(path: "ClipRecordScreen.layout", text: broken)]))
        fixer.run()
        #expect(fixer.report.errors.isEmpty, "\(fixer.report.problems.map(\.fullMessage))")
    }

    @Test func aStateRepeatingTheBasesProblemIsThatProblemNamingTheState() throws {
        // Without a height the panel is ambiguous in the base and in `keyboard`; `expanded` gives it one.
        let ambiguous = Self.panel
            .replacingOccurrences(of: "    panel.height == panelHeight as \"panelHeight\"\n", with: "    panel.height >= 10 as \"panelHeight\"\n")
            .replacingOccurrences(of: "change \"panelHeight\" = 320", with: "remove \"panelHeight\"\n        panel.height == 320")
        let report = Self.check(ambiguous)
        let problems = report.problems.filter { $0.kind == "ambiguous" }
        // One cause, one problem: the base's, saying `keyboard` shows it too (each was two problems).
        #expect(!problems.isEmpty)
        for problem in problems {
            #expect(!problem.message.hasPrefix("state "), "\(problem.message)")
            #expect(problem.notes.contains("also in state keyboard, the same problem"), "\(problem.notes)")
            #expect(!problem.notes.contains { $0.contains("expanded") }, "\(problem.notes)")
        }
    }

    @Test func aStateWhoseProblemDiffersFromTheBasesIsItsOwnProblem() throws {
        // The base's panel is ambiguous; `expanded` also breaks (wider than any device): two causes, two problems.
        let ambiguous = Self.panel
            .replacingOccurrences(of: "    panel.height == panelHeight as \"panelHeight\"\n", with: "    panel.height >= 10 as \"panelHeight\"\n")
            .replacingOccurrences(of: "change \"panelHeight\" = 320", with: "panel.width == 1000")
        let messages = Self.check(ambiguous).errors.map(\.message)
        #expect(messages.contains { $0.hasPrefix("ambiguous") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("state expanded: unsatisfiable") }, "\(messages)")
    }

    @Test func aStatementNamingNoConstraintIsAValidationErrorAtItsLine() throws {
        let report = Self.check(Self.panel.replacingOccurrences(of: "change \"panelHeight\"", with: "change \"panelHieght\""))
        let problem = try #require(report.errors.first)
        #expect(problem.message == "state expanded: change \"panelHieght\" names no constraint of the base")
        #expect(problem.hint == "did you mean panelHeight?")
        #expect(problem.location?.line == 15)
    }
}

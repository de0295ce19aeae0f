import Testing
import TrellisModel
import TrellisProjectFiles
@testable import TrellisDiagnostics

/// A state whose ambiguity is the base's — the same view leaving the same parts open — has
/// the base's cause even when more views move with it there: one problem, naming the state.
@Suite struct StateFollowerCheckTests {
    @Test func aStateWhereMoreViewsMoveWithTheBasesAmbiguityIsTheBasesProblem() throws {
        // Nothing sizes content against panel; in `pinned` the tag hangs from the panel too.
        let text = """
            screen Sheet {
                view content: UIView
                view panel: UIView
                view tag: UIView

                content.top == owner.safeArea.top
                content.horizontalEdges == owner.horizontalEdges
                content.bottom == panel.top
                panel.horizontalEdges == owner.horizontalEdges
                panel.height >= 10
                panel.bottom == owner.bottom
                tag.leading == owner.leading
                tag.width == 20
                tag.height == 20
                tag.top == owner.top + 40 as "tagTop"

                state pinned {
                    remove "tagTop"
                    tag.top == panel.top + 8
                }
            }

            """
        let report = LayoutCheck.run(LayoutWorkspace(files: [LayoutSourceFile(path: "Sheet.layout", text: text)]))
        let problems = report.problems.filter { $0.kind == "ambiguous" }
        #expect(problems.count == 1, "\(problems.map(\.fullMessage))")
        let problem = try #require(problems.first)
        #expect(!problem.message.hasPrefix("state "), "\(problem.message)")
        #expect(problem.message.contains("move with it") || problem.message.contains("moves with it"), "\(problem.message)")
        #expect(problem.notes.contains("also in state pinned, the same problem"), "\(problem.notes)")
    }
}

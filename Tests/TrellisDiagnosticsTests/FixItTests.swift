import Testing
import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

@Suite struct FixItTests {
    /// The case the issue is done with: one diagnostic, and a fix-it that makes the check pass.
    @Test func missingTopGetsAFixItThatMakesTheCheckPass() throws {
        let workspace = try Library.missingTop()
        let report = LayoutCheck.run(workspace)
        let problem = try #require(report.errors.first)
        let fix = try #require(problem.fixIts.first)
        #expect(fix.isSafe)
        // The solver keeps the badge where it is laid out now: at the container's top.
        #expect(fix.message == "add vip.top == self.top")
        #expect(fix.edits.first?.text == "    vip.top == self.top\n")
        var fixer = LayoutFixer(workspace)
        fixer.run()
        #expect(fixer.applied.count == 1)
        #expect(!fixer.report.hasErrors)
        #expect(fixer.report.problems.count == report.problems.count - 1)
    }

    @Test func aGuideFreeAlongBothSidesOfAnAxisGetsAPair() throws {
        let text = """
            screen Spacer {
                guide third
                view button: UIButton {
                    intrinsic 120 x 44
                }

                third.top == owner.top
                third.height == owner.height / 3
                button.top == third.bottom
                button.centerX == owner.centerX
            }

            """
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Spacer.layout", text: text)])
        let problem = try #require(LayoutCheck.run(workspace).warnings.first { $0.kind == "ambiguous" })
        let fix = try #require(problem.fixIts.first)
        #expect(fix.edits.first.map { $0.text.split(separator: "\n").count } == 2)
        var fixer = LayoutFixer(workspace)
        fixer.run()
        #expect(fixer.report.problems.isEmpty)
    }

    @Test func aMisspelledUIKitClassGetsDidYouMeanAndACustomClassDoesNot() throws {
        let text = """
            screen Misspelled {
                view title: UILable {
                    intrinsic 100 x 20
                }
                view card: CardView

                title.top == owner.top
                title.leading == owner.leading
                card.edges == owner.edges
            }

            """
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Misspelled.layout", text: text)])
        let report = LayoutCheck.run(workspace)
        let unknown = report.problems.filter { $0.kind == "unknownClass" }
        #expect(unknown.map(\.message) == ["UILable is not a UIKit view class"])
        #expect(unknown.first?.hint?.hasPrefix("did you mean UILabel?") == true)
        #expect(unknown.first?.location?.line == 2)
        let fix = try #require(unknown.first?.fixIts.first)
        #expect(fix.isSafe && fix.edits.first?.text == "    view title: UILabel {\n")
        var fixer = LayoutFixer(workspace)
        fixer.run()
        #expect(fixer.report.problems.isEmpty, "\(fixer.report.problems)")
    }

    /// Every fix-it suggested for the example library with one constraint line removed,
    /// applied on its own, removes its problem and adds none.
    @Test func everySuggestedFixItRemovesItsProblemAndAddsNone() throws {
        // One device keeps it fast; the search and the re-check use the same one.
        let options = CheckOptions(environments: [DeviceCatalog.defaultDevices[0].environment()])
        var suggested = 0
        for file in try Library.files() where file.document?.kind != .spec {
            let constraintLines = file.document?.body?.constraints.compactMap(\.location?.line) ?? []
            for line in Set(constraintLines).sorted() {
                let workspace = try Library.workspace(editing: file.path) { Library.withoutLine($0, line) }
                let report = LayoutCheck.run(workspace, options: options)
                for problem in report.problems {
                    for fix in problem.fixIts {
                        suggested += 1
                        var files = workspace.files
                        let index = try #require(files.firstIndex { $0.path == fix.edits.first?.file })
                        let text = try #require(TextEdit.apply(fix.edits, to: files[index].text))
                        files[index] = LayoutSourceFile(path: files[index].path, text: text)
                        let after = LayoutCheck.run(
                            LayoutWorkspace(files: files), options: CheckOptions(environments: options.environments, suggestsFixIts: false))
                        let before = Set(report.problems.map { Self.key($0, after: nil) })
                        let now = Set(after.problems.map { Self.key($0, after: fix.edits[0]) })
                        #expect(!now.contains(Self.key(problem, after: nil)), "\(file.path) without line \(line): \(fix.message) left \(problem.message)")
                        #expect(now.isSubset(of: before), "\(file.path) without line \(line): \(fix.message) added \(now.subtracting(before))")
                    }
                }
            }
        }
        #expect(suggested >= 5)
    }

    /// A problem's identity; found after `edit`, its line as it was before the edit (a line
    /// the edit wrote counts as the edit's first line).
    static func key(_ problem: Problem, after edit: TextEdit?) -> String {
        var location = problem.location
        if let edit, let place = location, place.file == edit.file, place.line >= edit.line {
            let written = edit.text.split(separator: "\n", omittingEmptySubsequences: false).count - (edit.text.hasSuffix("\n") ? 1 : 0)
            location?.line = place.line >= edit.line + written ? place.line - written + edit.deletedLines : edit.line
        }
        return "\(problem.severity) \(problem.kind) \(location.map(\.description) ?? "-") \(problem.message)"
    }
}

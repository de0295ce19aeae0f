import Foundation
import Testing
@testable import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// Fix-its that change a priority: an unsatisfiable set gets "remove X" then "lower X to
/// @999" (X the constraint the solver breaks first), two views tied for one free width get
/// "hugging h 251"; each applied removes its problem and adds none.
@Suite struct PriorityFixItTests {
    static let options = CheckOptions(environments: [DeviceCatalog.defaultDevices[0].environment()])

    static func workspace(_ name: String, _ text: String) -> LayoutWorkspace {
        LayoutWorkspace(files: [LayoutSourceFile(path: "\(name).layout", text: text)])
    }

    /// A row that cannot add up: 30 + 4 + 24 points in a badge 48 wide.
    static let conflict = """
        container Badge {
            view icon: UIImageView
            view count: UILabel {
                intrinsic 20 x 16
            }

            icon.top == self.top
            icon.leading == self.leading
            icon.bottom == self.bottom
            icon.size == 30
            count.leading == icon.trailing + 4
            count.centerY == icon.centerY
            count.trailing == self.trailing
            count.width == 24  // the new design
            self.width == 48
        }

        """

    /// The constraint that contradicts the rest is taken out first (issue 38: fix it rather
    /// than silence it); lowering it to @999 is the alternative.
    @Test func anUnsatisfiableSetGetsTheBrokenConstraintRemovedThenLowered() throws {
        let workspace = Self.workspace("Badge", Self.conflict)
        let report = LayoutCheck.run(workspace, options: Self.options)
        let problem = try #require(report.errors.first { $0.kind == "unsatisfiable" }, "\(report.problems)")
        let removal = try #require(problem.fixIts.first, "\(problem)")
        #expect(removal.isSafe)
        #expect(removal.message.hasPrefix("remove \(problem.broken?.written ?? "?") (it contradicts the rest"), "\(removal.message)")
        #expect(removal.edits == [TextEdit(file: "Badge.layout", line: try #require(problem.broken?.location?.line), deletedLines: 1, text: "")])
        #expect(problem.fixIts.count >= 2, "\(problem.fixIts)")
        let fix = problem.fixIts[1]
        #expect(fix.isSafe)
        #expect(fix.message.hasPrefix("lower "), "\(fix.message)")
        #expect(fix.message.hasSuffix(" to @999 (the solver breaks it now: the layout stays as drawn)"), "\(fix.message)")
        let edit = try #require(fix.edits.first)
        #expect(edit.deletedLines == 1)
        // The broken constraint's own line, lowered, its comment kept.
        let line = try #require(problem.broken?.location?.line)
        #expect(edit.line == line)
        let original = Self.conflict.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let code = original.components(separatedBy: "  //")[0]
        #expect(edit.text == original.replacingOccurrences(of: code, with: code + " @999") + "\n", "\(edit.text)")
        Self.expectEachFixItRemovesItsProblemAndAddsNone(workspace)

        var fixer = LayoutFixer(workspace, options: Self.options)
        fixer.run()
        #expect(fixer.report.errors.isEmpty, "\(fixer.report.problems)")
    }

    @Test func onlyALineHoldingOneConstraintAloneIsRemoved() {
        #expect(FixItSearch.isOneConstraint("    self.width == 48  // the badge"))
        #expect(FixItSearch.isOneConstraint(#"    a.width <= 100 @750 as "w""#))
        #expect(!FixItSearch.isOneConstraint("    view a: UILabel { width == 3 }"))
        #expect(!FixItSearch.isOneConstraint("    param gap = 4"))
        #expect(!FixItSearch.isOneConstraint("    // a.width == 100"))
    }

    @Test func loweringKeepsANameAndACommentInPlace() {
        #expect(FixItSearch.lowered(#"    a.width == 100 as "w"  // why"#) == #"    a.width == 100 @999 as "w"  // why"#)
        #expect(FixItSearch.lowered("    a.width == 100") == "    a.width == 100 @999")
        #expect(FixItSearch.lowered("    a.width == 100 @750") == nil)
        #expect(FixItSearch.lowered("    view a: UILabel") == nil)
    }

    /// Two labels side by side, both hugging 250, in a row wider than their text.
    static let tie = """
        container NameRow {
            view name: UILabel {
                intrinsic 80 x 20
            }
            view detail: UILabel {
                intrinsic 60 x 20
            }

            name.top == self.top
            name.bottom == self.bottom
            name.leading == self.leading
            detail.leading == name.trailing + 8
            detail.trailing == self.trailing
            detail.centerY == name.centerY
            self.width == 320
        }

        """

    @Test func twoViewsTiedForAWidthGetAHuggingFixIt() throws {
        let workspace = Self.workspace("NameRow", Self.tie)
        let report = LayoutCheck.run(workspace, options: Self.options)
        let problem = try #require(report.problems.first { $0.kind == "ambiguous" }, "\(report.problems)")
        let hugging = problem.fixIts.filter { $0.message.hasPrefix("set hugging h 251 on ") }
        #expect(!hugging.isEmpty, "\(problem.fixIts.map(\.message))")
        #expect(hugging.allSatisfy { $0.edits.first?.text.contains("        hugging h 251\n") == true })
        Self.expectEachFixItRemovesItsProblemAndAddsNone(workspace)

        var fixer = LayoutFixer(workspace, options: Self.options)
        fixer.run()
        #expect(fixer.report.problems.filter { $0.severity == .error }.isEmpty, "\(fixer.report.problems)")
    }

    /// The issue's property, for these cases: every fix-it suggested, applied on its own,
    /// removes its problem and adds none.
    static func expectEachFixItRemovesItsProblemAndAddsNone(_ workspace: LayoutWorkspace) {
        let report = LayoutCheck.run(workspace, options: options)
        for problem in report.problems {
            for fix in problem.fixIts {
                guard let edit = fix.edits.first, let index = workspace.files.firstIndex(where: { $0.path == edit.file }),
                    let text = TextEdit.apply(fix.edits, to: workspace.files[index].text)
                else {
                    Issue.record("\(fix.message) does not apply")
                    continue
                }
                var files = workspace.files
                files[index] = LayoutSourceFile(path: files[index].path, text: text)
                let after = LayoutCheck.run(LayoutWorkspace(files: files), options: CheckOptions(environments: options.environments, suggestsFixIts: false))
                let before = Set(report.problems.map { FixItTests.key($0, after: nil) })
                let now = Set(after.problems.map { FixItTests.key($0, after: edit) })
                #expect(!now.contains(FixItTests.key(problem, after: nil)), "\(fix.message) left \(problem.message)")
                #expect(now.isSubset(of: before), "\(fix.message) added \(now.subtracting(before))")
            }
        }
    }
}

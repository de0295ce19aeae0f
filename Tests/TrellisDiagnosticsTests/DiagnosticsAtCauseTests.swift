import Foundation
import Testing
@testable import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// Issue 38 item 3: a problem is reported where it is caused and where it can be fixed.
@Suite struct DiagnosticsAtCauseTests {
    /// ListCell without `avatar.centerY == owner.centerY`: the container's views have no
    /// vertical position because the use has none; the error is at the use, the container's
    /// lines are notes, and nothing is reported inside UserAvatarContainer.layout.
    @Test func aUseWithoutAPositionIsTheOneErrorAndTheContainersViewsAreItsNotes() throws {
        let workspace = try Library.workspace(editing: "ListCell.layout") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("avatar.centerY == owner.centerY") }.joined(separator: "\n")
        }
        let report = LayoutCheck.run(workspace)
        #expect(report.errors.count == 1)
        let problem = try #require(report.errors.first)
        #expect(problem.location?.file == "ListCell.layout")
        #expect(problem.message.hasPrefix("ambiguous: avatar: vertical position not determined"))
        #expect(!report.problems.contains { $0.location?.file == "UserAvatarContainer.layout" })
        #expect(problem.related.map(\.location?.file) == ["UserAvatarContainer.layout", "UserAvatarContainer.layout"])
        #expect(problem.related.map { $0.message.components(separatedBy: ":").first } == ["avatar.avatar", "avatar.vip"])
        #expect(problem.fixIts.first?.isSafe == true)
        var fixer = LayoutFixer(workspace)
        fixer.run()
        #expect(!fixer.report.hasErrors)
    }

    /// A view free on its own inside the container is still the container's problem.
    @Test func aContainersOwnMissingPositionStaysAtItsLine() throws {
        let report = LayoutCheck.run(try Library.missingTop())
        #expect(report.errors.contains { $0.location?.file == "UserAvatarContainer.layout" })
        #expect(report.errors.allSatisfy { $0.related.isEmpty })
    }

    @Test func hintsNameTheItemsFullPath() throws {
        let workspace = try Library.workspace(editing: "ListCell.layout") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("avatar.centerY == owner.centerY") }.joined(separator: "\n")
        }
        let problem = try #require(LayoutCheck.run(workspace).errors.first)
        #expect(problem.hint?.hasPrefix("give avatar a vertical position") == true)
        var nested = LayoutDiagnostic(
            kind: .ambiguous, severity: .error, message: "ambiguous on iPhone-SE: avatar.vip: vertical position not determined",
            location: nil, items: ["avatar.vip"])
        nested.freeParts = [.verticalPosition]
        #expect(AmbiguityCandidates.hint(for: nested)?.hasPrefix("give avatar.vip a vertical position") == true)
    }

    @Test(arguments: [("owner.leadng", "owner.leading"), ("title.trailng", "title.trailing")])
    func aMisspeltAttributeGetsAFixItThatFixApplies(typo: String, fixed: String) throws {
        let text = """
            screen Typo {
                view title: UILabel {
                    intrinsic 100 x 20
                }

                title.top == owner.top
                title.leading == \(typo == "owner.leadng" ? typo : "owner.leading") + 8
                \(typo == "title.trailng" ? typo : "title.trailing") == owner.trailing - 8
            }

            """
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Typo.layout", text: text)])
        let report = LayoutCheck.run(workspace)
        let problem = try #require(report.errors.first)
        let fix = try #require(problem.fixIts.first)
        #expect(fix.isSafe)
        #expect(fix.message.hasSuffix("with \(fixed.split(separator: ".")[1])"))
        var fixer = LayoutFixer(workspace)
        fixer.run()
        #expect(!fixer.report.hasErrors)
        #expect(fixer.workspace.source(of: "Typo.layout")?.contains(fixed) == true)
    }

    @Test func aTypoEditIsOfferedOnlyWhenCheckingAgainRemovesTheError() throws {
        // A fix-it is kept only when parsing again removes that very error: this message is not
        // the one the file gives, so the edit (vue → view) is not verified and not offered.
        let problem = Problem(
            severity: .error, kind: "parse", message: "unknown keyword", location: SourceLocation(file: "Missing.layout", line: 3, column: 1),
            hint: "did you mean view?")
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Missing.layout", text: "screen Missing {\n\n    vue box: UIView\n}\n")])
        #expect(TypoFixIts.adding(to: [problem], in: workspace).first?.fixIts.isEmpty == true)
    }

    /// A conflict's constraints are related locations in SARIF and notes at their own lines in
    /// Xcode's format; JSON carries them as {message, location}.
    @Test func aConflictsConstraintsAreRelatedLocations() throws {
        let text = """
            screen Conflict {
                view box: UIView

                box.top == owner.top
                box.leading == owner.leading + 10
                box.trailing == owner.trailing
                box.width == 500
                box.height == 40
            }

            """
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Conflict.layout", text: text)])
        let options = CheckOptions(environments: [try #require(DeviceCatalog.device(named: "iPhone-SE")).environment()], suggestsFixIts: false)
        let report = LayoutCheck.run(workspace, options: options)
        let problem = try #require(report.errors.first { $0.kind == "unsatisfiable" })
        #expect(problem.related.compactMap(\.location?.line) == [5, 6, 7])
        #expect(problem.related.last?.message.hasPrefix("broken to go on: box.width == 500") == true)
        let sarif = try JSONSerialization.jsonObject(with: Data(report.sarif(directory: "/p").utf8)) as? [String: Any]
        let runs = sarif?["runs"] as? [[String: Any]]
        let result = (runs?.first?["results"] as? [[String: Any]])?.first
        let related = result?["relatedLocations"] as? [[String: Any]]
        #expect(related?.count == 3)
        let xcode = report.xcode(directory: "/p").split(separator: "\n")
        #expect(xcode.contains { $0.hasPrefix("/p/Conflict.layout:5:5: note: conflicts: box.leading") })
        #expect(xcode.contains { $0.hasPrefix("/p/Conflict.layout:6:5: note: conflicts: box.trailing") })
        let json = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any]
        let first = (json?["problems"] as? [[String: Any]])?.first { $0["kind"] as? String == "unsatisfiable" }
        let notes = first?["related"] as? [[String: Any]]
        #expect(notes?.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int }.sorted() == [5, 6, 7])
    }
}

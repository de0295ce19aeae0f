import Testing
import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

@Suite struct ProblemGroupingTests {
    @Test func missingConstraintIsOneErrorNamingEveryDeviceAndUse() throws {
        let report = LayoutCheck.run(try Library.missingTop(), options: CheckOptions(suggestsFixIts: false))
        let errors = report.errors
        #expect(errors.count == 1)
        let problem = try #require(errors.first)
        #expect(problem.kind == "ambiguous")
        #expect(problem.message == "ambiguous: vip: vertical position not determined")
        #expect(problem.location?.file == "UserAvatarContainer.layout")
        #expect(problem.devices == DeviceCatalog.defaultDeviceIDs)
        #expect(problem.components == ["UserAvatarContainer", "ListCell"])
        #expect(problem.whereText == "on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11; in UserAvatarContainer, ListCell")
    }

    @Test func summaryCountsWhatIsPrinted() throws {
        let report = LayoutCheck.run(try Library.missingTop(), options: CheckOptions(suggestsFixIts: false))
        let text = report.text(errorLimit: 20, sources: { _ in nil })
        let printedErrors = text.split(separator: "\n").filter { $0.contains(": error: ") }.count
        let summary = try #require(text.split(separator: "\n").last)
        #expect(summary.hasSuffix("\(plural(printedErrors, "error"))") || summary.contains("\(plural(printedErrors, "error")),"))
        #expect(!text.contains("no problems"))
        #expect(summary.hasPrefix("checked 12 components in 12 files, 11 laid out on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11:"))
    }

    @Test func aFileThatDoesNotParseIsNamedInsteadOfUnknownContainer() throws {
        let workspace = try Library.workspace(editing: "UserAvatarContainer.layout") {
            $0.replacingOccurrences(of: "vip.top == self.top", with: "vip.top == self.top +")
        }
        let report = LayoutCheck.run(workspace, options: CheckOptions(suggestsFixIts: false))
        let text = report.text(errorLimit: 20, sources: { _ in nil })
        #expect(!text.contains("unknown container"))
        #expect(report.problems.first?.kind == "parse")
        let followOn = try #require(report.problems.first { $0.location?.file == "ListCell.layout" })
        #expect(followOn.message == "UserAvatarContainer.layout does not parse (see above)")
        #expect(report.summary.contains("12 files (1 does not parse)"))
        #expect(!report.summary.contains("no problems"))
        #expect(report.hasErrors)
    }

    @Test func errorLimitShowsTwentyPerFileThenACount() throws {
        // A bulk edit repeated one typo 30 times.
        let lines = (1...30).map { "    view v\($0): UIView\n    v\($0).top == owner.topp" }.joined(separator: "\n")
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Bulk.layout", text: "screen Bulk {\n\(lines)\n}\n")])
        let report = LayoutCheck.run(workspace, options: CheckOptions(solves: false))
        #expect(report.errors.count >= 30)
        let text = report.text(errorLimit: 20, sources: { _ in nil })
        #expect(text.split(separator: "\n").filter { $0.contains(": error: ") }.count == 20)
        #expect(text.contains("Bulk.layout: \(report.problems.count - 20) more problems not shown (--error-limit 0 shows all)"))
        let all = report.text(errorLimit: 0, sources: { _ in nil })
        #expect(all.split(separator: "\n").filter { $0.contains(": error: ") }.count == report.errors.count)
    }

    /// Conflicts are grouped by the constraint the solver broke, each with its conflicting set
    /// and the hint. The container on its own is laid out at its fitting size, where
    /// `vip.top == self.top` and `vip.bottom == self.bottom` agree (the container is as tall
    /// as the badge); in ListCell (100 tall) they conflict.
    @Test func aConflictIsGroupedByTheConstraintBrokenWithItsSetAndHint() throws {
        let workspace = try Library.workspace(editing: "UserAvatarContainer.layout") {
            $0.replacingOccurrences(of: "vip.top == self.top", with: "vip.top == self.top\n    vip.bottom == self.bottom")
        }
        let report = LayoutCheck.run(workspace, options: CheckOptions(suggestsFixIts: false))
        let conflicts = report.problems.filter { $0.kind == "unsatisfiable" }
        #expect(!conflicts.isEmpty)
        #expect(Set(conflicts.flatMap(\.components)) == ["ListCell"])
        #expect(conflicts.allSatisfy { $0.devices == DeviceCatalog.defaultDeviceIDs && !$0.notes.isEmpty })
        #expect(conflicts.allSatisfy { $0.hint?.contains("lower its priority") == true })
    }

    @Test func textEditsApplyBottomUpAndRefuseOverlaps() {
        let text = "a\nb\nc\n"
        #expect(
            TextEdit.apply([TextEdit(file: "f", line: 3, text: "x\n"), TextEdit(file: "f", line: 1, deletedLines: 1, text: "A\n")], to: text) == "A\nb\nx\nc\n")
        #expect(
            TextEdit.apply([TextEdit(file: "f", line: 1, deletedLines: 2, text: ""), TextEdit(file: "f", line: 2, deletedLines: 1, text: "")], to: text) == nil)
        #expect(TextEdit.apply([TextEdit(file: "f", line: 9, text: "x")], to: text) == nil)
    }
}

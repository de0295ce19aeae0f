import Foundation
import Testing
import TrellisDiagnostics
import TrellisModel
import TrellisSupport

@Suite struct OutputFormatTests {
    static func missingTopReport() throws -> CheckReport { LayoutCheck.run(try Library.missingTop()) }

    @Test func sarifValidatesAgainstTheSchemaWithItsFix() throws {
        let sarif = try Self.missingTopReport().sarif(directory: "/work/Library")
        let document = try JSONSerialization.jsonObject(with: Data(sarif.utf8))
        #expect(try JSONSchemaSubset(SARIFSchema.text).violations(of: document) == [])
        let log = try #require(document as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["level"] as? String == "error")
        #expect((results.first?["fixes"] as? [Any])?.count ?? 0 >= 1)
    }

    @Test func schemaCheckerRejectsWhatTheSchemaForbids() throws {
        let schema = try JSONSchemaSubset(SARIFSchema.text)
        let bad: [String: Any] = ["version": "2.0.0", "runs": [["tool": ["driver": [:]], "results": [["level": "fatal", "message": [:]]]]]]
        let problems = schema.violations(of: bad)
        #expect(problems.contains { $0.contains("2.0.0") })
        #expect(problems.contains { $0.contains("missing required 'name'") })
        #expect(problems.contains { $0.contains("fatal") })
        #expect(problems.contains { $0.contains("anyOf") })
    }

    @Test func xcodeLinesHaveAbsolutePathLineColumnAndSeverity() throws {
        let text = try Self.missingTopReport().xcode(directory: "/work/Library")
        let lines = text.split(separator: "\n").map(String.init)
        let pattern = try NSRegularExpression(pattern: #"^(/[^:]+):(\d+):(\d+): (error|warning|note): (.+)$"#)
        let diagnosticLines = lines.dropLast()
        #expect(!diagnosticLines.isEmpty)
        for line in diagnosticLines {
            #expect(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        #expect(
            diagnosticLines.first?.hasPrefix(
                "/work/Library/UserAvatarContainer.layout:7:5: error: ambiguous: vip: vertical position not determined (on iPhone-SE") == true)
        #expect(lines.last?.hasPrefix("checked ") == true)
    }

    @Test func jsonCarriesTheFixItAsAStructuredEdit() throws {
        let json = try Self.missingTopReport().json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1)
        let problem = try #require((object["problems"] as? [[String: Any]])?.first { $0["severity"] as? String == "error" })
        #expect(problem["devices"] as? [String] == ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"])
        #expect(problem["components"] as? [String] == ["UserAvatarContainer", "ListCell"])
        let edit = try #require(((problem["fixIts"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]])?.first)
        #expect(edit["file"] as? String == "UserAvatarContainer.layout")
        #expect(edit["text"] as? String == "    vip.top == self.top\n")
        #expect(edit["deletedLines"] as? Int == 0)
    }

    /// The text of the done-when case, whole: one problem, where it shows, the fix-it.
    @Test func textGoldenOfTheMissingConstraint() throws {
        let workspace = try Library.missingTop()
        let report = LayoutCheck.run(workspace)
        let errors = report.errors
        let rendered = CheckReport(
            problems: errors, fileCount: report.fileCount, componentCount: report.componentCount,
            solvedCount: report.solvedCount, devices: report.devices, unparsedFiles: []
        ).text(errorLimit: 20, sources: workspace.source(of:))
        let expected = """
            UserAvatarContainer.layout:7:5: error: ambiguous: vip: vertical position not determined
                    view vip: UIImageView
                    ^
                on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11; in UserAvatarContainer, ListCell
                hint: give vip a vertical position (top, centerY or bottom), relative to its superview or a sibling
                fix-it: add vip.top == self.top (UserAvatarContainer.layout:13, \(CommandHint.fix) applies it)
            """
        #expect(rendered.hasPrefix(expected), "\(rendered)")
    }
}

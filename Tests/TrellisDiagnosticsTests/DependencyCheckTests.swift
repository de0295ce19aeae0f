import Testing
import TrellisDiagnostics
import TrellisModel
import TrellisProjectFiles

/// `check` of an app whose dependency's component does not validate: validation covers
/// only the project's files, so the screen that uses it must be reported, not skipped.
struct DependencyCheckTests {
    static let app = """
        screen ProfileCell {
            height 80

            view name: UILabel
            use badge: DS.Badge

            name.leading == owner.leading + 16
            name.centerY == owner.centerY
            name.size == 120
            badge.leading == name.trailing + 8
            badge.centerY == owner.centerY
        }
        """

    static func badge(size: String) -> String {
        """
        container Badge {
            param badgeSize = 24

            view dot: UIImageView

            dot.edges == self.edges
            dot.size == \(size)
        }
        """
    }

    static func workspace(badgeSize: String) throws -> LayoutWorkspace {
        var workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "ProfileCell.layout", text: app)])
        let dependency = LayoutSourceFile(path: ".trellis/deps/DS/1.0.0/Badge.layout", text: badge(size: badgeSize))
        let document = try #require(dependency.document)
        workspace.dependencies = [document.qualified(in: "DS", siblings: ["Badge"])]
        return workspace
    }

    @Test func aScreenUsingAnInvalidDependencyIsReportedAtItsUse() throws {
        let report = LayoutCheck.run(try Self.workspace(badgeSize: "missingSize"), options: CheckOptions(suggestsFixIts: false))
        #expect(report.hasErrors)
        let problem = try #require(report.problems.first { $0.message.hasPrefix("ProfileCell cannot be laid out") })
        #expect(problem.message.contains("DS.Badge"))
        #expect(problem.location?.file == "ProfileCell.layout")
        #expect(problem.location?.line == 5)  // `use badge: DS.Badge`
        #expect(problem.notes.contains { $0.contains("missingSize") })
    }

    @Test func aValidDependencyIsSolvedAndPasses() throws {
        let report = LayoutCheck.run(try Self.workspace(badgeSize: "badgeSize"), options: CheckOptions(suggestsFixIts: false))
        #expect(!report.hasErrors, "\(report.problems.map(\.fullMessage))")
        #expect(report.solvedCount >= 1)
    }
}

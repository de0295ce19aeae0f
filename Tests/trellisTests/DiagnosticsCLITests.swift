import Foundation
import Testing
import TrellisTestSupport

/// `check`'s problems, formats and fix-its, and `fix`, through the real binary.
@Suite(.temporaryFolders) struct DiagnosticsCLITests {
    /// The example library with UserAvatarContainer's `vip.top == self.top` removed.
    static func missingTop() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let text = try cli.read("UserAvatarContainer.layout")
        try cli.write(
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("vip.top == self.top") }.joined(separator: "\n"),
            to: "UserAvatarContainer.layout")
        return cli
    }

    @Test func missingConstraintIsOneProblemAndFixMakesCheckPass() throws {
        let cli = try Self.missingTop()
        let check = try cli.run("check")
        #expect(check.status == 1)
        let errors = check.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["UserAvatarContainer.layout:7:5: error: ambiguous: vip: vertical position not determined"], "\(check.stdout)")
        #expect(check.stdout.contains("    on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11; in UserAvatarContainer, ListCell\n"))
        #expect(check.stdout.contains("    fix-it: add vip.top == self.top (UserAvatarContainer.layout:13, 'trellis fix' applies it)\n"))
        #expect(!check.stdout.contains("no problems"))

        let fix = try cli.run("fix")
        #expect(fix.status == 0, "\(fix.output)")
        #expect(fix.stderr.contains("fixed UserAvatarContainer.layout: add vip.top == self.top"))
        #expect(try cli.read("UserAvatarContainer.layout").contains("    vip.top == self.top\n}"))
        let again = try cli.run("check")
        #expect(again.status == 0, "\(again.output)")
        #expect(again.stdout.hasSuffix(": no problems\n"))
    }

    @Test func xcodeFormatPrintsAbsolutePathsAndSarifIsJSON() throws {
        let cli = try Self.missingTop()
        let xcode = try cli.run("check", "--format", "xcode")
        #expect(xcode.status == 1)
        let first = try #require(xcode.stdout.split(separator: "\n").first)
        let folder = cli.directory.resolvingSymlinksInPath().standardizedFileURL.path
        #expect(first.hasPrefix("/"), "\(first)")
        #expect(
            first.hasSuffix(
                "UserAvatarContainer.layout:7:5: error: ambiguous: vip: vertical position not determined (on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11; in UserAvatarContainer, ListCell)"
            ), "\(first) in \(folder)")
        let sarif = try cli.run("check", "--format", "sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let json = try cli.run("check", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1)
    }

    @Test func checkTakesTheDeviceAndEnvironmentOptions() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let one = try cli.run("check", "--devices", "iPhone-SE", "--landscape", "--rtl", "--keyboard", "300")
        #expect(one.stdout.contains("laid out on iPhone-SE-landscape:"), "\(one.output)")
        let bad = try cli.run("check", "--devices", "iPhone-SEE")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("iPhone-SE"), "\(bad.output)")
        let limit = try cli.run("check", "--error-limit=-1")
        #expect(limit.status != 0 && limit.stderr.contains("--error-limit takes a number, 0 or more"), "\(limit.output)")
    }

    @Test func errorLimitCutsABulkEditShort() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let body = (1...25).map { "    view v\($0): UIView\n    v\($0).top == owner.topp" }.joined(separator: "\n")
        try cli.write("screen Bulk {\n\(body)\n}\n", to: "Bulk.layout")
        let result = try cli.run("check", "--error-limit", "5")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.count == 5, "\(result.stdout)")
        #expect(result.stdout.contains("more problems not shown (--error-limit 0 shows all)"))
    }
}

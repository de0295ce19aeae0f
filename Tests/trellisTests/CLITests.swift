import Foundation
import Testing
import TrellisTestSupport

@Suite(.temporaryFolders) struct CLITests {
    @Test func initCreatesTheExampleLibraryAndItChecksClean() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let created = try cli.run("init", "Library")
        #expect(created.status == 0, "\(created.output)")
        #expect(cli.exists("Library/.trellis"))
        #expect(cli.exists("Library/UserAvatarContainer.layout"))
        #expect(cli.exists("Library/ClipRecordPanelLayout.layout"))
        let checked = try cli.run("check", "Library")
        #expect(checked.status == 0, "\(checked.output)")
        // The example library checks with no warnings either.
        #expect(
            checked.stdout == "checked 12 components in 12 files, 11 laid out on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: no problems\n", "\(checked.output)")
    }

    @Test func initEmptyCreatesNoComponents() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "--empty", "P").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("P").path) == [".trellis"])
    }

    @Test func initRefusesAnExistingProjectAndLosesNothing() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "P").status == 0)
        try cli.write("// mine\n" + (try cli.read("P/ListCell.layout")), to: "P/ListCell.layout")
        let again = try cli.run("init", "P")
        #expect(again.status != 0)
        #expect(again.stderr.contains("already exists"))
        #expect(try cli.read("P/ListCell.layout").hasPrefix("// mine\n"))
    }

    @Test func checkReportsEveryErrorWithFileLineAndColumn() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(
            """
            container Broken {
                view vip: UIImageView

                vip.top == 4
                vip.width == self.leading
                vip.height == 30 @1200
            }

            """, to: "Broken.layout")
        let result = try cli.run("check", "Broken.layout")
        #expect(result.status == 1)
        let errorLines = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errorLines.count == 3, "\(result.stdout)")
        #expect(errorLines.allSatisfy { $0.hasPrefix("Broken.layout:") })
        #expect(result.stdout.contains("Broken.layout:4:"))
        #expect(result.stdout.contains("Broken.layout:5:"))
        #expect(result.stdout.contains("Broken.layout:6:"))
        #expect(result.stdout.contains("self.top + 4"))
    }

    @Test func newWritesASkeletonThatChecksClean() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for (kind, name) in [("container", "BadgeRow"), ("spec", "PinToBottom"), ("screen", "Settings")] {
            let result = try cli.run("new", kind, name)
            #expect(result.status == 0, "\(result.output)")
        }
        let checked = try cli.run("check")
        #expect(checked.status == 0, "\(checked.output)")
        let again = try cli.run("new", "container", "BadgeRow")
        #expect(again.status != 0)
        #expect(again.stderr.contains("already exists"))
    }

    /// A new container sizes itself from its content: a screen that only places it (or also
    /// stretches it) is fully determined, as a team's first use of the skeleton would be.
    @Test func aNewContainerPlacedByAScreenChecksClean() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("new", "container", "BadgeRow").status == 0)
        try cli.write(
            """
            screen Profile {
                use placed: BadgeRow
                use stretched: BadgeRow

                placed.top == owner.safeArea.top + 16
                placed.leading == owner.margins.leading
                stretched.top == placed.bottom + 8
                stretched.horizontalEdges == owner.margins.horizontalEdges
            }

            """, to: "Profile.layout")
        let checked = try cli.run("check")
        #expect(checked.status == 0, "\(checked.output)")
        #expect(!checked.output.contains("ambiguous"), "\(checked.output)")
    }

    @Test func fmtRewritesAndCheckModeReports() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write("container Loose {\n  view a:UIView\n a.top==self.top+4 @high // why\n}\n", to: "Loose.layout")
        let checkMode = try cli.run("fmt", "--check")
        #expect(checkMode.status == 1)
        #expect(checkMode.stdout.contains("not formatted: Loose.layout"))
        #expect(try cli.run("fmt").status == 0)
        let formatted = try cli.read("Loose.layout")
        #expect(formatted.contains("    a.top == self.top + 4 @high"))
        #expect(try cli.run("fmt", "--check").status == 0)
        #expect(try cli.read("Loose.layout") == formatted)
    }

    @Test func fmtLeavesAFileThatDoesNotParseUntouched() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let broken = "container X {\n    view a: UIView\n    a.top == == self.top\n}\n"
        try cli.write(broken, to: "X.layout")
        let result = try cli.run("fmt")
        #expect(result.status == 1)
        #expect(result.stdout.contains("X.layout:3:"))
        #expect(try cli.read("X.layout") == broken)
    }

    @Test func showPrintsHashAndCanonicalJSON() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let text = try cli.run("show", "ListCell")
        #expect(text.status == 0, "\(text.output)")
        #expect(text.stdout.contains("screen ListCell"))
        #expect(text.stdout.contains("uses  UserAvatarContainer"))
        let json = try cli.run("show", "ListCell", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["hash"] as? String)?.count == 64)
        #expect(text.stdout.contains(object?["hash"] as? String ?? "missing"))
        let missing = try cli.run("show", "ListCel")
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("did you mean 'ListCell'?"))
    }

    @Test(arguments: [
        ["frobnicate"],
        ["new", "widget", "X"],
        ["check", "--no-such-flag"],
        ["check", "does-not-exist"],
        ["new", "container", "9bad"],
    ])
    func badArgumentsGiveAClearErrorNotACrash(_ arguments: [String]) throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let result = try cli.runArguments(arguments)
        #expect(result.status != 0)
        #expect(result.status < 128, "crashed with a signal: \(result.output)")
        #expect(result.stderr.contains("Error:"), "\(result.output)")
    }

    @Test func helpIsAvailableEverywhere() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for command in ["init", "new", "check", "fmt", "show"] {
            let result = try cli.runArguments([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: trellis \(command)"))
        }
    }
}

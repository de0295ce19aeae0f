import Foundation
import Testing
import TrellisTestSupport

/// Small things a new user meets in the first hour.
@Suite(.temporaryFolders) struct FirstHourCLITests {
    /// `init --empty .` in a folder that already holds a library counts its components
    /// (it said "0 components" while `status` listed every one as new).
    @Test func initInAFolderOfLayoutFilesCountsTheComponentsThere() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write("container Badge {\n    view dot: UIView\n\n    dot.edges == self.edges\n}\n", to: "Badge.layout")
        try cli.write("container Chip {\n    view label: UILabel\n\n    label.edges == self.edges\n}\n", to: "Views/Chip.layout")
        let created = try cli.run("init", "--empty", ".")
        #expect(created.status == 0, "\(created.output)")
        #expect(created.stdout.contains("with 2 components"), "\(created.stdout)")
        #expect(created.stdout.contains("2 components already in .layout files here"), "\(created.stdout)")
    }

    /// Export writes a component's states (it wrote the base layout only and said so):
    /// `apply(_:)` switches them, and nothing on stderr says they are left out.
    @Test func exportWritesAComponentsStates() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(
            """
            screen Panel {
                view panel: UIView

                panel.leading == owner.leading
                panel.trailing == owner.trailing
                panel.height == 120 as "panelHeight"
                panel.bottom == owner.bottom

                state expanded {
                    change "panelHeight" = 320
                }
            }

            """, to: "Panel.layout")
        let exported = try cli.run("export", "--all", "-o", "Gen")
        #expect(exported.status == 0, "\(exported.output)")
        #expect(!exported.stderr.contains("base layout only"), "\(exported.output)")
        let swift = try cli.read("Gen/PanelLayout.swift")
        #expect(swift.contains("case expanded"), "\(swift)")
        #expect(swift.contains("func apply(_ state: State)"), "\(swift)")
        #expect(swift.contains("panelHeightConstraint?.constant = 320"), "\(swift)")
    }

    /// `render` without `-o` writes somewhere sensible instead of failing: `NAME.svg` for one
    /// component, `renders/` with `--all`.
    @Test func renderWithoutAnOutputPathWritesBesideTheProject() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let one = try cli.run("render", "ListCell")
        #expect(one.status == 0, "\(one.output)")
        #expect(try cli.read("ListCell.svg").hasPrefix("<svg"))
        let all = try cli.run("render", "--all")
        #expect(all.status == 0, "\(all.output)")
        let drawn = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("renders").path)
        #expect(drawn.contains { $0.hasPrefix("UserAvatarContainer") && $0.hasSuffix(".svg") }, "\(drawn)")
    }

    /// `render --all` says each component once with its devices, as `check` groups them,
    /// not one line per file (33 on the example library).
    @Test func renderAllSaysEachComponentOnceWithItsDevices() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let all = try cli.run("render", "--all")
        #expect(all.status == 0, "\(all.output)")
        let lines = all.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("wrote renders/ListCell-{iPhone-SE,iPhone-16-Pro-Max,iPad-Air-11}.svg (4 frames, no problems)"), "\(all.stdout)")
        #expect(lines.filter { $0.hasPrefix("wrote ") }.count == 11, "\(all.stdout)")
        #expect(lines.last == "drew 33 files into renders", "\(all.stdout)")
        #expect(cli.exists("renders/ListCell-iPad-Air-11.svg"))
    }

    /// `--landscape` turns every device; checking both orientations in one run is
    /// `--both-orientations` (the "`--landscape --devices all` checks landscape only").
    @Test func bothOrientationsChecksEveryDeviceUprightAndTurned() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let both = try cli.run("check", "--devices", "iPhone-SE,iPad-Air-11", "--both-orientations")
        #expect(both.status == 0, "\(both.output)")
        #expect(both.stdout.contains("laid out on iPhone-SE, iPhone-SE-landscape, iPad-Air-11, iPad-Air-11-landscape: no problems"), "\(both.stdout)")
        let turned = try cli.run("check", "--devices", "iPhone-SE", "--landscape")
        #expect(turned.stdout.contains("laid out on iPhone-SE-landscape: no problems"), "\(turned.stdout)")
    }
}

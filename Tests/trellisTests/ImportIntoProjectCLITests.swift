import Foundation
import Testing
import TrellisTestSupport

/// Issue 32, item 6: importing again into a Trellis project never loses work — a component
/// whose file holds uncommitted changes is not overwritten without --force (as `restore`),
/// and no component is written over another component's file.
@Suite(.temporaryFolders) struct ImportIntoProjectCLITests {
    @Test func reimportOverAnUncommittedEditIsRefusedAndForceOverwritesIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "app").status == 0)
        try cli.write(ImportCommandTests.cell, to: "src/TagCell.xib")
        let first = try cli.run("import", "src", "--into", "app/Layouts")
        #expect(first.status == 0, "\(first.output)")
        let imported = try cli.read("app/Layouts/TagCell.layout")
        #expect(try cli.run("commit", "-m", "imported", "--project", "app").status == 0)

        // Importing the unchanged app again over committed files is fine.
        #expect(try cli.run("import", "src", "--into", "app/Layouts").status == 0)

        let edited = imported.replacingOccurrences(of: "== 12", with: "== 14")
        #expect(edited != imported)
        try cli.write(edited, to: "app/Layouts/TagCell.layout")
        let refused = try cli.run("import", "src", "--into", "app/Layouts")
        #expect(refused.status != 0)
        #expect(refused.output.contains("TagCell.layout (TagCell)"), "\(refused.output)")
        #expect(refused.output.contains("--force"), "\(refused.output)")
        #expect(try cli.read("app/Layouts/TagCell.layout") == edited)

        let forced = try cli.run("import", "src", "--into", "app/Layouts", "--force")
        #expect(forced.status == 0, "\(forced.output)")
        #expect(try cli.read("app/Layouts/TagCell.layout") == imported)
    }

    @Test func aNewComponentIsNeverWrittenOverAnotherComponentsFile() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "app").status == 0)
        let other = "container Badge {\n    view dot: UIView\n\n    dot.edges == self.edges\n}\n"
        // A file named after the class that holds another component.
        try cli.write(other, to: "app/Layouts/TagCell.layout")
        try cli.write(ImportCommandTests.cell, to: "src/TagCell.xib")
        let result = try cli.run("import", "src", "--project", "app", "--into", "app/Layouts")
        #expect(result.status == 0, "\(result.output)")
        #expect(try cli.read("app/Layouts/TagCell.layout") == other)
        #expect(try cli.read("app/TagCell.layout").contains("screen TagCell"))
    }

    @Test func importClassesAreReadFromTrellisTomlAndAWrongValueIsAnErrorWithItsLine() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "app").status == 0)
        try cli.write(ImportCommandTests.cell, to: "src/TagCell.xib")
        try cli.write("[import.classes]\nThemeableTable = \"UITableView\"\nPlayerTabs = \"ScrollView\"\n", to: "app/Trellis.toml")
        let result = try cli.run("import", "src", "--project", "app", "--dry-run")
        #expect(result.status != 0)
        #expect(result.output.contains("Trellis.toml:3"), "\(result.output)")
        #expect(result.output.contains("PlayerTabs = \"ScrollView\": the value must be the UIKit class PlayerTabs derives from"), "\(result.output)")
        try cli.write("[import.classes]\nThemeableTable = \"UITableView\"\n", to: "app/Trellis.toml")
        #expect(try cli.run("import", "src", "--project", "app", "--dry-run").status == 0)
    }
}

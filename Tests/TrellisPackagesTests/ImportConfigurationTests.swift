import Testing
import TrellisTestSupport
@testable import TrellisPackages

/// `[import.classes]` in `Trellis.toml`: the UIKit class of the app's classes that the
/// imported sources do not define.
@Suite(.temporaryFolders) struct ImportConfigurationTests {
    @Test func classesAreReadAndWrittenBack() throws {
        let manifest = try Manifest(
            parsing: """
                [check]
                devices = ["iPhone-SE"]

                [import.classes]
                ThemeableTable = "UITableView"   # from the ThemeKit pod
                PlayerTabsView = "UIScrollView"
                """)
        #expect(manifest.imports?.classes == ["ThemeableTable": "UITableView", "PlayerTabsView": "UIScrollView"])
        #expect(manifest.text.contains("[import.classes]\nPlayerTabsView = \"UIScrollView\"\nThemeableTable = \"UITableView\"\n"))
        #expect(try Manifest(parsing: manifest.text) == manifest)
        #expect(try Manifest(parsing: "[check]\n").imports == nil)
    }

    @Test(arguments: [
        (
            "[import.classes]\nThemeableTable = \"UITableView\"\nPlayerTabs = \"ScrollView\"\n",
            "Trellis.toml:3: [import.classes] PlayerTabs = \"ScrollView\": the value must be the UIKit class PlayerTabs derives from, in quotes, e.g. PlayerTabs = \"UITableView\""
        ),
        ("[import.classes]\nCard = 3\n", "Trellis.toml:2: [import.classes] Card = this value: the value must be the UIKit class"),
        ("[import.classes]\nCard = \"UIview\"\n", "Trellis.toml:2: [import.classes] Card = \"UIview\""),
        ("[import]\nclass = { Card = \"UIView\" }\n", "Trellis.toml:2: [import] has no setting 'class'; it takes [import.classes]"),
        ("[import]\nclasses = \"UITableView\"\n", "Trellis.toml:2: [import.classes] must be a table"),
        ("import = 1\n", "Trellis.toml:1: import must be a table"),
    ])
    func aBadImportTableNamesTheFileAndLine(text: String, expected: String) {
        do {
            _ = try Manifest(parsing: text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
    }
}

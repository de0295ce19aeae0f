import Testing
import TrellisDiagnostics
import TrellisModel
import TrellisProjectFiles

/// `UIKitClassCheck` with a base class (issue 32): the class in parentheses must be UIKit's,
/// the app's own class before it is taken as it is, even when it starts with `UI`.
@Suite struct BaseClassCheckTests {
    @Test func aMisspelledBaseClassGetsDidYouMeanAndTheAppsOwnClassDoesNot() throws {
        let text = """
            screen Themed {
                view list: UIThemedTable(UITabelView)
                view tabs: PlayerTabsView(UIScrollView)

                list.edges == owner.edges
                tabs.top == owner.top
            }

            """
        let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "Themed.layout", text: text)])
        let unknown = LayoutCheck.run(workspace).problems.filter { $0.kind == "unknownClass" }
        #expect(unknown.map(\.message) == ["UITabelView is not a UIKit view class"])
        #expect(unknown.first?.hint?.hasPrefix("did you mean UITableView?") == true)
        let fix = try #require(unknown.first?.fixIts.first)
        #expect(fix.edits.first?.text == "    view list: UIThemedTable(UITableView)\n")
    }
}

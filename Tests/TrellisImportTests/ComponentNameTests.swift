import Testing
@testable import TrellisImport

/// Issue 32, item 1: names are the app's type names as spelled, and the same whatever else
/// a run imports; a real clash is settled by the sources' paths and said in the report.
@Suite struct ComponentNameTests {
    static func controller(_ name: String, constant: Int) -> String {
        """
        import UIKit

        final class \(name): UIViewController {
            private let box = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                box.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: \(constant)),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }
        }
        """
    }

    @Test(arguments: [
        ("SPAuthViewController", "SPAuthViewController"), ("URLFieldCell", "URLFieldCell"), ("myView", "myView"),
        ("_PrivateView", "_PrivateView"), ("sign-in form", "SignInForm"), ("Outer.Inner", "OuterInner"), ("2FAView", "V2FAView"),
        ("", "Imported"),
    ])
    func componentNamesKeepTheAppsSpelling(raw: String, expected: String) {
        #expect(ItemNamer.componentName(raw) == expected)
    }

    @Test func anAcronymClassKeepsItsCaseInTheComponent() {
        let run = Importer.run(swiftSources: [("App/SPAuthViewController.swift", Self.controller("SPAuthViewController", constant: 8))])
        #expect(run.components.map(\.name) == ["SPAuthViewController"])
    }

    @Test func aClashIsSettledByPathsWhateverTheOrderOfTheRun() throws {
        let main = ("App/Main/ViewController.swift", Self.controller("ViewController", constant: 10))
        let widget = ("App/Widget/ViewController.swift", Self.controller("ViewController", constant: 20))
        let forward = Importer.run(swiftSources: [main, widget])
        let backward = Importer.run(swiftSources: [widget, main])
        for run in [forward, backward] {
            let names = Dictionary(uniqueKeysWithValues: run.report.files.map { ($0.path, $0.components) })
            #expect(names["App/Main/ViewController.swift"] == ["ViewController"])
            #expect(names["App/Widget/ViewController.swift"] == ["ViewController_Widget"])
            let note = try #require(run.report.files.first { $0.path == widget.0 }?.notes.first)
            #expect(note.reason.contains("named 'ViewController_Widget': 'App/Main/ViewController.swift' has a 'ViewController' too"))
        }
        let renamed = try #require(forward.components.first { $0.name == "ViewController_Widget" })
        #expect(Fixtures.lines(renamed).contains("box.top == owner.top + 20"))
        // Imported alone, each keeps its own name: names do not depend on the rest of the run.
        #expect(Importer.run(swiftSources: [widget]).components.map(\.name) == ["ViewController"])
    }

    @Test func twoSourcesInOneFileAreNumberedInTheirOrder() {
        // Apart only in case: one file name on a case-insensitive disk.
        let text = Self.controller("ListScreen", constant: 1) + "\n" + Self.controller("listScreen", constant: 2)
        let run = Importer.run(swiftSources: [("App/Screens.swift", text)])
        #expect(run.components.map(\.name) == ["ListScreen", "listScreen2"])
    }

    @Test func aDifferingFileNameTellsSourcesOfOneFolderApart() {
        #expect(ImportNameClashes.distinguishing("App/Cells/Other.xib", from: "App/Cells/Main.xib") == "Other")
        #expect(ImportNameClashes.distinguishing("App/my-widget/A.swift", from: "App/Main/A.swift") == "MyWidget")
    }
}

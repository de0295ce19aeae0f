import Foundation
import Testing
import TrellisTestSupport

/// A controller embedded as a child that sizes its own root (`view.heightAnchor == 0`, its
/// constant fitted in `viewDidLayoutSubviews`): import does not know where the app embeds
/// it and check gives the root a device's size, so neither the base's constraint nor the
/// state that changes it is an error of the app: both are "not imported" warnings.
@Suite(.temporaryFolders) struct ImportedRootSizeStateCLITests {
    static let swift = """
        import UIKit

        final class BannerHostController: UIViewController {
            private var heightConstraint: NSLayoutConstraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.translatesAutoresizingMaskIntoConstraints = false
                let heightConstraint = view.heightAnchor.constraint(equalToConstant: 0)
                self.heightConstraint = heightConstraint
                NSLayoutConstraint.activate([heightConstraint])
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let size = view.systemLayoutSizeFitting(view.bounds.size)
                heightConstraint?.constant = size.height
            }
        }
        """

    @Test func aStateFittingTheRootsHeightIsNoErrorOfTheApp() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/BannerHostController.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        #expect(try runner.read("Layouts/BannerHostController.layout").contains("state viewDidLayoutSubviews"))
        let problems = try ImportedCheckCLITests.problems(runner)
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0["severity"] as? String == "warning" && $0["kind"] as? String == "notImported" }, "\(problems)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// `trellis check` on an imported controller that lays its sheet out one way for a compact
/// vertical size class (`traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass:
/// .compact))`: an iPhone in landscape) and another elsewhere: the landscape state is one no
/// portrait device is in, so its wide sheet is no conflict on them; in landscape it still is.
@Suite(.temporaryFolders) struct ImportedTraitConditionCLITests {
    static let swift = """
        import UIKit

        final class ReaderSheetViewController: UIViewController {
            let sheet = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(sheet)
                sheet.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    view.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: 16),
                    sheet.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
                if traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)) {
                    sheet.widthAnchor.constraint(equalToConstant: 700).isActive = true
                    sheet.heightAnchor.constraint(equalToConstant: 300).isActive = true
                } else {
                    sheet.heightAnchor.constraint(equalToConstant: 420).isActive = true
                }
            }
        }
        """

    @Test func aStateForACompactVerticalSizeClassIsNotCheckedInPortrait() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/ReaderSheetViewController.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let layout = try runner.read("Layouts/ReaderSheetViewController.layout")
        #expect(layout.contains("// only where the root's height < 500"), "\(layout)")
        // Portrait devices are all regular vertically: the 700-pt sheet is not the app's conflict there.
        let portrait = try ImportedCheckCLITests.problems(runner)
        #expect(portrait.allSatisfy { $0["severity"] as? String != "error" }, "\(portrait)")
        // In landscape an iPhone SE is 375 high and 667 wide: 700 + 32 does not fit, the problem stays.
        let landscape = try ImportedCheckCLITests.problems(runner, "--devices", "iPhone-SE", "--landscape")
        #expect(landscape.contains { $0["severity"] as? String == "error" && ($0["message"] as? String ?? "").contains("sheet") }, "\(landscape)")
    }
}

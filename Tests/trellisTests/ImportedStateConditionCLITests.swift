import Foundation
import Testing
import TrellisTestSupport

/// `trellis check` on an imported controller that lays a card out one way on wide screens
/// (`if view.bounds.width > 530`) and another on phones: the wide state is one no phone is in,
/// so its wide card is no conflict on a phone; on an iPad, which is in it, it still is.
@Suite(.temporaryFolders) struct ImportedStateConditionCLITests {
    static let swift = """
        import UIKit

        final class TipViewController: UIViewController {
            let card = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.translatesAutoresizingMaskIntoConstraints = false
                if view.bounds.width > 530 {
                    NSLayoutConstraint.activate([
                        card.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 14),
                        view.trailingAnchor.constraint(greaterThanOrEqualTo: card.trailingAnchor, constant: 14),
                        card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        card.widthAnchor.constraint(equalToConstant: 900),
                    ])
                } else {
                    NSLayoutConstraint.activate([
                        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 14),
                        view.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 14),
                    ])
                }
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                card.heightAnchor.constraint(equalToConstant: 200).isActive = true
            }
        }
        """

    @Test func aStateForWideScreensIsNotCheckedOnPhones() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/TipViewController.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        #expect(try runner.read("Layouts/TipViewController.layout").contains("// only where the root's width > 530"))
        let inState = { (problems: [[String: Any]]) in problems.filter { ($0["message"] as? String)?.contains("state widthOver530") == true } }
        // No phone is 530 pt wide: the wide card's conflict there is not the app's.
        let phones = try ImportedCheckCLITests.problems(runner, "--devices", "iPhone-SE,iPhone-16-Pro-Max")
        #expect(inState(phones).isEmpty, "\(phones)")
        // The iPad is in the state: there the 900-pt card does not fit, and the problem stays, on it alone.
        let all = inState(try ImportedCheckCLITests.problems(runner))
        #expect(!all.isEmpty && all.allSatisfy { $0["devices"] as? [String] == ["iPad-Air-11"] }, "\(all)")
    }
}

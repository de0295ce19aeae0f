import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A view arranged in a stack in alternative branches (`insertArrangedSubview(v, at: 0)` in
/// one, `addArrangedSubview(v)` in the other) is arranged once: owncloud-ios-app's
/// ClientSidebarViewController (20 calls) was refused whole as "stack arranges viewController twice".
@Suite struct SwiftArrangedOnceTests {
    static let stacked = """
        import UIKit

        class StackedViewController: UIViewController {
            let stackView = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                stackView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stackView)
                NSLayoutConstraint.activate([
                    stackView.topAnchor.constraint(equalTo: view.topAnchor),
                    stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }

            func addStacked(child viewController: UIViewController, atTop: Bool) {
                addChild(viewController)
                if atTop {
                    stackView.insertArrangedSubview(viewController.view, at: 0)
                } else {
                    stackView.addArrangedSubview(viewController.view)
                }
            }
        }
        """

    @Test func aViewArrangedInAlternativeBranchesIsArrangedOnce() throws {
        let run = Importer.run(swiftSources: [("StackedViewController.swift", Self.stacked)])
        let report = try #require(run.files.first?.report)
        #expect(!report.skipped.contains { $0.reason.contains("twice") }, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "StackedViewController" }?.document.body)
        #expect(body.constraints.count == 4)
    }
}

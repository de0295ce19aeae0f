import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A `UIPresentationController` subclass lays the presented view out in its `containerView`
/// (the screen it presents over): that is the component's root, as `view` is a controller's
/// (simplenote-ios: 7 skipped as "'containerView' is not a view or guide this type declares").
@Suite struct SwiftPresentationControllerTests {
    static let card = """
        import UIKit

        final class CardPresentationController: UIPresentationController {
            private let cardView = UIView()

            override func presentationTransitionWillBegin() {
                super.presentationTransitionWillBegin()
                guard let containerView = containerView else {
                    return
                }
                cardView.translatesAutoresizingMaskIntoConstraints = false
                containerView.addSubview(cardView)
                NSLayoutConstraint.activate([
                    cardView.leadingAnchor.constraint(equalTo: containerView.safeAreaLayoutGuide.leadingAnchor),
                    cardView.trailingAnchor.constraint(equalTo: containerView.safeAreaLayoutGuide.trailingAnchor),
                    cardView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
                    cardView.topAnchor.constraint(greaterThanOrEqualTo: containerView.safeAreaLayoutGuide.topAnchor, constant: 20),
                ])
            }
        }
        """

    @Test func aPresentationControllersContainerViewIsTheRoot() throws {
        let run = Importer.run(swiftSources: [("CardPresentationController.swift", Self.card)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "CardPresentationController" }?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("cardView.leading == owner.safeArea.leading"))
        #expect(lines.contains("cardView.bottom == owner.bottom"))
        #expect(lines.contains("cardView.top >= owner.safeArea.top + 20"))
        #expect(lines.count == 4)
    }
}

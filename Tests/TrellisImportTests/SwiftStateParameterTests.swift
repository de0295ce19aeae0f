import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A method's parameter that one state's change and another state's constraint both read
/// (a sizing method: `widthConstraint.constant = width` if the constraint is kept, else a new
/// `widthAnchor.constraint(equalToConstant: width)`) is the component's parameter: a state
/// declaring it again hid it, so the whole controller was refused (element's MajorUpdate and
/// WidgetPermission controllers, merged with their storyboards).
@Suite struct SwiftStateParameterTests {
    static let controller = """
        import UIKit

        final class BannerViewController: UIViewController {
            private enum Sizing {
                static var controller: BannerViewController?
                static var widthConstraint: NSLayoutConstraint?
            }

            private let messageLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                messageLabel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(messageLabel)
                NSLayoutConstraint.activate([
                    messageLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    messageLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    messageLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
                ])
            }

            static func fittingHeight(for width: CGFloat) -> CGFloat {
                let sizingController = Sizing.controller ?? BannerViewController()
                Sizing.controller = sizingController
                let sizingView: UIView = sizingController.view

                if let widthConstraint = Sizing.widthConstraint {
                    widthConstraint.constant = width
                } else {
                    let widthConstraint = sizingView.widthAnchor.constraint(equalToConstant: width)
                    widthConstraint.isActive = true
                    Sizing.widthConstraint = widthConstraint
                }
                sizingView.layoutIfNeeded()
                return sizingView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
            }
        }
        """

    @Test func aParameterTheComponentDeclaresIsNotDeclaredAgainByAState() throws {
        let run = Importer.run(swiftSources: [("BannerViewController.swift", Self.controller)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map { "\($0.line ?? 0): \($0.reason)" })")
        let component = try #require(run.components.first { $0.name == "BannerViewController" })
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.parameters.map(\.name) == ["valueWidth"])
        #expect(!screen.body.states.isEmpty)
        #expect(screen.body.states.allSatisfy { $0.parameters.isEmpty })
        #expect(try SwiftHostedRootTests.lines(run, "BannerViewController").contains("messageLabel.leading == owner.leading + 16"))
    }
}

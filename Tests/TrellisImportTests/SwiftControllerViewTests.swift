import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// The view of a child or hosting controller, reached as apps reach it: a property typed
/// `UIHostingController<Content>` (the generic argument is not the class), a local holding
/// its view (`let shown = child.view!`, `guard let shown = current?.view`), a local controller
/// stored in a property without `self.`, and the view made only the first time
/// (`if let host = self.host { … } else { …; self.host = host }`). duckduckgo-ios: 16 skipped
/// as "'host.view' is not a view or guide this type declares".
@Suite struct SwiftControllerViewTests {
    static let cell = """
        import SwiftUI
        import UIKit

        final class ReportCell: UITableViewCell {
            private(set) var host: UIHostingController<ReportContentView>?

            func embed(in parent: UIViewController, content: ReportContentView) {
                if let host = self.host {
                    host.rootView = content
                } else {
                    let host = UIHostingController(rootView: content)
                    parent.addChild(host)
                    contentView.addSubview(host.view)
                    host.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        host.view.topAnchor.constraint(equalTo: contentView.topAnchor),
                        host.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        host.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        host.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    ])
                    self.host = host
                }
            }
        }
        """

    static let banner = """
        import SwiftUI
        import UIKit

        final class BannerContainerView: UIView {
            var currentController: UIHostingController<BannerContent>?

            func show(_ content: BannerContent) {
                let controller = UIHostingController(rootView: content)
                addSubview(controller.view)
                currentController = controller
                pinBanner()
            }

            private func pinBanner() {
                guard let bannerView = currentController?.view else { return }
                bannerView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    bannerView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    bannerView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bannerView.topAnchor.constraint(equalTo: topAnchor),
                    bannerView.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
        }
        """

    static let onboarding = """
        import SwiftUI
        import UIKit

        final class WelcomeViewController: UIViewController {
            private let buttonsContainer = UIView()
            private let buttonsController = UIHostingController(rootView: WelcomeButtons())

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(buttonsContainer)
                buttonsContainer.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    buttonsContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    buttonsContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    buttonsContainer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    buttonsContainer.heightAnchor.constraint(equalToConstant: 120),
                ])
                addChild(buttonsController)
                buttonsContainer.addSubview(buttonsController.view)
                buttonsController.didMove(toParent: self)

                let buttonsView = buttonsController.view!
                buttonsView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    buttonsView.leadingAnchor.constraint(equalTo: buttonsContainer.leadingAnchor),
                    buttonsView.trailingAnchor.constraint(equalTo: buttonsContainer.trailingAnchor),
                    buttonsView.topAnchor.constraint(equalTo: buttonsContainer.topAnchor),
                    buttonsView.bottomAnchor.constraint(equalTo: buttonsContainer.bottomAnchor),
                ])
            }
        }
        """

    static func imported(_ file: String, _ source: String, component: String) throws -> (body: LayoutBody, report: FileImportReport) {
        let run = Importer.run(swiftSources: [(file, source)])
        let report = try #require(run.files.first?.report)
        let body = try #require(run.components.first { $0.name == component }?.document.body)
        return (body, report)
    }

    @Test func aGenericHostingControllersViewMadeOnceIsAViewOfTheCellInItsBaseLayout() throws {
        let (body, report) = try Self.imported("ReportCell.swift", Self.cell, component: "ReportCell")
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.constraintsImported == 4)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains { $0.hasPrefix("host.top == owner.top") })
        #expect(lines.contains { $0.hasPrefix("host.trailing == owner.trailing") })
        // Made the first time: the base's, not a state's that removes them again.
        #expect(body.states.isEmpty)
    }

    @Test func aLocalHoldingAStoredControllersViewIsThatView() throws {
        let (body, report) = try Self.imported("BannerContainerView.swift", Self.banner, component: "BannerContainerView")
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(
            lines == [
                "currentController.leading == owner.leading", "currentController.trailing == owner.trailing",
                "currentController.top == owner.top", "currentController.bottom == owner.bottom",
            ])
    }

    @Test func aLocalHoldingAChildControllersUnwrappedViewIsThatView() throws {
        let (body, report) = try Self.imported("WelcomeViewController.swift", Self.onboarding, component: "WelcomeViewController")
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.constraintsImported == 8)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("buttonsController.top == buttonsContainer.top"))
        #expect(lines.contains("buttonsController.bottom == buttonsContainer.bottom"))
    }

    /// element-ios' composer: `let subView: UIView = hostingViewController.view`, then
    /// constraints on `hostingViewController.view` itself in another method.
    static let composer = """
        import SwiftUI
        import UIKit

        final class ComposerToolbarView: UIView {
            private var hostingViewController: UIHostingController<ComposerContent>!
            private let voiceToolbar = UIView()

            func setUpComposer(_ content: ComposerContent) {
                hostingViewController = UIHostingController(rootView: content)
                let subView: UIView = hostingViewController.view
                addSubview(subView)
                subView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    subView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    subView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    subView.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
                addSubview(voiceToolbar)
                NSLayoutConstraint.activate([
                    hostingViewController.view.topAnchor.constraint(equalTo: voiceToolbar.topAnchor),
                    hostingViewController.view.leftAnchor.constraint(equalTo: voiceToolbar.leftAnchor),
                    hostingViewController.view.rightAnchor.constraint(equalTo: voiceToolbar.rightAnchor),
                    hostingViewController.view.bottomAnchor.constraint(equalTo: voiceToolbar.bottomAnchor),
                ])
            }
        }
        """

    @Test func aTypedLocalHoldingAControllersViewIsThatView() throws {
        let (body, report) = try Self.imported("ComposerToolbarView.swift", Self.composer, component: "ComposerToolbarView")
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.constraintsImported == 7)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("hostingViewController.leading == owner.leading"), "\(lines)")
        #expect(lines.contains("hostingViewController.top == voiceToolbar.top"))
    }
}

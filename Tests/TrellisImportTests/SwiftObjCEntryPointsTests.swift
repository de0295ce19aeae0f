import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// An `@objc` method of the app's extension of a UIKit class that only Objective-C calls is
/// run by the app but expanded at no Swift call: it is a component of its own, rooted in what
/// it is called on (element-ios' floating button and safe-area helpers: 8 calls skipped before).
@Suite struct SwiftObjCEntryPointsTests {
    static let controllerExtension = """
        import UIKit

        extension UIViewController {
            /// Adds a floating action button; the Objective-C list screens call it.
            @discardableResult
            @objc func addFloatingButton(withImage image: UIImage,
                                         target: Any?) -> UIImageView {
                let buttonView = UIImageView(image: image)
                buttonView.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(buttonView)

                buttonView.widthAnchor.constraint(equalToConstant: 56).isActive = true
                buttonView.heightAnchor.constraint(equalToConstant: 56).isActive = true
                buttonView.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.trailingAnchor,
                                                     constant: -16).isActive = true
                self.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: buttonView.bottomAnchor,
                                                                      constant: 16).isActive = true
                return buttonView
            }
        }
        """

    static let viewExtension = """
        import UIKit

        @objc extension UIView {
            func addSubviewFillingSafeArea(_ subview: UIView) {
                addSubview(subview)
                subview.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    subview.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
                    subview.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
                ])
            }

            func pinEdges(_ subview: UIView) {
                addSubview(subview)
                subview.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }
        }
        """

    /// A Swift caller of one of the helpers: that one is expanded where it is called instead.
    static let caller = """
        import UIKit

        final class CardView: UIView {
            private let body = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                pinEdges(body)
            }
        }
        """

    @Test func aMethodOnlyObjectiveCCallsIsAComponentRootedInTheController() throws {
        let run = Importer.run(swiftSources: [("UIViewController+Button.swift", Self.controllerExtension)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let component = try #require(run.components.first { $0.name == "UIViewControllerAddFloatingButtonWithImageTarget" })
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.root == .controller)
        #expect(
            try SwiftHostedRootTests.lines(run, component.name) == [
                "buttonView.width == 56", "buttonView.height == 56", "buttonView.trailing == owner.safeArea.trailing - 16",
                "owner.safeArea.bottom == buttonView.bottom + 16",
            ])
        // Each constraint is credited to its own line of the extension.
        let origins = Set(component.record?.lines.compactMap(\.from) ?? [])
        #expect(origins.contains("UIViewController+Button.swift:14"), "\(origins)")
    }

    @Test func aMethodSwiftCallsIsExpandedThereAndNoComponent() throws {
        let run = Importer.run(swiftSources: [("UIView+Pin.swift", Self.viewExtension), ("CardView.swift", Self.caller)])
        #expect(run.components.contains { $0.name == "UIViewAddSubviewFillingSafeArea" })
        #expect(!run.components.contains { $0.name == "UIViewPinEdges" })
        #expect(
            try SwiftHostedRootTests.lines(run, "UIViewAddSubviewFillingSafeArea") == [
                "subview.leading == owner.safeArea.leading", "subview.top == owner.safeArea.top",
            ])
        #expect(try SwiftHostedRootTests.lines(run, "CardView").contains("body.leading == owner.leading"))
    }
}

import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A constraint made in a `lazy var`'s closure and activated in a method
/// (`NSLayoutConstraint.activate([heightConstraint, …])`), as apps keep the constraints they
/// swap: it is kept in the property, not "never activated" (duckduckgo-ios: 11 skipped so).
@Suite struct SwiftLazyConstraintTests {
    static let emptyState = """
        import UIKit

        final class EmptyStateView: UIView {
            private let messageLabel = UILabel()

            private lazy var centerYConstraint: NSLayoutConstraint = {
                messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
            }()

            private lazy var topConstraint: NSLayoutConstraint = {
                NSLayoutConstraint(item: messageLabel, attribute: .top, relatedBy: .equal,
                                   toItem: self, attribute: .top, multiplier: 1, constant: 24)
            }()

            private lazy var bottomConstraint: NSLayoutConstraint? = {
                return messageLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -16)
            }()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(messageLabel)
                messageLabel.translatesAutoresizingMaskIntoConstraints = false
                messageLabel.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                NSLayoutConstraint.activate([centerYConstraint])
                bottomConstraint?.isActive = true
            }

            required init?(coder: NSCoder) { nil }

            func showAtTop() {
                centerYConstraint.isActive = false
                topConstraint.isActive = true
            }
        }
        """

    @Test func aConstraintMadeInALazyPropertyIsKeptThereAndActivatedWhereTheCodeSays() throws {
        let run = Importer.run(swiftSources: [("EmptyStateView.swift", Self.emptyState)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.constraintsImported == 4)
        let body = try #require(run.components.first { $0.name == "EmptyStateView" }?.document.body)
        let base = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(base.contains { $0.hasPrefix("messageLabel.centerY == owner.centerY") })
        #expect(base.contains { $0.hasPrefix("messageLabel.bottom <= owner.bottom - 16") })
        #expect(!base.contains { $0.contains("messageLabel.top") })
        let state = try #require(body.states.first)
        #expect(state.removals.map(\.name) == ["centerYConstraint"])
        #expect(state.constraints.map(LayoutPrinter.constraintText).contains { $0.hasPrefix("messageLabel.top == owner.top + 24") })
    }
}

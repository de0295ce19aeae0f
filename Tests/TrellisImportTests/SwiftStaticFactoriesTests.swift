import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// An enum of static factories that build views (home-assistant's status bar buttons: 32 calls
/// skipped before): a function adding views to the view it is handed is a screen rooted in that
/// view, the factories it calls are expanded where it calls them (the view one returns is the
/// local its result is assigned to), and a factory returning a view nothing else builds on is a
/// screen rooted in the view it returns.
@Suite struct SwiftStaticFactoriesTests {
    static let builder = """
        import UIKit

        enum HeaderButtonsBuilder {
            private enum Metrics {
                static let circle: CGFloat = 28
                static let inset: CGFloat = 6
            }

            /// Adds the share and close buttons to the header and returns their stack.
            static func installButtons(in headerView: UIView, title: String) -> UIStackView {
                let shareButton = UIButton(type: .system)
                let shareCircle = circled(shareButton)
                let closeButton = UIButton(type: .close)
                let closeCircle = circled(closeButton)

                let buttonStack = UIStackView(arrangedSubviews: [shareCircle, closeCircle])
                buttonStack.axis = .horizontal
                buttonStack.spacing = 8
                buttonStack.translatesAutoresizingMaskIntoConstraints = false
                headerView.addSubview(buttonStack)

                pin(buttonStack, into: headerView)
                return buttonStack
            }

            private static func circled(_ button: UIButton) -> UIView {
                let circle = UIView()
                circle.layer.cornerRadius = Metrics.circle / 2
                circle.translatesAutoresizingMaskIntoConstraints = false
                circle.addSubview(button)
                button.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    circle.widthAnchor.constraint(equalToConstant: Metrics.circle),
                    circle.heightAnchor.constraint(equalToConstant: Metrics.circle),
                    button.centerXAnchor.constraint(equalTo: circle.centerXAnchor),
                    button.centerYAnchor.constraint(equalTo: circle.centerYAnchor),
                ])
                return circle
            }

            private static func pin(_ stack: UIStackView, into headerView: UIView) {
                NSLayoutConstraint.activate([
                    stack.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -Metrics.inset),
                    stack.topAnchor.constraint(equalTo: headerView.topAnchor, constant: Metrics.inset),
                ])
            }

            /// A badge the app adds wherever it needs one.
            static func makeBadge(count: Int) -> UIView {
                let badge = UIView()
                let countLabel = UILabel()
                countLabel.text = "\\(count)"
                countLabel.translatesAutoresizingMaskIntoConstraints = false
                badge.addSubview(countLabel)
                NSLayoutConstraint.activate([
                    countLabel.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 4),
                    countLabel.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -4),
                    countLabel.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
                ])
                return badge
            }
        }
        """

    @Test func aFunctionAddingViewsToItsHostIsAScreenWithItsFactoriesExpanded() throws {
        let run = Importer.run(swiftSources: [("HeaderButtonsBuilder.swift", Self.builder)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map { "\($0.line ?? 0): \($0.reason)" })")
        let lines = try SwiftHostedRootTests.lines(run, "HeaderButtonsBuilderInstallButtons")
        #expect(
            lines == [
                "buttonStack.trailing == owner.trailing - 6", "buttonStack.top == owner.top + 6",
                "shareCircle.width == 28", "shareCircle.height == 28", "shareButton.centerX == shareCircle.centerX",
                "shareButton.centerY == shareCircle.centerY",
                "closeCircle.width == 28", "closeCircle.height == 28", "closeButton.centerX == closeCircle.centerX",
                "closeButton.centerY == closeCircle.centerY",
            ], "\(lines.sorted())")
        // Each circle holds its own button; the stack arranges the circles.
        let body = try #require(run.components.first { $0.name == "HeaderButtonsBuilderInstallButtons" }?.document.body)
        let stack = body.items.compactMap { item -> StackItem? in if case .stack(let stack) = item { return stack } else { return nil } }.first
        #expect(stack?.view.name == "buttonStack")
        #expect(stack?.arranged == ["shareCircle", "closeCircle"])
        let parents = Dictionary(
            uniqueKeysWithValues: body.items.compactMap { item -> (String, String?)? in
                if case .view(let view) = item { return (view.name, view.parent) } else { return nil }
            })
        #expect(parents["shareButton"] == "shareCircle")
        #expect(parents["closeButton"] == "closeCircle")
    }

    @Test func aFactoryNothingBuildsOnIsAScreenRootedInTheViewItReturns() throws {
        let run = Importer.run(swiftSources: [("HeaderButtonsBuilder.swift", Self.builder)])
        #expect(
            try SwiftHostedRootTests.lines(run, "HeaderButtonsBuilderMakeBadge") == [
                "countLabel.leading == owner.leading + 4", "countLabel.trailing == owner.trailing - 4", "countLabel.centerY == owner.centerY",
            ])
        // The factories a host expands are no screens of their own.
        #expect(!run.components.contains { $0.name == "HeaderButtonsBuilderCircled" })
    }
}

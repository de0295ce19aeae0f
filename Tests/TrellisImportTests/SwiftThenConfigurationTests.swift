import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// The `Then` library's idiom, as SnapKit apps declare their views (issue 32):
/// `private let titleLabel = UILabel().then { $0.numberOfLines = 0 }`. The property holds what
/// the constructor makes, configured by the closure; before, it was a `UIView` with no text
/// size and its stack lost its axis, so every label in a stack came out "width not determined".
@Suite struct SwiftThenConfigurationTests {
    static let source = """
        import SnapKit
        import Then
        import UIKit

        final class EmptyStateView: UIView {
            private let iconView = UIImageView().then {
                $0.contentMode = .scaleAspectFit
                $0.snp.makeConstraints { $0.size.equalTo(48) }
            }

            private let titleLabel = UILabel().then {
                $0.numberOfLines = 0
                $0.setContentHuggingPriority(.required, for: .vertical)
            }

            private let stackView = UIStackView().then { stack in
                stack.axis = .vertical
                stack.spacing = 12
                stack.alignment = .center
            }

            private let loader = Loader()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(stackView)
                stackView.addArrangedSubview(iconView)
                stackView.addArrangedSubview(titleLabel)
                stackView.snp.makeConstraints {
                    $0.center.equalToSuperview()
                    $0.leading.greaterThanOrEqualToSuperview().offset(20)
                }
                let badge = UILabel().then { $0.numberOfLines = 1 }
                addSubview(badge)
                badge.snp.makeConstraints {
                    $0.top.trailing.equalToSuperview()
                }
                let request = loader.load().then { print($0) }
                request.start()
                let delivery = DispatchQueue.main.async(.promise) { self.loader }.then { $0.isHidden = true }
                delivery.start()
            }

            func showEmpty() {
                titleLabel.do {
                    $0.isHidden = true
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static func view(_ name: String, in body: LayoutBody) -> ViewItem? {
        switch body.item(named: name) {
        case .view(let view)?: view
        case .stack(let stack)?: stack.view
        default: nil
        }
    }

    @Test func aViewMadeWithThenHasItsConstructorsClassAndWhatTheClosureSets() throws {
        let run = Importer.run(swiftSources: [("EmptyStateView.swift", Self.source)])
        let body = try #require(run.components.first { $0.name == "EmptyStateView" }?.document.body)
        #expect(Self.view("iconView", in: body)?.className == "UIImageView")
        let title = try #require(Self.view("titleLabel", in: body))
        #expect(title.className == "UILabel")
        #expect(title.hugging.vertical == .required)
        // `{ stack in stack.axis = .vertical … }`: a named closure parameter is the view too.
        guard case .stack(let stack)? = body.item(named: "stackView") else {
            Issue.record("stackView is not a stack")
            return
        }
        #expect(stack.axis == .vertical && stack.spacing == 12 && stack.alignment == .center)
        #expect(stack.arranged == ["iconView", "titleLabel"])
        // A local made the same way, in a method.
        #expect(Self.view("badge", in: body)?.className == "UILabel")
        // `loader.load().then { … }` and `DispatchQueue.main.async(…).then { … }` are promises' `then`, not views.
        #expect(body.item(named: "request") == nil)
        #expect(body.item(named: "delivery") == nil)
    }

    @Test func theClosuresOwnConstraintsAreTheViews() throws {
        let run = Importer.run(swiftSources: [("EmptyStateView.swift", Self.source)])
        let component = try #require(run.components.first { $0.name == "EmptyStateView" })
        let lines = Fixtures.lines(component)
        #expect(lines.contains { $0.hasPrefix("iconView.size == 48") })
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty)
    }
}

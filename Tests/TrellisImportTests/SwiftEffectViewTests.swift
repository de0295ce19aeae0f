import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A `UIVisualEffectView`'s `contentView` always fills it: subviews added there are the effect
/// view's, and its anchors are the effect view's (woocommerce-ios: 4 skipped as
/// "'backgroundView.contentView' is not a view or guide this type declares").
@Suite struct SwiftEffectViewTests {
    static let notice = """
        import UIKit

        final class NoticeView: UIView {
            private let backgroundView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
            private let titleLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(backgroundView)
                backgroundView.contentView.addSubview(titleLabel)
                backgroundView.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    backgroundView.topAnchor.constraint(equalTo: topAnchor),
                    backgroundView.bottomAnchor.constraint(equalTo: bottomAnchor),
                    backgroundView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    backgroundView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: backgroundView.contentView.topAnchor, constant: 12),
                    titleLabel.bottomAnchor.constraint(equalTo: backgroundView.contentView.bottomAnchor, constant: -12),
                    titleLabel.leadingAnchor.constraint(equalTo: backgroundView.contentView.layoutMarginsGuide.leadingAnchor),
                    titleLabel.trailingAnchor.constraint(equalTo: backgroundView.contentView.layoutMarginsGuide.trailingAnchor),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    @Test func anEffectViewsContentViewIsTheEffectView() throws {
        let run = Importer.run(swiftSources: [("NoticeView.swift", Self.notice)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "NoticeView" }?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("titleLabel.top == backgroundView.top + 12"))
        #expect(lines.contains("titleLabel.leading == backgroundView.leadingMargin"))
        let title = body.items.compactMap { item -> ViewItem? in if case .view(let view) = item { view } else { nil } }.first { $0.name == "titleLabel" }
        #expect(title?.parent == "backgroundView")
    }
}

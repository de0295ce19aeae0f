import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A guide kept in a local before the constraints that use it — `let margins =
/// contentView.layoutMarginsGuide`, `let guide = view.safeAreaLayoutGuide` — as anchor code
/// often writes it (duckduckgo-ios: 19 constraints skipped as "'margins' is not a view").
@Suite struct SwiftGuideLocalTests {
    static let cell = """
        import UIKit

        final class ItemCell: UITableViewCell {
            private let titleLabel = UILabel()
            private let disclosureButton = UIButton(type: .system)

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(titleLabel)
                contentView.addSubview(disclosureButton)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                disclosureButton.translatesAutoresizingMaskIntoConstraints = false
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                    titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    disclosureButton.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                    disclosureButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: 16),
                    disclosureButton.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    static let controller = """
        import UIKit

        final class BannerViewController: UIViewController {
            private let banner = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.translatesAutoresizingMaskIntoConstraints = false
                let guide = self.view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                    banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    static func lines(_ source: (String, String), component: String) throws -> (Set<String>, FileImportReport) {
        let run = Importer.run(swiftSources: [source])
        let report = try #require(run.files.first?.report)
        let body = try #require(run.components.first { $0.name == component }?.document.body)
        return (Set(body.constraints.map(LayoutPrinter.constraintText)), report)
    }

    @Test func aLocalHoldingAViewsMarginsGuideIsThatGuide() throws {
        let (lines, report) = try Self.lines(("ItemCell.swift", Self.cell), component: "ItemCell")
        #expect(report.skipped.isEmpty)
        #expect(lines.contains("titleLabel.leading == owner.leadingMargin"))
        #expect(lines.contains("disclosureButton.centerY == owner.centerYWithinMargins"))
        #expect(lines.contains("disclosureButton.trailing == owner.trailingMargin + 16"))
        #expect(lines.count == 6)
    }

    @Test func aLocalHoldingTheSafeAreaGuideIsTheSafeArea() throws {
        let (lines, report) = try Self.lines(("BannerViewController.swift", Self.controller), component: "BannerViewController")
        #expect(report.skipped.isEmpty)
        #expect(lines.contains("banner.top == owner.safeArea.top + 8"))
        #expect(lines.contains("banner.leading == owner.safeArea.leading"))
        #expect(lines.count == 4)
    }
}

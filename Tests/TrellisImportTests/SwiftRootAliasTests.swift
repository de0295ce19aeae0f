import Testing
import TrellisModel
@testable import TrellisImport

/// A local naming the root a cell or controller has from UIKit (`let marginGuide = contentView`,
/// `let container = view`) is that root: openhab-ios's video cell made all 12 of its
/// constraints against such a local, and all 12 were skipped as "'marginGuide' is not a view
/// or guide this type declares".
@Suite struct SwiftRootAliasTests {
    static let cell = """
        import UIKit

        final class VideoCell: UITableViewCell {
            private let playerView = UIView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(playerView)
                playerView.translatesAutoresizingMaskIntoConstraints = false
                let marginGuide = contentView // contentView.layoutMarginsGuide for more room
                NSLayoutConstraint.activate([
                    playerView.leftAnchor.constraint(equalTo: marginGuide.leftAnchor),
                    playerView.rightAnchor.constraint(equalTo: marginGuide.rightAnchor),
                    playerView.topAnchor.constraint(equalTo: marginGuide.topAnchor),
                    playerView.bottomAnchor.constraint(equalTo: marginGuide.bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    static let controller = """
        import UIKit

        final class EmptyStateViewController: UIViewController {
            private let messageLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                let container = self.view!
                container.addSubview(messageLabel)
                messageLabel.translatesAutoresizingMaskIntoConstraints = false
                messageLabel.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
                messageLabel.centerYAnchor.constraint(equalTo: container.centerYAnchor).isActive = true
            }
        }
        """

    @Test func aLocalNamingACellsContentViewIsTheRoot() throws {
        let run = Importer.run(swiftSources: [("VideoCell.swift", Self.cell)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(report.constraintsImported == 4)
        let body = try #require(run.components.first { $0.name == "VideoCell" }?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("playerView.left == owner.left"), "\(lines)")
        #expect(lines.contains("playerView.bottom == owner.bottom"), "\(lines)")
    }

    @Test func aLocalNamingAControllersViewIsTheRoot() throws {
        let run = Importer.run(swiftSources: [("EmptyStateViewController.swift", Self.controller)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "EmptyStateViewController" }?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("messageLabel.centerX == owner.centerX"), "\(lines)")
    }
}

import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A type that is not a view or controller but adds views into a container and pins them
/// there — a presenter given the view to show a banner in, a cell decorator adding views to
/// `cell.contentView`, a factory building a root view of its own — is a component named after
/// the type whose root is that container (woocommerce-ios' presenters, element-ios' cell
/// decorators, owncloud-ios-app's message elements: 130 calls listed as skipped before).
@Suite struct SwiftHostedRootTests {
    static let presenter = """
        import UIKit

        final class BannerPresenter {
            private weak var presentingViewController: UIViewController?

            func present(_ banner: BannerView) {
                guard let presentingViewController else { return }
                banner.translatesAutoresizingMaskIntoConstraints = false
                presentingViewController.view.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.leadingAnchor.constraint(equalTo: presentingViewController.view.leadingAnchor, constant: 16),
                    banner.trailingAnchor.constraint(equalTo: presentingViewController.view.trailingAnchor, constant: -16),
                    banner.bottomAnchor.constraint(equalTo: presentingViewController.view.safeAreaLayoutGuide.bottomAnchor),
                ])
            }
        }
        """

    static let decorator = """
        import UIKit

        final class TimestampDecorator {
            func addTimestamp(_ label: UILabel, toCell cell: UITableViewCell) {
                cell.contentView.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
                ])
            }
        }
        """

    static let localDecorator = """
        import UIKit

        final class BadgeDecorator {
            func addBadge(_ badge: UIView, toCell cell: UITableViewCell) {
                let cellContentView = cell.contentView
                cellContentView.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: cellContentView.leadingAnchor, constant: 8),
                ])
            }

            func addReactions(_ reactions: UIView, toCell cell: UITableViewCell) {
                let cellContentView = cell.contentView
                cellContentView.addSubview(reactions)
                reactions.bottomAnchor.constraint(equalTo: cellContentView.bottomAnchor).isActive = true
            }
        }
        """

    static let factory = """
        import UIKit

        struct ProgressElement {
            func makeView() -> UIView {
                let rootView = UIView()
                let bar = UIProgressView()
                bar.translatesAutoresizingMaskIntoConstraints = false
                rootView.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: rootView.topAnchor),
                    bar.bottomAnchor.constraint(equalTo: rootView.bottomAnchor),
                    bar.leadingAnchor.constraint(equalTo: rootView.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: rootView.trailingAnchor),
                ])
                return rootView
            }
        }
        """

    static func lines(_ run: ImportRun, _ name: String) throws -> Set<String> {
        let body = try #require(run.components.first { $0.name == name }?.document.body)
        return Set(body.constraints.map(LayoutPrinter.constraintText))
    }

    @Test func aPresentersViewsArePinnedToTheViewItPresentsIn() throws {
        let run = Importer.run(swiftSources: [("BannerPresenter.swift", Self.presenter)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let lines = try Self.lines(run, "BannerPresenter")
        #expect(lines == ["banner.leading == owner.leading + 16", "banner.trailing == owner.trailing - 16", "banner.bottom == owner.safeArea.bottom"])
    }

    @Test func aDecoratorsViewsArePinnedToTheCellItDecorates() throws {
        let run = Importer.run(swiftSources: [("TimestampDecorator.swift", Self.decorator)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(try Self.lines(run, "TimestampDecorator") == ["label.trailing == owner.trailing - 8", "label.top == owner.top + 4"])
    }

    @Test func aContainerKeptInALocalOfEachMethodIsTheRoot() throws {
        let run = Importer.run(swiftSources: [("BadgeDecorator.swift", Self.localDecorator)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        #expect(try Self.lines(run, "BadgeDecorator") == ["badge.leading == owner.leading + 8", "reactions.bottom == owner.bottom"])
    }

    @Test func aFactorysOwnRootViewIsTheRoot() throws {
        let run = Importer.run(swiftSources: [("ProgressElement.swift", Self.factory)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let lines = try Self.lines(run, "ProgressElement")
        #expect(lines.count == 4)
        #expect(lines.contains("bar.top == owner.top"))
    }
}

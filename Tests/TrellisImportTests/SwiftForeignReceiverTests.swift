import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A helper that makes a view, called on a receiver that is not a view of the type (issue 32):
/// a controller's `tableView(_:cellForRowAt:)` calls `cell.addHairline(.top)` on a cell it
/// dequeued. The hairline is the cell's; the controller's screen must not get it.
@Suite struct SwiftForeignReceiverTests {
    static let helper = """
        import UIKit

        enum HairlineEdge {
            case top
            case bottom
        }

        private extension UITableViewCell {
            func addHairline(_ edge: HairlineEdge) {
                let line = UIView(frame: bounds)
                line.backgroundColor = .separator
                line.translatesAutoresizingMaskIntoConstraints = false
                addSubview(line)
                NSLayoutConstraint.activate([
                    line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    line.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    line.heightAnchor.constraint(equalToConstant: 1),
                ])
                switch edge {
                case .top: line.topAnchor.constraint(equalTo: topAnchor).isActive = true
                case .bottom: line.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                }
            }
        }
        """

    static let controller = """
        import UIKit

        final class ListViewController: UIViewController, UITableViewDataSource {
            private let tableView = UITableView()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tableView)
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                tableView.dataSource = self
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                if indexPath.row == 0 { cell.addHairline(.top) }
                cell.addHairline(.bottom)
                return cell
            }
        }
        """

    @Test func aHelperCalledOnADequeuedCellAddsNothingToTheController() throws {
        let run = Importer.run(swiftSources: [("UITableViewCell+Hairline.swift", Self.helper), ("ListViewController.swift", Self.controller)])
        let body = try #require(run.components.first { $0.name == "ListViewController" }?.document.body)
        #expect(body.items.map(\.name) == ["tableView"])
        #expect(!body.constraints.map(LayoutPrinter.constraintText).contains { $0.contains("hairline") })
        // Said where the views went, at the calls' lines.
        let report = try #require(run.files.first { $0.report.path == "ListViewController.swift" }?.report)
        let left = report.skipped.filter { $0.reason.contains("is added to 'cell'") }
        #expect(left.count == 2)
        #expect(Set(left.compactMap(\.line)) == [23, 24])
    }

    @Test func theSameHelperOnAViewOfTheTypeAddsItsViewToThatView() throws {
        // The stored `banner` cell is a view of the controller: its hairline is made, inside it.
        let controller = Self.controller.replacingOccurrences(
            of: "tableView.dataSource = self", with: "tableView.dataSource = self\n        view.addSubview(banner)\n        banner.addHairline(.bottom)"
        ).replacingOccurrences(
            of: "private let tableView = UITableView()", with: "private let tableView = UITableView()\n    private let banner = UITableViewCell()")
        let run = Importer.run(swiftSources: [("UITableViewCell+Hairline.swift", Self.helper), ("ListViewController.swift", controller)])
        let body = try #require(run.components.first { $0.name == "ListViewController" }?.document.body)
        let hairline = try #require(body.items.first { $0.name.hasPrefix("hairline") })
        #expect(hairline.parent == "banner")
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("\(hairline.name).height == 1"))
        #expect(lines.contains("\(hairline.name).bottom == banner.bottom"))
    }
}

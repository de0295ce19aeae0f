import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A controller's method that builds a cell of its own and lays a view out in its content view
/// (NetNewsWire's share extension: 4 calls skipped before, as constraints to a cell the
/// controller's screen does not hold) is a component of its own, rooted in that cell.
@Suite struct SwiftBuiltCellsTests {
    static let controller = """
        import UIKit

        final class RenameViewController: UITableViewController {
            private let titleField = UITextField()
            private lazy var titleCell = makeTitleCell()

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                titleCell
            }

            func makeTitleCell() -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                titleField.placeholder = "Title"
                titleField.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(titleField)
                NSLayoutConstraint.activate([
                    titleField.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                    titleField.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
                    titleField.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 11),
                    titleField.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -11),
                ])
                return cell
            }
        }
        """

    @Test func aCellAMethodBuildsIsAComponentRootedInThatCell() throws {
        let run = Importer.run(swiftSources: [("RenameViewController.swift", Self.controller)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map { "\($0.line ?? 0): \($0.reason)" })")
        // Found once: by the cell's component, not also by the controller's screen.
        #expect(report.constraintsFound == 4)
        let component = try #require(run.components.first { $0.name == "RenameViewControllerMakeTitleCell" })
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.root == .cell)
        #expect(
            try SwiftHostedRootTests.lines(run, component.name) == [
                "titleField.leading == owner.leadingMargin", "titleField.trailing == owner.trailingMargin",
                "titleField.top == owner.top + 11", "titleField.bottom == owner.bottom - 11",
            ])
    }
}

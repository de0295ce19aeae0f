import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A helper extension that makes a view of its own (issue 32, item 5): `addBorder(.bottom)`
/// adds a hairline to its receiver and constrains it, choosing edges by a `switch` on its argument.
@Suite struct SwiftHelperViewsTests {
    static let helper = """
        import UIKit
        import SnapKit

        extension UIView {
            enum BorderPosition {
                case top
                case bottom
            }

            @discardableResult
            func addBorder(_ position: BorderPosition, left: CGFloat = 0, right: CGFloat = 0) -> UIView {
                let view = UIView()
                view.backgroundColor = .separator
                addSubview(view)
                view.snp.makeConstraints { make in
                    make.height.equalTo(1)
                    make.left.equalTo(left)
                    make.right.equalTo(right)
                    switch position {
                    case .top: make.top.equalTo(self)
                    case .bottom: make.bottom.equalTo(self)
                    }
                }
                return view
            }
        }
        """

    static let cell = """
        import UIKit

        final class SettingsCell: UITableViewCell {
            var topSeparator: UIView?
            let titleLabel = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(titleLabel)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
                topSeparator = contentView.addBorder(.top)
                contentView.addBorder(.bottom, left: 16)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aViewAHelperMakesIsAViewOfEachCallWithTheCaseItChooses() throws {
        let run = Importer.run(swiftSources: [("UIView+Border.swift", Self.helper), ("SettingsCell.swift", Self.cell)])
        let report = try #require(run.files.first { $0.report.path == "SettingsCell.swift" }?.report)
        #expect(report.skipped.isEmpty)
        let body = try #require(run.components.first { $0.name == "SettingsCell" }?.document.body)
        // The returned view is the property it is stored in; the other call's is named after the helper.
        #expect(Set(body.items.map(\.name)) == ["titleLabel", "topSeparator", "border"])
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("topSeparator.top == owner.top"))
        #expect(lines.contains("border.bottom == owner.bottom"))
        #expect(lines.contains("border.left == owner.left + 16"))
        #expect(!lines.contains("topSeparator.bottom == owner.bottom"))
        #expect(lines.count == 9)
    }

    @Test func aSwitchOverAParameterTheCallDoesNotGiveAsACaseStaysConditional() throws {
        let cell = Self.cell.replacingOccurrences(of: "contentView.addBorder(.bottom, left: 16)", with: "contentView.addBorder(edge, left: 16)")
            .replacingOccurrences(of: "let titleLabel = UILabel()", with: "let titleLabel = UILabel()\n    var edge: UIView.BorderPosition = .top")
        let run = Importer.run(swiftSources: [("UIView+Border.swift", Self.helper), ("SettingsCell.swift", cell)])
        let body = try #require(run.components.first { $0.name == "SettingsCell" }?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        // The case is not known: its two edges are not both made in the base layout.
        #expect(!(lines.contains("border.top == owner.top") && lines.contains("border.bottom == owner.bottom")))
    }

    /// A helper called with a local that is then stored in the property it shadows: the call reads the property's view.
    @Test func aHelperCalledWithALocalStoredInItsPropertyConstrainsThatProperty() throws {
        let pin = """
            import UIKit

            extension UIView {
                func pinEdges(to view: UIView) {
                    NSLayoutConstraint.activate([
                        leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        topAnchor.constraint(equalTo: view.topAnchor),
                        bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    ])
                }
            }
            """
        let controller = """
            import UIKit

            final class DetailViewController: UIViewController {
                private var headerView: UIView?
                let badge = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let headerView = UIView()
                    view.addSubview(headerView)
                    headerView.addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    badge.pinEdges(to: headerView)
                    self.headerView = headerView
                }
            }
            """
        let run = Importer.run(swiftSources: [("UIView+Pin.swift", pin), ("DetailViewController.swift", controller)])
        let report = try #require(run.files.first { $0.report.path == "DetailViewController.swift" }?.report)
        #expect(report.skipped.isEmpty)
        let body = try #require(run.components.first { $0.name == "DetailViewController" }?.document.body)
        #expect(Set(body.constraints.map(LayoutPrinter.constraintText)).contains("badge.leading == headerView.leading"))
    }
}

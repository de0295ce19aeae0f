import Testing
import TrellisModel
@testable import TrellisImport

/// Helpers that return the constraints they make for the caller to activate (issue 32, item 5):
/// `NSLayoutConstraint.activate([list.edgesConstraints(to: view), …])`, the list joined with `+`,
/// or kept in a variable activated later. The body's constraints are the call site's.
@Suite struct SwiftReturnedConstraintsTests {
    static let helpers = (
        "UIView+Edges.swift",
        """
        import UIKit

        extension UIView {
            func edgesConstraints(to view: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
                return [
                    leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left),
                    trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -insets.right),
                    topAnchor.constraint(equalTo: view.topAnchor, constant: insets.top),
                    bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -insets.bottom),
                ]
            }

            func edgesConstraints(to view: UIView, margin: CGFloat) -> [NSLayoutConstraint] {
                edgesConstraints(to: view, insets: UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
            }

            func heightConstraint(_ height: CGFloat) -> NSLayoutConstraint {
                heightAnchor.constraint(equalToConstant: height)
            }
        }
        """
    )

    @Test func constraintsAHelperReturnsIntoAnActivationListAreImported() throws {
        let run = SwiftAppFormsTests.run([
            Self.helpers,
            (
                "WalletViewController.swift",
                """
                final class WalletViewController: UIViewController {
                    private let tableView = UITableView()
                    private let footer = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(tableView)
                        view.addSubview(footer)
                        NSLayoutConstraint.activate([
                            tableView.edgesConstraints(to: view),
                            footer.heightConstraint(48),
                        ])
                    }
                }
                """
            ),
        ])
        let lines = SwiftAppFormsTests.lines("WalletViewController", in: run)
        #expect(lines.contains("tableView.leading == owner.leading"))
        #expect(lines.contains("tableView.bottom == owner.bottom"))
        #expect(lines.contains("footer.height == 48"))
        let report = try #require(SwiftAppFormsTests.report("WalletViewController.swift", in: run))
        #expect(report.skipped.map(\.reason).allSatisfy { !$0.hasPrefix("never activated") })
    }

    @Test func listsJoinedWithPlusAreActivatedAsOne() {
        let run = SwiftAppFormsTests.run([
            Self.helpers,
            (
                "BackupIntroView.swift",
                """
                final class BackupIntroView: UIView {
                    let background = UIView()
                    let title = UILabel()
                    func setUp() {
                        addSubview(background)
                        background.addSubview(title)
                        NSLayoutConstraint.activate([
                            title.centerXAnchor.constraint(equalTo: background.centerXAnchor),
                            title.centerYAnchor.constraint(equalTo: background.centerYAnchor),
                        ] + background.edgesConstraints(to: self, margin: 12))
                    }
                }
                """
            ),
        ])
        let lines = SwiftAppFormsTests.lines("BackupIntroView", in: run)
        #expect(lines.contains("title.centerX == background.centerX"))
        #expect(lines.contains("title.centerY == background.centerY"))
        // Through the second helper to the first, with the margin on every side.
        #expect(lines.contains("background.top == owner.top + 12"))
        #expect(lines.contains("background.trailing == owner.trailing - 12"))
    }

    @Test func aReturnedListKeptInAVariableIsActivatedWhereTheVariableIs() {
        let run = SwiftAppFormsTests.run([
            Self.helpers,
            (
                "ActivityCell.swift",
                """
                final class ActivityCell: UITableViewCell {
                    let stack = UIStackView()
                    func setUp() {
                        contentView.addSubview(stack)
                        var constraints = stack.edgesConstraints(to: contentView, margin: 8)
                        constraints.append(stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44))
                        NSLayoutConstraint.activate(constraints)
                    }
                }
                """
            ),
        ])
        let lines = SwiftAppFormsTests.lines("ActivityCell", in: run)
        #expect(lines.contains("stack.top == owner.top + 8"))
        #expect(lines.contains("stack.leading == owner.leading + 8"))
        #expect(lines.contains("stack.height >= 44"))
    }

    @Test func aReturnedListTheCallerDropsStaysUnmade() throws {
        let run = SwiftAppFormsTests.run([
            Self.helpers,
            (
                "DroppedView.swift",
                """
                final class DroppedView: UIView {
                    let badge = UIView()
                    func setUp() {
                        addSubview(badge)
                        _ = badge.edgesConstraints(to: self)
                        badge.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    }
                }
                """
            ),
        ])
        #expect(SwiftAppFormsTests.lines("DroppedView", in: run) == ["badge.height == 10"])
    }
}

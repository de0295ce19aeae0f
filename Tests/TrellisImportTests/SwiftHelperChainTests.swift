import Testing
import TrellisModel
@testable import TrellisImport

/// Helpers the app wrote that call other helpers (issue 32, item 5): `pinToParent()` whose
/// body is `pinTo(to: self.superview)`, optional bindings of parameters and value arguments
/// read part by part (`padding.top` of `.zero`, of a memberwise `UIEdgeInsets`).
@Suite struct SwiftHelperChainTests {
    static let extensionFile = (
        "UIView+Pin.swift",
        """
        import UIKit

        public extension UIView {
            @discardableResult
            func pinToParent(padding: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
                pinTo(to: self.superview, padding: padding)
            }

            @discardableResult
            func pinTo(to view: UIView?, padding: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
                guard let target = view else { return [] }
                translatesAutoresizingMaskIntoConstraints = false
                let constraints = [
                    topAnchor.constraint(equalTo: target.topAnchor, constant: padding.top),
                    leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: padding.left),
                    trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -padding.right),
                    bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -padding.bottom),
                ]
                NSLayoutConstraint.activate(constraints)
                return constraints
            }

            func fillParentWithMargin() {
                pinToParent(padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
            }
        }
        """
    )

    @Test func aHelperCallingAnotherHelperWithTheSuperviewExpandsThroughBoth() throws {
        let run = SwiftAppFormsTests.run([
            Self.extensionFile,
            (
                "BadgeView.swift",
                """
                final class BadgeView: UIView {
                    let background = UIView()
                    let card = UIView()
                    let icon = UIImageView()
                    func setup() {
                        addSubview(background)
                        addSubview(card)
                        card.addSubview(icon)
                        background.pinToParent()
                        icon.pinToParent()
                        card.pinTo(to: background, padding: UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
                    }
                }
                """
            ),
        ])
        let lines = SwiftAppFormsTests.lines("BadgeView", in: run)
        // The receiver's superview: the root for `background`, `card` for `icon`.
        #expect(lines.contains("background.top == owner.top"))
        #expect(lines.contains("background.bottom == owner.bottom"))
        #expect(lines.contains("icon.leading == card.leading"))
        #expect(lines.contains("icon.trailing == card.trailing"))
        // A memberwise insets argument: each part its own constant.
        #expect(lines.contains("card.top == background.top + 4"))
        #expect(lines.contains("card.trailing == background.trailing - 6"))
        let report = try #require(SwiftAppFormsTests.report("BadgeView.swift", in: run))
        #expect(report.constraintsImported == 12)
        #expect(report.skipped.isEmpty)
    }

    @Test func aChainOfThreeHelpersKeepsTheInnermostArguments() {
        let run = SwiftAppFormsTests.run([
            Self.extensionFile,
            (
                "NoticeCell.swift",
                """
                final class NoticeCell: UITableViewCell {
                    let bubble = UIView()
                    func setup() {
                        contentView.addSubview(bubble)
                        bubble.fillParentWithMargin()
                    }
                }
                """
            ),
        ])
        let lines = SwiftAppFormsTests.lines("NoticeCell", in: run)
        #expect(lines.contains("bubble.top == owner.top + 8"))
        #expect(lines.contains("bubble.leading == owner.leading + 16"))
        #expect(lines.contains("bubble.bottom == owner.bottom - 8"))
    }

    @Test func aMethodCallingNoHelperStaysUnexpanded() {
        let run = SwiftAppFormsTests.run([
            (
                "UIView+Style.swift",
                """
                extension UIView {
                    func roundCorners() { layer.cornerRadius = 4; clipsToBounds = true }
                    func styleAsCard() { roundCorners() }
                }
                """
            ),
            (
                "CardView.swift",
                """
                final class CardView: UIView {
                    let body = UIView()
                    func setup() {
                        addSubview(body)
                        body.styleAsCard()
                        body.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                }
                """
            ),
        ])
        #expect(SwiftAppFormsTests.lines("CardView", in: run) == ["body.top == owner.top"])
    }

    @Test func aHelperReadsAnchorsFromAValueArgumentOrTheReceiversDefault() throws {
        let run = SwiftAppFormsTests.run([
            (
                "UIView+Place.swift",
                """
                extension UIView {
                    struct Edges {
                        var top: NSLayoutYAxisAnchor
                        var bottom: NSLayoutYAxisAnchor
                        var leading: NSLayoutXAxisAnchor
                        var trailing: NSLayoutXAxisAnchor
                    }

                    var ownEdges: Edges { Edges(top: topAnchor, bottom: bottomAnchor, leading: leadingAnchor, trailing: trailingAnchor) }

                    var safeEdges: Edges {
                        return Edges(
                            top: safeAreaLayoutGuide.topAnchor, bottom: safeAreaLayoutGuide.bottomAnchor,
                            leading: safeAreaLayoutGuide.leadingAnchor, trailing: safeAreaLayoutGuide.trailingAnchor)
                    }

                    func place(_ child: UIView, inset: NSDirectionalEdgeInsets = .zero, within edges: Edges? = nil, height: CGFloat? = nil) {
                        child.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(child)
                        let box = edges ?? ownEdges
                        NSLayoutConstraint.activate([
                            child.topAnchor.constraint(equalTo: box.top, constant: inset.top),
                            child.bottomAnchor.constraint(equalTo: box.bottom, constant: -inset.bottom),
                            child.leadingAnchor.constraint(equalTo: box.leading, constant: inset.leading),
                            child.trailingAnchor.constraint(equalTo: box.trailing, constant: -inset.trailing),
                        ])
                        if let height {
                            child.heightAnchor.constraint(equalToConstant: height).isActive = true
                        }
                    }
                }
                """
            ),
            (
                "WelcomeViewController.swift",
                """
                final class WelcomeViewController: UIViewController {
                    let banner = UIView()
                    let panel = UIView()
                    let badge = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.place(banner, within: view.safeEdges, height: 44)
                        view.place(panel, inset: NSDirectionalEdgeInsets(top: 60, leading: 12, bottom: 0, trailing: 12))
                        panel.place(
                            badge,
                            within: UIView.Edges(
                                top: banner.bottomAnchor, bottom: panel.bottomAnchor, leading: panel.leadingAnchor, trailing: panel.trailingAnchor))
                    }
                }
                """
            ),
        ])
        let lines = SwiftAppFormsTests.lines("WelcomeViewController", in: run)
        #expect(lines.contains("banner.height == 44"))
        #expect(lines.contains("panel.top == owner.top + 60"))
        #expect(lines.contains("panel.leading == owner.leading + 12"))
        #expect(lines.contains("panel.trailing == owner.trailing - 12"))
        #expect(lines.contains("badge.top == banner.bottom"))
        #expect(lines.contains("badge.bottom == panel.bottom"))
        // The height is made only where the call gives one.
        #expect(!lines.contains { $0.hasPrefix("panel.height") || $0.hasPrefix("badge.height") })
        #expect(lines.filter { $0.hasPrefix("banner.") }.count == 5, "\(lines.sorted())")
        let report = try #require(SwiftAppFormsTests.report("WelcomeViewController.swift", in: run))
        #expect(report.constraintsImported == 13)
        #expect(report.skipped.isEmpty)
    }
}

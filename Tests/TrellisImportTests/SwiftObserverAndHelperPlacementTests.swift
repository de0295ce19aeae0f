import Testing
import TrellisModel
@testable import TrellisImport

/// Code that runs somewhere else than where it is written (issue 32, items 5 and 1): a helper
/// method's body runs where it is called, so a call under a `switch` case or an `if` makes that
/// branch's constraints, not the base's; a property's `didSet` runs where the type assigns the
/// property. Fixtures are written here, in the forms apps use.
@Suite struct SwiftObserverAndHelperPlacementTests {
    static let embedHelper = (
        "UIView+Embed.swift",
        """
        import UIKit

        extension UIView {
            @discardableResult func embed(toFillWith view: UIView) -> [NSLayoutConstraint] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
                let constraints = [
                    view.leadingAnchor.constraint(equalTo: leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: trailingAnchor),
                    view.topAnchor.constraint(equalTo: topAnchor),
                    view.bottomAnchor.constraint(equalTo: bottomAnchor),
                ]
                NSLayoutConstraint.activate(constraints)
                return constraints
            }
        }
        """
    )

    static func body(_ name: String, in run: ImportRun) throws -> LayoutBody {
        try #require(run.components.first { $0.name == name }?.document.body)
    }

    static func lines(_ constraints: [LayoutConstraint]) -> Set<String> {
        Set(constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
    }

    @Test func aHelperCalledInASwitchCaseMakesThatCasesStateOnly() throws {
        let run = Importer.run(swiftSources: [
            Self.embedHelper,
            (
                "BannerController.swift",
                """
                import UIKit

                enum BannerLayout { case fill, top }

                final class BannerController: UIViewController {
                    let banner = UIView()
                    var layout: BannerLayout = .fill

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        switch layout {
                        case .fill:
                            view.embed(toFillWith: banner)
                        case .top:
                            view.addSubview(banner)
                            NSLayoutConstraint.activate([
                                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                                banner.topAnchor.constraint(equalTo: view.topAnchor),
                                banner.heightAnchor.constraint(equalToConstant: 40),
                            ])
                        }
                    }
                }
                """
            ),
        ])
        let body = try Self.body("BannerController", in: run)
        // The base is the initial case's: the helper's four constraints, once.
        #expect(body.constraints.count == 4)
        #expect(
            Self.lines(body.constraints) == [
                "banner.leading == owner.leading", "banner.trailing == owner.trailing", "banner.top == owner.top", "banner.bottom == owner.bottom",
            ])
        #expect(body.states.map(\.name) == ["topState"])
        let top = try #require(body.state(named: "topState"))
        #expect(Self.lines(top.constraints).contains("banner.height == 40"))
        #expect(!top.removals.isEmpty, "the top state takes the fill case's constraints out")
    }

    @Test func aHelperCalledUnderAnIfIsThatBranchsStateNotTheBase() throws {
        let run = Importer.run(swiftSources: [
            Self.embedHelper,
            (
                "BadgeController.swift",
                """
                import UIKit

                final class BadgeController: UIViewController {
                    let badge = UIView()
                    var isFull = false

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if isFull {
                            view.embed(toFillWith: badge)
                        } else {
                            view.addSubview(badge)
                            badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                            badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
                            badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                        }
                    }
                }
                """
            ),
        ])
        let body = try Self.body("BadgeController", in: run)
        #expect(!Self.lines(body.constraints).contains("badge.bottom == owner.bottom"))
        #expect(Self.lines(body.constraints).contains("badge.width == 20"))
        let full = try #require(body.state(named: "full"))
        #expect(Self.lines(full.constraints).contains("badge.bottom == owner.bottom"))
        #expect(!body.states.contains { $0.name.lowercased().contains("trellishelper") })
    }

    /// owncloud's `CollectionViewController`: the cover's root is embedded by the property's
    /// `didSet`, which runs where `setCover(_:layout:)` assigns it, under its `switch`'s case.
    @Test func aDidSetRunsWhereThePropertyIsAssigned() throws {
        let run = Importer.run(swiftSources: [
            Self.embedHelper,
            (
                "CoverController.swift",
                """
                import UIKit

                final class CoverController: UIViewController {
                    var showsCover = false
                    var coverRootView: UIView? {
                        willSet {
                            coverRootView?.removeFromSuperview()
                        }
                        didSet {
                            if let coverRootView {
                                view.embed(toFillWith: coverRootView)
                            }
                        }
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if showsCover {
                            let rootView = UIView()
                            let coverView = UILabel()
                            rootView.addSubview(coverView)
                            NSLayoutConstraint.activate([
                                coverView.centerXAnchor.constraint(equalTo: rootView.centerXAnchor),
                                coverView.topAnchor.constraint(equalTo: rootView.safeAreaLayoutGuide.topAnchor, constant: 20),
                            ])
                            self.coverRootView = rootView
                        }
                    }
                }
                """
            ),
        ])
        let body = try Self.body("CoverController", in: run)
        // Not at setup: `showsCover` starts false, so the base has no cover constraints.
        #expect(!Self.lines(body.constraints).contains { $0.hasPrefix("coverRootView.") })
        let cover = try #require(body.state(named: "showsCover"))
        let coverLines = Self.lines(cover.constraints)
        #expect(coverLines.contains("coverRootView.top == owner.top"), "\(coverLines)")
        #expect(coverLines.contains("coverRootView.bottom == owner.bottom"))
        #expect(coverLines.contains("coverView.top == coverRootView.safeArea.top + 20"))
        #expect(body.states.count == 1, "\(body.states.map(\.name))")
    }
}

import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// Forms of a view sized by its own class's content (`SelfSizedViews`) seen in SnapKit and
/// anchor apps. A view pinned to one corner of its superview and only kept inside the other
/// sides (`leading >= superview + 8`, `bottom <= superview - 8`) is as big as its content in
/// UIKit: those inequalities size nothing (brave-ios AdCardView's "Ad" callout was reported
/// ambiguous). A class whose root takes its content's size (`heightAnchor.constraint(equalTo:
/// imageView.heightAnchor)`) is sized by that content as one pinned to its edges is
/// (duckduckgo-ios' locked and empty-search views: 4 false ambiguities).
@Suite struct SelfSizedViewFormsTests {
    static let callout = """
        import SnapKit
        import UIKit

        final class AdCalloutView: UIView {
            private let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(label)
                label.snp.makeConstraints {
                    $0.edges.equalToSuperview().inset(5)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static let card = """
        import SnapKit
        import UIKit

        final class PromotedCardView: UIView {
            private let imageView = UIImageView()
            private let calloutView = AdCalloutView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(imageView)
                addSubview(calloutView)
                imageView.snp.makeConstraints {
                    $0.edges.equalToSuperview()
                }
                calloutView.snp.makeConstraints {
                    $0.top.trailing.equalToSuperview().inset(8)
                    $0.leading.greaterThanOrEqualToSuperview().inset(8)
                    $0.bottom.lessThanOrEqualToSuperview().inset(8)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aViewPinnedToACornerIsSizedByItsContentOnBothAxes() throws {
        let run = Importer.run(swiftSources: [("AdCalloutView.swift", Self.callout), ("PromotedCardView.swift", Self.card)])
        let card = try #require(run.components.first { $0.name == "PromotedCardView" })
        let callout = try #require(SelfSizedViewTests.record(of: "view calloutView", in: card))
        #expect(callout.notImported?.contains("calloutView is a AdCalloutView, whose own layout (AdCalloutView.layout) sizes it by its content") == true)
        // Neither axis is sized here: one edge each is equal, the other only kept inside.
        #expect(callout.axis == nil)
    }

    static let lockedView = """
        import UIKit

        final class ItemsLockedView: UIView {
            private let imageView = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                imageView.translatesAutoresizingMaskIntoConstraints = false
                addSubview(imageView)
                NSLayoutConstraint.activate([
                    imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
                    imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                    heightAnchor.constraint(equalTo: imageView.heightAnchor),
                    widthAnchor.constraint(equalTo: imageView.widthAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static let listController = """
        import UIKit

        final class PasswordListViewController: UIViewController {
            private let tableView = UITableView()
            private let lockedView = ItemsLockedView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                view.addSubview(lockedView)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                lockedView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    lockedView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    lockedView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    tableView.bottomAnchor.constraint(equalTo: lockedView.bottomAnchor, constant: 144),
                ])
            }
        }
        """

    @Test func aRootThatTakesItsContentsSizeIsSizedByThatContent() throws {
        let run = Importer.run(swiftSources: [("ItemsLockedView.swift", Self.lockedView), ("PasswordListViewController.swift", Self.listController)])
        let list = try #require(run.components.first { $0.name == "PasswordListViewController" })
        let locked = try #require(SelfSizedViewTests.record(of: "view lockedView", in: list))
        #expect(locked.notImported?.contains("lockedView is a ItemsLockedView, whose own layout (ItemsLockedView.layout) sizes it by its content") == true)
        // Its sides are pinned here: only its height is its content's.
        #expect(locked.axis == "vertical")
    }
}

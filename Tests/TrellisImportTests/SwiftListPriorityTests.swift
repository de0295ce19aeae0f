import Testing
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7: a web screen pins its content stack to the root's edges one notch below
/// `defaultHigh`, set on the whole list at once (`edgeConstraints.forEach { $0.priority = … }`), and
/// to the safe area at required. Read as required, the edges fought the safe area: two conflicts
/// UIKit never has (woocommerce-ios WebKitViewController). Fixtures written here.
@Suite struct SwiftListPriorityTests {
    static let forEachScreen = """
        import UIKit

        final class ArticleViewController: UIViewController {
            private let content = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                let edgeConstraints = [
                    view.topAnchor.constraint(equalTo: content.topAnchor),
                    view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                ]
                edgeConstraints.forEach({ $0.priority = UILayoutPriority(rawValue: UILayoutPriority.defaultHigh.rawValue - 1) })
                NSLayoutConstraint.activate(edgeConstraints)
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            }
        }
        """

    static let forInScreen = """
        import UIKit

        final class BannerView: UIView {
            private let title = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                let sides = [
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                ]
                for side in sides { side.priority = .defaultLow }
                NSLayoutConstraint.activate(sides)
                title.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    /// Each constraint's text without its priority → its priority.
    static func priorities(_ run: ImportRun, _ name: String) throws -> [String: Int] {
        let component = try #require(run.components.first { $0.name == name })
        var found: [String: Int] = [:]
        for constraint in try #require(component.document.body).constraints {
            var required = constraint
            required.priority = .required
            found[LayoutPrinter.constraintText(required).components(separatedBy: " as ")[0]] = constraint.priority.rawValue
        }
        return found
    }

    @Test func aPrioritySetOnEachConstraintOfAListWithForEachIsTheirs() throws {
        let run = Importer.run(swiftSources: [(path: "ArticleViewController.swift", text: Self.forEachScreen)])
        let priorities = try Self.priorities(run, "ArticleViewController")
        #expect(priorities["owner.top == content.top"] == 749, "\(priorities)")
        #expect(priorities["owner.bottom == content.bottom"] == 749, "\(priorities)")
        // The safe-area pins stay required.
        #expect(priorities["content.top == owner.safeArea.top"] == 1000, "\(priorities)")
    }

    @Test func aPrioritySetInAForLoopOverAListIsTheirs() throws {
        let run = Importer.run(swiftSources: [(path: "BannerView.swift", text: Self.forInScreen)])
        let priorities = try Self.priorities(run, "BannerView")
        #expect(priorities["title.leading == owner.leading + 12"] == 250, "\(priorities)")
        #expect(priorities["title.trailing == owner.trailing - 12"] == 250, "\(priorities)")
        #expect(priorities["title.centerY == owner.centerY"] == 1000, "\(priorities)")
    }
}

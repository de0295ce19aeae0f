import Foundation
import Testing
import TrellisTestSupport

/// `trellis check` on imported subclasses of one base controller: import writes the base's
/// constraints into each subclass's component, so a conflict the base's code makes is one
/// problem, in the base's component, naming the subclasses; a subclass whose own constraint
/// makes a conflict still gets its own.
@Suite(.temporaryFolders) struct ImportedInheritedCheckCLITests {
    /// A banner 200 wide, 20 from the leading edge, whose trailing edge must be 20 past the
    /// root's (`>=`, meant `<=`): no root is narrower than that, so UIKit breaks one each time.
    static let base = """
        import UIKit

        class CardListViewController: UIViewController {
            let banner = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    banner.trailingAnchor.constraint(greaterThanOrEqualTo: view.trailingAnchor, constant: 20),
                    banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    banner.widthAnchor.constraint(equalToConstant: 200),
                    banner.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
        }
        """

    static let inbox = """
        import UIKit

        final class InboxViewController: CardListViewController {
            let list = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                list.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    list.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
                    list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }
        """

    static let archive = """
        import UIKit

        final class ArchiveViewController: CardListViewController {
            let footer = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(footer)
                footer.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
                ])
            }
        }
        """

    /// A subclass that gives the banner a second height: a conflict of its own.
    static let compact = """
        import UIKit

        final class CompactViewController: CardListViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.heightAnchor.constraint(equalToConstant: 40).isActive = true
            }
        }
        """

    static func app() throws -> TrellisRunner {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.base, to: "App/CardListViewController.swift")
        try runner.write(Self.inbox, to: "App/InboxViewController.swift")
        try runner.write(Self.archive, to: "App/ArchiveViewController.swift")
        try runner.write(Self.compact, to: "App/CompactViewController.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        return runner
    }

    static func message(_ problem: [String: Any]) -> String { problem["message"] as? String ?? "" }
    static func file(_ problem: [String: Any]) -> String { (problem["location"] as? [String: Any])?["file"] as? String ?? "" }

    @Test func theBaseClassesConflictIsReportedOnceWhereItIsWritten() throws {
        let problems = try ImportedCheckCLITests.problems(try Self.app())
        let inherited = problems.filter { Self.message($0).contains("broke banner.width == 200") }
        #expect(inherited.count == 1, "\(problems)")
        let problem = try #require(inherited.first)
        #expect(Self.file(problem) == "Layouts/CardListViewController.layout")
        let notes = problem["notes"] as? [String] ?? []
        let named = try #require(notes.first { $0.contains("CardListViewController.swift") }, "\(notes)")
        for subclass in ["ArchiveViewController", "CompactViewController", "InboxViewController"] {
            #expect(named.contains(subclass), "\(named)")
        }
    }

    @Test func aSubclassesOwnConflictIsStillItsOwn() throws {
        let problems = try ImportedCheckCLITests.problems(try Self.app())
        let own = problems.filter { Self.message($0).contains("broke banner.height == 40") }
        #expect(own.count == 1, "\(problems)")
        #expect(own.first.map(Self.file) == "Layouts/CompactViewController.layout")
        #expect(own.first?["severity"] as? String == "error")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Issue 32 items 2 and 7: a screen pins its scroll view and the scroll view's stack with a
/// pod's method (`view.pinSubviewToAllEdges(scrollView)`, as apps built on WordPressUI do; PureLayout's
/// `autoPinEdgesToSuperviewEdges()` alike), whose source import never sees. It was dropped
/// without a word, and check blamed the app for the edges it left open (woocommerce-ios
/// LoginProloguePageTypeViewController, ProductsTabProductTableViewCell, ProductsViewController).
/// Now the call is listed with its line, and what it would place is "not imported".
@Suite(.temporaryFolders) struct ImportedLibraryLayoutCallCLITests {
    static let swift = """
        import UIKit
        import WordPressUI

        final class WelcomePageViewController: UIViewController {
            private let stackView = UIStackView()
            private let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                let scrollView = UIScrollView()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                view.pinSubviewToAllEdges(scrollView)
                stackView.axis = .vertical
                stackView.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(stackView)
                scrollView.pinSubviewToAllEdges(stackView)
                stackView.addArrangedSubview(titleLabel)
                NSLayoutConstraint.activate([
                    stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                ])
            }
        }
        """

    /// The same screen where the app defines the method itself: it is read as a helper, not listed.
    static let ownHelper = """
        import UIKit

        extension UIView {
            func pinSubviewToAllEdges(_ subview: UIView) {
                NSLayoutConstraint.activate([
                    subview.leadingAnchor.constraint(equalTo: leadingAnchor),
                    subview.trailingAnchor.constraint(equalTo: trailingAnchor),
                    subview.topAnchor.constraint(equalTo: topAnchor),
                    subview.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
        }
        """

    /// A toast whose row stack the pod's method pins, with its hidden 46-pt action button: the
    /// stack collapses the hidden button to 0, which its own `width >= 46` forbids — UIKit's
    /// `UISV-hiding` conflict, whatever the pinning left out makes.
    static let toast = """
        import UIKit
        import WordPressUI

        final class ToastView: UIView {
            private let row = UIStackView()
            private let message = UILabel()
            private let action = UIButton(type: .system)

            override init(frame: CGRect) {
                super.init(frame: frame)
                row.translatesAutoresizingMaskIntoConstraints = false
                addSubview(row)
                pinSubviewToAllEdges(row)
                row.addArrangedSubview(message)
                row.addArrangedSubview(action)
                action.isHidden = true
                action.widthAnchor.constraint(greaterThanOrEqualToConstant: 46).isActive = true
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    static func report(_ runner: TrellisRunner) throws -> [String: Any] {
        let imported = try runner.run("import", "App", "--into", "Layouts", "--json")
        #expect(imported.status == 0, "\(imported.output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any], "\(imported.output)")
    }

    static func libraryFindings(_ report: [String: Any]) -> [[String: Any]] {
        (report["findings"] as? [[String: Any]] ?? []).filter { ($0["reason"] as? String ?? "").contains("a library's") }
    }

    @Test func aLibrarysPinCallIsListedAndWhatItPlacesIsNotImported() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/WelcomePageViewController.swift")
        let report = try Self.report(runner)
        let listed = Self.libraryFindings(report)
        let lines = Set(listed.compactMap { $0["line"] as? Int })
        #expect(
            lines
                == [
                    ImportedCheckCLITests.line(of: "view.pinSubviewToAllEdges(scrollView)", in: Self.swift),
                    ImportedCheckCLITests.line(of: "scrollView.pinSubviewToAllEdges(stackView)", in: Self.swift),
                ], "\(listed)")
        #expect(listed.allSatisfy { $0["what"] as? String == "skipped" && ($0["reason"] as? String ?? "").contains("'pinSubviewToAllEdges'") }, "\(listed)")
        let layout = try runner.read("Layouts/WelcomePageViewController.layout")
        let problems = try ImportedCheckCLITests.problems(runner)
        let scroll = problems.filter { ($0["message"] as? String ?? "").contains("scrollView") && $0["kind"] as? String != "zeroSize" }
        #expect(!scroll.isEmpty, "\(problems)\n\(layout)")
        #expect(!problems.contains { $0["severity"] as? String == "error" }, "\(problems)\n\(layout)")
        #expect(scroll.allSatisfy { $0["kind"] as? String == "notImported" }, "\(scroll)")
    }

    @Test func aConflictBesideALibrarysPinStaysTheApps() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.toast, to: "App/ToastView.swift")
        let report = try Self.report(runner)
        #expect(Self.libraryFindings(report).count == 1, "\(Self.libraryFindings(report))")
        let layout = try runner.read("Layouts/ToastView.layout")
        let problems = try ImportedCheckCLITests.problems(runner)
        let hiding = problems.filter { ($0["message"] as? String ?? "").contains("cannot all hold") }
        #expect(!hiding.isEmpty, "\(problems)\n\(layout)")
        #expect(hiding.allSatisfy { $0["severity"] as? String == "error" }, "\(hiding)")
    }

    @Test func theAppsOwnMethodOfThatNameIsReadNotListed() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/WelcomePageViewController.swift")
        try runner.write(Self.ownHelper, to: "App/UIView+Pin.swift")
        let report = try Self.report(runner)
        #expect(Self.libraryFindings(report).isEmpty, "\(Self.libraryFindings(report))")
        let layout = try runner.read("Layouts/WelcomePageViewController.layout")
        #expect(layout.contains("scrollView.leading == owner.leading"), "\(layout)")
    }
}

import Foundation
import Testing
@testable import TrellisImport

/// Issue 32 item 7, session 22: a view a base class declares is written into each subclass's
/// component with the base's file and line as its origin, not the subclass's file with the
/// base's line (a line that file may not even have). `check` folds a problem the base's code
/// makes in every subclass only when its place comes from the same lines of the app.
@Suite struct SwiftInheritedViewOriginTests {
    static let base = """
        import UIKit

        class PanelViewController: UIViewController {
            let banner = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.topAnchor.constraint(equalTo: view.topAnchor),
                ])
            }
        }
        """

    static let subclass = """
        import UIKit

        final class MailPanelViewController: PanelViewController {
            let footer = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(footer)
                footer.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    footer.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    @Test func aBaseClassesViewIsFromTheBaseClassesFile() throws {
        let run = Importer.run(swiftSources: [("App/PanelViewController.swift", Self.base), ("App/MailPanelViewController.swift", Self.subclass)])
        let component = try #require(run.components.first { $0.name == "MailPanelViewController" })
        let record = try #require(component.record)
        // Where NAME.import.json says the `.layout` line declaring `name` comes from.
        func origin(of name: String) -> String? {
            let lines = component.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("view \(name):") }) else { return nil }
            return record.line(index + 1)?.from
        }
        #expect(origin(of: "banner") == "App/PanelViewController.swift:4", "\(component.text)")
        #expect(origin(of: "footer") == "App/MailPanelViewController.swift:4", "\(component.text)")
    }
}

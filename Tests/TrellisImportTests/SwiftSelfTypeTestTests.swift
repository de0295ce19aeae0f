import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7, session 22: `if let x = self as? P { … } else { … }` is decided by what the
/// type being imported is — the protocols it and its superclasses adopt, in their declarations
/// or extensions — so its branch is the base and the other branch, which never runs for that
/// type, is neither the base nor a state. Before, both were states and the base placed the
/// view with neither (owncloud's `EmbeddingViewController`: "contentViewController: horizontal
/// position, width, vertical position and height not determined").
@Suite struct SwiftSelfTypeTestTests {
    static let panel = """
        import UIKit

        protocol InsetPlacement: PanelController {}

        class PanelController: UIViewController {
            let contentPanel = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(contentPanel)
                contentPanel.translatesAutoresizingMaskIntoConstraints = false
                if let _ = self as? InsetPlacement {
                    NSLayoutConstraint.activate([
                        contentPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        contentPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        contentPanel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        contentPanel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                    ])
                } else {
                    NSLayoutConstraint.activate([
                        contentPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        contentPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        contentPanel.topAnchor.constraint(equalTo: view.topAnchor),
                        contentPanel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
        }
        """

    /// A subclass that adopts the protocol in an extension of another file.
    static let inset = """
        import UIKit

        final class InsetPanelController: PanelController {
            let badge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: view.topAnchor),
                    badge.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 12),
                    badge.heightAnchor.constraint(equalToConstant: 12),
                ])
            }
        }
        """

    static let conformance = """
        import UIKit

        extension InsetPanelController: InsetPlacement {}
        """

    static func body(_ name: String, in run: ImportRun) throws -> LayoutBody {
        let component = try #require(run.components.first { $0.name == name })
        return try #require(component.document.body)
    }

    static func lines(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(LayoutPrinter.constraintText) }

    @Test func theBranchTheTypeTakesIsItsBaseAndTheOtherIsNoState() throws {
        let run = Importer.run(swiftSources: [
            ("App/PanelController.swift", Self.panel), ("App/InsetPanelController.swift", Self.inset),
            ("App/InsetPanelController+Placement.swift", Self.conformance),
        ])
        let plain = try Self.body("PanelController", in: run)
        #expect(Self.lines(plain.constraints).contains("contentPanel.leading == owner.leading"), "\(Self.lines(plain.constraints))")
        #expect(!Self.lines(plain.constraints).contains { $0.contains("+ 20") })
        #expect(plain.states.isEmpty, "\(plain.states.map(\.name))")
        let adopting = try Self.body("InsetPanelController", in: run)
        #expect(Self.lines(adopting.constraints).contains("contentPanel.leading == owner.leading + 20"), "\(Self.lines(adopting.constraints))")
        #expect(!Self.lines(adopting.constraints).contains("contentPanel.leading == owner.leading"))
        #expect(adopting.states.isEmpty, "\(adopting.states.map(\.name))")
    }
}

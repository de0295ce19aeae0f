import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// The states an owning class's code makes (constraints under `if`) stay in the one component
/// its xib and code become (issue 32 items 1–2: nothing dropped silently).
@Suite struct SwiftOwnedClassStateTests {
    static let swift = """
        import UIKit

        final class SPProfileViewController: UIViewController {
            @IBOutlet weak var avatar: UIImageView!
            @IBOutlet weak var titleLabel: UILabel!
            var isPremium = false
            private let badge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                badge.widthAnchor.constraint(equalToConstant: 12).isActive = true
                badge.heightAnchor.constraint(equalToConstant: 12).isActive = true
                badge.trailingAnchor.constraint(equalTo: avatar.trailingAnchor).isActive = true
                if isPremium {
                    badge.topAnchor.constraint(equalTo: avatar.topAnchor).isActive = true
                } else {
                    badge.bottomAnchor.constraint(equalTo: avatar.bottomAnchor).isActive = true
                }
            }
        }
        """

    @Test func theCodesStatesAreKeptInTheXibsComponent() throws {
        let folder = TemporaryFolder.name("owned-class-state").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(OwnedClassImportTests.controllerXib.utf8).write(to: URL(fileURLWithPath: folder + "/SPProfileViewController.xib"))
        try Data(Self.swift.utf8).write(to: URL(fileURLWithPath: folder + "/SPProfileViewController.swift"))
        let run = Importer.run(paths: [folder])
        let body = try #require(run.components.first { $0.name == "SPProfileViewController" }?.document.body)
        let base = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(base.contains("badge.bottom == avatar.bottom as \"badgeBottom\""))
        let state = try #require(body.states.first)
        #expect(state.constraints.map(LayoutPrinter.constraintText) == ["badge.top == avatar.top"])
        let report = try #require(run.files.first { $0.report.path.hasSuffix(".swift") }?.report)
        #expect(report.constraintsImported == report.constraintsFound)
    }
}

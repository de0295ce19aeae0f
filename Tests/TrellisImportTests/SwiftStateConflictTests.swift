import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A state whose code activates a constraint beside a base one on the same anchor (an app
/// that appends `height == 0` to a list still holding `height == 148`): UIKit logs that set
/// when the app enters the state. Import keeps the component and the state, naming the
/// repeated constraint so the file validates, and `check` reports the conflict in that state
/// (it used to refuse the whole component: "not imported: state …: conflicting constraints").
@Suite struct SwiftStateConflictTests {
    static let source = """
        final class BannerController: UIViewController {
            private let banner = UIView()
            private let toolbar = UIView()
            private var bannerConstraints: [NSLayoutConstraint] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                view.addSubview(toolbar)
                NSLayoutConstraint.activate([
                    toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    toolbar.heightAnchor.constraint(equalToConstant: 44),
                ])
                bannerConstraints = [
                    banner.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 148),
                ]
                NSLayoutConstraint.activate(bannerConstraints)
            }

            func update(isBrowsing: Bool) {
                if isBrowsing {
                    bannerConstraints.append(banner.heightAnchor.constraint(equalToConstant: 0))
                    NSLayoutConstraint.activate(bannerConstraints)
                }
            }
        }
        """

    @Test func aStateRepeatingABaseAnchorIsImportedAndItsConflictChecked() throws {
        let run = Importer.run(swiftSources: [(path: "BannerController.swift", text: Self.source)])
        let file = try #require(run.report.files.first)
        #expect(file.error == nil)
        let document = try #require(run.components.first { $0.name == "BannerController" }?.document)
        let body = try #require(document.body)
        #expect(body.constraints.contains { LayoutPrinter.constraintText($0) == "banner.height == 148" })
        let state = try #require(body.states.first)
        let zero = try #require(state.constraints.first { $0.first.item == "banner" && $0.first.attribute == .height })
        #expect(zero.constant == 0)
        #expect(zero.identifier != nil, "named apart from the base's banner.height")
        // It validates, and the state is the unsatisfiable set UIKit logs.
        let library = LayoutLibrary(run.components.map(\.document))
        #expect(ValidatedLibrary.errors(of: document, in: library).isEmpty)
        let engine = LayoutEngine(library: library)
        let environment = DeviceCatalog.defaultDevices[0].environment()
        let base = try engine.prepare("BannerController", state: nil).sessionOnItsOwn(in: environment).solution()
        #expect(base.errors.isEmpty)
        let browsing = try engine.prepare("BannerController", state: state.name).sessionOnItsOwn(in: environment).solution()
        #expect(!browsing.errors.isEmpty)
    }
}

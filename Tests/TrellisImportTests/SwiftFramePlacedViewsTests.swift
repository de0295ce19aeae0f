import Testing
import TrellisModel
@testable import TrellisImport

/// A view the code lays out by its frame and autoresizing mask (issue 32, item 7): `blur.frame =
/// view.bounds; blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]` keeps
/// `translatesAutoresizingMaskIntoConstraints` on, so UIKit holds it with the constraints its mask
/// makes and never finds it ambiguous; only its content's constraints name it. Import reads no
/// frame, so `check` reports what follows as "not imported", not as the app's ambiguity (before:
/// "blurView: horizontal position, width … not determined"). Fixture written here.
@Suite struct SwiftFramePlacedViewsTests {
    static let controller = """
        import UIKit

        final class PhotoPreviewViewController: UIViewController {
            private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            private let pagerView = UIView()
            private let captionHolder = UIView()
            private let captionLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                blurView.frame = view.bounds
                blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(blurView)
                pagerView.translatesAutoresizingMaskIntoConstraints = false
                blurView.contentView.addSubview(pagerView)
                NSLayoutConstraint.activate([
                    pagerView.topAnchor.constraint(equalTo: blurView.topAnchor),
                    pagerView.leadingAnchor.constraint(equalTo: blurView.leadingAnchor),
                    pagerView.trailingAnchor.constraint(equalTo: blurView.trailingAnchor),
                    pagerView.bottomAnchor.constraint(equalTo: blurView.bottomAnchor),
                ])
                // Framed first, then constrained to the root: its constraints place it.
                captionHolder.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                captionHolder.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(captionHolder)
                captionLabel.translatesAutoresizingMaskIntoConstraints = false
                captionHolder.addSubview(captionLabel)
                NSLayoutConstraint.activate([
                    captionHolder.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    captionHolder.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    captionHolder.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    captionLabel.topAnchor.constraint(equalTo: captionHolder.topAnchor, constant: 8),
                    captionLabel.centerXAnchor.constraint(equalTo: captionHolder.centerXAnchor),
                    captionLabel.bottomAnchor.constraint(equalTo: captionHolder.bottomAnchor, constant: -8),
                ])
            }
        }
        """

    @Test func aViewPlacedByItsFrameAndMaskIsImportedInPart() throws {
        let run = Importer.run(swiftSources: [(path: "PhotoPreviewViewController.swift", text: Self.controller)])
        let component = try #require(run.components.first { $0.name == "PhotoPreviewViewController" })
        let blur = try #require(SelfSizedViewTests.record(of: "view blurView", in: component), "\(component.text)")
        #expect(blur.notImported?.contains("laid out by the frame and autoresizing mask its code sets") == true, "\(blur)")
        // What is pinned to it follows from that frame too.
        let pager = try #require(SelfSizedViewTests.record(of: "view pagerView", in: component))
        #expect(pager.notImported != nil)
        // A view whose constraints place it (its mask turned off) is the app's as imported.
        let holder = try #require(SelfSizedViewTests.record(of: "view captionHolder", in: component))
        #expect(holder.notImported == nil, "\(holder)")
    }
}

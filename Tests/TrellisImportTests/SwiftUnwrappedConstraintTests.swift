import Testing
import TrellisModel
@testable import TrellisImport

/// A kept optional constraint activated through the local that unwraps it (issue 32, item 5):
/// `if let constraint = imageHeightConstraint { imageView.addConstraint(constraint) }` and
/// `guard let constraint = … else { return }` activate the kept constraint, as UIKit runs them.
/// Before, the local was activated and the kept constraint was listed as never activated. The
/// `if let` just after the property was given a constraint always runs: the base, not a state.
/// Fixture written here, in the form apps keep a height constraint to change later.
@Suite struct SwiftUnwrappedConstraintTests {
    static let overlay = """
        import UIKit

        final class OverlayView: UIView {
            let imageView = UIImageView()
            let caption = UILabel()
            private var imageHeightConstraint: NSLayoutConstraint?
            private var captionTopConstraint: NSLayoutConstraint?
            private var unusedConstraint: NSLayoutConstraint?

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(imageView)
                addSubview(caption)
                imageView.translatesAutoresizingMaskIntoConstraints = false
                caption.translatesAutoresizingMaskIntoConstraints = false
                imageHeightConstraint = NSLayoutConstraint(
                    item: imageView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 100)
                if let constraint = imageHeightConstraint {
                    imageView.addConstraint(constraint)
                }
                captionTopConstraint = caption.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8)
                unusedConstraint = caption.heightAnchor.constraint(equalToConstant: 300)
                if let constraint = unusedConstraint {
                    print(constraint)
                }
                guard let top = self.captionTopConstraint else { return }
                top.isActive = true
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aKeptConstraintActivatedThroughItsUnwrappedLocalIsActive() throws {
        let run = Importer.run(swiftSources: [(path: "OverlayView.swift", text: Self.overlay)])
        let component = try #require(run.components.first { $0.name == "OverlayView" })
        let lines = Set(try #require(component.document.body).constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
        #expect(lines.contains("imageView.height == 100"), "\(lines.sorted())")
        #expect(lines.contains("caption.top == imageView.bottom + 8"), "\(lines.sorted())")
        // Unwrapped and only printed: still never activated.
        #expect(!lines.contains { $0.hasPrefix("caption.height") }, "\(lines.sorted())")
    }
}

import Testing
import TrellisModel
@testable import TrellisImport

/// Nothing dropped silently (issue 32, item 2): a call of one of the app's helpers that import
/// does not expand — labels no helper of that name takes, a static view factory whose view is
/// not kept — is listed with its line and why, and counted among the file's constraints. Before,
/// such a call was neither: the constraints it makes at run time were lost without a word.
/// Fixtures written here, in the forms apps write pin helpers and separators in.
@Suite struct SwiftUnexpandedHelperCallTests {
    static let helpers = """
        import UIKit

        extension UIView {
            func pin(to other: UIView, inset: CGFloat = 0) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                ])
            }

            func addSubview(_ view: UIView, inset: CGFloat) {
                addSubview(view)
                view.pin(to: self, inset: inset)
            }

            static func makeSeparator(height: CGFloat = 1) -> UIView {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                view.heightAnchor.constraint(equalToConstant: height).isActive = true
                return view
            }
        }
        """

    static let card = """
        import UIKit

        final class CardView: UIView {
            let background = UIView()
            let stack = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(background)
                background.addSubview(stack)
                background.pin(to: self)
                stack.pin(edgesOf: background, inset: 12)
                stack.addArrangedSubview(UIView.makeSeparator())
                pin(animated: false)
            }

            func pin(animated: Bool) {
                layoutIfNeeded()
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static func line(of text: String, in source: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    @Test func aHelperCallImportCannotExpandIsListedAndCounted() throws {
        let run = Importer.run(swiftSources: [(path: "UIView+Pin.swift", text: Self.helpers), (path: "CardView.swift", text: Self.card)])
        let report = try #require(run.files.first { $0.report.path == "CardView.swift" }?.report)
        let skipped = report.skipped.map { "\($0.line ?? 0): \($0.construct): \($0.reason)" }
        // Labels no `pin` takes: listed at its line, naming the helper's own labels.
        let labels = try #require(report.skipped.first { $0.line == Self.line(of: "stack.pin(edgesOf:", in: Self.card) }, "\(skipped)")
        #expect(labels.reason.contains("'pin(edgesOf:inset:)'") && labels.reason.contains("pin(to:inset:)"), "\(labels.reason)")
        // A static factory's view put straight into a stack: no view of the type is it.
        let factory = try #require(
            report.skipped.first { $0.line == Self.line(of: "UIView.makeSeparator()", in: Self.card) }, "\(skipped)")
        #expect(factory.reason.contains("'makeSeparator'"), "\(factory.reason)")
        // The type's own `pin(animated:)` and UIKit's `addSubview(_:)` beside the app's `addSubview(_:inset:)`
        // are no helper calls: nothing to say.
        #expect(!report.skipped.contains { $0.line == Self.line(of: "pin(animated: false)", in: Self.card) }, "\(skipped)")
        #expect(report.skipped.count == 2, "\(skipped)")
        // The matched call is expanded (4 constraints); the two missed calls count against the file.
        let component = try #require(run.components.first { $0.name == "CardView" })
        let lines = Set(try #require(component.document.body).constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
        #expect(lines.contains("background.leading == owner.leading"), "\(lines.sorted())")
        #expect(report.constraintsFound == report.constraintsImported + 2, "\(report.constraintsFound) found, \(report.constraintsImported) imported")
    }

    static let multiplier = """
        import UIKit

        extension NSLayoutConstraint {
            func settingMultiplier(_ multiplier: CGFloat) -> NSLayoutConstraint {
                NSLayoutConstraint.deactivate([self])
                let copy = NSLayoutConstraint(
                    item: firstItem as Any, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                    attribute: secondAttribute, multiplier: multiplier, constant: constant)
                NSLayoutConstraint.activate([copy])
                return copy
            }
        }
        """

    /// A constraint made in an extension of `NSLayoutConstraint` itself (a copy with another
    /// multiplier): no type import reads owns it. It was passed over as an extension of a type
    /// read elsewhere; now it is listed.
    @Test func aConstraintMadeInAnExtensionOfNSLayoutConstraintIsListed() throws {
        let run = Importer.run(swiftSources: [(path: "NSLayoutConstraint+Multiplier.swift", text: Self.multiplier)])
        let report = try #require(run.files.first { $0.report.path == "NSLayoutConstraint+Multiplier.swift" }?.report)
        let finding = try #require(report.skipped.first, "nothing listed")
        #expect(finding.line == Self.line(of: "let copy = NSLayoutConstraint(", in: Self.multiplier))
        #expect(finding.reason.contains("'settingMultiplier' of an extension of NSLayoutConstraint"), "\(finding.reason)")
    }
}

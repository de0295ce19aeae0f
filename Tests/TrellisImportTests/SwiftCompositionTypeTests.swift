import SwiftParser
import SwiftSyntax
import Testing
import TrellisModel
@testable import TrellisImport

/// A view declared as a protocol composition (issue 32, items 2 and 5): `let rowView: RowView &
/// UIView`, one of several conforming classes chosen at run time, is a `UIView`. Before, the
/// composition was taken whole as the class name, the printed `.layout` did not read back and
/// the controller's component was not written (every constraint of the file lost). Fixture
/// written here, in the form apps pick a row view by the data's kind.
@Suite struct SwiftCompositionTypeTests {
    static let controller = """
        import UIKit

        protocol RowView: AnyObject {
            var background: UIView { get }
        }

        final class PlainRowView: UIView, RowView {
            let background = UIView()
        }

        final class QuantityViewController: UIViewController {
            private let rowView: RowView & UIView
            private var badge: (UIView & RowView)?
            private let stepper = UIStepper()

            init(plain: Bool) {
                rowView = PlainRowView()
                super.init(nibName: nil, bundle: nil)
                rowView.translatesAutoresizingMaskIntoConstraints = false
                stepper.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(rowView)
                view.addSubview(stepper)
                NSLayoutConstraint.activate([
                    rowView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    rowView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    rowView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    stepper.topAnchor.constraint(equalTo: rowView.bottomAnchor, constant: 18),
                    stepper.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aViewDeclaredAsACompositionIsItsClass() throws {
        let run = Importer.run(swiftSources: [(path: "QuantityViewController.swift", text: Self.controller)])
        let report = try #require(run.files.first { $0.report.path == "QuantityViewController.swift" }?.report)
        #expect(report.error == nil && !report.skipped.contains { $0.reason.contains("read back") }, "\(report.skipped)")
        let component = try #require(run.components.first { $0.name == "QuantityViewController" }, "\(report.skipped)")
        let body = try #require(component.document.body)
        let views = body.items.compactMap { item -> ViewItem? in
            if case .view(let view) = item { return view } else { return nil }
        }
        #expect(views.first { $0.name == "rowView" }?.className == "UIView", "\(views.map { "\($0.name): \($0.className)" })")
        #expect(report.constraintsImported == 5, "\(report.constraintsImported) of \(report.constraintsFound)")
    }

    @Test(arguments: [
        ("RowView & UIView", "UIView"), ("(UIView & RowView)?", "UIView"), ("BaseCell & Themeable", "BaseCell"),
        ("any Themeable & UILabel", "UILabel"), ("UIButton", "UIButton"),
    ])
    func theClassOfAComposition(declared: String, expected: String) throws {
        let tree = Parser.parse(source: "let x: \(declared)")
        let variable = try #require(tree.statements.first?.item.as(VariableDeclSyntax.self))
        let type = try #require(variable.bindings.first?.typeAnnotation?.type)
        #expect(SwiftDeclarationVisitor.typeName(type) == expected)
    }
}

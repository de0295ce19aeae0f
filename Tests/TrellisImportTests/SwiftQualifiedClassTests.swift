import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A view typed with its module (`let editorView: Aztec.EditorView`) is of class `EditorView`:
/// a `.layout` class is one name, and the module-qualified one made the whole component
/// fail to read back ("an import bug", woocommerce-ios' AztecEditorViewController).
@Suite struct SwiftQualifiedClassTests {
    static let editor = """
        import Aztec
        import UIKit

        final class EditorViewController: UIViewController {
            private lazy var editorView: Aztec.EditorView = {
                let editorView = Aztec.EditorView(defaultFont: .body, defaultHTMLFont: .body, defaultParagraphStyle: .default, defaultMissingImage: UIImage())
                editorView.translatesAutoresizingMaskIntoConstraints = false
                return editorView
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(editorView)
                NSLayoutConstraint.activate([
                    editorView.topAnchor.constraint(equalTo: view.topAnchor),
                    editorView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    editorView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    editorView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }
        }
        """

    @Test func aModuleQualifiedClassIsItsOwnName() throws {
        let run = Importer.run(swiftSources: [("EditorViewController.swift", Self.editor)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "EditorViewController" }?.document.body)
        let editor = body.items.compactMap { item -> ViewItem? in if case .view(let view) = item { view } else { nil } }.first { $0.name == "editorView" }
        #expect(editor?.className == "EditorView")
        #expect(body.constraints.count == 4)
    }
}

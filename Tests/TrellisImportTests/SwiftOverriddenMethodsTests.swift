import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A superclass's method that its subclass overrides without calling `super` does not run for
/// the subclass: a decorator subclass placing a view its own way keeps only its own constraints
/// for it (element-ios' bubble decorator was refused for the duplicates: 15 calls).
@Suite struct SwiftOverriddenMethodsTests {
    static let base = """
        import UIKit

        class PlainDecorator: NSObject {
            func addReactions(_ reactions: UIView, toCell cell: UITableViewCell) {
                let cellContentView = cell.contentView
                cellContentView.addSubview(reactions)
                NSLayoutConstraint.activate([
                    reactions.leadingAnchor.constraint(equalTo: cellContentView.leadingAnchor, constant: 56),
                    reactions.topAnchor.constraint(equalTo: cellContentView.topAnchor, constant: 4),
                ])
            }

            func addPreview(_ preview: UIView, toCell cell: UITableViewCell) {
                let cellContentView = cell.contentView
                cellContentView.addSubview(preview)
                preview.bottomAnchor.constraint(equalTo: cellContentView.bottomAnchor, constant: -8).isActive = true
            }
        }
        """

    static let bubble = """
        import UIKit

        class BubbleDecorator: PlainDecorator {
            override func addReactions(_ reactions: UIView, toCell cell: UITableViewCell) {
                let cellContentView = cell.contentView
                cellContentView.addSubview(reactions)
                NSLayoutConstraint.activate([
                    reactions.leadingAnchor.constraint(equalTo: cellContentView.leadingAnchor, constant: 12),
                    reactions.topAnchor.constraint(equalTo: cellContentView.topAnchor, constant: 4),
                ])
            }

            override func addPreview(_ preview: UIView, toCell cell: UITableViewCell) {
                super.addPreview(preview, toCell: cell)
                preview.alpha = 0.9
            }
        }
        """

    @Test func anOverriddenMethodsConstraintsAreTheSubclassesOnly() throws {
        let run = Importer.run(swiftSources: [("PlainDecorator.swift", Self.base), ("BubbleDecorator.swift", Self.bubble)])
        let lines = try SwiftHostedRootTests.lines(run, "BubbleDecorator")
        #expect(lines.contains("reactions.leading == owner.leading + 12"))
        #expect(!lines.contains("reactions.leading == owner.leading + 56"))
        // An override calling super's runs super's constraints too.
        #expect(lines.contains("preview.bottom == owner.bottom - 8"))
        #expect(try SwiftHostedRootTests.lines(run, "PlainDecorator").contains("reactions.leading == owner.leading + 56"))
    }
}

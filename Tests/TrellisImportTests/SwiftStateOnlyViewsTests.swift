import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A view that only one branch makes and constrains (a `switch` case building a divider) is
/// referenced by that state: it stays an item, so the state is written and the component is not
/// refused for naming an unknown item (owncloud-ios-app's message elements: 36 calls).
/// An anchor reached through an optional chain and unwrapped, `(cell?.contentView.leftAnchor)!`,
/// is that anchor.
@Suite struct SwiftStateOnlyViewsTests {
    static let element = """
        import UIKit

        final class MessagePart: NSObject {
            enum Kind {
                case picture
                case divider
            }

            var kind: Kind = .picture
            private var made: UIView?

            var view: UIView? {
                if made == nil {
                    switch kind {
                    case .picture:
                        let rootView = UIView()
                        let pictureView = UIImageView()
                        pictureView.translatesAutoresizingMaskIntoConstraints = false
                        rootView.addSubview(pictureView)
                        NSLayoutConstraint.activate([
                            pictureView.topAnchor.constraint(equalTo: rootView.topAnchor),
                            pictureView.bottomAnchor.constraint(equalTo: rootView.bottomAnchor),
                            pictureView.centerXAnchor.constraint(equalTo: rootView.centerXAnchor),
                        ])
                        made = rootView
                    case .divider:
                        let dividerView = UIView()
                        dividerView.translatesAutoresizingMaskIntoConstraints = false
                        dividerView.heightAnchor.constraint(equalToConstant: 1).isActive = true
                        made = dividerView
                    }
                }
                return made
            }
        }
        """

    static let row = """
        import UIKit

        final class FieldRow: NSObject {
            var cell: UITableViewCell?

            init(placeholder: String) {
                super.init()
                cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let field = UITextField()
                field.translatesAutoresizingMaskIntoConstraints = false
                if cell != nil {
                    cell?.contentView.addSubview(field)
                    field.leftAnchor.constraint(equalTo: (cell?.contentView.leftAnchor)!, constant: 18).isActive = true
                    field.topAnchor.constraint(equalTo: (cell?.contentView.topAnchor)!, constant: 14).isActive = true
                }
            }
        }
        """

    @Test func aViewOnlyAStateConstrainsIsKept() throws {
        let run = Importer.run(swiftSources: [("MessagePart.swift", Self.element)])
        let component = try #require(run.components.first { $0.name == "MessagePart" }, "\(run.files.map(\.report.skipped))")
        let body = try #require(component.document.body)
        let all = (body.constraints + body.states.flatMap(\.constraints)).map { constraint in
            var constraint = constraint
            constraint.identifier = nil
            return LayoutPrinter.constraintText(constraint)
        }
        #expect(all.contains("dividerView.height == 1"), "\(all)")
        #expect(all.contains("pictureView.top == owner.top"), "\(all)")
    }

    @Test func anUnwrappedOptionalChainsAnchorIsThatAnchor() throws {
        let run = Importer.run(swiftSources: [("FieldRow.swift", Self.row)])
        let report = try #require(run.files.first?.report)
        #expect(!report.skipped.contains { $0.reason.contains("is not an anchor") }, "\(report.skipped.map(\.reason))")
    }
}

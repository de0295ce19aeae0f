import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A view of a class the same import lays out (its content pinned to all its sides) is sized
/// by that content in UIKit: where nothing else sizes it, the component holding it says it is
/// imported in part, so `check` does not report its size as the app's ambiguity.
@Suite struct SelfSizedViewTests {
    /// A card whose stack fills it on every side, as a tour or attribute view does.
    static let card = """
        import UIKit

        class TipCard: UIView {
            private let title = UILabel()
            private let body = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                let stack = UIStackView(arrangedSubviews: [title, body])
                stack.axis = .vertical
                stack.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                    stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                    stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
                ])
            }

            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        """

    /// The controller pins the card's sides and bottom, and gives it no height.
    static let controller = """
        import UIKit

        class TipViewController: UIViewController {
            private let card = TipCard()
            private let spacer = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                NSLayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 14),
                    card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -14),
                    card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -14),
                ])
            }
        }
        """

    static func record(of statement: String, in component: ImportedComponent) -> ImportRecord.Line? {
        let lines = component.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(statement) }) else { return nil }
        return component.record?.line(index + 1)
    }

    @Test func aViewOfAClassTheImportLaysOutIsImportedInPartOnTheAxesItsContentSizes() throws {
        let run = Importer.run(swiftSources: [("App/TipCard.swift", Self.card), ("App/TipViewController.swift", Self.controller)])
        let screen = try #require(run.components.first { $0.name == "TipViewController" })
        let card = try #require(Self.record(of: "view card", in: screen))
        #expect(card.notImported?.contains("card is a TipCard, whose own layout (TipCard.layout) sizes it by its content") == true)
        // Only its height is left to its content: the controller pins both its sides.
        #expect(card.axis == "vertical")
    }

    // A view whose class the import does not lay out, or whose height the holder gives, stays as it was.
    @Test func aViewTheHolderSizesOrAPlainViewIsNotMarked() throws {
        let sized = Self.controller.replacingOccurrences(
            of: "card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -14),",
            with: "card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -14),\n            card.heightAnchor.constraint(equalToConstant: 120),")
        let run = Importer.run(swiftSources: [("App/TipCard.swift", Self.card), ("App/TipViewController.swift", sized)])
        let screen = try #require(run.components.first { $0.name == "TipViewController" })
        #expect(Self.record(of: "view card", in: screen)?.notImported == nil)
        let alone = Importer.run(swiftSources: [("App/TipViewController.swift", Self.controller)])
        let other = try #require(alone.components.first { $0.name == "TipViewController" })
        #expect(Self.record(of: "view card", in: other)?.notImported?.contains("whose own layout") != true)
    }

    @Test func contentPinnedToEverySideSizesBothAxes() throws {
        let document = try LayoutDocument(
            parsing: """
                screen Card {
                    root view
                    view label: UILabel

                    label.top == owner.safeArea.top + 8
                    label.bottom == owner.bottomMargin
                    label.leading == owner.leading
                }
                """, file: "Card.layout")
        guard case .screen(let screen) = document else {
            Issue.record("not a screen")
            return
        }
        #expect(SelfSizedViews.contentAxes(of: screen) == [.vertical])
    }
}

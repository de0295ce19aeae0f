import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A scroll or stack view subclass that lays out its own content (issue 32, item 5): the class
/// is an item filling the component's root.
@Suite struct SwiftClassRootTests {
    static func body(_ name: String, in run: ImportRun) -> LayoutBody? {
        run.components.first { $0.name == name }?.document.body
    }

    /// A tab strip that scrolls sideways: a stack pinned to its own content guide, as apps write it.
    static let tabStrip = """
        import UIKit

        class TabStripView: UIScrollView {
            private lazy var tabsStack: UIStackView = {
                let stack = UIStackView()
                stack.axis = .horizontal
                stack.spacing = 12
                return stack
            }()

            override init(frame: CGRect) {
                super.init(frame: frame)
                showsHorizontalScrollIndicator = false
                addSubview(tabsStack)
                tabsStack.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    tabsStack.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
                    tabsStack.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
                    tabsStack.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
                    tabsStack.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
                    tabsStack.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor)
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aScrollViewSubclassPinningToItsContentGuideIsAScrollViewFillingTheRoot() throws {
        let run = Importer.run(swiftSources: [("TabStripView.swift", Self.tabStrip)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty)
        #expect(report.dropped.isEmpty)
        #expect(report.constraintsImported == 5)
        let body = try #require(Self.body("TabStripView", in: run))
        guard case .view(let scroll) = try #require(body.items.first { $0.name == "tabStripView" }) else {
            Issue.record("the class is not a view item")
            return
        }
        #expect(scroll.className == "TabStripView")
        #expect(scroll.baseClass == "UIScrollView")
        #expect(scroll.parent == nil)
        #expect(body.items.first { $0.name == "tabsStack" }?.parent == "tabStripView")
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("tabStripView.edges == owner.edges"))
        #expect(lines.contains("tabsStack.leading == tabStripView.contentGuide.leading"))
        #expect(lines.contains("tabsStack.height == tabStripView.frameGuide.height"))
    }

    /// A plain `UIScrollView` subclass pinning a view to its own edges: those are its content's edges.
    @Test func aScrollViewSubclassPinningToItsOwnEdgesPinsItsContent() throws {
        let run = Importer.run(swiftSources: [
            (
                "FormScrollView.swift",
                """
                import UIKit

                final class FormScrollView: UIScrollView {
                    let column = UIStackView()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        column.axis = .vertical
                        addSubview(column)
                        column.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            column.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                            column.bottomAnchor.constraint(equalTo: bottomAnchor),
                            column.leadingAnchor.constraint(equalTo: leadingAnchor),
                            column.trailingAnchor.constraint(equalTo: trailingAnchor),
                            column.widthAnchor.constraint(equalTo: widthAnchor)
                        ])
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            )
        ])
        let body = try #require(Self.body("FormScrollView", in: run))
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("formScrollView.edges == owner.edges"))
        #expect(lines.contains("column.top == formScrollView.contentGuide.top + 16"))
        #expect(lines.contains("column.width == formScrollView.width"))
    }

    /// A table subclass that only centres a label on itself keeps its plain root.
    @Test func aTableSubclassNotReadingItsScrollGuidesKeepsItsRoot() throws {
        let run = Importer.run(swiftSources: [
            (
                "EmptyStateTable.swift",
                """
                import UIKit

                class EmptyStateTable: UITableView {
                    let emptyLabel = UILabel()

                    func setUp() {
                        addSubview(emptyLabel)
                        emptyLabel.translatesAutoresizingMaskIntoConstraints = false
                        emptyLabel.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                        emptyLabel.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                    }
                }
                """
            )
        ])
        let body = try #require(Self.body("EmptyStateTable", in: run))
        #expect(body.items.map(\.name) == ["emptyLabel"])
        #expect(Set(body.constraints.map(LayoutPrinter.constraintText)) == ["emptyLabel.centerX == owner.centerX", "emptyLabel.centerY == owner.centerY"])
    }

    /// A stack view subclass arranging its views in itself, set up by its superclass and itself.
    @Test func aStackViewSubclassArrangingInItselfIsAStackFillingTheRoot() throws {
        let run = Importer.run(swiftSources: [
            (
                "BaseStack.swift",
                """
                import UIKit

                class BaseStack: UIStackView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        axis = .vertical
                        spacing = 4
                    }

                    required init(coder: NSCoder) { fatalError() }
                }
                """
            ),
            (
                "BadgeView.swift",
                """
                import UIKit

                final class BadgeView: BaseStack {
                    private let dot = UIView()
                    private let nameLabel = UILabel()

                    init(name: String) {
                        super.init(frame: .zero)
                        axis = .horizontal
                        spacing = 6
                        addArrangedSubview(dot)
                        addArrangedSubview(nameLabel)
                        dot.widthAnchor.constraint(equalToConstant: 15).isActive = true
                        dot.heightAnchor.constraint(equalTo: dot.widthAnchor).isActive = true
                    }

                    required init(coder: NSCoder) { fatalError() }
                }
                """
            ),
        ])
        let body = try #require(Self.body("BadgeView", in: run))
        guard case .stack(let stack) = try #require(body.items.first { $0.name == "badgeView" }) else {
            Issue.record("the class is not a stack item")
            return
        }
        #expect(stack.arranged == ["dot", "nameLabel"])
        #expect(stack.axis == .horizontal)
        #expect(stack.spacing == 6)
        #expect(stack.view.parent == nil)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("badgeView.edges == owner.edges"))
        #expect(lines.contains("dot.width == 15"))
    }
}

import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A method of the app's extension of an array of views that returns
/// `UIStackView(arrangedSubviews: self)` with the axis, spacing and alignment it is passed
/// (issue 32, item 7): `let stack = [spinner, title].asStackView(axis: .vertical, spacing: 8,
/// alignment: .center)` is that stack, as UIKit runs the body. Before, `stack` was a plain view
/// holding nothing, and a stack its content sizes (centred vertically) was reported ambiguous.
/// Fixture written here, in the form apps write such helpers.
@Suite struct SwiftArrayStackFactoryTests {
    static let factory = """
        import UIKit

        extension Array where Element == UIView {
            func stacked(axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0, alignment: UIStackView.Alignment = .fill) -> UIStackView {
                let stackView = UIStackView(arrangedSubviews: self)
                stackView.axis = axis
                stackView.distribution = distribution
                stackView.alignment = alignment
                stackView.spacing = spacing
                return stackView
            }
        }
        """

    static let loading = """
        import UIKit

        final class LoadingPlaceholderView: UIView {
            private let spinner = UIActivityIndicatorView(style: .medium)
            private let titleLabel = UILabel()
            private lazy var buttonsStack: UIStackView = {
                let stack = [retryButton, cancelButton].stacked(distribution: .fillEqually)
                return stack
            }()
            private let retryButton = UIButton(type: .system)
            private let cancelButton = UIButton(type: .system)

            override init(frame: CGRect) {
                super.init(frame: frame)
                let stackView = [
                    spinner,
                    titleLabel,
                ].stacked(axis: .vertical, spacing: 8, alignment: .center)
                stackView.translatesAutoresizingMaskIntoConstraints = false
                buttonsStack.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stackView)
                addSubview(buttonsStack)
                NSLayoutConstraint.activate([
                    stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
                    stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
                    buttonsStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    buttonsStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    buttonsStack.topAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 20),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func theArrayAStackFactoryIsCalledOnIsTheStacksArrangedViews() throws {
        let run = Importer.run(swiftSources: [(path: "Array+Stack.swift", text: Self.factory), (path: "LoadingPlaceholderView.swift", text: Self.loading)])
        let component = try #require(run.components.first { $0.name == "LoadingPlaceholderView" })
        let body = try #require(component.document.body)
        var stacks: [String: StackItem] = [:]
        for case .stack(let stack) in body.items { stacks[stack.view.name] = stack }
        // The arguments given, and the factory's defaults for those left out.
        let stackView = try #require(stacks["stackView"], "\(component.text)")
        #expect(stackView.arranged == ["spinner", "titleLabel"])
        #expect(stackView.axis == .vertical)
        #expect(stackView.alignment == .center)
        #expect(stackView.spacing == 8)
        // In a property's closure too, with the arguments' labels skipping the defaulted ones.
        let buttons = try #require(stacks["buttonsStack"], "\(component.text)")
        #expect(buttons.arranged == ["retryButton", "cancelButton"])
        #expect(buttons.axis == .horizontal)
        #expect(buttons.distribution == .fillEqually)
        #expect(buttons.spacing == 0)
        // Its content sizes the centred stack: nothing ambiguous on any device.
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("LoadingPlaceholderView", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }

    static let toolbar = """
        import UIKit

        final class ToolbarView: UIView {
            private let backButton = UIButton(type: .system)
            private let forwardButton = UIButton(type: .system)

            override init(frame: CGRect) {
                super.init(frame: frame)
                backButton.widthAnchor.constraint(equalToConstant: 44).isActive = true
                let arrows = [backButton, forwardButton].stacked(spacing: 4)
                let bar = [arrows, .spacer()].stacked()
                bar.translatesAutoresizingMaskIntoConstraints = false
                addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bar.topAnchor.constraint(equalTo: topAnchor),
                    bar.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func anArrayHoldingAViewMadeInPlaceIsNotReadAsAStackAndWhatItHoldsIsUnplaced() throws {
        let run = Importer.run(swiftSources: [(path: "Array+Stack.swift", text: Self.factory), (path: "ToolbarView.swift", text: Self.toolbar)])
        let component = try #require(run.components.first { $0.name == "ToolbarView" })
        let body = try #require(component.document.body)
        // `.spacer()` is a view import does not read: `bar` is not a stack missing it.
        for case .stack(let stack) in body.items { #expect(stack.view.name != "bar", "\(component.text)") }
        // `arrows` is added nowhere import reads, so it is left out, and its arranged views lose their superview with it.
        #expect(!body.items.contains { $0.name == "arrows" }, "\(component.text)")
        let back = try #require(SelfSizedViewTests.record(of: "view backButton", in: component), "\(component.text)")
        #expect(back.notImported?.contains("is added to its superview by code import does not read") == true, "\(back)")
    }

    static let row = """
        import UIKit

        final class ContactRowView: UIView {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                let details = [titleLabel, .spacer()].stacked(axis: .vertical)
                let row = [iconView, details].stacked(spacing: 8)
                row.translatesAutoresizingMaskIntoConstraints = false
                addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: trailingAnchor),
                    row.topAnchor.constraint(equalTo: topAnchor),
                    row.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func anArrayHoldingALocalImportMadeNoViewOfIsNotReadAsAStack() throws {
        let run = Importer.run(swiftSources: [(path: "Array+Stack.swift", text: Self.factory), (path: "ContactRowView.swift", text: Self.row)])
        let component = try #require(run.components.first { $0.name == "ContactRowView" })
        let body = try #require(component.document.body)
        // `details` is not read as a view (it holds `.spacer()`), so `row` would be a stack of the icon alone.
        for case .stack(let stack) in body.items {
            #expect(stack.view.name != "row", "\(component.text)")
            #expect(stack.arranged != ["iconView"], "\(component.text)")
        }
    }

    static let grid = """
        import UIKit

        final class ThumbnailGridView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let column = makeStack(axis: .vertical)
                column.translatesAutoresizingMaskIntoConstraints = false
                addSubview(column)
                NSLayoutConstraint.activate([
                    column.topAnchor.constraint(equalTo: topAnchor),
                    column.leadingAnchor.constraint(equalTo: leadingAnchor),
                    column.trailingAnchor.constraint(equalTo: trailingAnchor),
                    column.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
                let topRow = makeStack(axis: .horizontal)
                column.addArrangedSubview(topRow)
                let bottomRow = self.makeStack(axis: .horizontal)
                column.addArrangedSubview(bottomRow)
            }

            required init?(coder: NSCoder) { fatalError() }

            private func makeStack(axis: NSLayoutConstraint.Axis) -> UIStackView {
                let stackView = UIStackView()
                stackView.axis = axis
                stackView.spacing = 1
                stackView.distribution = .fillEqually
                return stackView
            }
        }
        """

    @Test func aTypesOwnMethodMakingAStackGivesItsCallsTheirAxisAndDistribution() throws {
        let run = Importer.run(swiftSources: [(path: "ThumbnailGridView.swift", text: Self.grid)])
        let component = try #require(run.components.first { $0.name == "ThumbnailGridView" })
        let body = try #require(component.document.body)
        var stacks: [String: StackItem] = [:]
        for case .stack(let stack) in body.items { stacks[stack.view.name] = stack }
        let column = try #require(stacks["column"], "\(component.text)")
        #expect(column.axis == .vertical)
        #expect(column.distribution == .fillEqually)
        #expect(column.arranged == ["topRow", "bottomRow"])
        for row in ["topRow", "bottomRow"] {
            #expect(stacks[row]?.axis == .horizontal, "\(component.text)")
            #expect(stacks[row]?.spacing == 1, "\(component.text)")
        }
        // Rows sharing the column's height, each as wide as it: nothing ambiguous.
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("ThumbnailGridView", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }
}

import Testing
import TrellisModel
@testable import TrellisImport

/// A static view factory of the app's UIView extension (issue 32, item 5): `let separator =
/// UIView.makeSeparator(height: 0.5)` is the view the factory makes, with the constraints it
/// gives it (before: a separator of no height, and the factory's constraint listed as made in a
/// static method nothing expands). Fixture written here, in the form apps write separators in.
@Suite struct SwiftStaticViewFactoryTests {
    static let factory = """
        import UIKit

        extension UIView {
            static func makeSeparator(height: CGFloat = 1, color: UIColor = .separator) -> UIView {
                let view = UIView(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                view.backgroundColor = color
                NSLayoutConstraint.activate([
                    view.heightAnchor.constraint(equalToConstant: height)
                ])
                return view
            }
        }
        """

    static let header = """
        import UIKit

        final class HeaderView: UIView {
            let title = UILabel()
            private var bottomLine: UIView!

            override init(frame: CGRect) {
                super.init(frame: frame)
                let separator = UIView.makeSeparator(height: 0.5)
                bottomLine = .makeSeparator()
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                addSubview(separator)
                addSubview(bottomLine)
                let stack = UIStackView(arrangedSubviews: [UIView.makeSeparator(), UILabel()])
                addSubview(stack)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    separator.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                    separator.leadingAnchor.constraint(equalTo: leadingAnchor),
                    separator.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bottomLine.topAnchor.constraint(equalTo: separator.bottomAnchor),
                    bottomLine.leadingAnchor.constraint(equalTo: leadingAnchor),
                    bottomLine.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bottomLine.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func theViewAStaticFactoryReturnsIsTheOneTheCallerKeeps() throws {
        let run = Importer.run(swiftSources: [(path: "UIView+Separator.swift", text: Self.factory), (path: "HeaderView.swift", text: Self.header)])
        let component = try #require(run.components.first { $0.name == "HeaderView" })
        let body = try #require(component.document.body)
        let lines = Set(body.constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
        // A local and a property, each with the height its call gives (or the default).
        #expect(lines.contains("separator.height == 0.5"), "\(lines.sorted())")
        #expect(lines.contains("bottomLine.height == 1"), "\(lines.sorted())")
        #expect(lines.filter { $0.contains(".height ==") }.count == 2, "no view of the array literal's call: \(lines.sorted())")
        // No second view for what the factory makes: the caller's are the ones declared.
        let names = body.items.map(\.name)
        #expect(names.filter { $0.lowercased().contains("separator") }.count == 1, "\(names)")
        #expect(!names.contains("view"), "\(names)")
        // Made where called, so not listed as a static method nothing expands.
        let factoryFile = try #require(run.files.first { $0.report.path == "UIView+Separator.swift" }?.report)
        #expect(factoryFile.skipped.isEmpty, "\(factoryFile.skipped)")
    }
}

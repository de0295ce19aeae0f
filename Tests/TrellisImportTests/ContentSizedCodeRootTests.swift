import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7, session 19: a view class or a table cell made in code is as tall as its
/// content where the content ties its top to its bottom (an embedder that lets it size itself,
/// a table's `automaticDimension` rows). Laid out at the device's height instead, a stack of two
/// labels has room left over that neither label claims: an ambiguity UIKit never has.
@Suite struct ContentSizedCodeRootTests {
    /// Two labels in a vertical stack, pinned with insets to every edge (a trend row, a header).
    static let trendView = """
        import UIKit

        public final class TrendView: UIView {
            let container: UIStackView = {
                let stackView = UIStackView()
                stackView.axis = .vertical
                return stackView
            }()
            let primaryLabel = UILabel()
            let secondaryLabel = UILabel()

            public override init(frame: CGRect) {
                super.init(frame: frame)
                container.translatesAutoresizingMaskIntoConstraints = false
                addSubview(container)
                NSLayoutConstraint.activate([
                    container.topAnchor.constraint(equalTo: topAnchor, constant: 11),
                    container.leadingAnchor.constraint(equalTo: leadingAnchor),
                    container.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: 11),
                ])
                container.addArrangedSubview(primaryLabel)
                container.addArrangedSubview(secondaryLabel)
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    /// The same content in a table cell's content view, with SnapKit.
    static let serverCell = """
        import UIKit
        import SnapKit

        final class ServerCell: UITableViewCell {
            let containerView = UIStackView()
            let domainLabel = UILabel()
            let descriptionLabel = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                containerView.axis = .vertical
                containerView.spacing = 4
                contentView.addSubview(containerView)
                containerView.addArrangedSubview(domainLabel)
                containerView.addArrangedSubview(descriptionLabel)
                containerView.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview().inset(11)
                    make.leading.trailing.equalToSuperview().inset(16)
                }
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    /// A cell whose label is centred: nothing ties its top to its bottom, so its height is
    /// the table's `rowHeight`, not its content's.
    static let centredCell = """
        import UIKit

        final class LoaderCell: UITableViewCell {
            let label = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    @Test(arguments: [("TrendView", trendView), ("ServerCell", serverCell)])
    func aCodeRootWhoseContentIsAmbiguousAtTheDevicesHeightIsSizedByItAndChecksClean(name: String, source: String) throws {
        let run = Importer.run(swiftSources: [("App/\(name).swift", source)])
        let component = try #require(run.components.first { $0.name == name })
        guard case .screen(let screen) = component.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.heightIsAuto && screen.height == nil)
        #expect(component.text.contains("height auto"))
        #expect(component.record?.describes(component.text) == true)
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve(name, in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }

    @Test func aCodeCellWhoseContentDoesNotTieItsTopToItsBottomKeepsTheTablesHeight() throws {
        let run = Importer.run(swiftSources: [("App/LoaderCell.swift", Self.centredCell)])
        let cell = try #require(run.components.first { $0.name == "LoaderCell" })
        #expect(!cell.text.contains("height auto"))
    }
}

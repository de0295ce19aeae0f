import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7, session 22: a table cell made in code whose content is pinned to its
/// content view's margins guide (`contentView.layoutMarginsGuide.topAnchor`) is as tall as
/// that content, as one pinned to the content view's own edges is. Laid out at the device's
/// height instead, two multi-line labels in a stack leave room neither claims: an ambiguity
/// UIKit never has, since the table sizes the row by its content.
@Suite struct ContentSizedMarginsRootTests {
    static let noteCell = """
        import UIKit

        final class NoteCell: UITableViewCell {
            let headline = UILabel()
            let body = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                headline.numberOfLines = 0
                body.numberOfLines = 0
                let column = UIStackView(arrangedSubviews: [headline, body])
                column.axis = .vertical
                column.spacing = 4
                column.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(column)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    column.topAnchor.constraint(equalTo: margins.topAnchor),
                    column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    @Test func aCodeCellPinnedToItsMarginsIsSizedByItsContentAndChecksClean() throws {
        let run = Importer.run(swiftSources: [("App/NoteCell.swift", Self.noteCell)])
        let component = try #require(run.components.first { $0.name == "NoteCell" })
        guard case .screen(let screen) = component.document else {
            Issue.record("not a screen")
            return
        }
        #expect(component.text.contains("owner.topMargin"), "\(component.text)")
        #expect(screen.heightIsAuto && screen.height == nil, "\(component.text)")
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("NoteCell", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }
}

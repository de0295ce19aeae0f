import Foundation
import Testing
@testable import TrellisImport

/// Issue 32 item 7, session 22: an image view whose image the code sets is as large as that
/// image where only a minimum (`height >= 30`) limits it; import does not read the image, so
/// its size on that axis is not known and `check` says "not imported", not "ambiguous". An
/// equality (`width == 32`) still sizes it.
@Suite struct ImageViewMinimumSizeTests {
    static let resultCell = """
        import UIKit

        final class ResultCell: UITableViewCell {
            let badge = UIImageView()
            let message = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                badge.translatesAutoresizingMaskIntoConstraints = false
                message.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(badge)
                contentView.addSubview(message)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                    badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    badge.widthAnchor.constraint(equalToConstant: 32),
                    badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                    message.topAnchor.constraint(equalTo: badge.topAnchor),
                    message.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
                    message.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    message.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    @Test func anImageViewWithOnlyAMinimumHeightHasThatHeightNotImported() throws {
        let run = Importer.run(swiftSources: [("App/ResultCell.swift", Self.resultCell)])
        let cell = try #require(run.components.first { $0.name == "ResultCell" })
        let record = try #require(cell.record)
        let lines = cell.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("view badge") }, "\(cell.text)")
        let badge = try #require(record.line(index + 1))
        #expect(badge.notImported?.contains("comes from the image its code sets") == true, "\(badge)")
        // Its width is the constraint's: only the height is open.
        #expect(badge.axis == "vertical")
    }
}

import Testing
import TrellisModel
@testable import TrellisImport

/// SnapKit's `inset(…)` with edge insets (issue 32, item 5): `make.edges.equalToSuperview().inset(
/// UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20))` gives each edge its own part, as SnapKit
/// does, so uneven parts are one constraint per edge (they were skipped as "uneven insets on a
/// composite"), and a constant of insets the file declares is read part by part (it was a scalar
/// `param … = 0`). Fixture written here, in the forms SnapKit apps use.
@Suite struct SnapKitEdgeInsetsTests {
    static let cell = """
        import SnapKit
        import UIKit

        final class BadgeCell: UICollectionViewCell {
            struct Size {
                static let margins = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
                static let even = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            }

            let background = UIView()
            let title = UILabel()
            let icon = UIImageView()
            let footer = UIView()
            let badge = UIView()
            let shadow = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(background)
                contentView.addSubview(title)
                contentView.addSubview(icon)
                contentView.addSubview(footer)
                contentView.addSubview(badge)
                contentView.addSubview(shadow)
                background.snp.makeConstraints { make in
                    make.edges.equalTo(contentView).inset(Size.margins)
                }
                title.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
                }
                icon.snp.makeConstraints { make in
                    make.edges.equalTo(background).inset(Size.even)
                }
                footer.snp.makeConstraints { make in
                    make.horizontalEdges.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 16))
                    make.bottom.equalToSuperview()
                    make.height.equalTo(1)
                }
                badge.snp.makeConstraints {
                    $0.edges.equalTo(icon.snp.edges).inset(.init(top: 1, left: 2, bottom: 3, right: 4))
                }
                shadow.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(all: 6))
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func unevenInsetsOnACompositeAreOneConstraintPerEdge() throws {
        let run = Importer.run(swiftSources: [(path: "BadgeCell.swift", text: Self.cell)])
        let component = try #require(run.components.first { $0.name == "BadgeCell" })
        let body = try #require(component.document.body)
        let lines = Set(body.constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
        let expected = [
            // A constant of insets the file declares, part by part.
            "background.top == owner.top + 10", "background.leading == owner.leading + 15",
            "background.bottom == owner.bottom - 10", "background.trailing == owner.trailing - 15",
            // Literal insets: top and left move in, bottom and right out.
            "title.top == owner.top + 8", "title.leading == owner.leading + 20",
            "title.bottom == owner.bottom - 8", "title.trailing == owner.trailing - 20",
            // Even insets stay one composite.
            "icon.edges == background.edges + 4",
            // A horizontal composite takes the left and right parts only.
            "footer.leading == owner.leading + 12", "footer.trailing == owner.trailing - 16",
            // Against another view's `snp.edges`, with `.init(top:left:bottom:right:)`.
            "badge.top == icon.top + 1", "badge.leading == icon.leading + 2",
            "badge.bottom == icon.bottom - 3", "badge.trailing == icon.trailing - 4",
        ]
        for line in expected { #expect(lines.contains(line), "\(line) not in \(lines.sorted())") }
        #expect(!lines.contains { $0.hasPrefix("shadow.") }, "\(lines.sorted())")
        #expect(component.document.parameters.isEmpty, "no 'param sizeMargins = 0': \(component.document.parameters)")
    }

    @Test func insetsOfAnInitializerTheAppDefinesAreSkippedNotReadAsZero() throws {
        let run = Importer.run(swiftSources: [(path: "BadgeCell.swift", text: Self.cell)])
        let report = try #require(run.files.first?.report)
        let skipped = report.skipped.map(\.reason)
        #expect(skipped.count == 1, "\(skipped)")
        #expect(skipped.first?.contains("UIEdgeInsets(all: 6)") == true, "\(skipped)")
        #expect(!skipped.contains { $0.contains("uneven insets") })
    }
}

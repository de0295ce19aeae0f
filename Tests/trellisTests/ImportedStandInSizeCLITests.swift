import Foundation
import Testing
import TrellisTestSupport

/// Issue 32 item 7, session 23: a button whose image the code sets (`setImage(UIImage(named:))`)
/// gets UIKit's default button size as a stand-in (46 × 30); with its horizontal compression
/// resistance required and a 32-pt square, the set holds only if the image is 32 wide or less,
/// which import does not know. check calls that conflict "not imported", not the app's error.
/// A switch's size is UIKit's whatever the app sets: the same conflict on one stays an error.
@Suite(.temporaryFolders) struct ImportedStandInSizeCLITests {
    static let swift = """
        import UIKit

        final class ReactionBarCell: UICollectionViewCell {
            private let overflowButton = UIButton(type: .system)
            private let muteSwitch = UISwitch()

            override init(frame: CGRect) {
                super.init(frame: frame)
                overflowButton.setImage(UIImage(named: "dots"), for: .normal)
                overflowButton.translatesAutoresizingMaskIntoConstraints = false
                overflowButton.setContentCompressionResistancePriority(.required, for: .horizontal)
                contentView.addSubview(overflowButton)
                muteSwitch.translatesAutoresizingMaskIntoConstraints = false
                muteSwitch.setContentCompressionResistancePriority(.required, for: .horizontal)
                contentView.addSubview(muteSwitch)
                NSLayoutConstraint.activate([
                    overflowButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    overflowButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    overflowButton.widthAnchor.constraint(equalToConstant: 32),
                    overflowButton.heightAnchor.constraint(equalToConstant: 32),
                    muteSwitch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    muteSwitch.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    muteSwitch.widthAnchor.constraint(equalToConstant: 40),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    /// A count badge its cell hides, in a row stack, padding 2 around a label that resists
    /// compression: the stack collapses the hidden badge to 0, which no content can fit in
    /// (UIKit's `UISV-hiding` conflict), whatever the label's real size.
    static let hiddenBadgeSwift = """
        import UIKit

        final class InboxRowCell: UITableViewCell {
            private let titleLabel = UILabel()
            private let countLabel = UILabel()
            private let countBadge = UIView()
            private let row = UIStackView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                countBadge.isHidden = true
                countLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
                countLabel.translatesAutoresizingMaskIntoConstraints = false
                countBadge.addSubview(countLabel)
                row.addArrangedSubview(titleLabel)
                row.addArrangedSubview(countBadge)
                row.spacing = 8
                row.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    countLabel.leadingAnchor.constraint(equalTo: countBadge.leadingAnchor, constant: 2),
                    countLabel.trailingAnchor.constraint(equalTo: countBadge.trailingAnchor, constant: -2),
                    countLabel.topAnchor.constraint(equalTo: countBadge.topAnchor, constant: 2),
                    countLabel.bottomAnchor.constraint(equalTo: countBadge.bottomAnchor, constant: -2),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    @Test func aHiddenViewsCollapseStaysTheAppsErrorWithAStandInInside() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.hiddenBadgeSwift, to: "App/InboxRowCell.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let layout = try runner.read("Layouts/InboxRowCell.layout")
        let problems = try ImportedCheckCLITests.problems(runner)
        let badge = problems.filter { ($0["message"] as? String ?? "").contains("countLabel") && ($0["message"] as? String ?? "").contains("cannot all hold") }
        #expect(!badge.isEmpty, "\(problems)\n\(layout)")
        #expect(badge.allSatisfy { $0["severity"] as? String == "error" }, "\(badge)")
    }

    @Test func aConflictOnlyAStandInSizeMakesIsNotTheApps() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/ReactionBarCell.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let layout = try runner.read("Layouts/ReactionBarCell.layout")
        let problems = try ImportedCheckCLITests.problems(runner)
        let conflicts = problems.filter { $0["kind"] as? String == "unsatisfiable" || ($0["message"] as? String ?? "").contains("cannot all hold") }
        let button = conflicts.filter { ($0["message"] as? String ?? "").contains("overflowButton") }
        #expect(!button.isEmpty, "\(problems)\n\(layout)")
        #expect(button.allSatisfy { $0["severity"] as? String == "warning" && $0["kind"] as? String == "notImported" }, "\(button)")
        #expect(button.allSatisfy { ($0["hint"] as? String ?? "").contains("stand-in") }, "\(button)")
        let toggle = conflicts.filter { ($0["message"] as? String ?? "").contains("muteSwitch") }
        #expect(!toggle.isEmpty, "\(problems)\n\(layout)")
        #expect(toggle.allSatisfy { $0["severity"] as? String == "error" }, "\(toggle)")
    }
}

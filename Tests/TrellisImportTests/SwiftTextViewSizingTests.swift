import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7, session 19: a text view with scrolling off sizes itself to its text as a
/// label does, whether the instance turns scrolling off or its class does in its own setup.
/// Read as a scrolling text view (no intrinsic size), a text view centred in a cell had no
/// height: an ambiguity the app does not have.
@Suite struct SwiftTextViewSizingTests {
    /// A text view subclass that turns scrolling off once, for every instance (ello-ios' form).
    static let linkTextView = """
        import UIKit

        class LinkTextView: UITextView {
            override init(frame: CGRect, textContainer: NSTextContainer?) {
                super.init(frame: frame, textContainer: textContainer)
                setDefaults()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                setDefaults()
            }

            private func setDefaults() {
                isEditable = false
                isScrollEnabled = false
                backgroundColor = .clear
            }
        }
        """

    /// A cell whose text view is centred vertically: only its own size can give its height.
    static func badgeCell(textView: String) -> String {
        """
        import UIKit
        import SnapKit

        class BadgeCell: UITableViewCell {
            \(textView)

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(label)
                label.snp.makeConstraints { make in
                    make.centerY.equalTo(contentView)
                    make.leading.equalTo(contentView).offset(64)
                    make.trailing.lessThanOrEqualTo(contentView)
                }
            }

            required init?(coder: NSCoder) { nil }
        }
        """
    }

    static let declarations: [(String, String)] = [
        ("a subclass that turns scrolling off", "let label = LinkTextView()"),
        (
            "an instance that turns scrolling off",
            """
            let label: UITextView = {
                    let textView = UITextView()
                    textView.isScrollEnabled = false
                    return textView
                }()
            """
        ),
    ]

    @Test(arguments: declarations)
    func aTextViewWithScrollingOffSizesToItsTextAndChecksClean(form: String, declaration: String) throws {
        let run = Importer.run(swiftSources: [
            ("App/LinkTextView.swift", Self.linkTextView), ("App/BadgeCell.swift", Self.badgeCell(textView: declaration)),
        ])
        let cell = try #require(run.components.first { $0.name == "BadgeCell" }, "\(form)")
        guard case .screen(let screen) = cell.document, case .view(let label)? = screen.body.items.first(where: { $0.name == "label" }) else {
            Issue.record("\(form): no label view in \(cell.text)")
            return
        }
        #expect(!label.isScrollEnabled, "\(form)")
        #expect(label.intrinsicSize == SwiftTextViewSizing.standIn, "\(form)")
        #expect(cell.text.contains("scrolls off"), "\(form)")
        let report = run.report.files.first { $0.path.hasSuffix("BadgeCell.swift") }
        #expect(report?.notes.contains { $0.reason.contains("stand-in sizes") && $0.reason.contains("label") } == true, "\(form)")
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("BadgeCell", in: device.environment())
            #expect(solution.errors.isEmpty, "\(form), \(device.id): \(solution.errors)")
        }
    }

    /// A text view that scrolls (UIKit's default) has no size of its own: nothing is guessed.
    @Test func aScrollingTextViewGetsNoStandInSize() throws {
        let run = Importer.run(swiftSources: [("App/BadgeCell.swift", Self.badgeCell(textView: "let label = UITextView()"))])
        let cell = try #require(run.components.first { $0.name == "BadgeCell" })
        #expect(!cell.text.contains("scrolls off"))
        #expect(!cell.text.contains("intrinsic 100 x 37"))
    }
}

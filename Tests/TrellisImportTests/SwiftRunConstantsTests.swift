import Foundation
import SwiftParser
import Testing
import TrellisModel
@testable import TrellisImport

/// Constants of another file of the same import (issue 32, item 5): an app's style file read
/// by its views, sizes and insets taken apart, lookups through nested types.
@Suite struct SwiftRunConstantsTests {
    /// An app's shared metrics, in a file of their own, as many apps keep them.
    static let styles = """
        import UIKit

        enum Styles {
            enum Sizes {
                static let gutter: CGFloat = 15
                static let rowSpacing: CGFloat = 8
                static let icon = CGSize(width: 20, height: 20)
                static let textInset = UIEdgeInsets(
                    top: rowSpacing,
                    left: gutter,
                    bottom: rowSpacing,
                    right: gutter
                )
            }
        }

        private let margin: CGFloat = 99
        """

    static let cell = """
        import UIKit
        import SnapKit

        final class RepoCell: UICollectionViewCell {
            enum Size {
                static let logo = CGSize(width: 270, height: 152)
            }

            private let margin: CGFloat = 4
            let iconView = UIImageView()
            let titleLabel = UILabel()
            let logoView = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(iconView)
                contentView.addSubview(titleLabel)
                contentView.addSubview(logoView)
                iconView.snp.makeConstraints { make in
                    make.left.equalTo(Styles.Sizes.gutter)
                    make.size.equalTo(Styles.Sizes.icon)
                    make.centerY.equalToSuperview()
                }
                titleLabel.snp.makeConstraints { make in
                    make.left.equalTo(iconView.snp.right).offset(Styles.Sizes.textInset.left)
                    make.top.equalTo(Styles.Sizes.textInset.top + margin)
                }
                logoView.snp.makeConstraints { make in
                    make.top.equalTo(titleLabel.snp.bottom)
                    make.width.equalTo(contentView)
                    make.height.equalTo(logoView.snp.width).multipliedBy(Size.logo.height / Size.logo.width)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func anotherFilesStaticConstantsImportWithTheirValues() throws {
        let run = Importer.run(swiftSources: [("Styles.swift", Self.styles), ("RepoCell.swift", Self.cell)])
        let report = try #require(run.files.first { $0.report.path == "RepoCell.swift" }?.report)
        #expect(report.skipped.isEmpty)
        let component = try #require(run.components.first { $0.name == "RepoCell" })
        let body = try #require(component.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("iconView.left == owner.left + 15"))
        #expect(lines.contains("iconView.width == 20"))
        #expect(lines.contains("iconView.height == 20"))
        #expect(lines.contains("titleLabel.left == iconView.right + 15"))
        // The cell's own `margin` (4), not the style file's private one (99).
        #expect(lines.contains("titleLabel.top == owner.top + 12"))
        #expect(lines.contains { $0.hasPrefix("logoView.height == logoView.width * 0.56") })
        // Nothing made up: no parameter stands for a value import could not read.
        #expect(component.document.parameters.isEmpty)
    }

    /// Two files' private globals of one name are two values: neither is read by a third file.
    @Test func aGlobalTwoFilesDefineIsNotReadAcrossFiles() {
        let first = ConstantResolver(Parser.parse(source: "private let spacing: CGFloat = 8\nenum A { static let x: CGFloat = 1 }"))
        var index = SwiftTypeIndex()
        index.add(source: "private let spacing: CGFloat = 8\nenum A { static let x: CGFloat = 1 }", path: "a.swift")
        index.add(source: "private let spacing: CGFloat = 12\nlet unique: CGFloat = 3", path: "b.swift")
        let run = index.runConstants
        #expect(first.value(of: "spacing") == 8)
        #expect(run["spacing"] == nil)
        #expect(run["unique"] == 3)
        #expect(run["A.x"] == 1)
        #expect(run["x"] == nil)
    }
}

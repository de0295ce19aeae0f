import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A SnapKit relation import skips names its view only as the closure's parameter (`$0`, `make`):
/// the finding says which view (`badge: $0.centerY.equalTo(imageView!.snp.centerY)`), so the view
/// whose position the lost relation gave is "not imported" there, not an ambiguity of the app
/// (brave-ios RewardsButton and MenuButton pin a badge to the UIButton's own `imageView`).
@Suite struct SnapKitSkippedReceiverTests {
    static let button = """
        import SnapKit
        import UIKit

        final class ShieldsButton: UIButton {
            private let badge = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                badge.snp.makeConstraints {
                    $0.centerY.equalTo(imageView!.snp.centerY).offset(-8)
                    $0.leading.equalTo(imageView!.snp.centerX)
                    $0.size.equalTo(16)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aSkippedRelationSaysItsViewAndMarksItNotImported() throws {
        let run = Importer.run(swiftSources: [("ShieldsButton.swift", Self.button)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.count == 2, "\(report.skipped)")
        #expect(report.skipped.allSatisfy { $0.construct.hasPrefix("badge: $0.") }, "\(report.skipped.map(\.construct))")
        let button = try #require(run.components.first { $0.name == "ShieldsButton" })
        let badge = try #require(SelfSizedViewTests.record(of: "view badge", in: button))
        #expect(badge.notImported?.contains("was not imported: 'imageView") == true, "\(badge)")
        #expect(badge.constraintsChanged == true)
    }
}

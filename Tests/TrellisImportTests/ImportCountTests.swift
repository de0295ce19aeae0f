import Testing
import TrellisModel
@testable import TrellisImport

/// Found, imported and skipped count source constructs: a SnapKit chain is one construct
/// however many constraints it expands to, also when the validator refuses them.
@Suite struct ImportCountTests {
    static let source = """
        import SnapKit
        import UIKit

        final class BadgeView: UIView {
            private let badge = UIView()
            private let title = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                addSubview(title)
                badge.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.size.equalTo(20)
                }
                title.snp.makeConstraints { make in
                    make.left.right.equalTo(badge.snp.bottom)
                    make.top.equalTo(badge)
                }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    @Test func aRefusedChainCountsOnceAndCoverageNeverGoesBelowZero() throws {
        let run = Importer.run(swiftSources: [("BadgeView.swift", Self.source)])
        let file = try #require(run.report.files.first)
        // `make.left.right.equalTo(badge.snp.bottom)` (line 17) is one construct of two
        // constraints, both refused (a horizontal anchor to a vertical one).
        #expect(!file.skipped.isEmpty)
        #expect(file.skipped.allSatisfy { $0.line == 17 })
        #expect(file.constraintsFound == 4)
        #expect(file.constraintsImported == 3)
        #expect(file.constraintsImported >= 0 && file.constraintsImported <= file.constraintsFound)
    }
}

import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A SnapKit shorthand an app defines in an extension (`var safeArea: ConstraintBasicAttributesDSL
/// { return self.safeAreaLayoutGuide.snp }`, brave-ios: 64 uses) is the guide's `snp`:
/// `make.top.equalTo(view.safeArea.top)` relates to the safe area's top. Without it the relation
/// was skipped and the view kept no top or bottom (5 false ambiguities in brave). A bare
/// `snp.bottom` in a view's code is its own.
@Suite struct SwiftSnapKitGuidePropertyTests {
    static let extensions = """
        import SnapKit
        import UIKit

        extension UIView {
            var safeArea: ConstraintBasicAttributesDSL {
                return self.safeAreaLayoutGuide.snp
            }

            var margins: ConstraintBasicAttributesDSL { layoutMarginsGuide.snp }
        }
        """

    static let controller = """
        import SnapKit
        import UIKit

        final class PairingViewController: UIViewController {
            private let stackView = UIStackView()
            private let footer = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stackView)
                view.addSubview(footer)
                stackView.snp.makeConstraints { make in
                    make.top.equalTo(self.view.safeArea.top).offset(16)
                    make.left.right.equalTo(self.view).inset(16)
                    make.bottom.equalTo(footer.snp.top)
                }
                footer.snp.makeConstraints {
                    $0.leading.equalTo(view.margins.leading)
                    $0.trailing.equalTo(view.margins.trailing)
                    $0.bottom.equalTo(view.safeArea.bottom).inset(8)
                    $0.height.equalTo(44)
                }
            }
        }
        """

    /// A bar's border hangs below it: `snp.bottom` without `self.` is the bar's own bottom.
    static let bar = """
        import SnapKit
        import UIKit

        final class ReaderBar: UIView {
            private let border = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(border)
                border.snp.makeConstraints {
                    $0.top.equalTo(snp.bottom)
                    $0.leading.equalTo(safeArea.leading)
                    $0.trailing.equalToSuperview()
                    $0.height.equalTo(1)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aSnapKitGuidePropertyOfAnExtensionIsTheGuidesSnp() throws {
        let run = Importer.run(swiftSources: [
            ("SnapKitExtensions.swift", Self.extensions), ("PairingViewController.swift", Self.controller), ("ReaderBar.swift", Self.bar),
        ])
        let report = try #require(run.files.first { $0.report.path == "PairingViewController.swift" }?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "PairingViewController" }?.document.body)
        let lines = Set(body.constraints.flatMap { $0.expanded() }.map(LayoutPrinter.constraintText))
        #expect(lines.contains("stackView.top == owner.safeArea.top + 16"))
        #expect(lines.contains("footer.leading == owner.margins.leading") || lines.contains("footer.leading == owner.leadingMargin"))
        #expect(lines.contains("footer.bottom == owner.safeArea.bottom - 8"))

        let barReport = try #require(run.files.first { $0.report.path == "ReaderBar.swift" }?.report)
        #expect(barReport.skipped.isEmpty, "\(barReport.skipped.map(\.reason))")
        let bar = try #require(run.components.first { $0.name == "ReaderBar" }?.document.body)
        let barLines = Set(bar.constraints.flatMap { $0.expanded() }.map(LayoutPrinter.constraintText))
        #expect(barLines.contains("border.top == owner.bottom"))
        #expect(barLines.contains("border.leading == owner.safeArea.leading"))
    }

    @Test func aPropertyNoExtensionDefinesStaysListed() throws {
        let run = Importer.run(swiftSources: [("PairingViewController.swift", Self.controller)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.contains { $0.reason == "'self.view.safeArea.top' is not a view, an anchor or a constant import can read" })
    }
}

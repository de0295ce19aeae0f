import Testing
import TrellisModel
@testable import TrellisImport

/// A view class's SnapKit constraints on its own size (issue 32, item 5): `snp.makeConstraints {
/// $0.height.equalTo(44) }` in a button subclass's initializer is the class's `owner.height == 44`,
/// as the anchor form `heightAnchor.constraint(equalToConstant: 44)` already was; before, the
/// SnapKit form was dropped without being counted or listed. A relation of the root to its
/// superview stays listed (it belongs to whoever adds the view), and so does a controller's
/// `view.snp` (its view is sized by its container). Fixture written here.
@Suite struct SnapKitOwnSizeTests {
    static let source = """
        import SnapKit
        import UIKit

        final class PillButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                snp.makeConstraints { make in
                    make.height.equalTo(44)
                    make.width.greaterThanOrEqualTo(snp.height)
                    make.leading.equalToSuperview()
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        final class BannerViewController: UIViewController {
            let message = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(message)
                message.snp.makeConstraints { $0.center.equalToSuperview() }
                view.snp.makeConstraints { $0.height.equalTo(120) }
            }
        }
        """

    @Test func aViewClassSizesItselfWithSnapKitAsWithAnchors() throws {
        let run = Importer.run(swiftSources: [(path: "PillButton.swift", text: Self.source)])
        let component = try #require(run.components.first { $0.name == "PillButton" })
        let body = try #require(component.document.body)
        let lines = Set(body.constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
        #expect(lines.contains("owner.height == 44"), "\(lines.sorted())")
        #expect(lines.contains("owner.width >= owner.height"), "\(lines.sorted())")
        #expect(lines.count == 2, "\(lines.sorted())")
        let report = try #require(run.files.first?.report)
        let skipped = report.skipped.map { "\($0.line ?? 0): \($0.reason)" }
        // The superview relation and the controller's view: listed, with why.
        #expect(skipped.count == 2, "\(skipped)")
        #expect(skipped.allSatisfy { $0.contains("the root's own constraints belong to its superview") }, "\(skipped)")
    }
}

import Testing
import TrellisModel
@testable import TrellisImport

/// A subclass's SnapKit `updateConstraints` changes the constraint its superclass (in another
/// file) makes, as it does at run time (issue 32 item 5: superclasses of the same import).
@Suite struct SwiftSubclassUpdateTests {
    @Test func aSubclassUpdatesTheConstraintItsSuperclassMakes() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "BaseCell.swift",
                text: """
                class BaseCell: UITableViewCell {
                    lazy var leftImageView: UIImageView = {
                        let view = UIImageView(frame: CGRect())
                        view.snp.makeConstraints({ (make) in
                            make.size.equalTo(50)
                        })
                        return view
                    }()

                    func makeUI() {
                        contentView.addSubview(leftImageView)
                        leftImageView.snp.makeConstraints { make in
                            make.left.top.equalToSuperview()
                        }
                    }
                }
                """
            ),
            (
                path: "UserCell.swift",
                text: """
                class UserCell: BaseCell {
                    override func makeUI() {
                        super.makeUI()
                        leftImageView.snp.updateConstraints { (make) in
                            make.size.equalTo(30)
                        }
                    }
                }
                """
            ),
        ])
        let report = try #require(run.files.first { $0.report.path == "UserCell.swift" }?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let body = try #require(run.components.first { $0.name == "UserCell" }?.document.body)
        #expect(
            Set(body.constraints.map(LayoutPrinter.constraintText)) == [
                "leftImageView.size == 30", "leftImageView.left == owner.left", "leftImageView.top == owner.top",
            ])
    }
}

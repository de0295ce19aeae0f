import Testing
import TrellisModel
@testable import TrellisImport

/// A superclass's constraints made under `if`/`else` stay under it in a subclass: its base takes
/// one branch, as the superclass's does, not both (GitHawk's SwipeCellKit subclasses got
/// `actions.right == owner.left` and `actions.left == owner.right` together: a false conflict).
@Suite struct InheritedStateBranchTests {
    static let sources: [(path: String, text: String)] = [
        (
            "App/SwipeCell.swift",
            """
            import UIKit

            class SwipeCell: UIView {
                let actions = UIView()
                var showsOnLeft = false

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(actions)
                    actions.translatesAutoresizingMaskIntoConstraints = false
                    actions.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    actions.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                    actions.widthAnchor.constraint(equalToConstant: 80).isActive = true
                    if showsOnLeft {
                        actions.rightAnchor.constraint(equalTo: leftAnchor).isActive = true
                    } else {
                        actions.leftAnchor.constraint(equalTo: rightAnchor).isActive = true
                    }
                }
            }
            """
        ),
        (
            "App/MailCell.swift",
            """
            import UIKit

            final class MailCell: SwipeCell {
                let subject = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(subject)
                    subject.translatesAutoresizingMaskIntoConstraints = false
                    subject.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                    subject.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
            }
            """
        ),
    ]

    @Test func aSubclassBaseTakesOneBranchOfItsSuperclassesCondition() throws {
        let run = Importer.run(swiftSources: Self.sources)
        let body = try #require(run.components.first { $0.name == "MailCell" }?.document.body)
        let base = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(base.contains { $0.hasPrefix("actions.left == owner.right") })
        #expect(!base.contains { $0.hasPrefix("actions.right == owner.left") }, "\(base)")
        let state = try #require(body.state(named: "showsOnLeft"))
        #expect(state.constraints.map(LayoutPrinter.constraintText) == ["actions.right == owner.left"])
    }
}

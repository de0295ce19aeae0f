import Foundation
import Testing
import TrellisTestSupport

/// A state made under a condition on a value import cannot read (`if let imageSize,
/// imageSize.height != 0`) sizes a view with that value, imported as `param imageSizeHeight = 0`:
/// at 0 the state contradicts its own condition, so a conflict it makes is not the app's but a
/// "not imported" warning naming the value.
@Suite(.temporaryFolders) struct ImportedGuessedStateValueCLITests {
    static let swift = """
        import UIKit

        final class MessageBadge: UIView {
            let iconView = UIImageView()
            var imageSize: CGSize?

            override init(frame: CGRect) {
                super.init(frame: frame)
                iconView.translatesAutoresizingMaskIntoConstraints = false
                addSubview(iconView)
                NSLayoutConstraint.activate([
                    iconView.topAnchor.constraint(equalTo: topAnchor),
                    iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    iconView.widthAnchor.constraint(equalToConstant: 24),
                    iconView.heightAnchor.constraint(greaterThanOrEqualToConstant: 24),
                ])
            }

            required init?(coder: NSCoder) { nil }

            func applyImageSize() {
                if let imageSize, imageSize.height != 0 {
                    iconView.heightAnchor.constraint(equalToConstant: imageSize.height).isActive = true
                }
            }
        }
        """

    @Test func aStateSizingAViewWithAValueImportCouldNotReadIsNoErrorOfTheApp() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.swift, to: "App/MessageBadge.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let layout = try runner.read("Layouts/MessageBadge.layout")
        #expect(layout.contains("param imageSizeHeight = 0"), "\(layout)")
        let problems = try ImportedCheckCLITests.problems(runner)
        let state = problems.filter { ($0["message"] as? String ?? "").contains("cannot all hold") }
        #expect(!state.isEmpty, "\(problems)\n\(layout)")
        #expect(state.allSatisfy { $0["severity"] as? String == "warning" && $0["kind"] as? String == "notImported" }, "\(state)")
        #expect(problems.allSatisfy { $0["severity"] as? String != "error" }, "\(problems)")
    }
}

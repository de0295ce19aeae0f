import Testing
import TrellisModel
@testable import TrellisImport

/// SnapKit constraints kept to switch later (issue 32, item 5; focus-ios' URL bar): made inside
/// `makeConstraints` and appended to a list (`list.append(make.….constraint)`), then switched
/// with `list.forEach { $0.deactivate() }` and `kept.activate()`. Fixture written here.
@Suite struct SnapKitKeptConstraintTests {
    static let searchBar = """
        import SnapKit
        import UIKit

        final class SearchBar: UIView {
            private let backButton = UIButton()
            private let field = UITextField()
            private var showBackConstraints = [Constraint]()
            private var hideBackConstraints = [Constraint]()
            private var bottomConstraint: Constraint!

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(backButton)
                addSubview(field)
                backButton.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview()
                    make.size.equalTo(44)
                }
                field.snp.makeConstraints { make in
                    make.top.trailing.equalToSuperview()
                    make.height.equalTo(44)
                    hideBackConstraints.append(make.leading.equalToSuperview().offset(8).constraint)
                    showBackConstraints.append(make.leading.equalTo(backButton.snp.trailing).constraint)
                    bottomConstraint = make.bottom.equalToSuperview().constraint
                    bottomConstraint.activate()
                }
                showBackConstraints.forEach { $0.deactivate() }
            }

            func showBack(_ shown: Bool) {
                if shown {
                    hideBackConstraints.forEach { $0.deactivate() }
                    showBackConstraints.forEach { $0.activate() }
                } else {
                    showBackConstraints.forEach { $0.deactivate() }
                    hideBackConstraints.forEach { $0.activate() }
                }
            }
        }
        """

    @Test func appendedConstraintsAreImportedAndTheirListsSwitchInStates() throws {
        let run = Importer.run(swiftSources: [(path: "SearchBar.swift", text: Self.searchBar)])
        let report = try #require(run.files.first?.report)
        // `bottomConstraint.activate()` makes no constraint: neither counted nor skipped.
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.constraintsFound == report.constraintsImported)
        let body = try #require(run.components.first { $0.name == "SearchBar" }?.document.body)
        let base = Set(body.constraints.map { LayoutPrinter.constraintText($0).components(separatedBy: " as ")[0] })
        // Deactivated at setup: the base holds the hidden-back leading only.
        #expect(base.contains("field.leading == owner.leading + 8"), "\(base)")
        #expect(!base.contains("field.leading == backButton.trailing"))
        #expect(base.contains("field.bottom == owner.bottom"))
        let shown = body.states.filter { state in
            state.constraints.contains { LayoutPrinter.constraintText($0).hasPrefix("field.leading == backButton.trailing") }
        }
        #expect(!shown.isEmpty, "\(body.states.map(\.name))")
        #expect(shown.allSatisfy { !$0.removals.isEmpty })
    }

    /// focus-ios' URL bar hands its lists to its own `activateConstraints(_:shownConstraints:hiddenConstraints:)`,
    /// which picks one with `(flag ? a : b)?.forEach`: not followed, so listed with the method's name.
    @Test func aListHandedToTheAppsOwnSwitchingMethodIsListedNotMadeInEveryState() throws {
        let source = """
            import SnapKit
            import UIKit

            final class ToolbarView: UIView {
                private let field = UITextField()
                private var showConstraints = [Constraint]()
                private var hideConstraints = [Constraint]()
                private var showsTools = false {
                    didSet { switchConstraints(showsTools, shown: showConstraints, hidden: hideConstraints) }
                }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    field.snp.makeConstraints { make in
                        make.top.bottom.trailing.equalToSuperview()
                        hideConstraints.append(make.leading.equalToSuperview().constraint)
                        showConstraints.append(make.leading.equalToSuperview().offset(80).constraint)
                    }
                }

                private func switchConstraints(_ on: Bool, shown: [Constraint], hidden: [Constraint]) {
                    (on ? hidden : shown).forEach { $0.deactivate() }
                    (on ? shown : hidden).forEach { $0.activate() }
                }
            }
            """
        let run = Importer.run(swiftSources: [(path: "ToolbarView.swift", text: source)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.count == 2, "\(report.skipped)")
        #expect(report.skipped.allSatisfy { $0.reason.contains("'switchConstraints(…)' switches at run time") })
        #expect(report.constraintsImported == 1)
    }
}

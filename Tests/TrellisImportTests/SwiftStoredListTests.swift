import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// Forms owncloud-ios-app writes that import listed as skipped: a local list of constraints
/// stored into a property whose observer activates it (47 calls), a `UIFocusGuide` (a whole
/// view of 16 calls refused as "unknown container UIFocusGuide"), and the app's own
/// `.with(priority:)` wrapper (41 constraints imported as required).
@Suite struct SwiftStoredListTests {
    static let bar = """
        import UIKit

        final class ButtonBar: UIView {
            let selectButton = UIButton()
            let promptLabel = UILabel()

            var barConstraints: [NSLayoutConstraint]? {
                willSet {
                    if let barConstraints { NSLayoutConstraint.deactivate(barConstraints) }
                }
                didSet {
                    if let barConstraints { NSLayoutConstraint.activate(barConstraints) }
                }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(selectButton)
                addSubview(promptLabel)
                updateLayout()
            }

            func updateLayout() {
                var constraints: [NSLayoutConstraint] = []
                constraints.append(contentsOf: [
                    selectButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                    selectButton.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                    promptLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).with(priority: .defaultHigh),
                ])
                barConstraints = constraints
            }
        }
        """

    static let sortBar = """
        import UIKit

        final class SortBar: UIView {
            let sortButton = UIButton()
            let focusGuide = UIFocusGuide()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(sortButton)
                addLayoutGuide(focusGuide)
                NSLayoutConstraint.activate([
                    sortButton.leadingAnchor.constraint(equalTo: leadingAnchor),
                    sortButton.centerYAnchor.constraint(equalTo: centerYAnchor),
                    focusGuide.leadingAnchor.constraint(equalTo: sortButton.trailingAnchor),
                    focusGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
                    focusGuide.topAnchor.constraint(equalTo: topAnchor),
                    focusGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
        }
        """

    static func lines(_ run: ImportRun, _ name: String) throws -> Set<String> {
        let body = try #require(run.components.first { $0.name == name }?.document.body)
        return Set(body.constraints.map(LayoutPrinter.constraintText))
    }

    @Test func aListStoredIntoAnActivatingPropertyIsActive() throws {
        let run = Importer.run(swiftSources: [("ButtonBar.swift", Self.bar)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let lines = try Self.lines(run, "ButtonBar")
        #expect(lines.contains("selectButton.trailing == owner.trailing - 20"))
        #expect(lines.contains("selectButton.top == owner.top + 20"))
        // `.with(priority:)` is read as the priority it sets.
        #expect(lines.contains("promptLabel.leading == owner.leading + 20 @high"))
    }

    @Test func aFocusGuideIsAGuide() throws {
        let run = Importer.run(swiftSources: [("SortBar.swift", Self.sortBar)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let lines = try Self.lines(run, "SortBar")
        #expect(lines.count == 6)
        #expect(lines.contains("focusGuide.leading == sortButton.trailing"))
    }
}

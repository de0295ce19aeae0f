import Foundation
import SwiftParser
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

@Suite struct SwiftImportTests {
    @Test func anchorConstraintsImportWithResolvedConstantsPrioritiesAndIdentifiers() throws {
        let file = Fixtures.importFile("Swift/ProfileHeaderView.swift")
        #expect(file.report.error == nil)
        #expect(file.report.components == ["ProfileHeaderView"])
        let lines = Fixtures.lines(Fixtures.component("ProfileHeaderView", in: file))
        #expect(lines.contains("avatarView.leading == owner.leading + 16"))  // Metrics.margin
        #expect(lines.contains("avatarView.width == 64"))
        #expect(lines.contains("nameLabel.leading == avatarView.trailing + 8"))  // margin / 2
        #expect(lines.contains("followButton.leading >= nameLabel.trailing + 8"))
        #expect(lines.contains("followButton.trailing == owner.trailing - 16"))
        #expect(lines.contains("owner.bottom == avatarView.bottom + 16 @high as \"headerBottom\""))
        // Not a literal: a parameter, with a note.
        #expect(lines.contains("nameLabel.width <= owner.width / 2 + layoutMarginsLeft"))
        #expect(file.report.notes.contains { $0.reason.contains("param layoutMarginsLeft") })
        #expect(file.report.constraintsFound == 13)
        #expect(file.report.constraintsImported == 12)
        let never = try #require(file.report.skipped.first { $0.reason.contains("never activated") })
        #expect(never.line == 41)
        #expect(never.reason.contains("compactHeight"))
        // Made under `if expanded` (line 49): the state `expanded`.
        let expanded = try #require(Fixtures.component("ProfileHeaderView", in: file)?.document.body?.state(named: "expanded"))
        #expect(expanded.constraints.map(LayoutPrinter.constraintText) == ["followButton.width == 120"])
    }

    @Test func snapKitClosuresImportChainsCompositesAndModifiers() throws {
        let file = Fixtures.importFile("Swift/FeedCell.swift")
        #expect(file.report.components == ["FeedCell"])
        let lines = Fixtures.lines(Fixtures.component("FeedCell", in: file))
        // What `highlight()` remakes and updates is named in the base, for its state.
        #expect(lines.contains("thumbnail.left == owner.left + 12 as \"thumbnailLeft\""))
        #expect(lines.contains("thumbnail.top == owner.top + 12 as \"thumbnailTop\""))
        #expect(lines.contains("thumbnail.width == 80 as \"thumbnailWidth\""))
        #expect(lines.contains("thumbnail.height == 60 as \"thumbnailHeight\""))
        #expect(lines.contains("thumbnail.bottom <= owner.bottom - 12 @high as \"thumbnailBottom\""))
        #expect(lines.contains("titleLabel.left == thumbnail.right + 12"))
        #expect(lines.contains("titleLabel.top == thumbnail.top"))
        #expect(lines.contains("titleLabel.right == owner.right - 12"))
        #expect(lines.contains("bodyLabel.top == titleLabel.bottom + 4"))
        #expect(lines.contains("separator.bottom == owner.bottom"))
        // `highlight()` (lines 41-48): the separator's height updated (updateConstraints, line 43)
        // and the thumbnail's constraints remade (remakeConstraints, line 45) — one state.
        let highlight = try #require(Fixtures.component("FeedCell", in: file)?.document.body?.state(named: "highlight"))
        #expect(highlight.changes == [ConstraintChange("separatorHeight", constant: 2)])
        #expect(Set(highlight.removals.map(\.name)) == ["thumbnailLeft", "thumbnailTop", "thumbnailWidth", "thumbnailHeight", "thumbnailBottom"])
        #expect(highlight.constraints.map(LayoutPrinter.constraintText) == ["thumbnail.edges == owner.edges"])
        #expect(file.report.constraintsFound == 13)
        #expect(file.report.constraintsImported == 13)
        #expect(file.report.skipped.isEmpty)
        #expect(file.report.dropped.isEmpty)
        let document = try #require(Fixtures.component("FeedCell", in: file)?.document)
        guard case .screen = document else { Issue.record("a cell is a screen"); return }
    }

    @Test func stackViewsItemConstraintsAndAvailabilityBranches() throws {
        let file = Fixtures.importFile("Swift/LoginViewController.swift")
        #expect(file.report.components == ["LoginViewController"])
        let document = try #require(Fixtures.component("LoginViewController", in: file)?.document)
        guard case .stack(let form)? = document.body?.item(named: "form") else { Issue.record("no stack"); return }
        #expect(form.axis == .vertical && form.spacing == 12)
        #expect(form.arranged == ["emailField", "passwordField", "loginButton"])
        let lines = Fixtures.lines(Fixtures.component("LoginViewController", in: file))
        // `view.layoutMarginsGuide.leadingAnchor`: UIKit's leading margin of the view.
        #expect(lines.contains("form.leading == owner.leadingMargin"))
        #expect(lines.contains("form.top == owner.safeArea.top + 40"))
        #expect(lines.contains("footer.bottom == owner.safeArea.bottom"))
        #expect(lines.contains("footer.height == 56"))
        #expect(file.report.constraintsFound == 7 && file.report.constraintsImported == 7)
        #expect(file.report.dropped.contains { $0.reason.contains("#available") })
    }

    @Test func swiftThatDoesNotParseIsAnErrorWithItsLine() throws {
        let file = Fixtures.importFile("Broken/Unparseable.swift")
        let error = try #require(file.report.error)
        #expect(error.contains("Unparseable.swift:"))
        #expect(error.contains("Swift syntax error"))
        #expect(file.components.isEmpty)
    }

    @Test func literalConstantsResolveThroughLetsEnumsAndArithmetic() throws {
        let source = """
            let base: CGFloat = 4
            enum Metrics { static let gap = base * 2 + 1; static let half = gap / 2 }
            struct Layout { static let inset = -Metrics.gap }
            """
        let resolver = ConstantResolver(Parser.parse(source: source))
        #expect(resolver.values["base"] == 4)
        #expect(resolver.values["Metrics.gap"] == 9)
        #expect(resolver.values["Metrics.half"] == 4.5)
        #expect(resolver.values["Layout.inset"] == -9)
    }
}

@Suite struct VisualFormatImportTests {
    @Test func visualFormatStringsBecomeConstraintsWithMetricsAndOptions() throws {
        let file = Fixtures.importFile("Swift/SettingsRowView.swift")
        #expect(file.report.components == ["SettingsRowView"])
        let lines = Fixtures.lines(Fixtures.component("SettingsRowView", in: file))
        #expect(lines.contains("iconView.leading == owner.leading + 16"))
        #expect(lines.contains("iconView.width == 28"))
        #expect(lines.contains("titleLabel.leading == iconView.trailing + 12"))
        #expect(lines.contains("toggle.leading >= titleLabel.trailing + 12"))
        #expect(lines.contains("owner.trailing == toggle.trailing + 16"))
        #expect(lines.contains("toggle.centerY == iconView.centerY"))
        #expect(lines.contains("iconView.top == owner.top + 8"))
        #expect(lines.contains("iconView.height == 28"))
        #expect(file.report.constraintsFound == 3 && file.report.constraintsImported == 2)
        let unknown = try #require(file.report.skipped.first)
        #expect(unknown.line == 23)
        #expect(unknown.reason.contains("unknownView"))
    }

    @Test func standardSpacingIsEightBetweenViewsAndTwentyToTheEdge() throws {
        let format = try VisualFormat.parse("H:|-[a]-[b]", metric: { _ in nil }).get()
        let names: [String: ItemReference] = ["a": "a", "b": "b"]
        let location = TrellisModel.SourceLocation(file: "x.swift", line: 1, column: 1)
        let made = try format.constraints(item: { names[$0] }, superview: .owner, location: location).get()
        #expect(made.map(LayoutPrinter.constraintText) == ["a.leading == owner.leading + 20", "b.leading == a.trailing + 8"])
        #expect(throws: Failure.self) { try VisualFormat.parse("H:|-[a", metric: { _ in nil }).get() }
    }
}

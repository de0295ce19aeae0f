import Foundation
import Testing
import TrellisModel
import TrellisTestSupport

/// What `trellis export` writes for components with states (issue 33, item 4) compiles —
/// `swiftc -typecheck` against the stand-in UIKit and SnapKit, Swift 5 and 6, warnings as
/// errors — for the seed's panel, an expandable cell, a container whose state relates to
/// its owning view, and 200 seeded random components with states, in both styles.
@Suite(.temporaryFolders) struct StateExportCLITests {
    static let styles = ["anchors", "snapkit"]

    /// The seed's record panel (`StateExamples.panel` with a floating card state that
    /// removes and adds constraints), an expandable cell and a container.
    static let examples: [(name: String, text: String)] = [
        (
            "ClipRecordScreen",
            """
            // A record panel pinned to the bottom of the screen, as the seed's ClipRecordPanelLayout.
            screen ClipRecordScreen {
                param panelHeight = 120

                view content: UIView
                view panel: UIView
                view hint: UILabel in panel {
                    text "Hold to record"
                }

                content.top == owner.safeArea.top
                content.horizontalEdges == owner.horizontalEdges
                content.bottom == panel.top
                panel.horizontalEdges == owner.horizontalEdges as "panelSides"
                panel.height == panelHeight as "panelHeight"
                panel.bottom == owner.bottom as "panelBottom"
                hint.center == panel.center

                // The panel grows to show more controls; the hint goes.
                state expanded {
                    change "panelHeight" = 320
                    hide hint
                }
                // The keyboard is up: the panel sits on it (the seed's layoutUpdater with bottomOffset).
                state keyboard(bottomOffset = 336) {
                    change "panelBottom" = -bottomOffset
                }
                // A card floating above the bottom edge, inset from the sides.
                state floating(inset = 16) {
                    remove "panelBottom"
                    remove "panelSides.leading"
                    panel.bottom == owner.safeArea.bottom - inset
                    panel.leading == owner.leading + inset @high
                    change "panelSides.trailing" = -inset
                }
            }

            """
        ),
        (
            "OrderCell",
            """
            // An order cell that expands to show its details.
            screen OrderCell {
                height auto
                root cell

                view title: UILabel {
                    text "Order #1042"
                }
                view chevron: UIImageView {
                    intrinsic 16 x 16
                }
                view details: UILabel {
                    hidden
                    text 140
                    lines 0
                }

                title.top == owner.margins.top
                title.leading == owner.margins.leading
                title.trailing <= chevron.leading - 8
                chevron.trailing == owner.margins.trailing
                chevron.centerY == title.centerY
                details.top == title.bottom as "detailsTop"
                details.horizontalEdges == owner.margins.horizontalEdges
                details.height == 0 as "collapsed"
                details.bottom == owner.margins.bottom

                state expanded {
                    remove "collapsed"
                    change "detailsTop" = 8
                    show details
                }
            }

            """
        ),
        (
            "BannerContainer",
            """
            // A banner that slides in under the owning view's top edge.
            container BannerContainer {
                param barHeight = 44

                view banner: UILabel {
                    text "Saved"
                }

                banner.horizontalEdges == self.horizontalEdges
                banner.top == self.top as "shown"
                banner.height == barHeight @999 as "bannerHeight"

                state collapsed {
                    remove "shown"
                    banner.bottom == owner.top
                    hide banner
                }
                state tall(extra) {
                    change "bannerHeight" = barHeight + extra @high
                }
            }

            """
        ),
    ]

    func export(_ components: [(name: String, text: String)], style: String) throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for component in components { try cli.write(component.text, to: "lib/\(component.name).layout") }
        let export = try cli.run("export", "--all", "--project", "lib", "-o", "Gen", "--style", style)
        #expect(export.status == 0, "\(export.output.prefix(3000))")
        #expect(!export.stderr.contains("base layout only"), "\(export.output.prefix(3000))")
        return cli
    }

    func typeCheck(_ cli: TrellisRunner, _ label: String) throws {
        let files = try SwiftTypeCheck.swiftFiles(in: cli.directory.appendingPathComponent("Gen"))
        #expect(files.count > 1)
        for mode in [5, 6] {
            let result = try SwiftTypeCheck.run(files, languageMode: mode)
            #expect(result.status == 0, "\(label), Swift \(mode):\n\(result.output.prefix(4000))")
        }
    }

    @Test(arguments: styles)
    func statefulExamplesExportToCodeThatTypeChecks(style: String) throws {
        let cli = try export(Self.examples, style: style)
        let panel = try cli.read("Gen/ClipRecordScreenLayout.swift")
        #expect(panel.contains("case keyboard(bottomOffset: CGFloat = 336)"), "\(panel)")
        #expect(panel.contains("case .keyboard(let bottomOffset):"), "\(panel)")
        #expect(panel.contains("panelBottomConstraint?.constant = -bottomOffset"), "\(panel)")
        let banner = try cli.read("Gen/BannerContainer.swift")
        #expect(banner.contains("case tall(extra: CGFloat)"), "\(banner)")
        #expect(banner.contains("guard let owningView else { return }"), "\(banner)")
        try typeCheck(cli, "state examples, \(style)")
    }

    /// `apply(_:)` deactivates before it activates: the deactivation is its first
    /// statement that touches constraints, the activation its last.
    @Test func applyDeactivatesBeforeItActivates() throws {
        let cli = try export(Self.examples, style: "anchors")
        let panel = try cli.read("Gen/ClipRecordScreenLayout.swift")
        let apply = try #require(panel.range(of: "func apply(_ state: State) {"))
        let body = String(panel[apply.upperBound...])
        let deactivate = try #require(body.range(of: "NSLayoutConstraint.deactivate(stateConstraints + switched)"))
        let activate = try #require(body.range(of: "NSLayoutConstraint.activate("))
        let change = try #require(body.range(of: "panelHeightConstraint?.constant = 320"))
        #expect(deactivate.lowerBound < change.lowerBound && change.lowerBound < activate.lowerBound)
    }

    @Test(arguments: styles)
    func twoHundredRandomComponentsWithStatesExportToCodeThatTypeChecks(style: String) throws {
        var generator = StatefulComponents(seed: 33)
        let components = generator.generate(count: 200)
        #expect(components.count == 200)
        let cli = try export(components, style: style)
        try typeCheck(cli, "200 random components with states, \(style)")
    }
}

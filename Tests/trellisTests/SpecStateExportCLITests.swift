import Foundation
import Testing
import TrellisLayoutFixtures
import TrellisTestSupport

/// A spec's states exported as the seed's updater (issue 33, item 4): `enum State` and
/// `layoutUpdater(for:)` — SnapKit's closure for `snp.updateConstraints`, anchors' list for
/// `updateLayout(_:)` — type-check in Swift 5 and 6 against the stand-ins, with a caller
/// that switches states; a state that is not constants only is a clear export error.
@Suite(.temporaryFolders) struct SpecStateExportCLITests {
    static let components = [("ClipRecordPanelLayout", SpecStateExamples.panel), ("ClipRecordScreen", SpecStateExamples.screen)]

    /// Uses each state as an app would, beside the generated files.
    static func caller(style: String) -> String {
        let switching =
            style == "snapkit"
            ? """
                panel.snp.updateConstraints(layout.layoutUpdater(for: .raised()))
                panel.snp.updateConstraints(layout.layoutUpdater(for: .raised(offset: 40)))
                panel.snp.updateConstraints(layout.layoutUpdater(for: .tall))
                panel.snp.updateConstraints(layout.layoutUpdater(for: .base))
                panel.updateLayout(layouter: layout)
            """
            : """
                panel.updateLayout(layout.layoutUpdater(for: panel, in: .raised()))
                panel.updateLayout(layout.layoutUpdater(for: panel, in: .raised(offset: 40)))
                panel.updateLayout(layout.layoutUpdater(for: panel, in: .tall))
                _ = panel.updateLayout(layout.layoutUpdater(for: panel, in: .base))
                panel.updateLayout(layouter: layout)
            """
        return """
            import \(style == "snapkit" ? "SnapKit" : "UIKit")
            import UIKit

            @MainActor
            func switchPanelStates(_ panel: UIView, in view: UIView) {
                let layout = ClipRecordPanelLayout(superView: view, panelHeight: 160, bottomOffset: nil)
                panel.makeLayout(layouter: layout)
            \(switching)
            }

            """
    }

    func export(style: String, components: [(String, String)] = components) throws -> (TrellisRunner, TrellisRunner.Result) {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for (name, text) in components { try cli.write(text, to: "lib/\(name).layout") }
        return (cli, try cli.run("export", "--all", "--project", "lib", "-o", "Gen", "--style", style))
    }

    @Test(arguments: ["anchors", "snapkit"])
    func aSpecsStatesExportToAnUpdaterThatTypeChecks(style: String) throws {
        let (cli, export) = try export(style: style)
        #expect(export.status == 0, "\(export.output.prefix(3000))")
        let spec = try cli.read("Gen/ClipRecordPanelLayout.swift")
        #expect(spec.contains("case raised(offset: CGFloat = 336)"), "\(spec)")
        #expect(spec.contains("case .raised(let offset):"), "\(spec)")
        if style == "snapkit" {
            #expect(spec.contains("func layoutUpdater(for state: State) -> (ConstraintMaker) -> Void"), "\(spec)")
            #expect(
                spec.contains("make.bottom.equalTo(superView.snp.bottom).offset(-offset)") || spec.contains("make.bottom.equalTo(superView).offset(-offset)"),
                "\(spec)")
        } else {
            #expect(spec.contains("func layoutUpdater(for view: UIView, in state: State) -> [NSLayoutConstraint]"), "\(spec)")
        }
        // The update block keeps its own updater.
        #expect(
            spec.contains(
                style == "snapkit" ? "func layoutUpdater() -> (ConstraintMaker) -> Void" : "func layoutUpdater(for view: UIView) -> [NSLayoutConstraint]"))
        try cli.write(Self.caller(style: style), to: "Gen/SwitchPanelStates.swift")
        let files = try SwiftTypeCheck.swiftFiles(in: cli.directory.appendingPathComponent("Gen"))
        for mode in [5, 6] {
            let result = try SwiftTypeCheck.run(files, languageMode: mode)
            #expect(result.status == 0, "\(style), Swift \(mode):\n\(result.output.prefix(4000))\n\(spec)")
        }
    }

    @Test(arguments: ["anchors", "snapkit"])
    func aSpecStateThatRemovesAConstraintIsAnExportErrorSayingWhatToDo(style: String) throws {
        let text = SpecStateExamples.panel.replacingOccurrences(of: "change \"height\" = 320", with: "remove \"height\"")
        let (_, export) = try export(style: style, components: [("ClipRecordPanelLayout", text)])
        #expect(export.status != 0)
        #expect(export.stderr.contains("ClipRecordPanelLayout: state tall removes \"height\""), "\(export.output)")
        #expect(export.stderr.contains("move the state to the screen or container that applies ClipRecordPanelLayout"), "\(export.output)")
    }
}

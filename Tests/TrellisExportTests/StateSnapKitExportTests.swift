import Foundation
import Testing
import TrellisExport
import TrellisModel
import TrellisProjectFiles

/// States in the SnapKit style (issue 33, item 4): a base constraint whose constant is all a
/// state changes is made by its view's maker and changed with `snp.updateConstraints` — the
/// maker's own line with the new constant, which is what SnapKit matches (items, anchors,
/// relation, multiplier, priority) — while one a state removes or re-prioritises stays an
/// anchor that `apply(_:)` switches off first, so no two states' constraints are ever active together.
struct StateSnapKitExportTests {
    static func text(style: ExportStyle) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ExportedExamples/States")
        let library = try LayoutWorkspace(loading: [url.path]).library
        return try SwiftExporter(library: library, style: style).export("RecordPanelScreen").contents
    }

    @Test func aConstantOnlyChangeIsAnUpdateOfTheMakersOwnLine() throws {
        let text = try Self.text(style: .snapkit)
        // Made by the maker, labelled; no property keeps it.
        #expect(text.contains("make.height.equalTo(panelHeight).labeled(\"RecordPanelScreen.layout:15 panel.height == panelHeight as \\\"panelHeight\\\"\")"))
        #expect(!text.contains("panelHeightConstraint"))
        // Restored to the base, then changed by the state, each through SnapKit.
        #expect(
            text.contains(
                "panel.snp.updateConstraints { make in\n            make.trailing.equalTo(root.snp.trailing)\n            make.height.equalTo(panelHeight)\n        }"
            ))
        #expect(text.contains("case .expanded:\n            panel.snp.updateConstraints { make in\n                make.height.equalTo(320)\n            }"))
        #expect(text.contains("panel.snp.updateConstraints { make in\n                make.trailing.equalTo(root.snp.trailing).offset(-inset)\n            }"))
    }

    @Test func aRemovedConstraintStaysAnAnchorApplySwitches() throws {
        let text = try Self.text(style: .snapkit)
        #expect(text.contains("private var panelBottomConstraint: NSLayoutConstraint?"))
        #expect(text.contains("let switched = [panelSidesLeadingConstraint, panelBottomConstraint].compactMap { $0 }"))
        #expect(text.contains("case .keyboard(let bottomOffset):\n            panelBottomConstraint?.constant = -bottomOffset"))
    }

    @Test func theAnchorsStyleKeepsEveryNamedConstraint() throws {
        let text = try Self.text(style: .anchors)
        #expect(!text.contains("updateConstraints"))
        #expect(text.contains("panelHeightConstraint?.constant = 320"))
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// `Layoutable` types as specs, `makeLayout(layouter:)` as `apply`; hand-written
/// `snp.updateConstraints` and constant changes in methods as states.
@Suite struct SpecImportTests {
    static func run() -> ImportRun { Importer.run(paths: [Fixtures.path("Specs")]) }

    static func spec(_ name: String, in run: ImportRun) throws -> Spec {
        let document = try #require(run.components.first { $0.name == name }?.document)
        guard case .spec(let spec) = document else { throw SpecMissing(name: name) }
        return spec
    }

    struct SpecMissing: Error { var name: String }

    static func lines(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(LayoutPrinter.constraintText) }

    @Test func theSeedsSnapKitLayoutableBecomesASpecWithReferencesConstantsAndAnUpdateBlock() throws {
        let run = Self.run()
        let spec = try Self.spec("ClipRecordPanelLayout", in: run)
        #expect(spec.references.map(\.name) == ["superView"])
        // The seed's `CGFloat?` constants: optional parameters.
        #expect(spec.parameters.map(\.name) == ["panelHeight", "bottomOffset"])
        #expect(spec.parameters.allSatisfy { $0.isOptional })
        #expect(
            Self.lines(spec.make) == [
                "self.bottom == superView.bottom", "self.left == superView.left", "self.right == superView.right", "self.height == panelHeight",
            ])
        #expect(Self.lines(spec.update) == ["self.bottom == superView.bottom + bottomOffset"])
        let file = try #require(run.report.files.first { $0.path.hasSuffix("ClipRecordPanelLayout.swift") })
        #expect(file.constraintsFound == 4)
        #expect(file.constraintsImported == 4)
        #expect(file.skipped.isEmpty)
    }

    @Test func makeLayoutWithTheMemberwiseTuplesAppliesTheSpecAndSolves() throws {
        let run = Self.run()
        let document = try #require(run.components.first { $0.name == "ClipRecordViewController" }?.document)
        let application = try #require(document.body?.applications.first)
        #expect(application.spec == "ClipRecordPanelLayout")
        #expect(application.target == ItemReference(["panel"]))
        // `(view)` by position is the reference; `(PanelHeight, nil)` gives 160 and leaves the offset out.
        #expect(application.arguments.map(\.name) == ["superView", "panelHeight"])
        #expect(application.arguments.first?.value == .item(.owner))
        #expect(application.arguments.last?.value == .constant(ConstantExpression(160)))
        let library = LayoutLibrary(run.components.map(\.document))
        #expect(LayoutValidator.validate(library: library).filter { $0.severity == .error }.map(\.description) == [])
        let device = DeviceCatalog.defaultDevices[0]
        let solution = try LayoutEngine(library: library).solve("ClipRecordViewController", in: device.environment())
        #expect(solution.errors.isEmpty)
        let panel = try #require(solution["panel"])
        #expect(panel.height == 160)
        #expect(panel.y + panel.height == device.height)
        let preview = try #require(solution["preview"])
        #expect(preview.y + preview.height == panel.y)
    }

    @Test func anAnchorsLayoutableReadsItsTuplesInitializerDefaultsAndBothFunctions() throws {
        let spec = try Self.spec("AvatarBadgeLayout", in: Self.run())
        // `container` and `size` are words of the format: renamed, consistently.
        #expect(spec.references.map(\.name) == ["avatar", "refContainer"])
        #expect(spec.parameters.map(\.name) == ["valueSize", "inset"])
        #expect(spec.parameters.map(\.defaultValue) == [20, 2])
        #expect(
            Self.lines(spec.make) == [
                "self.width == valueSize", "self.height == self.width", "self.top == avatar.top - inset",
                "self.trailing == avatar.trailing + inset", "self.trailing <= refContainer.trailing",
            ])
        let update = try #require(spec.update.first)
        #expect(update.constant == ConstantExpression(0, terms: [.init("valueSize", coefficient: 1.5)]))
    }

    @Test func updateConstraintsInAMethodBecomesAStateWithTheMethodsParameter() throws {
        let run = Self.run()
        let screen = try #require(run.components.first { $0.name == "ComposerView" }?.document.body)
        // The made constraint the update changes is named, and changed in the method's state;
        // the keyboard's `height`, known only at run time, is the state's parameter (named
        // apart from the attribute `height`), starting where the base is.
        #expect(screen.constraints.map(LayoutPrinter.constraintText).contains("inputBar.bottom == owner.safeArea.bottom as \"inputBarBottom\""))
        let keyboard = try #require(screen.state(named: "keyboardWillChange"))
        #expect(keyboard.signature == "keyboardWillChange(valueHeight = 0)")
        #expect(keyboard.changes.map(\.name) == ["inputBarBottom"])
        #expect(keyboard.changes.first?.constant == ConstantExpression(0, terms: [.init("valueHeight", coefficient: -1)]))
        #expect(screen.applications.isEmpty)
        // The button's update has no made width to change: reported with its line.
        let file = try #require(run.report.files.first { $0.path.hasSuffix("ComposerView.swift") })
        let unmatched = try #require(file.skipped.first { $0.reason.contains("matches none of sendButton's") })
        #expect(unmatched.line == 47)
        let library = LayoutLibrary(run.components.map(\.document))
        let device = DeviceCatalog.defaultDevices[0]
        let raised = try LayoutEngine(library: library).prepare("ComposerView", state: "keyboardWillChange", arguments: ["valueHeight": 300])
            .sessionOnItsOwn(in: device.environment()).solution()
        #expect(raised.errors.isEmpty)
    }
}

extension SpecImportTests {
    @Test func aKeptConstraintWhoseConstantChangesInMethodsBecomesStates() throws {
        let run = Self.run()
        let cell = try #require(run.components.first { $0.name == "ExpandableCell" }?.document.body)
        #expect(cell.constraints.map(LayoutPrinter.constraintText).contains("detailLabel.height == 0 as \"detailHeight\""))
        // `func expand()` changes it: that method's state. `if collapsed { … = 0 }` in `configure`
        // sets what the base already has: no state differs there, so none is written.
        #expect(cell.states.map(\.name) == ["expand"])
        #expect(cell.state(named: "expand")?.changes == [ConstraintChange("detailHeight", constant: 60)])
        #expect(cell.applications.isEmpty)
        let file = try #require(run.report.files.first { $0.path.hasSuffix("ExpandableCell.swift") })
        #expect(file.skipped.isEmpty)
    }
}

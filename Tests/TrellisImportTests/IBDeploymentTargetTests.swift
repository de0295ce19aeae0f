import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// The project's deployment target, which IB lays documents out for and the document does
/// not state (``IBDeploymentTarget``), and what it changes: a standalone cell's margins.
@Suite struct IBDeploymentTargetTests {
    @Test(arguments: [
        ("pbxproj", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 10.3;\n", "10.3"),
        ("yml", "name: App\noptions:\n  deploymentTarget:\n    iOS: \"10.0\"\n", "10.0"),
        ("podfile", "source 'https://cdn.cocoapods.org/'\n  platform :ios, '11.0'\nuse_frameworks!\n", "11.0"),
        ("package", "platforms: [.iOS(.v13), .macOS(.v10_15)],", "13.0"),
        ("package", "platforms: [.iOS(\"12.2\")],", "12.2"),
    ])
    func readsTheTargetEachProjectFormatStates(format: String, text: String, expected: String) {
        let found: IBDeploymentTarget.Version?
        switch format {
        case "pbxproj": found = IBDeploymentTarget.fromPBXProject(text)
        case "yml": found = IBDeploymentTarget.fromXcodeGen(text)
        case "podfile": found = IBDeploymentTarget.fromPodfile(text)
        default: found = IBDeploymentTarget.fromPackage(text)
        }
        #expect(found?.description == expected)
    }

    /// An app folder with `project.yml` stating `target` (nil: no project file), the
    /// standalone cell xib two folders down; the cell imported from there.
    /// `swift`, when given, is a source file of the app the run indexes beside the xib.
    static func importCell(target: String?, titleX: Double, swift: String? = nil) throws -> ImportedFile {
        let root = TemporaryFolder.name("ib-target")
        let folder = root.appendingPathComponent("Sources/Cells")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent(".git"))
        if let target {
            try Data("name: App\noptions:\n  deploymentTarget:\n    iOS: \"\(target)\"\n".utf8).write(to: root.appendingPathComponent("project.yml"))
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = IBSimulatedFramesTests.tableCellXib(width: 320, titleX: titleX)
        var namer = ComponentNamer()
        var index = SwiftTypeIndex()
        if let swift { index.add(source: swift, path: folder.appendingPathComponent("TitleCell.swift").path) }
        return InterfaceBuilderImporter.importDocument(
            Data(xib.utf8), path: folder.appendingPathComponent("TitleCell.xib").path, namer: &namer, index: index)
    }

    // A cell xib of a project built for iOS 10 records its label on `leadingMargin` at x 15
    // (the separator inset of the iOS it targets); for iOS 11 and later, or with no project
    // file to say, at the table's 16. Top and bottom stay 11.
    @Test(arguments: [("10.0", 15.0), ("11.0", 16), (nil, 16)] as [(String?, Double)])
    func aStandaloneCellTakesTheMarginsOfItsProjectsTarget(target: String?, side: Double) throws {
        let file = try Self.importCell(target: target, titleX: side)
        guard case .screen(let screen)? = file.components.first?.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.margins == DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // An app folder without its project file (a snapshot of its sources): the app's own
    // `#available(iOS 11.0, *)` says it is built for less than iOS 11, so its standalone cells
    // take iOS 10's 15 at the sides; checks only for iOS 13 say nothing of 11 (the table's 16).
    @Test(arguments: [
        ("if #available(iOS 13.0, *) { a() }\nif #available(iOS 11.0, *) { b() }", 15.0),
        ("@available(iOS 10, *)\nfunc c() {}", 15),
        ("if #available(iOS 13.0, *) { a() }", 16),
        ("if #available(macOS 10.12, *) { a() }", 16),
    ])
    func withNoProjectFileTheAppsAvailabilityChecksBoundTheTarget(check: String, side: Double) throws {
        let file = try Self.importCell(target: nil, titleX: side, swift: "final class TitleCell: UITableViewCell {\n    func f() {\n\(check)\n    }\n}\n")
        guard case .screen(let screen)? = file.components.first?.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.margins == DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // Only the document's own part of the app counts: a helper another target vendors
    // (fastlane's SnapshotHelper checks iOS 10 in apps built for iOS 15) says nothing of it.
    @Test func checksInAnotherTopFolderOfTheAppDoNotCount() throws {
        let root = TemporaryFolder.name("ib-scope").path
        var index = SwiftTypeIndex()
        index.add(source: "func f() { if #available(iOS 10.0, *) { g() } }", path: root + "/fastlane/SnapshotHelper.swift")
        index.add(source: "func h() { if #available(iOS 16.0, *) { g() } }", path: root + "/podcasts/Player/PlayerView.swift")
        let cell = root + "/podcasts/Cells/TitleCell.xib"
        #expect(IBDeploymentTarget.ownPart(of: cell, among: index.trees.keys.sorted()) == root + "/podcasts/")
        #expect(IBDeploymentTarget.availabilityBound(in: index, forDocumentAt: cell)?.version.description == "16.0")
        let helper = try #require(IBDeploymentTarget.availabilityBound(in: index, forDocumentAt: root + "/fastlane/Cell.xib"))
        #expect(helper.version.description == "10.0")
        #expect(helper.line == 1)
    }

    // A project file that states its target wins over the sources' checks.
    @Test func aStatedTargetWinsOverTheAvailabilityChecks() throws {
        let file = try Self.importCell(target: "12.0", titleX: 16, swift: "func f() { if #available(iOS 11.0, *) { g() } }")
        guard case .screen(let screen)? = file.components.first?.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.margins?.leading == 16)
    }

    // IB flags a cell's content view whose height its constraints do not give
    // (`ambiguous="YES"` on the content view): that recorded size is listed apart, as for
    // any flagged view, not compared.
    @Test func aRootIBFlagsAmbiguousIsNotCompared() throws {
        let xib = IBSimulatedFramesTests.tableCellXib(width: 320, titleX: 16)
            .replacingOccurrences(of: "<tableViewCellContentView ", with: "<tableViewCellContentView ambiguous=\"YES\" ")
        let file = IBSimulatedFramesTests.importDocument(xib, name: "TitleCell.xib")
        let record = try #require(file.components.first?.interfaceBuilder)
        #expect(record.views.first { $0.name == "owner" }?.ambiguous == true)
        let result = try IBComparison.compare(record, library: LayoutLibrary(file.components.map(\.document)))
        #expect(result.misplaced.map(\.name) == ["owner"])
    }

    // A self-sizing cell (`height auto`: a table sizes it by its content on a device) is
    // compared with IB at the canvas height IB laid it out at, not at its fitting height.
    @Test func aSelfSizingCellIsComparedAtItsCanvasHeight() throws {
        let file = IBSimulatedFramesTests.importDocument(IBSimulatedFramesTests.tableCellXib(width: 320, titleX: 16), name: "TitleCell.xib")
        let component = try #require(file.components.first)
        guard case .screen(var screen) = component.document else {
            Issue.record("not a screen")
            return
        }
        screen.height = nil
        screen.heightIsAuto = true
        let record = try #require(component.interfaceBuilder)
        let result = try IBComparison.compare(record, library: LayoutLibrary([.screen(screen)]))
        #expect(result.mismatches.isEmpty, "\(result.mismatches)")
        #expect(result.compared == 2)
    }
}

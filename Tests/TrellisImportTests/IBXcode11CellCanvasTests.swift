import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Xcode 11 draws a table cell xib's own cell with 15-point side margins on an iPhone
/// narrower than 414 points, where the Xcodes before and after draw 16: on IB's canvas only,
/// the `.layout` keeps the table's 16.
@Suite struct IBXcode11CellCanvasTests {
    static func screen(_ file: ImportedFile) throws -> Screen {
        let document = try #require(file.components.first?.document)
        guard case .screen(let screen) = document else { throw ScreenMissing() }
        return screen
    }

    struct ScreenMissing: Error {}

    // Xcode 11.0 and 11.5 on an iPhone 8, at Xcode's default 320 and at 600 wide.
    @Test(arguments: [("15400", 320.0), ("16097.3", 320), ("16096", 600)])
    func xcode11DrawsANarrowIPhonesCellWith15AtTheSides(tools: String, width: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(
            IBStandaloneCellMarginsTests.cell(device: "retina4_7", width: width, labelX: 15, tools: tools), name: "HeadlineCell.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        #expect(try Self.screen(file).margins == DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(file.components.first?.interfaceBuilder?.canvasMargins == [11, 15, 11, 15])
    }

    // The same cell drawn at 16 by Xcode 11 differs from IB's canvas.
    @Test func aCellOfXcode11At16OnAnIPhone8Differs() throws {
        let file = IBSimulatedFramesTests.importDocument(
            IBStandaloneCellMarginsTests.cell(device: "retina4_7", width: 320, labelX: 16, tools: "16097.3"), name: "HeadlineCell.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).count == 1)
    }

    // Xcode 10.2 and 12 draw 16 on the iPhone 8; Xcode 11 draws 16 and 20 on the 414-wide iPhone 11.
    @Test(arguments: [
        ("14490.70", "retina4_7", 320.0, 16.0), ("17156", "retina4_7", 320, 16), ("15505", "retina6_1", 320, 16),
        ("16097.3", "retina6_1", 331, 20),
    ])
    func otherXcodesAndWideIPhonesKeepTheTablesMargins(tools: String, device: String, width: Double, x: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(
            IBStandaloneCellMarginsTests.cell(device: device, width: width, labelX: x, tools: tools), name: "HeadlineCell.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        #expect(file.components.first?.interfaceBuilder?.canvasMargins == nil)
    }
}

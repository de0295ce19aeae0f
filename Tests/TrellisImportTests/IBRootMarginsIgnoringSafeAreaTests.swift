import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A root whose `insetsLayoutMarginsFromSafeArea` is off keeps its margins clear of the safe
/// area IB simulates over it: on an iPhone 11 a small top-level view's top margin stays at
/// y 0, not below the sensor housing's 44.
@Suite struct IBRootMarginsIgnoringSafeAreaTests {
    /// IBTopLevelViewMarginsTests' header on an iPhone 11, 371 wide, its root flagged.
    static func header(y: Double, margins: String = "") -> String {
        IBTopLevelViewMarginsTests.header(device: "retina6_1", width: 371, height: 61, x: 16, y: y, margins: margins)
            .replacingOccurrences(
                of: #"<view opaque="NO" contentMode="scaleToFill" id="iN0-l3-epB""#,
                with: #"<view opaque="NO" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="iN0-l3-epB""#)
    }

    // The view 14 below the top margin: at 14 with the root's hosted margins (0 on top), at 30
    // with margins of 16 the xib sets.
    @Test(arguments: [(14.0, ""), (30, #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#)])
    func theRootsMarginsLeaveOutTheSafeArea(y: Double, margins: String) throws {
        let file = IBSimulatedFramesTests.importDocument(Self.header(y: y, margins: margins), name: "TextItemView.xib")
        let record = try #require(file.components.first?.interfaceBuilder)
        #expect(record.rootMarginsIgnoreSafeArea == true)
        #expect(record.safeArea.first == 44)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // Recorded below the housing, as a root that insets its margins would have it: differs.
    @Test func aViewBelowTheHousingDiffers() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.header(y: 58), name: "TextItemView.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).count == 1)
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A scene a `show` segue reaches from a controller in no navigation controller is presented
/// modally, and Interface Builder (from Xcode 11, iOS 13's page sheets) draws it as a sheet:
/// 842 tall on a 414 × 896 iPhone with nothing over its top, the home indicator's 34 at its bottom.
@Suite struct IBShownAsSheetTests {
    typealias Scene = IBSimulatedBarsTests.Scene

    static let home = Scene(name: "HomeViewController", height: 896, bannerY: 44, footerY: 820)

    @Test func aSceneShownFromOutsideANavigationControllerIsASheet() throws {
        let detail = Scene(name: "ExposureViewController", height: 842, bannerY: 0, footerY: 766)
        let file = IBSimulatedFramesTests.importDocument(
            IBSimulatedBarsTests.storyboard(tools: "16097", device: "retina6_5", navigationBar: nil, list: Self.home, detail: detail),
            name: "Main.storyboard")
        #expect(try IBSimulatedBarsTests.record(file, "ExposureViewController").safeArea == [0, 0, 34, 0])
        #expect(try IBSimulatedBarsTests.record(file, "HomeViewController").safeArea == [44, 0, 34, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    @Test func aSceneShownSoButDrawnFullScreenKeepsTheSensorHousingsInset() throws {
        let detail = Scene(name: "ExposureViewController", height: 896, bannerY: 44, footerY: 820)
        let file = IBSimulatedFramesTests.importDocument(
            IBSimulatedBarsTests.storyboard(tools: "16097", device: "retina6_5", navigationBar: nil, list: Self.home, detail: detail),
            name: "Main.storyboard")
        #expect(try IBSimulatedBarsTests.record(file, "ExposureViewController").safeArea == [44, 0, 34, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

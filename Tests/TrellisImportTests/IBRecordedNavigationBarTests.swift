import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 4 (session 24): a navigation controller whose bar Interface Builder recorded
/// at its top (y 0) was drawn with nothing above the bar — as a sheet, whose bar is 56 tall —
/// so its scenes' top inset is the bar's recorded height, not the status bar plus 44.
@Suite struct IBRecordedNavigationBarTests {
    typealias Scene = IBSimulatedBarsTests.Scene

    /// A storyboard on the 6.7" iPhone (428 × 926, 47-point status bar, 34 at the bottom)
    /// whose navigation controller records its bar at (0, `barY`, 428 × `barHeight`), and the
    /// scene it holds, which shows another by `show` (pushed under the same bar).
    static func storyboard(tools: String, barY: Double, barHeight: Double, list: Scene, detail: Scene) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="gFt-00-aaa">
                    <objects>
                        <navigationController storyboardIdentifier="GiftNavigationController" id="gFt-01-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="gFt-02-aaa">
                                <rect key="frame" x="0.0" y="\(barY)" width="428" height="\(barHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lSt-01-aaa" kind="relationship" relationship="rootViewController" id="gFt-03-aaa"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                \(wide(list.xml(id: "lSt", shows: "dTl-01-aaa")))
                \(wide(detail.xml(id: "dTl", shows: nil)))
            </scenes>
        </document>
        """
    }

    /// A scene of `IBSimulatedBarsTests` (414 wide) at the 6.7" iPhone's width.
    static func wide(_ scene: String) -> String {
        scene.replacingOccurrences(of: #"width="414""#, with: #"width="428""#).replacingOccurrences(of: #"width="374""#, with: #"width="388""#)
    }

    /// Views on the safe area's top at y `top`, a footer 25 above its bottom (34 in).
    static func scenes(height: Double, top: Double) -> (Scene, Scene) {
        let footerY = height - 34 - 25 - 17
        return (
            Scene(name: "GiftViewController", height: height, bannerY: top, footerY: footerY),
            Scene(name: "GiftDetailViewController", height: height, bannerY: top, footerY: footerY)
        )
    }

    @Test func scenesUnderASheetsBarRecordedAtTheTopTakeItsHeight() throws {
        let (list, detail) = Self.scenes(height: 916, top: 56)
        let file = IBSimulatedFramesTests.importDocument(
            Self.storyboard(tools: "21507", barY: 0, barHeight: 56, list: list, detail: detail), name: "Main.storyboard")
        #expect(try IBSimulatedBarsTests.record(file, "GiftViewController").safeArea == [56, 0, 34, 0])
        #expect(try IBSimulatedBarsTests.record(file, "GiftDetailViewController").safeArea == [56, 0, 34, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // A bar recorded at the status bar's 47 is over what the simulated status bar gives: 47 + 44.
    @Test func aBarRecordedBelowTheStatusBarKeepsTheStatusBarAbove() throws {
        let (list, detail) = Self.scenes(height: 926, top: 91)
        let file = IBSimulatedFramesTests.importDocument(
            Self.storyboard(tools: "21507", barY: 47, barHeight: 44, list: list, detail: detail), name: "Main.storyboard")
        #expect(try IBSimulatedBarsTests.record(file, "GiftViewController").safeArea == [91, 0, 34, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // Before Xcode 11 there were no sheets, and bars were recorded at y 0 under the status
    // bar: the scene keeps the simulated one (44 on a notched iPhone then) and the 44 bar.
    @Test func aDocumentOlderThanXcode11KeepsTheSimulatedStatusBar() throws {
        let (list, detail) = Self.scenes(height: 926, top: 88)
        let file = IBSimulatedFramesTests.importDocument(
            Self.storyboard(tools: "14460", barY: 0, barHeight: 44, list: list, detail: detail), name: "Main.storyboard")
        #expect(try IBSimulatedBarsTests.record(file, "GiftViewController").safeArea == [88, 0, 34, 0])
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Up to Xcode 10.1, IB draws the status bar over a xib's top-level view smaller than an
/// iPhone 8's screen only when the view is taller than an iPhone in landscape (issue 32, item 4).
@Suite struct IBTallViewStatusBarTests {
    /// A freeform sort menu of `tools` on an iPhone 8: a 44-high bar pinned to the safe
    /// area's top, recorded at `barY`, and a panel below it filling the rest.
    static func sortMenu(height: Double, barY: Double, tools: String = "14460.31") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="srt-Mn-001" customClass="SortMenuView" customModule="Board" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-Vw-002" userLabel="bar">
                            <rect key="frame" x="0.0" y="\(barY)" width="375" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="brH-cn-003"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-Vw-004" userLabel="panel">
                            <rect key="frame" x="0.0" y="\(barY + 44)" width="375" height="\(height - barY - 44)"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar-Vw-002" firstAttribute="top" secondItem="saf-Gd-005" secondAttribute="top" id="brT-cn-006"/>
                        <constraint firstItem="bar-Vw-002" firstAttribute="leading" secondItem="saf-Gd-005" secondAttribute="leading" id="brL-cn-007"/>
                        <constraint firstItem="saf-Gd-005" firstAttribute="trailing" secondItem="bar-Vw-002" secondAttribute="trailing" id="brR-cn-008"/>
                        <constraint firstItem="pnl-Vw-004" firstAttribute="top" secondItem="bar-Vw-002" secondAttribute="bottom" id="pnT-cn-009"/>
                        <constraint firstItem="pnl-Vw-004" firstAttribute="leading" secondItem="saf-Gd-005" secondAttribute="leading" id="pnL-cn-010"/>
                        <constraint firstItem="saf-Gd-005" firstAttribute="trailing" secondItem="pnl-Vw-004" secondAttribute="trailing" id="pnR-cn-011"/>
                        <constraint firstItem="saf-Gd-005" firstAttribute="bottom" secondItem="pnl-Vw-004" secondAttribute="bottom" id="pnB-cn-012"/>
                    </constraints>
                    <nil key="simulatedTopBarMetrics"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="saf-Gd-005"/>
                </view>
            </objects>
        </document>
        """
    }

    // Xcode 10.1: the status bar over a 560-high view, none over a 300-high one.
    @Test(arguments: [(560.0, 20.0), (300, 0)])
    func aTallViewOfXcode10Point1HasTheStatusBarAgainstIB(height: Double, barY: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(Self.sortMenu(height: height, barY: barY), name: "SortMenuView.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // Xcode 10.2 to 14.2 draw none over any of them.
    @Test func xcode10Point2DrawsNoneOverATallView() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.sortMenu(height: 560, barY: 0, tools: "14868"), name: "SortMenuView.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    /// A drawing screen of Xcode 9 on an iPhone 8 presenting a 200 × `height` freeform
    /// popover scene, whose title is pinned 8 below the safe area's top, recorded at `titleY`.
    static func popoverStoryboard(height: Double, titleY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="pop-Sc-001">
                    <objects>
                        <viewController id="pop-Vc-002" customClass="StrokeWidthViewController" customModule="Sketch" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pop-Vw-003">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-Vw-004" userLabel="title">
                                        <rect key="frame" x="8" y="\(titleY)" width="184" height="16"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="16" id="ttH-cn-005"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="ttl-Vw-004" firstAttribute="top" secondItem="saf-Gd-006" secondAttribute="top" constant="8" id="ttT-cn-007"/>
                                    <constraint firstItem="ttl-Vw-004" firstAttribute="leading" secondItem="saf-Gd-006" secondAttribute="leading" constant="8" id="ttL-cn-008"/>
                                    <constraint firstItem="saf-Gd-006" firstAttribute="trailing" secondItem="ttl-Vw-004" secondAttribute="trailing" constant="8" id="ttR-cn-009"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="saf-Gd-006"/>
                            </view>
                            <size key="freeformSize" width="200" height="\(height)"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-Rp-010" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // A 65-high popover of Xcode 9 has no status bar; a 480-high one has it.
    @Test(arguments: [(65.0, 8.0), (480, 28)])
    func aShortFreeformSceneOfXcode9HasNoStatusBarAgainstIB(height: Double, titleY: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(
            Self.popoverStoryboard(height: height, titleY: titleY), name: "Sketch.storyboard")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Interface Builder hosts a xib's top-level view as a view controller's view: on its canvas
/// the root's margins are the system minimum at the sides and 0 top and bottom, not a plain
/// view's 8 (issue 32, item 4). The `.layout` keeps `root view`: at run time the view's
/// margins are wherever it is placed.
@Suite struct IBTopLevelViewMarginsTests {
    /// A `width` × `height` section header xib: a view on the root's leading, trailing and
    /// top margins (14 below the top one) at `x` and `y`, where IB recorded it.
    static func header(device: String, width: Double, height: Double = 42, x: Double, y: Double, margins: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view opaque="NO" contentMode="scaleToFill" id="iN0-l3-epB" customClass="SectionHeaderView" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bJe-Cv-606" userLabel="columns">
                            <rect key="frame" x="\(x)" y="\(y)" width="\(width - 2 * x)" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="hGt-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    \(margins)
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="bJe-Cv-606" secondAttribute="trailing" id="Yma-OU-OOP"/>
                        <constraint firstItem="bJe-Cv-606" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leadingMargin" id="d2Z-ur-j7c"/>
                        <constraint firstItem="bJe-Cv-606" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="topMargin" constant="14" id="eD3-Jv-3jx"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // 16 at the sides of a 375-wide header on an iPhone 8, 20 of a 414-wide one on an
    // iPhone 11; 0 on top plus the safe area's inset (none on an iPhone 8 in Xcode 12, the
    // sensor housing's 44 on an iPhone 11): the view 14 below the top margin at y 14 or 58.
    @Test(arguments: [("retina4_7", 375.0, 42.0, 16.0, 14.0), ("retina6_1", 414, 104, 20, 58)])
    func aTopLevelViewHasAControllersRootMarginsOnIBsCanvas(device: String, width: Double, height: Double, x: Double, y: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(
            Self.header(device: device, width: width, height: height, x: x, y: y), name: "SectionHeaderView.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        // Not written into the .layout: a plain view's margins where it is placed.
        guard case .screen(let screen) = try #require(file.components.first?.document) else { Issue.record("not a screen"); return }
        #expect(screen.root == .view && screen.margins == nil)
    }

    // Margins the xib sets are the view's own, as recorded (8 on every side here).
    @Test func marginsTheXibSetsStay() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>"#
        let file = IBSimulatedFramesTests.importDocument(
            Self.header(device: "retina4_7", width: 375, x: 8, y: 22, margins: margins), name: "SectionHeaderView.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

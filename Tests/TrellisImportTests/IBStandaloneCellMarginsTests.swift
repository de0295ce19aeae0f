import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A cell xib of its own is drawn in a table on its designed device: on a 414-point iPhone
/// its content view's side margins are 20 once the cell is wider than Xcode's default 320.
@Suite struct IBStandaloneCellMarginsTests {
    static func cell(device: String, width: Double, labelX: Double, tools: String = "19455") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="76" id="rI1-aa-001" customClass="RefundItemCell" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="76"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="rI1-aa-001" id="cV1-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="76"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bX1-aa-003" userLabel="Box">
                                <rect key="frame" x="\(labelX)" y="18" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="bXw-aa-004"/>
                                    <constraint firstAttribute="height" constant="40" id="bXh-aa-005"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bX1-aa-003" firstAttribute="leading" secondItem="cV1-aa-002" secondAttribute="leadingMargin" id="lM1-aa-006"/>
                            <constraint firstItem="bX1-aa-003" firstAttribute="centerY" secondItem="cV1-aa-002" secondAttribute="centerY" id="cY1-aa-007"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test(arguments: [("retina6_1", 331.0, 20.0), ("retina6_1", 320.0, 16.0), ("retina4_7", 331.0, 16.0), ("retina6_1", 414.0, 20.0)])
    func sideMarginsFollowTheDesignedDevice(device: String, width: Double, x: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(Self.cell(device: device, width: width, labelX: x), name: "RefundItemCell.xib")
        let document = try #require(file.components.first?.document)
        guard case .screen(let screen) = document else { Issue.record("not a screen"); return }
        #expect(screen.margins?.leading == x)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // A cell xib wider than its designed iPhone (600 on an iPhone 8) keeps that iPhone's 16
    // from Xcode 10.2; Xcode 10.1 and earlier drew it in a table of its own width, 20.
    // (Xcode 11 draws 15 on this iPhone, on its canvas only: IBXcode11CellCanvasTests.)
    @Test(arguments: [("20037", 16.0), ("17156", 16), ("14460", 20)])
    func aCellWiderThanItsIPhoneKeepsTheIPhonesMarginsFromXcode10Point2(tools: String, x: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(
            Self.cell(device: "retina4_7", width: 600, labelX: x, tools: tools), name: "RoomBubbleCell.xib")
        let document = try #require(file.components.first?.document)
        guard case .screen(let screen) = document else { Issue.record("not a screen"); return }
        #expect(screen.margins?.leading == x)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

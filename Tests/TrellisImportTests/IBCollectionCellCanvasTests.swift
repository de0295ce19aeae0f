import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A collection view cell that is a xib's own top-level object is hosted on IB's canvas as a
/// view controller's root: 16 or 20 at the sides and 0 top and bottom, where UIKit gives the
/// cell UIView's 8 on a device (issue 32, item 4).
@Suite struct IBCollectionCellCanvasTests {
    /// A tag cell of Xcode 10.1 (`tools`) on an iPhone 8: a dot on the cell's leading margin,
    /// a title on its top margin, a badge on its trailing margin; frames as IB records them
    /// with `side` at the sides and 0 on top.
    static func tagCell(width: Double, side: Double, tools: String = "14460.31", margins: String = "") -> String {
        let badgeX = width - side - 24
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="tgC-el-001" customClass="TagCell" customModule="Board" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-vw-002" userLabel="dot">
                                    <rect key="frame" x="\(side)" y="16" width="12" height="12"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="12" id="dtW-cn-003"/>
                                        <constraint firstAttribute="height" constant="12" id="dtH-cn-004"/>
                                    </constraints>
                                </view>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Design" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-005">
                                    <rect key="frame" x="\(side + 20)" y="0.0" width="50" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="tlW-cn-006"/>
                                        <constraint firstAttribute="height" constant="20" id="tlH-cn-007"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-vw-008">
                                    <rect key="frame" x="\(badgeX)" y="10" width="24" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="bgW-cn-009"/>
                                        <constraint firstAttribute="height" constant="24" id="bgH-cn-010"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </view>
                        \(margins)
                        <constraints>
                            <constraint firstItem="dot-vw-002" firstAttribute="leading" secondItem="tgC-el-001" secondAttribute="leadingMargin" id="dtL-cn-011"/>
                            <constraint firstItem="dot-vw-002" firstAttribute="centerY" secondItem="tgC-el-001" secondAttribute="centerY" id="dtY-cn-012"/>
                            <constraint firstItem="ttl-lb-005" firstAttribute="leading" secondItem="dot-vw-002" secondAttribute="trailing" constant="8" id="tlL-cn-013"/>
                            <constraint firstItem="ttl-lb-005" firstAttribute="top" secondItem="tgC-el-001" secondAttribute="topMargin" id="tlT-cn-014"/>
                            <constraint firstAttribute="trailingMargin" secondItem="bdg-vw-008" secondAttribute="trailing" id="bgT-cn-015"/>
                            <constraint firstItem="bdg-vw-008" firstAttribute="centerY" secondItem="tgC-el-001" secondAttribute="centerY" id="bgY-cn-016"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="sfA-gd-017"/>
                        <size key="customSize" width="\(width)" height="44"/>
                    </collectionViewCell>
                </objects>
            </document>
            """
    }

    // Xcode 10.1: 16 at the sides up to the iPhone 8's 375 points, 20 in a wider cell.
    @Test(arguments: [(352.0, 16.0), (375, 16), (402, 20), (600, 20)])
    func aCellXibsOwnCellHasAControllerRootsMarginsAgainstIB(width: Double, side: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(Self.tagCell(width: width, side: side), name: "TagCell.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        let record = try #require(file.components.first?.interfaceBuilder)
        #expect(record.canvasMargins == [0, side, 0, side])
    }

    // From Xcode 10.2 the designed iPhone decides: a 402-wide cell on an iPhone 8 takes 16.
    @Test func fromXcode10Point2TheDesignedIPhoneDecides() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.tagCell(width: 402, side: 16, tools: "15705"), name: "TagCell.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // A cell that sets its own margins keeps them: nothing for the canvas to add.
    @Test func aCellWithItsOwnMarginsRecordsNone() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>"#
        let file = IBSimulatedFramesTests.importDocument(Self.tagCell(width: 375, side: 16, margins: margins), name: "TagCell.xib")
        #expect(file.components.first?.interfaceBuilder?.canvasMargins == nil)
    }

    // On a device the `.layout` keeps UIKit's 8 of a collection cell's content view.
    @Test func theLayoutKeepsUIViewsEightOnADevice() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.tagCell(width: 375, side: 16), name: "TagCell.xib")
        let component = try #require(file.components.first)
        let device = try #require(DeviceCatalog.device(interfaceBuilderID: "retina4_7"))
        let solution = try LayoutEngine(library: LayoutLibrary([component.document])).solve(component.name, in: device.environment(.portrait))
        #expect(solution.item("dot")?.frame.x == 8)
    }
}

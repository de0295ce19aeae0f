import Foundation
import Testing
@testable import TrellisImport

/// A table's header view keeps UIView's 8-point margins on IB's canvas: IB does not host it
/// as a controller's root, as it hosts a xib's top-level view (issue 32, item 4).
@Suite struct IBTableHeaderCanvasTests {
    /// A people list of Xcode 10.1 on an iPhone 8 whose header holds a filter icon on its
    /// leading margin + 8 and a chevron on its trailing margin − 8, as IB records them.
    static let peopleList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="ppl-Sc-001">
                    <objects>
                        <tableViewController id="ppl-Vc-002" customClass="PeopleViewController" customModule="Team" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="ppl-Tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-Vw-004">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ico-Vw-005" userLabel="filterIcon">
                                            <rect key="frame" x="16" y="16" width="18" height="18"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="18" id="icW-cn-006"/>
                                                <constraint firstAttribute="height" constant="18" id="icH-cn-007"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chv-Vw-008" userLabel="chevron">
                                            <rect key="frame" x="339" y="15" width="20" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="20" id="chW-cn-009"/>
                                                <constraint firstAttribute="height" constant="20" id="chH-cn-010"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="ico-Vw-005" firstAttribute="leading" secondItem="hdr-Vw-004" secondAttribute="leadingMargin" constant="8" id="icL-cn-011"/>
                                        <constraint firstItem="ico-Vw-005" firstAttribute="centerY" secondItem="hdr-Vw-004" secondAttribute="centerY" id="icY-cn-012"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="chv-Vw-008" secondAttribute="trailing" constant="8" id="chT-cn-013"/>
                                        <constraint firstItem="chv-Vw-008" firstAttribute="centerY" secondItem="hdr-Vw-004" secondAttribute="centerY" id="chY-cn-014"/>
                                    </constraints>
                                </view>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-Rp-015" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aTableHeaderKeepsUIViewsEightAgainstIB() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.peopleList, name: "Team.storyboard")
        let header = try #require(file.components.first { $0.interfaceBuilder?.canvasMargins != nil })
        #expect(header.interfaceBuilder?.canvasMargins == [8, 8, 8, 8])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

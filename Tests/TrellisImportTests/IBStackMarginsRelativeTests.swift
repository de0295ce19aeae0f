import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A stack whose layout margins IB sets arranges its views inside them: IB records a row of
/// two labels at y 16 of a 52.5-point stack with 16-point top and bottom margins.
@Suite struct IBStackMarginsRelativeTests {
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="105" id="tT1-aa-001" customClass="RefundTotalsCell" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="105"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="tT1-aa-001" id="cV1-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="105"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="sT1-aa-003">
                                <rect key="frame" x="20" y="0.0" width="374" height="105"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="sT2-aa-004">
                                        <rect key="frame" x="0.0" y="0.0" width="374" height="52.5"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lB1-aa-005" userLabel="Subtotal Title">
                                                <rect key="frame" x="0.0" y="16" width="328.5" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lB2-aa-006" userLabel="Subtotal Price">
                                                <rect key="frame" x="332.5" y="16" width="41.5" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="0.0" bottom="16" trailing="0.0"/>
                                    </stackView>
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="sT3-aa-007">
                                        <rect key="frame" x="0.0" y="52.5" width="374" height="52.5"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lB3-aa-008" userLabel="Tax Title">
                                                <rect key="frame" x="32" y="16" width="296.5" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lB4-aa-009" userLabel="Tax Price">
                                                <rect key="frame" x="332.5" y="16" width="41.5" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <edgeInsets key="layoutMargins" top="16" left="32" bottom="16" right="0.0"/>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sT1-aa-003" firstAttribute="top" secondItem="cV1-aa-002" secondAttribute="top" id="cT1-aa-010"/>
                            <constraint firstItem="sT1-aa-003" firstAttribute="leading" secondItem="cV1-aa-002" secondAttribute="leadingMargin" id="cT2-aa-011"/>
                            <constraint firstAttribute="trailingMargin" secondItem="sT1-aa-003" secondAttribute="trailing" id="cT3-aa-012"/>
                            <constraint firstAttribute="bottom" secondItem="sT1-aa-003" secondAttribute="bottom" id="cT4-aa-013"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func aStackWithMarginsSetInIBArrangesInsideThem() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.cell, name: "RefundTotalsCell.xib")
        let component = try #require(file.components.first)
        #expect(component.text.contains("margins 16 0 16 0\n        marginsRelative") || component.text.contains("marginsRelative"))
        guard case .screen(let screen) = component.document, case .stack(let row)? = screen.body.item(named: "stackView2") else {
            Issue.record("no stackView2 in \(component.text)")
            return
        }
        #expect(row.marginsRelative)
        guard case .stack(let outer)? = screen.body.item(named: "stackView") else { Issue.record("no stackView"); return }
        #expect(!outer.marginsRelative)
        // Both rows where IB drew them, the second with its 32-point leading margin.
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

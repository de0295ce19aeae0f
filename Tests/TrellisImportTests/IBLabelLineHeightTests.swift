import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A label whose recorded frame a stack or its constraints stretched takes its one-line
/// height as its intrinsic height, not the stretched one; a label the frame fits keeps it.
@Suite struct IBLabelLineHeightTests {
    static func label(_ id: String, name: String, frame: String, font: String, extra: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)" \(extra)>
            <rect key="frame" \(frame)/>
            \(font)
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    static func view(device: String) -> String {
        let system17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let footnote = #"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#
        let custom = #"<fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="17"/>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="rT0-aa-001" customClass="FeesRow" customModule="Shop" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="70"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sT0-aa-002">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="70"/>
                                <subviews>
                                    \(label("lB1-aa-003", name: "Fees Label", frame: #"x="0.0" y="0.0" width="39.5" height="70""#, font: system17))
                                    \(label("lB2-aa-004", name: "Fees Value", frame: #"x="278" y="0.0" width="42" height="70""#, font: footnote, extra: #"numberOfLines="0""#))
                                </subviews>
                            </stackView>
                            \(label("lB3-aa-005", name: "Brand Label", frame: #"x="0.0" y="0.0" width="60" height="70""#, font: custom))
                            \(label("lB4-aa-006", name: "Note Label", frame: #"x="0.0" y="0.0" width="41.5" height="20.5""#, font: system17))
                        </subviews>
                        <constraints>
                            <constraint firstItem="sT0-aa-002" firstAttribute="top" secondItem="rT0-aa-001" secondAttribute="top" id="cT1-aa-007"/>
                            <constraint firstItem="sT0-aa-002" firstAttribute="leading" secondItem="rT0-aa-001" secondAttribute="leading" id="cT2-aa-008"/>
                            <constraint firstAttribute="trailing" secondItem="sT0-aa-002" secondAttribute="trailing" id="cT3-aa-009"/>
                            <constraint firstAttribute="bottom" secondItem="sT0-aa-002" secondAttribute="bottom" id="cT4-aa-010"/>
                            <constraint firstItem="lB3-aa-005" firstAttribute="top" secondItem="rT0-aa-001" secondAttribute="top" id="cT5-aa-011"/>
                            <constraint firstItem="lB3-aa-005" firstAttribute="leading" secondItem="rT0-aa-001" secondAttribute="leading" id="cT6-aa-012"/>
                            <constraint firstAttribute="bottom" secondItem="lB3-aa-005" secondAttribute="bottom" id="cT7-aa-013"/>
                            <constraint firstItem="lB4-aa-006" firstAttribute="top" secondItem="rT0-aa-001" secondAttribute="top" id="cT8-aa-014"/>
                            <constraint firstItem="lB4-aa-006" firstAttribute="leading" secondItem="rT0-aa-001" secondAttribute="leading" id="cT9-aa-015"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static func intrinsic(_ name: String, in file: ImportedFile) -> IntrinsicSize? {
        guard case .screen(let screen)? = file.components.first?.document, case .view(let view)? = screen.body.item(named: name) else {
            return nil
        }
        return view.intrinsicSize
    }

    @Test(arguments: [("retina4_7", 20.5, 16.0), ("retina6_12", 20.333333333333332, 15.666666666666666)])
    func aStretchedLabelTakesItsOneLineHeight(device: String, body: Double, footnote: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(Self.view(device: device), name: "FeesRow.xib")
        #expect(Self.intrinsic("feesLabel", in: file) == IntrinsicSize(width: 39.5, height: body))
        // Several lines allowed, but "Label" fits the recorded width on one.
        #expect(Self.intrinsic("feesValue", in: file) == IntrinsicSize(width: 42, height: footnote))
        // A font whose line height is not known here, and a label its frame fits, keep the frame.
        #expect(Self.intrinsic("brandLabel", in: file) == IntrinsicSize(width: 60, height: 70))
        #expect(Self.intrinsic("noteLabel", in: file) == IntrinsicSize(width: 41.5, height: 20.5))
        // The stack and the labels still lie where IB drew them.
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

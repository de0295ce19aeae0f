import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A `fillProportionally` stack of plain views (a row each, as totals cells write it): UIKit
/// divides it by the views' current sizes, the frames the nib gives them, so import keeps
/// IB's recorded lengths as the stack's `proportions` and every row lands where IB drew it.
@Suite struct IBStackProportionsTests {
    static func row(_ id: String, label: String, y: Double, height: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-v">
            <rect key="frame" x="0.0" y="\(y)" width="288" height="\(height)"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(label)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
                    <rect key="frame" x="0.0" y="0.0" width="42" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-v" secondAttribute="leading" id="\(id)-c1"/>
                <constraint firstItem="\(id)-l" firstAttribute="top" secondItem="\(id)-v" secondAttribute="top" id="\(id)-c2"/>
            </constraints>
        </view>
        """
    }

    static func label(_ id: String, y: Double) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
            <rect key="frame" x="0.0" y="\(y)" width="288" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    static let rows = [
        row("sub", label: "SUBTOTAL", y: 0, height: 51.5),
        row("dis", label: "DISCOUNT", y: 55.5, height: 88.5),
        row("fee", label: "FEES", y: 148, height: 70),
    ]

    static func cell(_ arranged: [String] = rows) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="234" id="cel-00-001" customClass="TotalsCell" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="234"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="234"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-003">
                                <rect key="frame" x="16" y="8" width="288" height="218"/>
                                <subviews>
        \(arranged.joined(separator: "\n"))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stk-00-003" firstAttribute="top" secondItem="cnt-00-002" secondAttribute="top" constant="8" id="cst-00-004"/>
                            <constraint firstItem="stk-00-003" firstAttribute="leading" secondItem="cnt-00-002" secondAttribute="leading" constant="16" id="cst-00-005"/>
                            <constraint firstAttribute="trailing" secondItem="stk-00-003" secondAttribute="trailing" constant="16" id="cst-00-006"/>
                            <constraint firstAttribute="bottom" secondItem="stk-00-003" secondAttribute="bottom" constant="8" id="cst-00-007"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func plainRowsKeepTheLengthsIBRecorded() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.cell(), name: "TotalsCell.xib")
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document, case .stack(let stack)? = screen.body.item(named: "stackView") else {
            Issue.record("no stackView in \(component.text)")
            return
        }
        #expect(stack.proportions == [51.5, 88.5, 70], "\(component.text)")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // A stack of labels only is measured by their intrinsic sizes: nothing to keep.
    @Test func aStackOfViewsWithIntrinsicSizesKeepsNoProportions() throws {
        let labels = Self.cell([Self.label("a", y: 0), Self.label("b", y: 24.5), Self.label("c", y: 49)])
        let file = IBSimulatedFramesTests.importDocument(labels, name: "TotalsCell.xib")
        let component = try #require(file.components.first)
        #expect(!component.text.contains("proportions"), "\(component.text)")
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Xcode 26 lays documents out with iOS 26's UIKit: a table cell's content view has 15-point
/// top and bottom margins (11 before), and a switch is 63 × 28 (51 × 31 before).
@Suite struct IBXcode26CellTests {
    struct Saved: Sendable, CustomTestStringConvertible {
        var tools: String
        var plugIn: String
        var margin: Double
        var switchSize: (width: Double, height: Double)
        var testDescription: String { "toolsVersion \(tools), plug-in \(plugIn)" }
    }

    static let xcode26 = Saved(tools: "24765", plugIn: "24743", margin: 15, switchSize: (63, 28))
    static let xcode16 = Saved(tools: "23094", plugIn: "23084", margin: 11, switchSize: (51, 31))
    /// An internal build number with Xcode 15's plug-in: laid out as Xcode 15 does.
    static let internalBuild = Saved(tools: "32700.99.1234", plugIn: "22685", margin: 11, switchSize: (51, 31))

    /// A settings cell xib of its own as Xcode writes it on an iPhone 11 (414 wide, so 20 at
    /// the sides): a label on the content view's margins and a switch on its trailing margin,
    /// centred, at the frames that Xcode records.
    static func settingsCell(_ saved: Saved) -> String {
        let labelHeight = 21.5
        let height = labelHeight + 2 * saved.margin
        let switchX = 414 - 20 - (saved.switchSize.width - 2)
        let switchY = ((height - saved.switchSize.height) / 2 * 2).rounded() / 2
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(saved.tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(saved.plugIn)"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="sW0-aa-001" customClass="ToggleSettingCell" customModule="Reader" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sW0-aa-001" id="sW0-aa-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sort Oldest First" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sW0-aa-003">
                                    <rect key="frame" x="20" y="\(saved.margin)" width="130.5" height="\(labelHeight)"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sW0-aa-004">
                                    <rect key="frame" x="\(switchX)" y="\(switchY)" width="\(saved.switchSize.width)" height="\(saved.switchSize.height)"/>
                                </switch>
                            </subviews>
                            <constraints>
                                <constraint firstItem="sW0-aa-003" firstAttribute="top" secondItem="sW0-aa-002" secondAttribute="topMargin" id="sW0-ab-001"/>
                                <constraint firstAttribute="bottomMargin" secondItem="sW0-aa-003" secondAttribute="bottom" id="sW0-ab-002"/>
                                <constraint firstItem="sW0-aa-003" firstAttribute="leading" secondItem="sW0-aa-002" secondAttribute="leadingMargin" id="sW0-ab-003"/>
                                <constraint firstAttribute="trailingMargin" secondItem="sW0-aa-004" secondAttribute="trailing" id="sW0-ab-004"/>
                                <constraint firstItem="sW0-aa-004" firstAttribute="centerY" secondItem="sW0-aa-002" secondAttribute="centerY" id="sW0-ab-005"/>
                                <constraint firstItem="sW0-aa-004" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="sW0-aa-003" secondAttribute="trailing" constant="8" id="sW0-ab-006"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    @Test(arguments: [xcode26, xcode16, internalBuild])
    func cellMarginsAndSwitchFollowTheXcodeThatSavedTheDocument(_ saved: Saved) throws {
        let file = IBSimulatedFramesTests.importDocument(Self.settingsCell(saved), name: "ToggleSettingCell.xib")
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.margins?.top == saved.margin && screen.margins?.bottom == saved.margin)
        #expect(screen.margins?.leading == 20)
        let views = screen.body.items.compactMap { item -> ViewItem? in
            if case .view(let view) = item { return view } else { return nil }
        }
        let toggle = try #require(views.first { $0.uikitClass == "UISwitch" })
        // A switch at the engine's own size declares none; iOS 26's is declared from IB's frame.
        if saved.switchSize.width == 63 {
            #expect(toggle.intrinsicSize == IntrinsicSize(width: 61, height: 28))
        } else {
            #expect(toggle.intrinsicSize == nil)
        }
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

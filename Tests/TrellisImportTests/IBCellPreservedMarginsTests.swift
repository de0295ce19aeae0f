import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A table cell's content view that sets its own layout margins and preserves its
/// superview's takes, at each side, the larger of its own and UIKit's for a cell's content
/// view (the table's 20 at the sides on a 414-wide iPhone, 11 top and bottom); one that
/// preserves nothing keeps its own.
@Suite struct IBCellPreservedMarginsTests {
    /// A status cell xib of its own on an iPhone 11, as Xcode writes it: an icon and a text
    /// label on the content view's margins (`side` at the sides, `top` top and bottom), at
    /// the frames Xcode records.
    static func statusCell(preserves: Bool, side: Double, top: Double, recordedSide: Double, recordedTop: Double) -> String {
        let preserve = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let labelX = recordedSide + 32 + 12
        let height = 2 * recordedTop + 32
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="19519"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill"\(preserve) selectionStyle="none" indentationWidth="10" reuseIdentifier="syncStatusCell" id="kP2-sy-001" customClass="SyncStatusCell" customModule="Tracker" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(preserve) insetsLayoutMarginsFromSafeArea="NO" tableViewCell="kP2-sy-001" id="kP2-sy-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Icons - Sync" translatesAutoresizingMaskIntoConstraints="NO" id="kP2-sy-003">
                                    <rect key="frame" x="\(recordedSide)" y="\(recordedTop)" width="32" height="32"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="32" id="kP2-sc-001"/>
                                        <constraint firstAttribute="height" constant="32" id="kP2-sc-002"/>
                                    </constraints>
                                </imageView>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Updated today" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="kP2-sy-004">
                                    <rect key="frame" x="\(labelX)" y="\(recordedTop)" width="\(414 - labelX - recordedSide)" height="32"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="kP2-sy-003" firstAttribute="leading" secondItem="kP2-sy-002" secondAttribute="leadingMargin" id="kP2-sc-003"/>
                                <constraint firstItem="kP2-sy-003" firstAttribute="top" secondItem="kP2-sy-002" secondAttribute="topMargin" id="kP2-sc-004"/>
                                <constraint firstAttribute="bottomMargin" secondItem="kP2-sy-003" secondAttribute="bottom" id="kP2-sc-005"/>
                                <constraint firstItem="kP2-sy-004" firstAttribute="leading" secondItem="kP2-sy-003" secondAttribute="trailing" constant="12" id="kP2-sc-006"/>
                                <constraint firstItem="kP2-sy-004" firstAttribute="top" secondItem="kP2-sy-003" secondAttribute="top" id="kP2-sc-007"/>
                                <constraint firstAttribute="trailingMargin" secondItem="kP2-sy-004" secondAttribute="trailing" id="kP2-sc-008"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="\(top)" left="\(side)" bottom="\(top)" right="\(side)"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
                <resources>
                    <image name="Icons - Sync" width="32" height="32"/>
                </resources>
            </document>
            """
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var preserves: Bool
        var side: Double, top: Double
        var recordedSide: Double, recordedTop: Double
        var expected: DirectionalInsets
        var testDescription: String { "\(preserves ? "preserving" : "not preserving"), own \(side) at the sides, \(top) top and bottom" }
    }

    static let cases = [
        // The table's 20 at the sides where they are wider than its own 16.
        Case(preserves: true, side: 16, top: 16, recordedSide: 20, recordedTop: 16, expected: .init(top: 16, leading: 20, bottom: 16, trailing: 20)),
        // The cell's 11 top and bottom where they are wider than its own 8.
        Case(preserves: true, side: 16, top: 8, recordedSide: 20, recordedTop: 11, expected: .init(top: 11, leading: 20, bottom: 11, trailing: 20)),
        // Preserving nothing, its own.
        Case(preserves: false, side: 16, top: 16, recordedSide: 16, recordedTop: 16, expected: .init(all: 16)),
        // Its own where they are wider.
        Case(preserves: true, side: 32, top: 32, recordedSide: 32, recordedTop: 32, expected: .init(all: 32)),
    ]

    @Test(arguments: cases)
    func contentViewMarginsAreAtLeastUIKitsWhenItPreservesItsSuperviews(_ cell: Case) throws {
        let text = Self.statusCell(
            preserves: cell.preserves, side: cell.side, top: cell.top, recordedSide: cell.recordedSide, recordedTop: cell.recordedTop)
        let file = IBSimulatedFramesTests.importDocument(text, name: "SyncStatusCell.xib")
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.margins == cell.expected)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

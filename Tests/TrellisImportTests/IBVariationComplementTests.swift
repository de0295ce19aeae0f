import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A constraint IB installs by default and excludes in one combination of both size classes
/// (`heightClass=regular-widthClass=regular`: the iPad layout of a cell that is centred and
/// 640 wide there, pinned to the sides everywhere else) exists in the other three.
@Suite struct IBVariationComplementTests {
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="tC1-aa-001" customClass="TagCell" customModule="Notes" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="tC1-aa-001" id="cV1-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cN1-aa-003" userLabel="Container View">
                                <rect key="frame" x="6" y="0.0" width="392" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" priority="999" constant="640" id="w64-aa-004"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="w64-aa-004"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="constraints">
                                        <include reference="w64-aa-004"/>
                                    </mask>
                                </variation>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="cN1-aa-003" firstAttribute="leading" secondItem="cV1-aa-002" secondAttribute="leading" constant="6" id="lD6-aa-005"/>
                            <constraint firstItem="cN1-aa-003" firstAttribute="centerX" secondItem="cV1-aa-002" secondAttribute="centerX" id="cX0-aa-006"/>
                            <constraint firstItem="cN1-aa-003" firstAttribute="top" secondItem="cV1-aa-002" secondAttribute="top" id="tP0-aa-007"/>
                            <constraint firstAttribute="bottom" secondItem="cN1-aa-003" secondAttribute="bottom" id="bT0-aa-008"/>
                            <constraint firstAttribute="trailing" secondItem="cN1-aa-003" secondAttribute="trailing" constant="16" id="tR6-aa-009"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="cX0-aa-006"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=regular">
                            <mask key="constraints">
                                <exclude reference="lD6-aa-005"/>
                                <include reference="cX0-aa-006"/>
                                <exclude reference="tR6-aa-009"/>
                            </mask>
                        </variation>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func aConstraintExcludedOnIPadOnlyHoldsOnEveryOtherTrait() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.cell, name: "TagCell.xib")
        #expect(file.report.skipped.isEmpty, "\(file.report.skipped.map(\.reason))")
        #expect(file.report.constraintsFound == 6 && file.report.constraintsImported == 6)
        let document = try #require(file.components.first?.document)
        let leading = document.body?.constraints.filter { $0.first == Anchor("containerView", .leading) } ?? []
        #expect(
            Set(leading.map(\.sizeClasses)) == [SizeClassCondition(width: .compact), SizeClassCondition(width: .regular, height: .compact)])
        // On the iPhone IB drew it on, the cell's container sits where IB put it.
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    @Test func theClassesLeftAreCoveredOnceEach() {
        let all = SizeClass.allCases.flatMap { width in SizeClass.allCases.map { (width, $0) } }
        #expect(IBVariations.cover(all) == [.always])
        #expect(IBVariations.cover(all.filter { $0.0 == .compact }) == [SizeClassCondition(width: .compact)])
        #expect(IBVariations.cover(all.filter { $0.1 == .regular }) == [SizeClassCondition(height: .regular)])
        #expect(IBVariations.cover([(.regular, .regular)]) == [SizeClassCondition(width: .regular, height: .regular)])
        #expect(IBVariations.cover([]).isEmpty)
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// The constraints a xib's owning class adds in code are in the app's layout, so in the
/// `.layout`, but not on Interface Builder's canvas: the comparison with IB's recorded frames
/// leaves them out, as IB computed those frames without them.
@Suite(.temporaryFolders) struct IBCodeConstraintsTests {
    /// A feed cell xib (Xcode 15, iPhone 11): the title is pinned to the right and sized by
    /// its text, the icon rides beside it; nothing places the icon's leading edge, so IB lays
    /// both out from the right.
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="collection view cell content view" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="FeedCell" id="fC0-aa-001" customClass="FeedCell" customModule="Reader" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="398" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="fC0-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="398" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Daring Fireball" lineBreakMode="wordWrap" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fC0-aa-003">
                                <rect key="frame" x="261.5" y="15" width="120.5" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fC0-aa-004">
                                <rect key="frame" x="229.5" y="18" width="24" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="24" id="fC0-ab-001"/>
                                    <constraint firstAttribute="height" constant="24" id="fC0-ab-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="fC0-aa-003" firstAttribute="top" secondItem="fC0-aa-002" secondAttribute="top" constant="15" id="fC0-ab-003"/>
                            <constraint firstAttribute="bottom" secondItem="fC0-aa-003" secondAttribute="bottom" constant="15" id="fC0-ab-004"/>
                            <constraint firstAttribute="trailing" secondItem="fC0-aa-003" secondAttribute="trailing" constant="16" id="fC0-ab-005"/>
                            <constraint firstItem="fC0-aa-003" firstAttribute="leading" secondItem="fC0-aa-004" secondAttribute="trailing" constant="8" symbolic="YES" id="fC0-ab-006"/>
                            <constraint firstItem="fC0-aa-004" firstAttribute="centerY" secondItem="fC0-aa-003" secondAttribute="centerY" id="fC0-ab-007"/>
                        </constraints>
                    </collectionViewCellContentView>
                    <connections>
                        <outlet property="iconView" destination="fC0-aa-004" id="fC0-ac-001"/>
                        <outlet property="titleLabel" destination="fC0-aa-003" id="fC0-ac-002"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """

    /// The cell's class pins the icon's leading edge as it wakes (and indents it by level).
    static let cellSwift = """
        import UIKit

        final class FeedCell: UICollectionViewCell {
            @IBOutlet weak var iconView: UIView!
            @IBOutlet weak var titleLabel: UILabel!

            private var iconLeading: NSLayoutConstraint?

            var nested = false {
                didSet {
                    if nested {
                        iconLeading?.constant = 32
                    } else {
                        iconLeading?.constant = 16
                    }
                }
            }

            override func awakeFromNib() {
                super.awakeFromNib()
                iconLeading = iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
                iconLeading?.isActive = true
            }
        }
        """

    @Test func theOwningClassesConstraintsAreLeftOutOfTheComparisonWithIB() throws {
        let folder = TemporaryFolder.name("code-constraints").path
        for (path, text) in ["Reader/Cells/FeedCell.xib": Self.cellXib, "Reader/Cells/FeedCell.swift": Self.cellSwift] {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "FeedCell" })
        // The app's layout keeps the code's constraint …
        let line = try #require(Fixtures.lines(cell).first { $0.hasPrefix("iconView.leading == owner.leading + 16") })
        let record = try #require(cell.interfaceBuilder)
        #expect(record.codeConstraints == [line])
        // … and the comparison lays the cell out as IB did, without it (and without the
        // state that changes it: IB lays out the base).
        #expect(!(cell.document.body?.states.isEmpty ?? true))
        let result = try IBComparison.compare(record, library: LayoutLibrary(run.components.map(\.document)))
        #expect(result.errors.isEmpty && result.mismatches.isEmpty, "\(result.errors) \(result.mismatches)")
        #expect(result.compared == 3)
        // With it, the title stretches from an icon at x 16, and IB's icon, which breaks it,
        // would pass for a stale record.
        var withCode = record
        withCode.codeConstraints = nil
        let stretched = try IBComparison.compare(withCode, library: LayoutLibrary(run.components.map(\.document)))
        #expect(stretched.mismatches.map(\.name) == ["titleLabel"])
        #expect(stretched.stale.map(\.difference.name) == ["iconView"])
    }
}

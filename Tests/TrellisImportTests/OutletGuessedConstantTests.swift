import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// An IB outlet constraint whose constant the owning class sets to a height it measures at run
/// time (`noteHeight.constant = noteLabel.sizeThatFits(fitting).height`, as chat apps size a
/// message's text) holds a value import cannot read: a parameter of 0. What that constant makes
/// at 0 — the text collapsed under required top and bottom pins — is import's, not the app's, so
/// a state that changes the constant to it says "not imported" (Rocket.Chat QuoteCell,
/// SequentialMessageCell, MessageDiscussionCell).
@Suite(.temporaryFolders) struct OutletGuessedConstantTests {
    /// A 64-pt cell: a note label 10 from the top and bottom, 44 high (outlet `noteHeight`).
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="64" id="nC0-aa-001" customClass="NoteCell" customModule="Notes" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nC0-aa-001" id="nCv-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Note" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nLb-bb-003">
                                <rect key="frame" x="16" y="10" width="382" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="nHt-cc-004"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="nLb-bb-003" firstAttribute="top" secondItem="nCv-aa-002" secondAttribute="top" constant="10" id="nK1-dd-005"/>
                            <constraint firstItem="nLb-bb-003" firstAttribute="leading" secondItem="nCv-aa-002" secondAttribute="leading" constant="16" id="nK2-dd-006"/>
                            <constraint firstAttribute="trailing" secondItem="nLb-bb-003" secondAttribute="trailing" constant="16" id="nK3-dd-007"/>
                            <constraint firstAttribute="bottom" secondItem="nLb-bb-003" secondAttribute="bottom" constant="10" id="nK4-dd-008"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="noteHeight" destination="nHt-cc-004" id="nO1-ee-009"/>
                        <outlet property="noteLabel" destination="nLb-bb-003" id="nO2-ee-010"/>
                    </connections>
                    <point key="canvasLocation" x="120" y="80"/>
                </tableViewCell>
            </objects>
        </document>
        """

    static let cellSwift = """
        import UIKit

        final class NoteCell: UITableViewCell {
            @IBOutlet weak var noteLabel: UILabel!
            @IBOutlet weak var noteHeight: NSLayoutConstraint!

            func configure(note: String, collapsed: Bool) {
                noteLabel.text = note
                let fitting = CGSize(width: noteLabel.bounds.width, height: .greatestFiniteMagnitude)
                let textHeight = noteLabel.sizeThatFits(fitting).height
                if !collapsed, textHeight > 44 {
                    noteHeight.constant = textHeight
                }
            }
        }
        """

    @Test func aConstantMeasuredAtRunTimeMarksWhatItSetsNotImported() throws {
        let folder = TemporaryFolder.name("outlet-guessed").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.cellXib.utf8).write(to: URL(fileURLWithPath: folder + "/NoteCell.xib"))
        try Data(Self.cellSwift.utf8).write(to: URL(fileURLWithPath: folder + "/NoteCell.swift"))
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "NoteCell" })
        let lines = cell.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let changes = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("change \"noteHeight\"") }
        #expect(!changes.isEmpty, "\(cell.text)")
        for index in changes {
            let record = try #require(cell.record?.line(index + 1), "no record for \(lines[index])")
            #expect(record.notImported?.contains("a value import could not read") == true, "\(lines[index]): \(record)")
            #expect(record.constraintsChanged == true)
        }
    }
}

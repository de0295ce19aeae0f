import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 7, session 22: a view the owning class's code arranges in its xib's stack
/// (`rowsStack.addArrangedSubview(divider)` on an outlet) is that stack's, after IB's views,
/// as UIKit appends it. Before, the merge kept IB's stack as drawn and left the code's view
/// with no superview: "horizontal position, vertical position … not determined".
@Suite(.temporaryFolders) struct IBStackCodeArrangedViewsTests {
    /// A table cell (Xcode 15, iPhone 11): a vertical stack pinned to the content view, holding a label.
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="DayCell" id="dC0-aa-001" customClass="DayCell" customModule="Diary" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="61"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="dC0-aa-001" id="dC0-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="61"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="dC0-aa-003">
                                <rect key="frame" x="16" y="20" width="382" height="21"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Monday" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dC0-aa-004">
                                        <rect key="frame" x="0.0" y="0.0" width="382" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dC0-aa-003" firstAttribute="top" secondItem="dC0-aa-002" secondAttribute="top" constant="20" id="dC0-ab-001"/>
                            <constraint firstAttribute="bottom" secondItem="dC0-aa-003" secondAttribute="bottom" constant="20" id="dC0-ab-002"/>
                            <constraint firstItem="dC0-aa-003" firstAttribute="leading" secondItem="dC0-aa-002" secondAttribute="leading" constant="16" id="dC0-ab-003"/>
                            <constraint firstAttribute="trailing" secondItem="dC0-aa-003" secondAttribute="trailing" constant="16" id="dC0-ab-004"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="dayLabel" destination="dC0-aa-004" id="dC0-ac-001"/>
                        <outlet property="rowsStack" destination="dC0-aa-003" id="dC0-ac-002"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// The class adds a 1-pt divider under the day as it wakes, and a view its rows fill later.
    static let cellSwift = """
        import UIKit

        final class DayCell: UITableViewCell {
            @IBOutlet weak var dayLabel: UILabel!
            @IBOutlet weak var rowsStack: UIStackView!

            override func awakeFromNib() {
                super.awakeFromNib()
                let divider = UIView()
                divider.translatesAutoresizingMaskIntoConstraints = false
                divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
                rowsStack.addArrangedSubview(divider)
                let entries = UIView()
                entries.translatesAutoresizingMaskIntoConstraints = false
                rowsStack.addArrangedSubview(entries)
            }
        }
        """

    @Test func aViewTheClassArrangesInItsXibsStackIsArrangedThere() throws {
        let folder = TemporaryFolder.name("code-arranged").path
        for (path, text) in ["Diary/Cells/DayCell.xib": Self.cellXib, "Diary/Cells/DayCell.swift": Self.cellSwift] {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "DayCell" })
        let stack = cell.document.body?.items.compactMap { item -> StackItem? in
            guard case .stack(let stack) = item, stack.view.name == "rowsStack" else { return nil }
            return stack
        }.first
        #expect(stack?.arranged.prefix(2) == ["dayLabel", "divider"], "\(cell.text)")
        #expect(stack?.arranged.contains("entries") == true, "\(cell.text)")
        // The entries view holds nothing import read, so its height is what fills it at run
        // time: imported in part on that axis (and, through the stack, what it moves).
        let record = try #require(cell.record)
        let lines = cell.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func recordOf(_ statement: String) -> ImportRecord.Line? {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(statement) }) else { return nil }
            return record.line(index + 1)
        }
        let entries = try #require(recordOf("view entries"), "\(cell.text)")
        #expect(entries.notImported?.contains("holds nothing import read") == true, "\(entries)")
        #expect(entries.axis == "vertical")
    }

    /// IB drew the stack with the label alone: compared with IB, the code's divider and
    /// entries view are taken out again, so the label is where IB recorded it.
    @Test func theComparisonWithIBLeavesOutTheViewsTheCodeArranges() throws {
        let folder = TemporaryFolder.name("code-arranged-ib").path
        for (path, text) in ["Diary/Cells/DayCell.xib": Self.cellXib, "Diary/Cells/DayCell.swift": Self.cellSwift] {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "DayCell" })
        let record = try #require(cell.interfaceBuilder)
        let library = LayoutLibrary(run.components.map(\.document))
        let result = try IBComparison.compare(record, library: library)
        #expect(result.errors.isEmpty && result.mismatches.isEmpty, "\(result.errors) \(result.mismatches)")
        #expect(result.compared == record.views.count)
        // What is compared keeps the app's layout: the `.layout` still arranges both.
        let compared = IBStackCodeArrangedViews.removing(record, from: library)
        guard case .screen(let screen)? = compared["DayCell"], case .screen(let original)? = library["DayCell"] else {
            Issue.record("DayCell is not a screen")
            return
        }
        #expect(screen.body.item(named: "divider") == nil && screen.body.item(named: "entries") == nil)
        #expect(original.body.item(named: "divider") != nil)
    }
}

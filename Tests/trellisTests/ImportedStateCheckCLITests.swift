import Foundation
import Testing
import TrellisTestSupport

/// `trellis check` on an imported app whose class changes its xib's constraints in a state
/// (issue 32 item 7): a problem of a state import knows it carried over only in part (its
/// method also hides views the state does not say) is a "not imported" warning naming the state
/// and why; the same problem in a state import read in full stays an error.
@Suite(.temporaryFolders) struct ImportedStateCheckCLITests {
    /// A cell: a title 20 high pinned at the top, the content view's bottom pinned to it (outlet `bottomConstraint`).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="44" id="sC0-00-000" customClass="ShelfCell" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sC0-00-000" id="sCv-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sTl-01-aaa">
                                <rect key="frame" x="16" y="12" width="382" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="sK1-01-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sTl-01-aaa" firstAttribute="top" secondItem="sCv-00-000" secondAttribute="top" constant="12" id="sK2-00-001"/>
                            <constraint firstItem="sTl-01-aaa" firstAttribute="leading" secondItem="sCv-00-000" secondAttribute="leading" constant="16" id="sK2-00-002"/>
                            <constraint firstAttribute="trailing" secondItem="sTl-01-aaa" secondAttribute="trailing" constant="16" id="sK2-00-003"/>
                            <constraint firstAttribute="bottom" secondItem="sTl-01-aaa" secondAttribute="bottom" constant="12" id="sBt-00-004"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="bottomConstraint" destination="sBt-00-004" id="sO1-00-001"/>
                        <outlet property="title" destination="sTl-01-aaa" id="sO1-00-002"/>
                    </connections>
                    <point key="canvasLocation" x="137" y="90"/>
                </tableViewCell>
            </objects>
        </document>
        """

    /// `configure(open:)` makes the title wider than any cell, and also hides it;
    /// `configure(wide:)` makes the same conflict and hides nothing.
    static let swift = """
        import UIKit

        final class ShelfCell: UITableViewCell {
            @IBOutlet var title: UIView!
            @IBOutlet var bottomConstraint: NSLayoutConstraint!

            func configure(open: Bool) {
                title.isHidden = !open
                if open {
                    title.widthAnchor.constraint(equalToConstant: 2000).isActive = true
                }
            }

            func configure(wide: Bool) {
                if wide {
                    title.widthAnchor.constraint(equalToConstant: 2000).isActive = true
                }
            }
        }
        """

    @Test func aStatesProblemIsNotImportedOnlyWhereItsCodeAlsoHidesViews() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.xib, to: "App/ShelfCell.xib")
        try runner.write(Self.swift, to: "App/ShelfCell.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let problems = try ImportedCheckCLITests.problems(runner)
        let inOpen = problems.filter { ($0["message"] as? String)?.contains("state open") == true }
        let inWide = problems.filter { ($0["message"] as? String)?.contains("state wide") == true }
        #expect(!inOpen.isEmpty && !inWide.isEmpty, "\(problems)")
        #expect(inOpen.allSatisfy { $0["severity"] as? String == "warning" && $0["kind"] as? String == "notImported" }, "\(inOpen)")
        #expect(inOpen.contains { ($0["hint"] as? String)?.contains("title.isHidden = !open") == true }, "\(inOpen)")
        #expect(inWide.contains { $0["severity"] as? String == "error" }, "\(inWide)")
    }
}

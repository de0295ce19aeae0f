import Foundation
import Testing
import TrellisTestSupport

/// `trellis import` and `trellis check --against-ib` as a user runs them.
@Suite(.temporaryFolders) struct ImportCommandTests {
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="tC0-01-aaa" customClass="TagCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="tC0-01-aaa" id="tC1-02-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tC2-03-ccc" userLabel="Dot">
                                <rect key="frame" x="16" y="16" width="12" height="12"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="12" id="tK0-01-001"/>
                                    <constraint firstAttribute="height" constant="12" id="tK0-01-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tC2-03-ccc" firstAttribute="leading" secondItem="tC1-02-bbb" secondAttribute="leadingMargin" id="tK0-01-003"/>
                            <constraint firstItem="tC2-03-ccc" firstAttribute="centerY" secondItem="tC1-02-bbb" secondAttribute="centerY" id="tK0-01-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    static let snapKit = """
        import SnapKit
        import UIKit

        final class BadgeView: UIView {
            private let dot = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.size.equalTo(10)
                    make.top.equalTo(headerView.snp.bottom)
                }
            }
        }
        """

    @Test func importWritesComponentsAndRecordsAndReportsEveryFile() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.cell, to: "App/TagCell.xib")
        try runner.write(Self.snapKit, to: "App/BadgeView.swift")
        try runner.write("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>", to: "App/Broken.xib")
        let result = try runner.run("import", "App", "--into", "Layouts")
        // The broken file fails the run (exit 1) but the others are imported and written.
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/Broken.xib:1:"))
        #expect(result.stdout.contains("App/TagCell.xib: 1 component (TagCell); 4 constraints, 4 imported, 0 skipped (100%)"))
        // A skipped SnapKit line names the view its maker constrains.
        #expect(
            result.stdout.contains(
                "App/BadgeView.swift:13: skipped dot: make.top.equalTo(headerView.snp.bottom) — 'headerView' is not a view or guide this type declares"))
        #expect(result.stdout.contains("6 of 7 constraints imported"))
        #expect(runner.exists("Layouts/TagCell.layout"))
        #expect(runner.exists("Layouts/TagCell.ib.json"))
        #expect(runner.exists("Layouts/BadgeView.layout"))
        #expect(try runner.read("Layouts/TagCell.layout").contains("root cell"))

        let check = try runner.run("check", "--against-ib", "Layouts")
        #expect(check.status == 0, "\(check.output)")
        #expect(check.stdout.contains("compared 1 screen with Interface Builder: 2 views, all frames match"))
    }

    @Test func againstIBFailsWhenAFrameDiffersAndNamesTheView() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.cell, to: "TagCell.xib")
        #expect(try runner.run("import", "TagCell.xib", "--into", "Layouts").status == 0)
        let record = try runner.read("Layouts/TagCell.ib.json")
        // Say IB put the dot 4 points further right than the constraints do (16: a table cell's margin).
        try runner.write(record.replacingOccurrences(of: "\"x\" : 16", with: "\"x\" : 20"), to: "Layouts/TagCell.ib.json")
        let check = try runner.run("check", "--against-ib", "Layouts")
        #expect(check.status == 1)
        #expect(check.stdout.contains("TagCell.xib:10: dot: Interface Builder (20, 16, 12 × 12), Trellis (16, 16, 12 × 12)"))
        // Frame differences and screens that cannot be laid out are counted apart.
        #expect(check.stdout.contains("compared 1 screen with Interface Builder: 2 views, 1 within 0.5 pt, 1 frame differs"))
        #expect(!check.stdout.contains("screen problem"))
    }

    @Test func againstIBListsARecordThatBreaksItsOwnConstraintApartAsStale() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.cell, to: "TagCell.xib")
        #expect(try runner.run("import", "TagCell.xib", "--into", "Layouts").status == 0)
        let record = try runner.read("Layouts/TagCell.ib.json")
        // Say IB recorded the dot 20 tall though its own constraint makes it 12: a stale record.
        try runner.write(record.replacingOccurrences(of: "\"height\" : 12", with: "\"height\" : 20"), to: "Layouts/TagCell.ib.json")
        let check = try runner.run("check", "--against-ib", "Layouts")
        #expect(check.status == 0, "\(check.output)")
        #expect(check.stdout.contains("TagCell: recorded frame breaks its own constraint"), "\(check.output)")
        #expect(check.stdout.contains("line 10: dot.centerY == owner.centerY: stale in Interface Builder, not compared"))
        #expect(check.stdout.contains("1 view, all frames match, 1 stale in IB (recorded frame breaks its own constraint; not compared)"))
    }

    @Test func againstIBCountsAScreenThatCannotBeLaidOutApartFromFrames() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.cell, to: "TagCell.xib")
        #expect(try runner.run("import", "TagCell.xib", "--into", "Layouts").status == 0)
        let record = try runner.read("Layouts/TagCell.ib.json")
        try runner.write(record.replacingOccurrences(of: "\"component\" : \"TagCell\"", with: "\"component\" : \"Elsewhere\""), to: "Layouts/TagCell.ib.json")
        let check = try runner.run("check", "--against-ib", "Layouts")
        #expect(check.status == 1)
        #expect(check.stdout.contains("1 screen problem (not laid out or not read)"), "\(check.output)")
        #expect(!check.stdout.contains("differ"))
    }

    /// What a CI job runs from the repository's root: a relative path starting with ".". The
    /// project's deployment target is looked up from the document's absolute folder.
    @Test func importOfTheCurrentFolderReadsTheProjectAbove() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.cell, to: "App/Views/TagCell.xib")
        try runner.write("options:\n  deploymentTarget:\n    iOS: \"10.0\"\n", to: "App/project.yml")
        let result = try runner.run("import", ".", "--into", "Layouts")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("1 component (TagCell)"), "\(result.output)")
    }

    @Test func dryRunWritesNothingAndJSONCarriesTheTotals() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.cell, to: "TagCell.xib")
        let result = try runner.run("import", "TagCell.xib", "--dry-run", "--json")
        #expect(result.status == 0)
        #expect(!runner.exists("TagCell.layout"))
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let totals = json?["totals"] as? [String: Any]
        #expect(totals?["constraintsFound"] as? Int == 4)
        #expect(totals?["coverage"] as? Double == 100)
    }

    @Test func aMissingPathIsAnError() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        let result = try runner.run("import", "Nowhere", "--dry-run")
        #expect(result.status == 1)
        #expect(result.stdout.contains("no such file or folder: Nowhere"))
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// IB outlet constraints the owning class changes later (issue 33's last import item, issue 32
/// item 7): `constant` set under a condition or in a method, `removeConstraint(outlet)` with a
/// new constraint kept in the outlet, `deactivate([outlet])`. Each is part of that state of the
/// xib's component; the base stays what the xib says. Fixtures: a cell xib in the form Xcode
/// writes (outlets on the cell element) and its class, in the forms apps write.
@Suite struct OutletConstraintStateTests {
    /// A self-sizing cell: title, summary (height 60, outlet `summaryHeight`), footer; the
    /// content view's bottom pinned to the footer (outlet `bottomConstraint`).
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="140" id="dC0-00-000" customClass="DetailsCell" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="140"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="dC0-00-000" id="dCv-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="140"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dTl-01-aaa">
                                <rect key="frame" x="16" y="12" width="382" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="dK1-01-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dSm-02-bbb">
                                <rect key="frame" x="16" y="40" width="382" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="dSH-02-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dFt-03-ccc">
                                <rect key="frame" x="16" y="108" width="382" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="dK3-03-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dTl-01-aaa" firstAttribute="top" secondItem="dCv-00-000" secondAttribute="top" constant="12" id="dK4-00-001"/>
                            <constraint firstItem="dTl-01-aaa" firstAttribute="leading" secondItem="dCv-00-000" secondAttribute="leading" constant="16" id="dK4-00-002"/>
                            <constraint firstAttribute="trailing" secondItem="dTl-01-aaa" secondAttribute="trailing" constant="16" id="dK4-00-003"/>
                            <constraint firstItem="dSm-02-bbb" firstAttribute="top" secondItem="dTl-01-aaa" secondAttribute="bottom" constant="8" id="dK4-00-004"/>
                            <constraint firstItem="dSm-02-bbb" firstAttribute="leading" secondItem="dTl-01-aaa" secondAttribute="leading" id="dK4-00-005"/>
                            <constraint firstItem="dSm-02-bbb" firstAttribute="trailing" secondItem="dTl-01-aaa" secondAttribute="trailing" id="dK4-00-006"/>
                            <constraint firstItem="dFt-03-ccc" firstAttribute="top" secondItem="dSm-02-bbb" secondAttribute="bottom" constant="8" id="dK4-00-007"/>
                            <constraint firstItem="dFt-03-ccc" firstAttribute="leading" secondItem="dTl-01-aaa" secondAttribute="leading" id="dK4-00-008"/>
                            <constraint firstItem="dFt-03-ccc" firstAttribute="trailing" secondItem="dTl-01-aaa" secondAttribute="trailing" id="dK4-00-009"/>
                            <constraint firstAttribute="bottom" secondItem="dFt-03-ccc" secondAttribute="bottom" constant="12" id="dBt-00-010"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="bottomConstraint" destination="dBt-00-010" id="dO1-00-001"/>
                        <outlet property="footer" destination="dFt-03-ccc" id="dO1-00-002"/>
                        <outlet property="summary" destination="dSm-02-bbb" id="dO1-00-003"/>
                        <outlet property="summaryHeight" destination="dSH-02-001" id="dO1-00-004"/>
                        <outlet property="title" destination="dTl-01-aaa" id="dO1-00-005"/>
                    </connections>
                    <point key="canvasLocation" x="137" y="90"/>
                </tableViewCell>
            </objects>
        </document>
        """

    /// The class's outlets, then `body` (its methods).
    static func cellSwift(_ body: String) -> String {
        """
        import UIKit

        final class DetailsCell: UITableViewCell {
            @IBOutlet var title: UIView!
            @IBOutlet var summary: UIView!
            @IBOutlet var footer: UIView!
            @IBOutlet var summaryHeight: NSLayoutConstraint!
            @IBOutlet var bottomConstraint: NSLayoutConstraint!
            /// Connected in no xib.
            @IBOutlet var badgeWidth: NSLayoutConstraint!

        \(body)
        }
        """
    }

    static func run(swift: String?, xib: String? = cellXib) throws -> ImportRun {
        let folder = TemporaryFolder.name("outlet-states").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let xib { try Data(xib.utf8).write(to: URL(fileURLWithPath: folder + "/DetailsCell.xib")) }
        if let swift { try Data(swift.utf8).write(to: URL(fileURLWithPath: folder + "/DetailsCell.swift")) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return Importer.run(paths: [folder])
    }

    static func swiftReport(_ run: ImportRun) throws -> FileImportReport {
        try #require(run.files.first { $0.report.path.hasSuffix(".swift") }?.report)
    }

    static func lines(_ constraints: [LayoutConstraint]) -> Set<String> { Set(constraints.map(LayoutPrinter.constraintText)) }

    @Test func anOutletsConstantChangedUnderAConditionIsAChangeInThatStateAndTheBaseKeepsTheXibs() throws {
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        summaryHeight.constant = 80
                    }

                    func configure(expanded: Bool) {
                        if expanded {
                            summaryHeight.constant = 120
                        }
                    }
                """))
        #expect(run.components.map(\.name) == ["DetailsCell"])
        let body = try #require(run.components.first?.document.body)
        // The xib's constraint, named by its outlet; the setup's change does not move the base off the xib.
        #expect(Self.lines(body.constraints).contains("summary.height == 60 as \"summaryHeight\""))
        let expanded = try #require(body.state(named: "expanded"))
        #expect(expanded.changes.map(\.name) == ["summaryHeight"])
        #expect(expanded.changes.first?.constant == ConstantExpression(120))
        #expect(expanded.constraints.isEmpty && expanded.removals.isEmpty)
        let report = try Self.swiftReport(run)
        #expect(report.notes.contains { $0.line == 14 && $0.reason.contains("the base keeps the xib's") })
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        try Self.solvesEveryState(run)
    }

    @Test func removingAnOutletAndKeepingANewConstraintInItReplacesTheXibsInEachBranch() throws {
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    func update(collapsed: Bool) {
                        contentView.removeConstraint(bottomConstraint)
                        if collapsed {
                            bottomConstraint = NSLayoutConstraint(item: contentView, attribute: .bottom, relatedBy: .equal, toItem: title, attribute: .bottom, multiplier: 1, constant: 12)
                        } else {
                            bottomConstraint = NSLayoutConstraint(item: contentView, attribute: .bottom, relatedBy: .equal, toItem: summary, attribute: .bottom, multiplier: 1, constant: 4)
                        }
                        contentView.addConstraint(bottomConstraint)
                    }
                """))
        let body = try #require(run.components.first { $0.name == "DetailsCell" }?.document.body)
        // The base is the xib's alone: neither branch's constraint, the xib's bottom named by its outlet.
        #expect(Self.lines(body.constraints).contains("owner.bottom == footer.bottom + 12 as \"bottomConstraint\""))
        #expect(!body.constraints.contains { $0.location?.file.hasSuffix(".swift") == true })
        #expect(body.states.count == 2)
        let collapsed = try #require(body.state(named: "collapsed"))
        #expect(collapsed.removals.map(\.name) == ["bottomConstraint"])
        #expect(Self.lines(collapsed.constraints) == ["owner.bottom == title.bottom + 12"])
        // The method's other branch: the xib's bottom replaced too.
        let other = try #require(body.states.first { $0.name != "collapsed" })
        #expect(other.removals.map(\.name) == ["bottomConstraint"])
        #expect(Self.lines(other.constraints) == ["owner.bottom == summary.bottom + 4"])
        try Self.solvesEveryState(run)
    }

    @Test func deactivatingAnOutletInAMethodRemovesTheXibsConstraintInThatMethodsState() throws {
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    func hideSummary() {
                        NSLayoutConstraint.deactivate([summaryHeight])
                    }
                """))
        let body = try #require(run.components.first { $0.name == "DetailsCell" }?.document.body)
        let state = try #require(body.state(named: "hideSummary"))
        #expect(state.removals.map(\.name) == ["summaryHeight"])
        #expect(Self.lines(body.constraints).contains("summary.height == 60 as \"summaryHeight\""))
    }

    @Test func anOutletDeactivatedInItsDidSetIsNotInTheBaseAndTheMethodThatActivatesItSwapsItIn() throws {
        // The search bar's form: the xib holds both trailing constraints, the class turns one off as it loads.
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    @IBOutlet var footerToSummary: NSLayoutConstraint! {
                        didSet { footerToSummary.isActive = false }
                    }

                    func collapse() {
                        UIView.animate(withDuration: 0.3) {
                            self.bottomConstraint.isActive = false
                            self.summaryHeight.isActive = true
                        }
                    }

                    func showSummary() {
                        summaryHeight.isActive = false
                    }
                """))
        let body = try #require(run.components.first { $0.name == "DetailsCell" }?.document.body)
        let showSummary = try #require(body.state(named: "showSummary"))
        #expect(showSummary.removals.map(\.name) == ["summaryHeight"])
        let collapse = try #require(body.state(named: "collapse"))
        #expect(collapse.removals.map(\.name) == ["bottomConstraint"])
        #expect(collapse.constraints.isEmpty)
        // `footerToSummary` is connected to nothing in this xib: listed, the base untouched.
        let report = try Self.swiftReport(run)
        #expect(report.skipped.contains { $0.construct == "deactivate 'footerToSummary'" })
    }

    /// The cell whose class turns the xib's footer height off as it loads (the outlet's
    /// `didSet`) and on again in `showFooter()`.
    static func footerTurnedOffAsItLoads() throws -> ImportRun {
        let xib = cellXib.replacingOccurrences(
            of: "<outlet property=\"title\"",
            with: "<outlet property=\"footerHeight\" destination=\"dK3-03-001\" id=\"dO1-00-006\"/>\n<outlet property=\"title\"")
        return try run(
            swift: cellSwift(
                """
                    @IBOutlet var footerHeight: NSLayoutConstraint! {
                        didSet { footerHeight.isActive = false }
                    }

                    func showFooter() {
                        footerHeight.isActive = true
                    }
                """), xib: xib)
    }

    @Test func aXibConstraintTurnedOffAsTheClassLoadsLeavesTheBaseAndComesBackInTheStateThatActivatesIt() throws {
        let run = try Self.footerTurnedOffAsItLoads()
        let body = try #require(run.components.first { $0.name == "DetailsCell" }?.document.body)
        // UIKit's base: the xib's footer height is off from the start.
        #expect(!Self.lines(body.constraints).contains { $0.hasPrefix("footer.height == 20") })
        let state = try #require(body.state(named: "showFooter"))
        #expect(Self.lines(state.constraints) == ["footer.height == 20 as \"footerHeight\""])
    }

    /// IB laid the xib out with that constraint in force, so the comparison with IB's recorded
    /// frames adds it back, as it adds placeholders (pocket-casts' EffectsViewController: 19
    /// views "off" without it).
    @Test func aXibConstraintTurnedOffAsTheClassLoadsIsInForceInTheComparisonWithIB() throws {
        let run = try Self.footerTurnedOffAsItLoads()
        let component = try #require(run.components.first { $0.name == "DetailsCell" })
        let body = try #require(component.document.body)
        #expect(!Self.lines(body.constraints).contains { $0.hasPrefix("footer.height == 20") })
        let record = try #require(component.interfaceBuilder)
        #expect(record.placeholders?.contains("footer.height == 20 as \"footerHeight\"") == true)
        // The state that activates it again does not make the compared screen invalid
        // (a duplicate "footerHeight"): IB lays out the base alone.
        let result = try IBComparison.compare(record, library: LayoutLibrary(run.components.map(\.document)))
        #expect(result.errors.isEmpty)
        #expect(result.compared > 0)
    }

    @Test func anOutletTheXibDoesNotConnectIsListedWithItsLineAndItsStateMarkedPartial() throws {
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    func configure(expanded: Bool) {
                        if expanded {
                            summaryHeight.constant = 120
                            badgeWidth.constant = 0
                        }
                    }
                """))
        let component = try #require(run.components.first { $0.name == "DetailsCell" })
        let state = try #require(component.document.body?.state(named: "expanded"))
        #expect(state.changes.map(\.name) == ["summaryHeight"])
        let report = try Self.swiftReport(run)
        let finding = try #require(report.skipped.first { $0.construct.contains("badgeWidth") })
        #expect(finding.line == 15)
        #expect(finding.reason.contains("connects to no constraint"))
        #expect(report.constraintsImported == report.constraintsFound - 1)
        #expect(component.record?.states?["expanded"]?.contains("badgeWidth") == true)
    }

    @Test func aClassThatOnlyChangesOutletsOfNoXibMakesNoComponentAndListsItsChanges() throws {
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    func configure(expanded: Bool) {
                        if expanded { summaryHeight.constant = 120 }
                    }
                """), xib: nil)
        #expect(run.components.isEmpty)
        let report = try Self.swiftReport(run)
        let finding = try #require(report.skipped.first { $0.construct.contains("summaryHeight") })
        #expect(finding.line == 13)
        #expect(report.constraintsImported == 0)
    }

    @Test func aStateWhoseMethodAlsoHidesViewsIsMarkedImportedInPart() throws {
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    func configure(expanded: Bool) {
                        summary.isHidden = !expanded
                        if expanded {
                            summaryHeight.constant = 120
                        }
                    }
                """))
        let component = try #require(run.components.first { $0.name == "DetailsCell" })
        let reason = try #require(component.record?.states?["expanded"])
        #expect(reason.contains("summary.isHidden = !expanded"))
        #expect(reason.contains("DetailsCell.swift:13"), "\(reason)")
    }

    @Test func aStateWhoseMethodMayEmptyALabelIsMarkedImportedInPart() throws {
        // pocket-casts DiscoverPodcastTableCell: `itemNumber.text = number > 0 ? … : nil`, then its width 0 when empty.
        let run = try Self.run(
            swift: Self.cellSwift(
                """
                    @IBOutlet var caption: UILabel!

                    func populate(count: Int) {
                        caption.text = (count > 0) ? String(count) : nil
                        if caption.text == nil {
                            summaryHeight.constant = 0
                        }
                    }
                """))
        let component = try #require(run.components.first { $0.name == "DetailsCell" })
        let state = try #require(component.document.body?.states.first)
        #expect(
            component.record?.states?[state.name]?.contains("caption.text = (count > 0) ? String(count) : nil") == true,
            "\(String(describing: component.record?.states))")
    }

    /// Every state lays out on the first default device without errors.
    static func solvesEveryState(_ run: ImportRun) throws {
        let document = try #require(run.components.first { $0.name == "DetailsCell" }?.document)
        let engine = LayoutEngine(library: LayoutLibrary(run.components.map(\.document)))
        let device = DeviceCatalog.defaultDevices[0]
        #expect(!document.stateNames.isEmpty)
        let base = try engine.prepare("DetailsCell").sessionOnItsOwn(in: device.environment()).solution()
        #expect(base.errors.isEmpty, "base: \(base.errors)")
        for state in document.stateNames {
            let solved = try engine.prepare("DetailsCell", state: state).sessionOnItsOwn(in: device.environment()).solution()
            #expect(solved.errors.isEmpty, "state \(state): \(solved.errors)")
        }
    }
}

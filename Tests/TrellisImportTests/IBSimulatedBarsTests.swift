import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// What Interface Builder simulates around a root beyond the device's safe area (issue 32,
/// item 4): a navigation controller's opaque bar, an empty navigation item, the status bar
/// over a small view of a xib, and an inset-grouped table's margins — in the forms Xcode writes.
@Suite struct IBSimulatedBarsTests {
    /// A storyboard (iPhone 8 Plus unless `device`): optionally a navigation controller whose
    /// root is `list`, which shows `detail`; each scene's view holds a 60-pt banner pinned to
    /// the safe area's top and a 17-pt footer 25 above its bottom, at the y IB recorded.
    static func storyboard(
        tools: String = "19455", device: String = "retina5_5", navigationBar: String? = "", list: Scene, detail: Scene? = nil
    ) -> String {
        let navigation =
            navigationBar.map { bar in
                """
                <scene sceneID="nAv-00-aaa">
                    <objects>
                        <navigationController id="nAv-01-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="nAv-02-aaa">
                                <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lSt-01-aaa" kind="relationship" relationship="rootViewController" id="nAv-03-aaa"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                """
            } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    \(navigation)
                    \(list.xml(id: "lSt", shows: detail == nil ? nil : "dTl-01-aaa"))
                    \(detail?.xml(id: "dTl", shows: nil) ?? "")
                </scenes>
            </document>
            """
    }

    struct Scene {
        var name: String
        var height: Double = 736
        var bannerY: Double
        var footerY: Double
        var rootAttributes = ""
        var item = ""

        func xml(id: String, shows destination: String?) -> String {
            let segue = destination.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)-sg-001"/></connections>"# } ?? ""
            return """
                <scene sceneID="\(id)-00-aaa">
                    <objects>
                        <viewController id="\(id)-01-aaa" customClass="\(name)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes) id="\(id)-02-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-03-aaa" userLabel="banner">
                                        <rect key="frame" x="0.0" y="\(bannerY)" width="414" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="60" id="\(id)-c0-001"/>
                                        </constraints>
                                        \(segue)
                                    </button>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-04-aaa" userLabel="footer">
                                        <rect key="frame" x="20" y="\(footerY)" width="374" height="17"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="17" id="\(id)-c0-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-05-aaa"/>
                                <constraints>
                                    <constraint firstItem="\(id)-03-aaa" firstAttribute="top" secondItem="\(id)-05-aaa" secondAttribute="top" id="\(id)-c0-003"/>
                                    <constraint firstItem="\(id)-03-aaa" firstAttribute="leading" secondItem="\(id)-02-aaa" secondAttribute="leading" id="\(id)-c0-004"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-03-aaa" secondAttribute="trailing" id="\(id)-c0-005"/>
                                    <constraint firstItem="\(id)-04-aaa" firstAttribute="leading" secondItem="\(id)-05-aaa" secondAttribute="leading" constant="20" id="\(id)-c0-006"/>
                                    <constraint firstItem="\(id)-05-aaa" firstAttribute="trailing" secondItem="\(id)-04-aaa" secondAttribute="trailing" constant="20" id="\(id)-c0-007"/>
                                    <constraint firstItem="\(id)-05-aaa" firstAttribute="bottom" secondItem="\(id)-04-aaa" secondAttribute="bottom" constant="25" id="\(id)-c0-008"/>
                                </constraints>
                            </view>
                            \(item)
                        </viewController>
                    </objects>
                </scene>
                """
        }
    }

    static func record(_ file: ImportedFile, _ name: String) throws -> InterfaceBuilderRecord {
        try #require(file.components.first { $0.name == name }?.interfaceBuilder)
    }

    // A navigation controller whose bar is `translucent="NO"` shows its scenes below an
    // opaque bar: the root starts under it (64 points shorter on an iPhone 8 Plus) and the
    // safe area's top is the root's top, for its root and the scenes it shows.
    @Test func scenesOfANavigationControllerWithAnOpaqueBarStartBelowIt() throws {
        let text = Self.storyboard(
            navigationBar: #"translucent="NO""#,
            list: Scene(name: "ListViewController", height: 672, bannerY: 0, footerY: 630),
            detail: Scene(name: "DetailViewController", height: 672, bannerY: 0, footerY: 630))
        let file = IBSimulatedFramesTests.importDocument(text, name: "Feedback.storyboard")
        #expect(try Self.record(file, "ListViewController").safeArea == [0, 0, 0, 0])
        #expect(try Self.record(file, "DetailViewController").safeArea == [0, 0, 0, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        // A translucent bar (the default) stays over the view: 20 + 44 on top.
        let translucent = IBSimulatedFramesTests.importDocument(
            Self.storyboard(tools: "23094", list: Scene(name: "ListViewController", bannerY: 64, footerY: 694)), name: "Feedback.storyboard")
        #expect(try Self.record(translucent, "ListViewController").safeArea == [64, 0, 0, 0])
        #expect(try IBSimulatedFramesTests.mismatches(translucent).isEmpty)
    }

    // A root IB marks misplaced keeps a stale recorded size (666 here); IB lays its views out
    // at the size the device and the opaque bar leave (736 − 20 − 44 = 672): the footer 25
    // above the bottom is at 630, not 624.
    @Test func aMisplacedRootIsLaidOutAtTheSizeItsDeviceAndBarsLeave() throws {
        let text = Self.storyboard(
            tools: "22505", navigationBar: #"translucent="NO""#,
            list: Scene(name: "ListViewController", height: 666, bannerY: 0, footerY: 630, rootAttributes: #"misplaced="YES""#))
        let file = IBSimulatedFramesTests.importDocument(text, name: "Feedback.storyboard")
        let record = try Self.record(file, "ListViewController")
        #expect(record.height == 672)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // A scene in no navigation controller with an empty `navigationItem` (Xcode keeps one
    // for a controller that was once embedded) shows no bar; one with a title still does.
    @Test(arguments: [
        (#"<navigationItem key="navigationItem" id="nIt-01-aaa"/>"#, 20.0),
        (#"<navigationItem key="navigationItem" title="Inbox" id="nIt-01-aaa"/>"#, 64),
    ])
    func anEmptyNavigationItemOutsideANavigationControllerShowsNoBar(item: String, top: Double) throws {
        let text = Self.storyboard(
            tools: "14490.70", navigationBar: nil, list: Scene(name: "MainViewController", bannerY: top, footerY: 694, item: item))
        let file = IBSimulatedFramesTests.importDocument(text, name: "Main.storyboard")
        #expect(try Self.record(file, "MainViewController").safeArea == [top, 0, 0, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // A scene IB draws as a page sheet on an iPhone 11 (414 × 842) starts below the status
    // bar and the sensor housing: its safe area's top is its root's top (the banner at y 0),
    // the home indicator's 34 stays at the bottom (the footer 25 above it at 766).
    @Test(arguments: ["modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics"])
    func aSheetHasNoStatusBarOverItsTop(metrics: String) throws {
        let sheet = Scene(
            name: "SpaceMenuViewController", height: 842, bannerY: 0, footerY: 766, item: #"<\#(metrics) key="simulatedDestinationMetrics"/>"#)
        let file = IBSimulatedFramesTests.importDocument(
            Self.storyboard(tools: "18122", device: "retina6_1", navigationBar: nil, list: sheet), name: "SpaceMenu.storyboard")
        #expect(try Self.record(file, "SpaceMenuViewController").safeArea == [0, 0, 34, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        // The same scene shown full screen has the housing's 44 over its top (Xcode 13).
        let full = Scene(name: "SpaceMenuViewController", height: 896, bannerY: 44, footerY: 820)
        let fullFile = IBSimulatedFramesTests.importDocument(
            Self.storyboard(tools: "18122", device: "retina6_1", navigationBar: nil, list: full), name: "SpaceMenu.storyboard")
        #expect(try Self.record(fullFile, "SpaceMenuViewController").safeArea == [44, 0, 34, 0])
        #expect(try IBSimulatedFramesTests.mismatches(fullFile).isEmpty)
    }

    /// A table view controller whose `style` table (414 wide) holds one static cell `cellX`
    /// in and `cellWidth` wide, with a label on its content view's leading margin at `labelX`.
    static func tableController(
        style: String, cellX: Double, cellWidth: Double, labelX: Double, trailing: Double? = nil, accessory: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_5" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sEt-00-aaa">
                    <objects>
                        <tableViewController id="sEt-01-aaa" customClass="SettingsViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="sEt-02-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <sections>
                                    <tableViewSection id="sEt-03-aaa">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" \(accessory) indentationWidth="10" id="sEt-04-aaa" customClass="SettingsCell">
                                                <rect key="frame" x="\(cellX)" y="18" width="\(cellWidth)" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="sEt-04-aaa" id="sEt-05-aaa">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sEt-06-aaa" userLabel="label">
                                                            <rect key="frame" x="\(labelX)" y="10" width="\(cellWidth - labelX - (trailing ?? labelX))" height="24"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="sEt-06-aaa" firstAttribute="leading" secondItem="sEt-05-aaa" secondAttribute="leadingMargin" id="sEt-c0-001"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="sEt-06-aaa" secondAttribute="trailing" id="sEt-c0-002"/>
                                                        <constraint firstItem="sEt-06-aaa" firstAttribute="top" secondItem="sEt-05-aaa" secondAttribute="top" constant="10" id="sEt-c0-003"/>
                                                        <constraint firstAttribute="bottom" secondItem="sEt-06-aaa" secondAttribute="bottom" constant="10" id="sEt-c0-004"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // The content view's side margins follow the table (20 in a 414-wide one), not the
    // cell: an inset-grouped table's cell is 374 wide, 20 in, and keeps the table's 20.
    @Test(arguments: [("insetGrouped", 20.0, 374.0), ("plain", 0, 414)])
    func tableCellMarginsFollowTheTableNotTheCell(style: String, cellX: Double, cellWidth: Double) throws {
        let file = IBSimulatedFramesTests.importDocument(
            Self.tableController(style: style, cellX: cellX, cellWidth: cellWidth, labelX: 20), name: "Settings.storyboard")
        let component = try #require(file.components.first { $0.name == "SettingsCell" })
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.margins?.leading == 20 && screen.margins?.trailing == 20)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    /// A xib whose top-level view (not a controller's) is a freeform `width` × 154 banner on
    /// an iPhone 8, with a stack pinned 8 below its safe area's top at `stackY`.
    static func smallViewXib(tools: String, stackY: Double, width: Double = 465, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="nTf-01-aaa" customClass="NoticeView" customModule="Demo" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="154"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nTf-02-aaa" userLabel="stack">
                            <rect key="frame" x="16" y="\(stackY)" width="\(width - 32)" height="24"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="24" id="nTf-c0-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="nTf-03-aaa"/>
                    <constraints>
                        <constraint firstItem="nTf-02-aaa" firstAttribute="leading" secondItem="nTf-03-aaa" secondAttribute="leading" constant="16" id="nTf-c0-002"/>
                        <constraint firstItem="nTf-03-aaa" firstAttribute="trailing" secondItem="nTf-02-aaa" secondAttribute="trailing" constant="16" id="nTf-c0-003"/>
                        <constraint firstItem="nTf-02-aaa" firstAttribute="top" secondItem="nTf-03-aaa" secondAttribute="top" constant="8" id="nTf-c0-004"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // IB draws a small top-level view at the screen's top-left: from Xcode 14.3 under the
    // status bar, its safe area's top 20 on an iPhone 8 (the stack at y 28), its bottom 0 (it
    // does not reach the home indicator's area); older documents record none. On a notched
    // iPhone 11 it is under the sensor housing, 44 in Xcode 13 (the stack at y 52).
    @Test(arguments: [
        ("22505", 28.0, "retina4_7"), ("21701", 28, "retina4_7"), ("21507", 8, "retina4_7"), ("13771", 8, "retina4_7"),
        ("18122", 52, "retina6_1"),
    ])
    func aSmallTopLevelViewCoversTheTopOfTheScreenItIsDrawnOn(tools: String, stackY: Double, device: String) throws {
        let xib = Self.smallViewXib(tools: tools, stackY: stackY, width: device == "retina6_1" ? 414 : 465, device: device)
        let file = IBSimulatedFramesTests.importDocument(xib, name: "NoticeView.xib")
        let component = try #require(file.components.first)
        #expect(component.interfaceBuilder?.safeArea == [stackY - 8, 0, 0, 0])
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        // Not written into the .layout: where the view goes on a device decides its safe area.
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.safeArea == nil)
    }

    // A cell with an accessory has a content view that ends before it (IB records it 316.5
    // wide in a 343-wide cell with a disclosure indicator), with UIView's 8 as its trailing
    // margin; its leading margin stays the table's.
    @Test func aCellWithAnAccessoryHasAnEightPointTrailingMargin() throws {
        let text = Self.tableController(
            style: "plain", cellX: 0, cellWidth: 316.5, labelX: 20, trailing: 8, accessory: #"accessoryType="disclosureIndicator""#)
        let file = IBSimulatedFramesTests.importDocument(text, name: "Settings.storyboard")
        let component = try #require(file.components.first { $0.name == "SettingsCell" })
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.margins == DirectionalInsets(top: 11, leading: 20, bottom: 11, trailing: 8))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

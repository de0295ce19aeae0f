import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Frames equal to Interface Builder's (issue 32, item 4): the safe area and margins IB
/// simulates for a root, with fixtures in the forms Xcode writes.
@Suite struct IBSimulatedFramesTests {
    static func importDocument(_ text: String, name: String = "Screen.xib") -> ImportedFile {
        var namer = ComponentNamer()
        return InterfaceBuilderImporter.importDocument(Data(text.utf8), path: name, namer: &namer)
    }

    /// Solves every component of `file` where IB laid it out; the mismatches, described.
    static func mismatches(_ file: ImportedFile) throws -> [String] {
        let library = LayoutLibrary(file.components.map(\.document))
        var found: [String] = []
        for component in file.components {
            let record = try #require(component.interfaceBuilder)
            let result = try IBComparison.compare(record, library: library)
            found += result.errors + result.mismatches.map(\.description)
        }
        return found
    }

    /// A controller's view in a xib (File's Owner's `view` outlet): a banner pinned to the
    /// safe area's top, at the y IB recorded for it.
    static func controllerXib(
        device: String, tools: String, width: Double, height: Double, bannerY: Double, extra: String = "", subviews: String = "",
        constraints: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="InboxViewController" customModule="Demo" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bNr-01-aaa" userLabel="banner">
                            <rect key="frame" x="0.0" y="\(bannerY)" width="\(width)" height="60"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="60" id="bNr-h0-001"/>
                            </constraints>
                        </view>
                    \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                    <constraints>
                        <constraint firstItem="bNr-01-aaa" firstAttribute="top" secondItem="fnl-2z-Ty3" secondAttribute="top" id="bNr-t0-002"/>
                        <constraint firstItem="bNr-01-aaa" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" id="bNr-l0-003"/>
                        <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="bNr-01-aaa" secondAttribute="trailing" id="bNr-r0-004"/>
                        \(constraints)
                    </constraints>
                    \(extra)
                </view>
            </objects>
        </document>
        """
    }

    // IB's simulated status bar depends on the Xcode that saved the file: on an iPhone 8
    // none from Xcode 10.2 to 14.2 (the banner at y 0), 20 points before and from Xcode 14.3
    // (`toolsVersion` 21507 is Xcode 14.2's, 21701 14.3's, 22154 15.0's, 23094 16.0's).
    @Test(arguments: [
        ("14490.70", 20.0), ("14868", 0), ("19455", 0), ("21223", 0), ("21507", 0), ("21701", 20), ("22154", 20), ("22505", 20),
        ("23094", 20), ("32700.99.1234", 20),
    ])
    func homeButtonIPhoneStatusBarFollowsTheXcodeThatSavedTheFile(tools: String, top: Double) throws {
        let file = Self.importDocument(Self.controllerXib(device: "retina4_7", tools: tools, width: 375, height: 667, bannerY: top))
        let record = try #require(file.components.first?.interfaceBuilder)
        #expect(record.safeArea == [top, 0, 0, 0])
        #expect(try Self.mismatches(file).isEmpty)
    }

    // Before Xcode 14 IB gave every notched iPhone the iPhone X's 44 points; an iPhone 11
    // (`retina6_1`) is 48 at run time and in IB from Xcode 14.
    @Test(arguments: [("20037", 44.0), ("21701", 48)])
    func notchedIPhoneTopInsetFollowsTheXcodeThatSavedTheFile(tools: String, top: Double) throws {
        let file = Self.importDocument(Self.controllerXib(device: "retina6_1", tools: tools, width: 414, height: 896, bannerY: top))
        let record = try #require(file.components.first?.interfaceBuilder)
        #expect(record.safeArea == [top, 0, 34, 0])
        #expect(try Self.mismatches(file).isEmpty)
    }

    // Before Xcode 14.3, `<simulatedStatusBarMetrics>` shows the status bar and `<nil key=…>` hides it.
    @Test func simulatedStatusBarMetricsDecide() throws {
        let shown = Self.importDocument(
            Self.controllerXib(
                device: "retina4_7", tools: "19455", width: 375, height: 667, bannerY: 20,
                extra: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#))
        #expect(shown.components.first?.interfaceBuilder?.safeArea == [20, 0, 0, 0])
        #expect(try Self.mismatches(shown).isEmpty)
        let hidden = Self.importDocument(
            Self.controllerXib(
                device: "retina4_7", tools: "14490.70", width: 375, height: 667, bannerY: 0,
                extra: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(hidden.components.first?.interfaceBuilder?.safeArea == [0, 0, 0, 0])
        #expect(try Self.mismatches(hidden).isEmpty)
    }

    // From Xcode 14.3 IB draws the status bar over a full-screen root whatever an old
    // `<nil key="simulatedStatusBarMetrics"/>` says: a real app's Xcode 14.3 controller xib
    // keeps one and records the views on its safe area's top at y 20.
    @Test func fromXcode14Point3AnOldHiddenStatusBarIsDrawnAnyway() throws {
        let file = Self.importDocument(
            Self.controllerXib(
                device: "retina4_7", tools: "21701", width: 375, height: 667, bannerY: 20,
                extra: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(file.components.first?.interfaceBuilder?.safeArea == [20, 0, 0, 0])
        #expect(try Self.mismatches(file).isEmpty)
    }

    // A translucent navigation bar adds 44 to the safe area; an opaque one is not over the
    // view (IB records the root below it, 623 tall), so the top inset is 0.
    @Test func simulatedBarsAddToTheSafeAreaUnlessOpaque() throws {
        let translucent = Self.importDocument(
            Self.controllerXib(
                device: "retina4_7", tools: "14490.70", width: 375, height: 667, bannerY: 64,
                extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
            ))
        #expect(translucent.components.first?.interfaceBuilder?.safeArea == [64, 0, 44, 0])
        #expect(try Self.mismatches(translucent).isEmpty)
        let opaque = Self.importDocument(
            Self.controllerXib(
                device: "retina4_7", tools: "14490.70", width: 375, height: 623, bannerY: 0,
                extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#))
        #expect(opaque.components.first?.interfaceBuilder?.safeArea == [0, 0, 0, 0])
        #expect(try Self.mismatches(opaque).isEmpty)
    }

    // A top-level view the size of the device is laid out as a screen: the device's size and
    // safe area on each device (no pinned size, no safe area written into the .layout).
    @Test func deviceSizedTopLevelViewTakesEachDevicesSizeAndSafeArea() throws {
        let xib = Self.controllerXib(device: "retina6_1", tools: "21701", width: 414, height: 896, bannerY: 48)
            .replacingOccurrences(of: #"<outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>"#, with: "")
        let file = Self.importDocument(xib)
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.root == .view)
        #expect(screen.width == nil && screen.height == nil && screen.safeArea == nil)
        #expect(component.interfaceBuilder?.safeArea == [48, 0, 34, 0])
        #expect(try Self.mismatches(file).isEmpty)
        let solution = try LayoutEngine(library: LayoutLibrary([component.document])).solve(
            component.name, in: try DeviceCatalog.lookup("iPhone-SE").environment())
        #expect(solution.item("banner")?.frame == Rect(x: 0, y: 20, width: 375, height: 60))
    }

    /// A table cell xib 320 wide (IB's canvas): a title on the content view's margins.
    static func tableCellXib(width: Double, titleX: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="64" id="KGk-i7-Jjw" customClass="TitleCell" customModule="Demo" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="64"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tTl-01-aaa" userLabel="title">
                                <rect key="frame" x="\(titleX)" y="11" width="\(width - 2 * titleX)" height="42"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tTl-01-aaa" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leadingMargin" id="tTl-c0-001"/>
                            <constraint firstAttribute="trailingMargin" secondItem="tTl-01-aaa" secondAttribute="trailing" id="tTl-c0-002"/>
                            <constraint firstItem="tTl-01-aaa" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="topMargin" id="tTl-c0-003"/>
                            <constraint firstAttribute="bottomMargin" secondItem="tTl-01-aaa" secondAttribute="bottom" id="tTl-c0-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    // A table cell's content view has UIKit's table-cell margins: 11 top and bottom, the
    // table's 16 at the sides (20 from 414 wide), not UIView's 8.
    @Test(arguments: [(320.0, 16.0), (414, 20)])
    func tableCellContentViewHasTheTablesMargins(width: Double, side: Double) throws {
        let file = Self.importDocument(Self.tableCellXib(width: width, titleX: side), name: "TitleCell.xib")
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.root == .cell)
        #expect(screen.margins == DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side))
        #expect(try Self.mismatches(file).isEmpty)
    }

    // A table cell is as wide as its table: the device's width on each device (only its
    // height is pinned), the canvas width IB recorded for the against-IB comparison.
    @Test func tableCellTakesTheDevicesWidthAndTheCanvasWidthAgainstIB() throws {
        let file = Self.importDocument(Self.tableCellXib(width: 320, titleX: 16), name: "TitleCell.xib")
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        #expect(screen.width == nil && screen.height == 64)
        #expect(component.interfaceBuilder?.width == 320)
        let engine = LayoutEngine(library: LayoutLibrary([component.document]))
        let phone = try engine.solve(component.name, in: try DeviceCatalog.lookup("iPhone-SE").environment())
        #expect(phone.item("title")?.frame == Rect(x: 16, y: 11, width: 343, height: 42))
    }

    // A placeholder constraint ("Remove at build time") is not in the app, so not in the
    // .layout, but IB laid the screen out with it: the record keeps it for the comparison.
    @Test func placeholderConstraintsAreInForceOnlyAgainstIB() throws {
        let xib = Self.controllerXib(device: "retina4_7", tools: "19455", width: 375, height: 667, bannerY: 0)
            .replacingOccurrences(
                of: #"<constraint firstAttribute="height" constant="60" id="bNr-h0-001"/>"#,
                with: #"<constraint firstAttribute="height" constant="60" placeholder="YES" id="bNr-h0-001"/>"#)
        let file = Self.importDocument(xib)
        let component = try #require(file.components.first)
        #expect(!component.text.contains("banner.height == 60"))
        #expect(component.interfaceBuilder?.placeholders == ["banner.height == 60"])
        #expect(try Self.mismatches(file).isEmpty)
        let record = try #require(component.interfaceBuilder)
        #expect(try InterfaceBuilderRecord.decode(record.encoded()) == record)
    }

    // A hidden arranged view of a stack is collapsed by UIKit and drawn beside the stack by
    // IB (x -16 here): neither is on screen, so it is listed apart and not compared.
    @Test func hiddenArrangedViewsAreListedApartNotCompared() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-01-aaa" userLabel="icons">
                <rect key="frame" x="16" y="80" width="16" height="16"/>
                <subviews>
                    <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleToFill" image="list_upnext" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-02-bbb" userLabel="upNext">
                        <rect key="frame" x="-16" y="0.0" width="16" height="16"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="16" id="sTk-c0-001"/>
                            <constraint firstAttribute="height" constant="16" id="sTk-c0-002"/>
                        </constraints>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="list_video" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-03-ccc" userLabel="video">
                        <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="16" id="sTk-c0-003"/>
                            <constraint firstAttribute="height" constant="16" id="sTk-c0-004"/>
                        </constraints>
                    </imageView>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="sTk-01-aaa" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="16" id="sTk-c0-005"/>
            <constraint firstItem="sTk-01-aaa" firstAttribute="top" secondItem="bNr-01-aaa" secondAttribute="bottom" constant="20" id="sTk-c0-006"/>
            """
        let xib = Self.controllerXib(
            device: "retina4_7", tools: "19455", width: 375, height: 667, bannerY: 0, subviews: stack, constraints: constraints)
        let file = Self.importDocument(xib)
        let record = try #require(file.components.first?.interfaceBuilder)
        #expect(record.views.first { $0.name == "upNext" }?.hiddenInStack == true)
        let result = try IBComparison.compare(record, library: LayoutLibrary(file.components.map(\.document)))
        #expect(result.hiddenInStacks.map(\.name) == ["upNext"])
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
        #expect(result.compared == 4)  // owner, banner, icons, video
    }

    // A scene inside a navigation controller (its root, or shown from it) is drawn with the
    // navigation bar IB infers, even without a `navigationItem` of its own.
    @Test func scenesShownInANavigationControllerHaveItsBar() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="nAv-01-aaa">
                        <objects>
                            <navigationController id="nAv-02-bbb" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nAv-03-ccc">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="lSt-01-aaa" kind="relationship" relationship="rootViewController" id="nAv-04-ddd"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="lSt-00-aaa">
                        <objects>
                            <viewController id="lSt-01-aaa" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="lSt-02-bbb">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lSt-03-ccc" userLabel="open">
                                            <rect key="frame" x="16" y="44" width="60" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="60" id="lSt-c0-001"/>
                                                <constraint firstAttribute="height" constant="30" id="lSt-c0-002"/>
                                            </constraints>
                                            <connections>
                                                <segue destination="dTl-01-aaa" kind="show" id="lSt-04-ddd"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="lSt-05-eee"/>
                                    <constraints>
                                        <constraint firstItem="lSt-03-ccc" firstAttribute="top" secondItem="lSt-05-eee" secondAttribute="top" id="lSt-c0-003"/>
                                        <constraint firstItem="lSt-03-ccc" firstAttribute="leading" secondItem="lSt-02-bbb" secondAttribute="leading" constant="16" id="lSt-c0-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="dTl-00-aaa">
                        <objects>
                            <viewController id="dTl-01-aaa" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="dTl-02-bbb">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dTl-03-ccc" userLabel="header">
                                            <rect key="frame" x="0.0" y="44" width="375" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="100" id="dTl-c0-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="dTl-05-eee"/>
                                    <constraints>
                                        <constraint firstItem="dTl-03-ccc" firstAttribute="top" secondItem="dTl-05-eee" secondAttribute="top" id="dTl-c0-002"/>
                                        <constraint firstItem="dTl-03-ccc" firstAttribute="leading" secondItem="dTl-02-bbb" secondAttribute="leading" id="dTl-c0-003"/>
                                        <constraint firstAttribute="trailing" secondItem="dTl-03-ccc" secondAttribute="trailing" id="dTl-c0-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let file = Self.importDocument(storyboard, name: "Main.storyboard")
        #expect(file.components.map(\.name).sorted() == ["DetailViewController", "ListViewController"])
        for component in file.components { #expect(component.interfaceBuilder?.safeArea == [44, 0, 0, 0], "\(component.name)") }
        #expect(try Self.mismatches(file).isEmpty)
    }
}

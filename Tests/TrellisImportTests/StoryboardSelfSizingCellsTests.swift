import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 7: a storyboard's table cells whose row height UIKit takes from their content.
/// A table with an Automatic row height (`rowHeight="-1"`) sizes a prototype by its content
/// whatever custom height IB drew it at, and a static cell unless it sets its own row height.
/// Designers size such content to the row less the separator's hairline (43.67 in a 44-pt
/// row): at the canvas height that is a conflict UIKit never logs.
@Suite(.temporaryFolders) struct StoryboardSelfSizingCellsTests {
    /// A cell in a table, as Xcode 16 writes it: a text field pinned on all four sides, 43.67 tall.
    static func fieldCell(id: String, field: String, rowHeight: String? = nil, canvas: Double = 44, fieldHeight: Double = 43.67) -> String {
        let custom = rowHeight.map { " rowHeight=\"\($0)\"" } ?? ""
        return """
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10"\(custom) id="\(id)-c">
                                            <rect key="frame" x="0.0" y="50" width="414" height="\(canvas)"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)-c" id="\(id)-v">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(canvas)"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="x.x.x.x" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" userLabel="\(field)" id="\(id)-f">
                                                        <rect key="frame" x="16" y="0.0" width="382" height="\(fieldHeight)"/>
                                                        <constraints>
                                                            <constraint firstAttribute="height" constant="\(fieldHeight)" id="\(id)-h"/>
                                                        </constraints>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <textInputTraits key="textInputTraits"/>
                                                    </textField>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="bottom" secondItem="\(id)-f" secondAttribute="bottom" id="\(id)-1"/>
                                                    <constraint firstItem="\(id)-f" firstAttribute="leading" secondItem="\(id)-v" secondAttribute="leading" constant="16" id="\(id)-2"/>
                                                    <constraint firstItem="\(id)-f" firstAttribute="top" secondItem="\(id)-v" secondAttribute="top" id="\(id)-3"/>
                                                    <constraint firstAttribute="trailing" secondItem="\(id)-f" secondAttribute="trailing" constant="16" id="\(id)-4"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
            """
    }

    /// A table view controller's scene holding `cells` (static sections or prototypes).
    static func scene(id: String, controller: String, table: String, cells: String) -> String {
        """
                <scene sceneID="\(id)-s">
                    <objects>
                        <tableViewController id="\(id)-t" customClass="\(controller)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            \(table)
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(cells)
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-r" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static func staticTable(id: String, rowHeight: String) -> String {
        """
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="\(id)-tv">
        """
    }

    /// The cell screen holding the view named `field`.
    static func cell(holding field: String, in run: ImportRun) throws -> Screen {
        let component = try #require(run.components.first { $0.text.contains("view \(field): UITextField") })
        guard case .screen(let screen) = component.document else { throw CellNotAScreen() }
        return screen
    }

    struct CellNotAScreen: Error {}

    static func write(_ name: String, _ text: String) throws -> String {
        let folder = TemporaryFolder.name("storyboard-rows").path
        let path = (folder as NSString).appendingPathComponent("App/\(name)")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return folder
    }

    @Test func aStaticCellWithoutARowHeightOfItsOwnInAnAutomaticTableSizesItselfAndChecksClean() throws {
        let cells = """
                                <sections>
                                    <tableViewSection headerTitle="Server" id="st-1">
                                        <cells>
            \(Self.fieldCell(id: "sA", field: "hostField"))
            \(Self.fieldCell(id: "sB", field: "portField", rowHeight: "60", canvas: 60, fieldHeight: 59.67))
                                        </cells>
                                    </tableViewSection>
                                </sections>
            """
        let scene = Self.scene(id: "sc", controller: "ServerViewController", table: Self.staticTable(id: "sc", rowHeight: "-1"), cells: cells)
        let run = Importer.run(paths: [try Self.write("Main.storyboard", Self.storyboard(scene))])
        let host = try Self.cell(holding: "hostField", in: run)
        #expect(host.heightIsAuto && host.height == nil)
        let note = run.report.files.flatMap(\.notes).first { $0.construct == "cell \(host.name)" }
        #expect(note?.reason.contains("the storyboard's 44 is its canvas") == true)
        // A static cell's own row height is used at run time: it keeps it.
        let port = try Self.cell(holding: "portField", in: run)
        #expect(!port.heightIsAuto && port.height == 60)
        // At 44 the 43.67-pt field was a conflict; sized by its content, no device has one.
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve(host.name, in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }

    @Test func aPrototypeIsSizedByItsContentWhateverCustomRowHeightIBDrewItAt() throws {
        let table = """
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="pr-tv">
            """
        let cells = """
                                <prototypes>
            \(Self.fieldCell(id: "pA", field: "nameField", rowHeight: "56", canvas: 56, fieldHeight: 55.5))
                                </prototypes>
            """
        let scene = Self.scene(id: "pr", controller: "NetworksViewController", table: table, cells: cells)
        let run = Importer.run(paths: [try Self.write("Networks.storyboard", Self.storyboard(scene))])
        let name = try Self.cell(holding: "nameField", in: run)
        #expect(name.heightIsAuto && name.height == nil)
    }

    @Test func aTableWithAFixedRowHeightKeepsItsRowsAtIt() throws {
        let cells = """
                                <sections>
                                    <tableViewSection id="fx-1">
                                        <cells>
            \(Self.fieldCell(id: "fA", field: "emailField"))
                                        </cells>
                                    </tableViewSection>
                                </sections>
            """
        let scene = Self.scene(id: "fx", controller: "LoginViewController", table: Self.staticTable(id: "fx", rowHeight: "44"), cells: cells)
        let run = Importer.run(paths: [try Self.write("Login.storyboard", Self.storyboard(scene))])
        let email = try Self.cell(holding: "emailField", in: run)
        #expect(!email.heightIsAuto && email.height == 44)
    }
}

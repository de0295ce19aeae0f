import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A table's header and footer views, as Xcode writes them: the table sets their frame and
/// Auto Layout places their subviews, so each becomes a component of its own (issue 32: every
/// `<constraint>` imported or listed; real apps put dozens of constraints in table headers).
@Suite struct IBTableHeaderViewTests {
    /// A xib whose File's Owner is a controller and whose view is a table with a header (an
    /// avatar and a name field the owner holds by an outlet) and a footer (a centred button).
    static let settingsXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AccountSettingsViewController">
                    <connections>
                        <outlet property="view" destination="tbl-Ac-001" id="out-Ac-001"/>
                        <outlet property="nameField" destination="fld-Ac-001" id="out-Ac-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl-Ac-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-Ac-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-Ac-001">
                                <rect key="frame" x="16" y="16" width="64" height="64"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="64" id="c01-Ac-001"/>
                                    <constraint firstAttribute="width" secondItem="img-Ac-001" secondAttribute="height" multiplier="1:1" id="c02-Ac-001"/>
                                </constraints>
                            </imageView>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Display name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-Ac-001">
                                <rect key="frame" x="96" y="31" width="302" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="img-Ac-001" firstAttribute="leading" secondItem="hdr-Ac-001" secondAttribute="leading" constant="16" id="c03-Ac-001"/>
                            <constraint firstItem="img-Ac-001" firstAttribute="centerY" secondItem="hdr-Ac-001" secondAttribute="centerY" id="c04-Ac-001"/>
                            <constraint firstItem="fld-Ac-001" firstAttribute="leading" secondItem="img-Ac-001" secondAttribute="trailing" constant="16" id="c05-Ac-001"/>
                            <constraint firstAttribute="trailing" secondItem="fld-Ac-001" secondAttribute="trailing" constant="16" id="c06-Ac-001"/>
                            <constraint firstItem="fld-Ac-001" firstAttribute="centerY" secondItem="img-Ac-001" secondAttribute="centerY" id="c07-Ac-001"/>
                        </constraints>
                    </view>
                    <view key="tableFooterView" contentMode="scaleToFill" id="ftr-Ac-001">
                        <rect key="frame" x="0.0" y="140" width="414" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-Ac-001">
                                <rect key="frame" x="157" y="13" width="100" height="34"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="c08-Ac-001"/>
                                    <constraint firstAttribute="height" constant="34" id="c09-Ac-001"/>
                                </constraints>
                                <state key="normal" title="Sign out"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="btn-Ac-001" firstAttribute="centerX" secondItem="ftr-Ac-001" secondAttribute="centerX" id="c10-Ac-001"/>
                            <constraint firstItem="btn-Ac-001" firstAttribute="centerY" secondItem="ftr-Ac-001" secondAttribute="centerY" id="c11-Ac-001"/>
                        </constraints>
                    </view>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="out-Ac-003"/>
                        <outlet property="delegate" destination="-1" id="out-Ac-004"/>
                    </connections>
                </tableView>
            </objects>
        </document>

        """

    @Test func aTablesHeaderAndFooterViewsBecomeComponentsWithEveryConstraint() throws {
        let file = IBConstraintAccountingTests.importXib(Self.settingsXib, name: "AccountSettingsViewController.xib")
        #expect(file.report.constraintsFound == 11)
        #expect(file.report.constraintsImported == 11)
        #expect(file.report.skipped.isEmpty, "\(file.report.skipped)")
        let names = file.components.map(\.name)
        #expect(names.contains("AccountSettingsViewControllerHeader"), "\(names)")
        #expect(names.contains("AccountSettingsViewControllerFooter"), "\(names)")
        let header = try #require(file.components.first { $0.name == "AccountSettingsViewControllerHeader" })
        let lines = Fixtures.lines(header)
        #expect(lines.contains("imageView.leading == owner.leading + 16"), "\(lines)")
        #expect(lines.contains("owner.trailing == nameField.trailing + 16"), "\(lines)")
    }

    /// The table gives its header its own width and the header keeps the height it was given:
    /// laid out on every device, nothing is ambiguous and the avatar sits where IB drew it.
    @Test func aHeaderIsLaidOutAtItsTablesWidthOnEveryDevice() throws {
        let file = IBConstraintAccountingTests.importXib(Self.settingsXib, name: "AccountSettingsViewController.xib")
        let header = try #require(file.components.first { $0.name == "AccountSettingsViewControllerHeader" })
        let engine = LayoutEngine(library: LayoutLibrary([header.document]))
        for device in DeviceCatalog.defaultDevices {
            let solution = try engine.solve(header.name, in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
            let root = try #require(solution["owner"])
            #expect(root.height == 96, "\(device.id): \(root)")
            #expect(root.width == device.environment().width, "\(device.id): \(root)")
            let avatar = try #require(solution["imageView"])
            #expect(avatar.y == 16 && avatar.width == 64, "\(device.id): \(avatar)")
        }
    }

    /// A search bar as a table's header holds no constraints: no component is made of it.
    @Test func aHeaderWithNothingToLayOutMakesNoComponent() throws {
        let start = try #require(Self.settingsXib.range(of: #"<view key="tableHeaderView""#))
        let end = try #require(Self.settingsXib.range(of: #"<view key="tableFooterView""#))
        let searchBar = """
            <searchBar contentMode="redraw" id="sb-Ac-001" key="tableHeaderView">
                <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
            </searchBar>
            """
        let text = Self.settingsXib.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: searchBar + "\n")
        let file = IBConstraintAccountingTests.importXib(text, name: "AccountSettingsViewController.xib")
        let names = file.components.map(\.name)
        #expect(!names.contains("AccountSettingsViewControllerHeader"), "\(names)")
        #expect(names.contains("AccountSettingsViewControllerFooter"), "\(names)")
        #expect(file.report.skipped.isEmpty, "\(file.report.skipped)")
    }
}

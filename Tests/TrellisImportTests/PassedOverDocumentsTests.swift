import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisImport

/// An app's repository ships its watch extension's WatchKit storyboard and its Mac target's
/// AppKit documents beside the iOS ones. `trellis import .` from the root reads them too: they
/// are passed over and counted in one line per reason, so the import (a CI step) does not fail
/// on files that hold no iOS layout.
@Suite(.temporaryFolders) struct PassedOverDocumentsTests {
    static let watchStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="14109" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" initialViewController="wK1-aa-001">
            <device id="watch38" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="wK1-aa-002">
                    <objects>
                        <controller id="wK1-aa-001" customClass="InboxInterfaceController">
                            <items>
                                <label alignment="left" text="Inbox" id="wK1-aa-003"/>
                            </items>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A Mac target's window content, as Xcode writes an AppKit xib.
    static let macXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="FeedInspectorViewController">
                    <connections>
                        <outlet property="view" destination="mC1-aa-001" id="mC1-aa-009"/>
                    </connections>
                </customObject>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="mC1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="256" height="80"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="mC1-aa-002">
                            <rect key="frame" x="18" y="44" width="220" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="mC1-aa-003"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="mC1-aa-002" firstAttribute="leading" secondItem="mC1-aa-001" secondAttribute="leading" constant="20" id="mC1-aa-004"/>
                        <constraint firstItem="mC1-aa-002" firstAttribute="top" secondItem="mC1-aa-001" secondAttribute="top" constant="20" id="mC1-aa-005"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    static let iosXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="iO1-aa-001" customClass="BadgeView">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                    <subviews>
                        <label opaque="NO" text="New" translatesAutoresizingMaskIntoConstraints="NO" id="iO1-aa-002">
                            <rect key="frame" x="8" y="8" width="104" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="iO1-aa-002" firstAttribute="leading" secondItem="iO1-aa-001" secondAttribute="leading" constant="8" id="iO1-aa-003"/>
                        <constraint firstItem="iO1-aa-002" firstAttribute="top" secondItem="iO1-aa-001" secondAttribute="top" constant="8" id="iO1-aa-004"/>
                        <constraint firstAttribute="trailing" secondItem="iO1-aa-002" secondAttribute="trailing" constant="8" id="iO1-aa-005"/>
                        <constraint firstAttribute="bottom" secondItem="iO1-aa-002" secondAttribute="bottom" constant="8" id="iO1-aa-006"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aWatchKitStoryboardIsPassedOverNotAFailure() throws {
        let folder = TemporaryFolder.name("watchkit").path
        try Self.write(Self.watchStoryboard, to: folder + "/Watch/Base.lproj/Interface.storyboard")
        let run = Importer.run(paths: [folder])
        let file = try #require(run.report.files.first)
        #expect(file.error == nil)
        #expect(!run.hasFailures)
        #expect(run.components.isEmpty)
        #expect(file.passedOver?.contains("WatchKit storyboard") == true)
    }

    /// The iOS document is imported as ever; the Mac ones are one line, not 2 failures, and the
    /// run does not fail (`trellis import` exits 0).
    @Test func macOSDocumentsBesideAnIOSOneArePassedOverInOneLine() throws {
        let folder = TemporaryFolder.name("mac-and-ios").path
        try Self.write(Self.macXib, to: folder + "/Mac/Inspector/FeedInspector.xib")
        try Self.write(Self.macXib, to: folder + "/Mac/Inspector/FolderInspector.xib")
        try Self.write(Self.iosXib, to: folder + "/iOS/BadgeView.xib")
        let run = Importer.run(paths: [folder])
        #expect(!run.hasFailures)
        #expect(run.report.failedFiles.isEmpty)
        #expect(run.components.map(\.name) == ["BadgeView"])
        #expect(run.report.constraintsFound == 4)
        let text = run.report.text
        #expect(text.contains("2 files passed over: a macOS (AppKit) Interface Builder document; import reads iOS (CocoaTouch) ones\n"))
        #expect(!text.contains("FeedInspector.xib"))
        #expect(text.contains("imported 1 file: 1 component, 4 of 4 constraints imported (100%)"))
        let json = try run.report.json()
        #expect(json.contains("\"passedOverFiles\" : 2"))
    }
}

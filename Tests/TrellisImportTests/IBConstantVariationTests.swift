import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A constraint whose constant varies with the size class (issue 32, item 4): UIKit uses
/// the variation's constant in its traits and the default elsewhere, and so does IB's canvas.
@Suite struct IBConstantVariationTests {
    /// A controller's view, designed on an iPhone 8 turned (compact height), with a 24-point
    /// button 8 below the safe area's top, 20 in compact height (`variationKey`).
    static func xib(orientation: String, width: Double, height: Double, buttonY: Double, variationKey: String = "heightClass=compact") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="\(orientation)" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController" customModule="Demo" customModuleProvider="target">
                    <connections>
                        <outlet property="closeButton" destination="cls-01-aaa" id="out-01-aaa"/>
                        <outlet property="view" destination="i5M-Pr-FkT" id="out-02-aaa"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cls-01-aaa">
                            <rect key="frame" x="32" y="\(buttonY)" width="24" height="24"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="cls-w0-001"/>
                                <constraint firstAttribute="height" constant="24" id="cls-h0-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                    <constraints>
                        <constraint firstItem="cls-01-aaa" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="32" id="cls-l0-003"/>
                        <constraint firstItem="cls-01-aaa" firstAttribute="top" secondItem="fnl-2z-Ty3" secondAttribute="top" constant="8" id="cls-t0-004">
                            <variation key="\(variationKey)" constant="20"/>
                        </constraint>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func compactHeightTakesTheVariationsConstantAgainstIB() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.xib(orientation: "landscape", width: 667, height: 375, buttonY: 20))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    @Test func regularHeightKeepsTheDefaultConstantOnEachDevice() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.xib(orientation: "landscape", width: 667, height: 375, buttonY: 20))
        let library = LayoutLibrary(file.components.map(\.document))
        let engine = LayoutEngine(library: library)
        let phone = try #require(DeviceCatalog.device(named: "iPhone-SE"))
        // Portrait: 20 status bar + 8; landscape (compact height, no status bar): 0 + 20.
        #expect(try engine.solve("PlayerViewController", in: phone.environment(.portrait))["closeButton"]?.y == 28)
        #expect(try engine.solve("PlayerViewController", in: phone.environment(.landscape))["closeButton"]?.y == 20)
        let text = try #require(file.components.first?.text)
        #expect(text.contains("when height compact") && text.contains("when height regular"))
    }

    // A variation of width and height together: the default holds in every other pair of
    // classes, as two blocks that do not overlap.
    @Test func aVariationOfBothClassesLeavesTheDefaultInTheOtherThree() {
        let blocks = IBConstantVariation.complement(of: SizeClassCondition(width: .regular, height: .regular))
        #expect(blocks == [SizeClassCondition(width: .compact), SizeClassCondition(width: .regular, height: .compact)])
    }

    @Test func theOldIPhone4sScreenIsKnownForTheComparison() throws {
        let device = try #require(IBDevice(id: "retina3_5", landscape: false, toolsVersion: "14113"))
        #expect(device.width == 320 && device.height == 480)
        #expect(device.safeArea() == [20, 0, 0, 0])
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A view controller's xib drawn at a freeform size (a search bar controller of 375 × 100 that
/// the app embeds as a child): its container sets its height, so it keeps the height it was
/// designed at. At a device's height its content, held by `>=` constraints, was loose: three
/// such xibs gave pocket-casts 12 false "ambiguous" errors.
@Suite struct FreeformControllerRootTests {
    static func xib(freeform: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SearchHeaderController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="fF1-aa-001" id="fF1-aa-009"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="fF1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="12 episodes" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fF1-aa-002">
                            <rect key="frame" x="16" y="20" width="90" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fF1-aa-003">
                            <rect key="frame" x="16" y="52.5" width="99" height="30"/>
                            <state key="normal" title="Show archived"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="fF1-aa-002" firstAttribute="leading" secondItem="fF1-aa-001" secondAttribute="leading" constant="16" id="fF1-aa-004"/>
                        <constraint firstItem="fF1-aa-002" firstAttribute="top" secondItem="fF1-aa-001" secondAttribute="top" constant="20" id="fF1-aa-005"/>
                        <constraint firstItem="fF1-aa-003" firstAttribute="leading" secondItem="fF1-aa-002" secondAttribute="leading" id="fF1-aa-006"/>
                        <constraint firstItem="fF1-aa-003" firstAttribute="top" relation="greaterThanOrEqual" secondItem="fF1-aa-002" secondAttribute="bottom" constant="12" id="fF1-aa-007"/>
                        <constraint firstAttribute="bottom" secondItem="fF1-aa-003" secondAttribute="bottom" constant="17.5" id="fF1-aa-008"/>
                    </constraints>
                    \(freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
                    <point key="canvasLocation" x="138" y="154"/>
                </view>
            </objects>
        </document>
        """
    }

    static func screen(freeform: Bool) throws -> Screen {
        var namer = ComponentNamer()
        let file = InterfaceBuilderImporter.importDocument(Data(xib(freeform: freeform).utf8), path: "SearchHeaderController.xib", namer: &namer)
        guard case .screen(let screen)? = file.components.first?.document else {
            Issue.record("no screen imported: \(file.report.error ?? "")")
            throw CancellationError()
        }
        return screen
    }

    @Test func aFreeformControllerRootKeepsItsDesignedHeightAndTakesTheDevicesWidth() throws {
        let screen = try Self.screen(freeform: true)
        #expect(screen.height == 100)
        #expect(screen.width == nil)
        let solution = try LayoutEngine(library: LayoutLibrary([.screen(screen)]))
            .solve(screen.name, in: DeviceCatalog.defaultDevices[0].environment())
        #expect(solution.errors.isEmpty)
    }

    @Test func aControllerRootOfTheDevicesSizeOrWithoutFreeformMetricsTakesTheDevicesSize() throws {
        let screen = try Self.screen(freeform: false)
        #expect(screen.height == nil)
        #expect(screen.width == nil)
    }
}

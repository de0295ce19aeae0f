import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Interface Builder keeps an arranged view that nothing sizes across a centred stack at the
/// size it was drawn at (a plain separator 240 wide, Xcode's size for a new view), where
/// UIKit's ambiguity suppression makes it 0 at run time (issue 32, item 4).
@Suite struct IBCanvasSizesTests {
    /// An empty-state controller xib on an iPhone 8 (Xcode 14.2: no status bar): a vertical
    /// stack 20 in from each side, `alignment`, holding a 1-pt separator with no width and a
    /// 100 × 50 box; frames as IB recorded them.
    static func emptyState(alignment: String, separatorX: Double, separatorWidth: Double, boxX: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EmptyStateViewController" customModule="Chat" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="f50-47-PNo">
                            <rect key="frame" x="20" y="100" width="335" height="71"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lm2-HJ-sTN" userLabel="separator">
                                    <rect key="frame" x="\(separatorX)" y="0.0" width="\(separatorWidth)" height="1"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="1" id="SCQ-dJ-7RE"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TO4-Bz-2iH" userLabel="box">
                                    <rect key="frame" x="\(boxX)" y="21" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="bXw-00-001"/>
                                        <constraint firstAttribute="height" constant="50" id="bXh-00-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                    <constraints>
                        <constraint firstItem="f50-47-PNo" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" constant="20" id="sTl-00-003"/>
                        <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="f50-47-PNo" secondAttribute="trailing" constant="20" id="sTt-00-004"/>
                        <constraint firstItem="f50-47-PNo" firstAttribute="top" secondItem="fnl-2z-Ty3" secondAttribute="top" constant="100" id="sTp-00-005"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    // Centred: IB draws the separator 240 wide in the middle of the 335-wide stack (UIKit: 0).
    // Leading or trailing: 240 wide at the stack's start or end.
    @Test(arguments: [("center", 47.5, 240.0, 117.5), ("leading", 0, 240, 0), ("trailing", 95, 240, 235)])
    func anArrangedViewNothingSizesAcrossKeepsItsCanvasSizeAgainstIB(
        alignment: String, separatorX: Double, separatorWidth: Double, boxX: Double
    ) throws {
        let text = Self.emptyState(alignment: alignment, separatorX: separatorX, separatorWidth: separatorWidth, boxX: boxX)
        let file = IBSimulatedFramesTests.importDocument(text, name: "EmptyStateViewController.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // The `.layout` keeps UIKit's behaviour: on a device the separator is 0 wide.
    @Test func theLayoutKeepsUIKitsZeroWidth() throws {
        let file = IBSimulatedFramesTests.importDocument(
            Self.emptyState(alignment: "center", separatorX: 47.5, separatorWidth: 240, boxX: 117.5), name: "EmptyStateViewController.xib")
        let component = try #require(file.components.first)
        let device = try #require(DeviceCatalog.device(interfaceBuilderID: "retina4_7"))
        let solution = try LayoutEngine(library: LayoutLibrary([component.document])).solve(component.name, in: device.environment(.portrait))
        #expect(solution.item("separator")?.frame.width == 0)
    }
}

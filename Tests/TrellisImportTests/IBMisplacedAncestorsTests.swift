import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A view inside one Interface Builder marks misplaced is recorded relative to that view's
/// stale frame: `check --against-ib` compares it relative to the misplaced view.
@Suite struct IBMisplacedAncestorsTests {
    /// A controller xib on an iPhone 11 whose scroll view, pinned to the root's edges, was
    /// left misplaced at (12, 25); its content view holds a title on its margins (UIView's 8),
    /// recorded `titleX` from its leading edge.
    static func invite(titleX: Double) -> String {
        IBSimulatedFramesTests.controllerXib(
            device: "retina6_1", tools: "17701", width: 414, height: 896, bannerY: 44,
            subviews: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" misplaced="YES" alwaysBounceVertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sCr-01-aaa" userLabel="scroll">
                    <rect key="frame" x="12" y="25" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sCr-02-aaa" userLabel="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sCr-03-aaa" userLabel="title">
                                    <rect key="frame" x="\(titleX)" y="0.0" width="\(414 - 2 * titleX)" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="sCr-c0-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="sCr-03-aaa" firstAttribute="leading" secondItem="sCr-02-aaa" secondAttribute="leadingMargin" id="sCr-c0-002"/>
                                <constraint firstAttribute="trailingMargin" secondItem="sCr-03-aaa" secondAttribute="trailing" id="sCr-c0-003"/>
                                <constraint firstItem="sCr-03-aaa" firstAttribute="top" secondItem="sCr-02-aaa" secondAttribute="top" id="sCr-c0-004"/>
                                <constraint firstAttribute="bottom" secondItem="sCr-03-aaa" secondAttribute="bottom" constant="80" id="sCr-c0-005"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sCr-02-aaa" firstAttribute="leading" secondItem="sCr-01-aaa" secondAttribute="leading" id="sCr-c0-006"/>
                        <constraint firstAttribute="trailing" secondItem="sCr-02-aaa" secondAttribute="trailing" id="sCr-c0-007"/>
                        <constraint firstItem="sCr-02-aaa" firstAttribute="top" secondItem="sCr-01-aaa" secondAttribute="top" id="sCr-c0-008"/>
                        <constraint firstAttribute="bottom" secondItem="sCr-02-aaa" secondAttribute="bottom" id="sCr-c0-009"/>
                    </constraints>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="sCr-01-aaa" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" id="sCr-c0-010"/>
                <constraint firstItem="sCr-01-aaa" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" id="sCr-c0-011"/>
                <constraint firstAttribute="trailing" secondItem="sCr-01-aaa" secondAttribute="trailing" id="sCr-c0-012"/>
                <constraint firstAttribute="bottom" secondItem="sCr-01-aaa" secondAttribute="bottom" id="sCr-c0-013"/>
                <constraint firstAttribute="width" secondItem="sCr-02-aaa" secondAttribute="width" id="sCr-c0-014"/>
                """)
    }

    @Test func aViewInsideAMisplacedOneIsComparedRelativeToIt() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.invite(titleX: 8), name: "InviteViewController.xib")
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    @Test func aViewOutOfPlaceInsideAMisplacedOneStillDiffers() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.invite(titleX: 20), name: "InviteViewController.xib")
        let mismatches = try IBSimulatedFramesTests.mismatches(file)
        #expect(mismatches.count == 1 && mismatches.first?.contains("title") == true, "\(mismatches)")
    }
}

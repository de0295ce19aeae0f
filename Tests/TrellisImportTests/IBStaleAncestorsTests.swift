import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A view whose recorded frame breaks its own file's constraint is stale in Interface Builder
/// (listed apart, not compared); the views inside it are recorded relative to that stale
/// frame, so `check --against-ib` compares them relative to it, as inside a misplaced view.
@Suite struct IBStaleAncestorsTests {
    /// A controller xib on an iPhone 8 whose card is pinned 16 from the root's leading edge
    /// but recorded at x `cardX` (an edit IB has not laid out again); a badge inside it is
    /// on the card's leading margin (UIView's 8) and 8 below its top, recorded `badgeX` from the card.
    static func cardXib(cardX: Double, badgeX: Double) -> String {
        let card = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sTa-01-aaa" userLabel="card">
                <rect key="frame" x="\(cardX)" y="100" width="200" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sTa-02-aaa" userLabel="badge">
                        <rect key="frame" x="\(badgeX)" y="8" width="24" height="24"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" id="sTa-c0-001"/>
                            <constraint firstAttribute="height" constant="24" id="sTa-c0-002"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="sTa-02-aaa" firstAttribute="leading" secondItem="sTa-01-aaa" secondAttribute="leadingMargin" id="sTa-c0-003"/>
                    <constraint firstItem="sTa-02-aaa" firstAttribute="top" secondItem="sTa-01-aaa" secondAttribute="top" constant="8" id="sTa-c0-004"/>
                    <constraint firstAttribute="width" constant="200" id="sTa-c0-005"/>
                    <constraint firstAttribute="height" constant="40" id="sTa-c0-006"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="sTa-01-aaa" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="16" id="sTa-c0-007"/>
            <constraint firstItem="sTa-01-aaa" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" constant="100" id="sTa-c0-008"/>
            """
        return IBSimulatedFramesTests.controllerXib(
            device: "retina4_7", tools: "19455", width: 375, height: 667, bannerY: 0, subviews: card, constraints: constraints)
    }

    @Test func aViewInsideAStaleOneIsComparedRelativeToIt() throws {
        let result = try IBStaleRecordTests.compare(Self.cardXib(cardX: 26, badgeX: 8))
        #expect(result.stale.map(\.difference.name) == ["card"])
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
        #expect(result.compared == 3)  // owner, banner, badge
    }

    @Test func aViewOutOfPlaceInsideAStaleOneStillDiffers() throws {
        let result = try IBStaleRecordTests.compare(Self.cardXib(cardX: 26, badgeX: 20))
        #expect(result.mismatches.map(\.name) == ["badge"])
    }
}

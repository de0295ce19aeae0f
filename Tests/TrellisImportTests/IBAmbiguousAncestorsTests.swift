import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 4 (session 24): a view Interface Builder marks ambiguous has a frame IB's
/// engine chose among many; the views inside it are placed relative to that choice, so
/// `check --against-ib` compares them relative to it, as inside a misplaced view.
@Suite struct IBAmbiguousAncestorsTests {
    /// A controller xib on an iPhone 8 whose card has no vertical position (IB marks it
    /// ambiguous and recorded it at y 300); a badge 8 below the card's top, recorded at `badgeY`
    /// from the card.
    static func cardXib(badgeY: Double) -> String {
        let card = """
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="aMb-01-aaa" userLabel="card">
                <rect key="frame" x="16" y="300" width="200" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aMb-02-aaa" userLabel="badge">
                        <rect key="frame" x="8" y="\(badgeY)" width="24" height="24"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" id="aMb-c0-001"/>
                            <constraint firstAttribute="height" constant="24" id="aMb-c0-002"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="aMb-02-aaa" firstAttribute="leading" secondItem="aMb-01-aaa" secondAttribute="leading" constant="8" id="aMb-c0-003"/>
                    <constraint firstItem="aMb-02-aaa" firstAttribute="top" secondItem="aMb-01-aaa" secondAttribute="top" constant="8" id="aMb-c0-004"/>
                    <constraint firstAttribute="width" constant="200" id="aMb-c0-005"/>
                    <constraint firstAttribute="height" constant="40" id="aMb-c0-006"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="aMb-01-aaa" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="16" id="aMb-c0-007"/>
            """
        return IBSimulatedFramesTests.controllerXib(
            device: "retina4_7", tools: "19455", width: 375, height: 667, bannerY: 0, subviews: card, constraints: constraints)
    }

    @Test func aViewInsideAnAmbiguousOneIsComparedRelativeToIt() throws {
        let result = try IBStaleRecordTests.compare(Self.cardXib(badgeY: 8))
        #expect(result.misplaced.map(\.name) == ["card"])
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
        #expect(result.compared == 3)  // owner, banner, badge
    }

    @Test func aViewOutOfPlaceInsideAnAmbiguousOneStillDiffers() throws {
        let result = try IBStaleRecordTests.compare(Self.cardXib(badgeY: 12))
        #expect(result.mismatches.map(\.name) == ["badge"])
    }
}

import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Frames equal to Interface Builder's (issue 32, item 4): what IB's elements mean for
/// sizes and gaps, with fixtures in the form Xcode writes them.
@Suite struct IBControlMetricsTests {
    /// A vertical stack under the banner: a label, a segmented control and a 40-point view,
    /// at the frames Xcode 11 recorded. `spacing` is the stack's spacing attribute(s).
    static func stackXib(spacing: String, segmentY: Double, segmentHeight: Double, boxY: Double) -> String {
        let stackHeight = boxY + 40
        return IBSimulatedFramesTests.controllerXib(
            device: "retina4_7", tools: "14868", width: 375, height: 667, bannerY: 0,
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-aaa">
                    <rect key="frame" x="16" y="80" width="343" height="\(stackHeight)"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Units" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-aaa" userLabel="title">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-01-aaa" userLabel="units">
                            <rect key="frame" x="0.0" y="\(segmentY)" width="343" height="\(segmentHeight)"/>
                            <segments>
                                <segment title="Metric"/>
                                <segment title="Imperial"/>
                            </segments>
                        </segmentedControl>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-01-aaa" userLabel="box">
                            <rect key="frame" x="0.0" y="\(boxY)" width="343" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="box-h0-001"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stk-01-aaa" firstAttribute="top" secondItem="bNr-01-aaa" secondAttribute="bottom" constant="20" id="stk-t0-001"/>
                <constraint firstItem="stk-01-aaa" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" constant="16" id="stk-l0-002"/>
                <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="stk-01-aaa" secondAttribute="trailing" constant="16" id="stk-r0-003"/>
                """
        )
    }

    // `spacingType="standard"` (UIStackView's spacingUseSystem) is 8 points between views;
    // a segmented control's frame is 1 point taller than the rect the stack places, so the
    // view after a 32-point control starts 31 + 8 points below it.
    @Test func standardSpacingIsEightAndASegmentedControlsFrameHangsOnePointBelow() throws {
        let file = IBSimulatedFramesTests.importDocument(
            Self.stackXib(spacing: "spacingType=\"standard\"", segmentY: 28.5, segmentHeight: 32, boxY: 67.5))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        let stack = try #require(
            file.components.first?.document.body?.items.compactMap { item -> StackItem? in
                if case .stack(let stack) = item { return stack }
                return nil
            }.first)
        #expect(stack.spacing == 8)
    }

    // An explicit spacing wins over the type, and a segmented control's height constraint
    // sizes its alignment rect: 24 gives the 25-point frame IB records.
    @Test func segmentedControlHeightConstraintSizesItsAlignmentRect() throws {
        let xib = Self.stackXib(spacing: "spacing=\"10\"", segmentY: 30.5, segmentHeight: 25, boxY: 64.5)
            .replacingOccurrences(
                of: "<segments>",
                with: "<constraints><constraint firstAttribute=\"height\" constant=\"24\" id=\"seg-h0-001\"/></constraints><segments>")
        let file = IBSimulatedFramesTests.importDocument(xib)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }

    // Xcode 8 laid cells out as iOS 10: the content view's own margins are UIView's 8, and
    // only a cell and content view that both preserve their superview's margins take the
    // table's 15 at the sides (8 top and bottom either way).
    @Test(arguments: [(false, 8.0), (true, 15)])
    func xcode8DocumentsHaveIOS10TableCellMargins(preserved: Bool, side: Double) throws {
        var xib = IBSimulatedFramesTests.tableCellXib(width: 414, titleX: side)
            .replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"12120\"")
            .replacingOccurrences(of: "y=\"11\"", with: "y=\"8\"")
            .replacingOccurrences(of: "height=\"42\"", with: "height=\"48\"")
        if preserved {
            xib = xib.replacingOccurrences(of: "<tableViewCell ", with: "<tableViewCell preservesSuperviewLayoutMargins=\"YES\" ")
                .replacingOccurrences(
                    of: "<tableViewCellContentView ", with: "<tableViewCellContentView preservesSuperviewLayoutMargins=\"YES\" ")
        }
        let file = IBSimulatedFramesTests.importDocument(xib, name: "TitleCell.xib")
        guard case .screen(let screen)? = file.components.first?.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.margins == DirectionalInsets(top: 8, leading: side, bottom: 8, trailing: side))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

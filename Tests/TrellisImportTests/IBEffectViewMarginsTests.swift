import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// A visual effect view is imported as one view with its content view's subviews: the
/// margins those subviews are pinned to are the content view's, which it sets in IB, and
/// they grow by the home indicator's inset where the footer reaches over it.
@Suite struct IBEffectViewMarginsTests {
    /// A controller xib on an iPhone 11 (Xcode 12.3) with a blurred footer pinned to the
    /// root's bottom: its content view sets 16-pt margins and holds a 50-pt button on them.
    static let footer = IBSimulatedFramesTests.controllerXib(
        device: "retina6_1", tools: "17701", width: 414, height: 896, bannerY: 44,
        subviews: """
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fTr-01-aaa" userLabel="footer">
                <rect key="frame" x="0.0" y="780" width="414" height="116"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fTr-02-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="116"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fTr-03-aaa" userLabel="continueButton">
                            <rect key="frame" x="16" y="16" width="382" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="fTr-c0-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="fTr-03-aaa" firstAttribute="top" secondItem="fTr-02-aaa" secondAttribute="topMargin" id="fTr-c0-002"/>
                        <constraint firstItem="fTr-03-aaa" firstAttribute="leading" secondItem="fTr-02-aaa" secondAttribute="leadingMargin" id="fTr-c0-003"/>
                        <constraint firstAttribute="trailingMargin" secondItem="fTr-03-aaa" secondAttribute="trailing" id="fTr-c0-004"/>
                        <constraint firstAttribute="bottomMargin" secondItem="fTr-03-aaa" secondAttribute="bottom" id="fTr-c0-005"/>
                    </constraints>
                    <edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
            """,
        constraints: """
            <constraint firstAttribute="bottom" secondItem="fTr-01-aaa" secondAttribute="bottom" id="fTr-c0-006"/>
            <constraint firstItem="fTr-01-aaa" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" id="fTr-c0-007"/>
            <constraint firstAttribute="trailing" secondItem="fTr-01-aaa" secondAttribute="trailing" id="fTr-c0-008"/>
            """)

    @Test func anEffectViewTakesItsContentViewsMargins() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.footer, name: "InboxViewController.xib")
        let component = try #require(file.components.first)
        guard case .screen(let screen) = component.document else { Issue.record("not a screen"); return }
        let footer = screen.body.items.compactMap { item -> ViewItem? in
            if case .view(let view) = item, view.name == "footer" { return view } else { return nil }
        }.first
        #expect(footer?.margins == DirectionalInsets(all: 16))
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
    }
}

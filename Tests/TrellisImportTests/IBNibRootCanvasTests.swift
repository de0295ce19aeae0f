import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 4 (session 24): a view class that loads its own xib and adds the xib's view
/// to itself holds that view as an item pinned to its edges, a plain view with UIKit's 8-point
/// margins. IB draws the xib's view alone, as its canvas's root (a controller's view: 0 at the
/// top and bottom), so `check --against-ib` lays the xib's view out as the root.
@Suite(.temporaryFolders) struct IBNibRootCanvasTests {
    /// A toast's xib (Xcode 15, iPhone 8): a 86 × 54 bubble centred 60 above the root's
    /// bottom margin, recorded at y 553 in the 667-high root (margin 0 on IB's canvas).
    static let toastXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoticeToastView" customModule="Tasks" customModuleProvider="target">
                    <connections>
                        <outlet property="bubbleView" destination="tSt-aa-002" id="tSt-ac-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="tSt-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tSt-aa-002">
                            <rect key="frame" x="144.5" y="553" width="86" height="54"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="86" id="tSt-ab-001"/>
                                <constraint firstAttribute="height" constant="54" id="tSt-ab-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tSt-aa-002" firstAttribute="centerX" secondItem="tSt-aa-001" secondAttribute="centerX" id="tSt-ab-003"/>
                        <constraint firstAttribute="bottomMargin" secondItem="tSt-aa-002" secondAttribute="bottom" constant="60" id="tSt-ab-004"/>
                    </constraints>
                    <point key="canvasLocation" x="24.5" y="51.5"/>
                </view>
            </objects>
        </document>
        """

    /// The class loads its nib into a local and adds it to itself with `adding`.
    static func toastSwift(adding: String) -> String {
        """
        import UIKit

        final class NoticeToastView: UIView {
            @IBOutlet weak var bubbleView: UIView!

            override init(frame: CGRect) {
                super.init(frame: frame)
                if let view = Bundle.main.loadNibNamed("NoticeToastView", owner: self, options: nil)?.first as? UIView {
        \(adding)
                }
            }

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
            }
        }
        """
    }

    /// Pinned to the class's edges, as such classes do.
    static let pinned = """
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate([
                        view.topAnchor.constraint(equalTo: topAnchor),
                        view.leadingAnchor.constraint(equalTo: leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: trailingAnchor),
                        view.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
        """

    /// Placed by its frame: the xib's view is the class's root itself.
    static let framed = """
                    view.frame = bounds
                    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    addSubview(view)
        """

    @Test func aXibViewTheClassAddsToItselfIsComparedAsTheCanvassRoot() throws {
        let run = try SwiftNibLoadedLocalTests.imported(
            ["Toasts/NoticeToastView.xib": Self.toastXib, "Toasts/NoticeToastView.swift": Self.toastSwift(adding: Self.pinned)], in: "nib-root-canvas")
        let component = try #require(run.components.first { $0.name == "NoticeToastView" })
        // The `.layout` keeps the xib's view inside the class's, as the app has it.
        #expect(component.document.body?.items.first { $0.name == "bubbleView" }?.parent == "view", "\(component.text)")
        let record = try #require(component.interfaceBuilder)
        #expect(record.nibRoot == "view")
        let result = try IBComparison.compare(record, library: LayoutLibrary(run.components.map(\.document)))
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
        #expect(result.compared == 2)  // owner, bubbleView
    }

    @Test func aXibViewThatIsTheClassesOwnRootNamesNoNibRoot() throws {
        let run = try SwiftNibLoadedLocalTests.imported(
            ["Toasts/NoticeToastView.xib": Self.toastXib, "Toasts/NoticeToastView.swift": Self.toastSwift(adding: Self.framed)], in: "nib-root-framed")
        let component = try #require(run.components.first { $0.name == "NoticeToastView" })
        let record = try #require(component.interfaceBuilder)
        #expect(record.nibRoot == nil)
        let result = try IBComparison.compare(record, library: LayoutLibrary(run.components.map(\.document)))
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
    }
}

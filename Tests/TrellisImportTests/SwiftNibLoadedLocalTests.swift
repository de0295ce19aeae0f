import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32, session 23 (found on a held-out app): a view class that loads its own xib with
/// itself as owner into a local, not an outlet — `if let view = loadFromOwnNib()` through an
/// app's `UIView` extension returning `instantiate(withOwner: self).first`, or that load
/// written in place — then adds the local to itself. The local is the xib's top-level view.
/// Import made it a new empty view beside the xib's views, pinned only in a state of the
/// `if let` (or placed by its frame), so the screen was ambiguous and never compared with IB.
@Suite(.temporaryFolders) struct SwiftNibLoadedLocalTests {
    /// A badge header's xib (Xcode 15, iPhone 14): File's Owner is the class, with one outlet
    /// (the title); the top-level view has no outlet.
    static let headerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeHeaderView" customModule="Quests" customModuleProvider="target">
                    <connections>
                        <outlet property="titleLabel" destination="bH1-aa-002" id="bH1-ac-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="bH1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Daily quest" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bH1-aa-002">
                            <rect key="frame" x="20" y="19.666666666666668" width="89" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bH1-aa-002" firstAttribute="leading" secondItem="bH1-aa-001" secondAttribute="leading" constant="20" id="bH1-ab-001"/>
                        <constraint firstItem="bH1-aa-002" firstAttribute="centerY" secondItem="bH1-aa-001" secondAttribute="centerY" id="bH1-ab-002"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <point key="canvasLocation" x="131" y="-12"/>
                </view>
            </objects>
        </document>
        """

    /// The app's helper (in another file, as apps keep it) and the class pinning what it returns.
    static let helperSwift = """
        import UIKit

        extension UIView {
            func loadFromOwnNib() -> UIView? {
                let bundle = Bundle(for: type(of: self))
                let nib = UINib(nibName: String(describing: type(of: self)), bundle: bundle)
                return nib.instantiate(withOwner: self, options: nil).first as? UIView
            }
        }
        """

    static let pinnedSwift = """
        import UIKit

        final class BadgeHeaderView: UIView {
            @IBOutlet weak var titleLabel: UILabel!

            override init(frame: CGRect) {
                super.init(frame: frame)
                setUpFromNib()
            }

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                setUpFromNib()
            }

            private func setUpFromNib() {
                if let view = loadFromOwnNib() {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate([
                        view.topAnchor.constraint(equalTo: topAnchor),
                        view.leadingAnchor.constraint(equalTo: leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: trailingAnchor),
                        view.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
                }
            }
        }
        """

    /// The load written in the class, the view placed by its frame and autoresizing.
    static let framedSwift = """
        import UIKit

        final class BadgeHeaderView: UIView {
            @IBOutlet weak var titleLabel: UILabel!

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                guard let view = Bundle.main.loadNibNamed("BadgeHeaderView", owner: self, options: nil)?[0] as? UIView else { return }
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
        }
        """

    static func imported(_ files: [String: String], in name: String) throws -> ImportRun {
        let folder = TemporaryFolder.name(name).path
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return Importer.run(paths: [folder])
    }

    @Test func aLocalPinnedAfterAHelperLoadsTheOwnNibIsTheXibsRootInsideTheClass() throws {
        let run = try Self.imported(
            [
                "Quests/BadgeHeaderView.xib": Self.headerXib, "Quests/BadgeHeaderView.swift": Self.pinnedSwift,
                "Extensions/UIView+Nib.swift": Self.helperSwift,
            ], in: "nib-local-pinned")
        let component = try #require(run.components.first { $0.name == "BadgeHeaderView" })
        let body = try #require(component.document.body)
        // One view for the xib's root, in the class's root, holding IB's views; no empty second one.
        #expect(body.items.filter { $0.name.hasPrefix("view") }.map(\.name) == ["view"], "\(component.text)")
        #expect(body.items.first { $0.name == "view" }?.parent == nil)
        #expect(body.items.first { $0.name == "titleLabel" }?.parent == "view")
        // The pins are the base layout: the `if let` of the class's own nib always takes its body.
        #expect(body.states.isEmpty, "\(component.text)")
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(
            lines.isSuperset(of: [
                "titleLabel.leading == view.leading + 20", "titleLabel.centerY == view.centerY", "view.top == owner.top",
                "view.leading == owner.leading", "view.trailing == owner.trailing", "view.bottom == owner.bottom",
            ]), "\(component.text)")
        let swift = try #require(run.report.files.first { $0.path.hasSuffix("BadgeHeaderView.swift") })
        #expect(swift.skipped.isEmpty, "\(swift.skipped)")
    }

    @Test func aLocalPlacedByItsFrameIsTheClassesRootItself() throws {
        let run = try Self.imported(
            ["Quests/BadgeHeaderView.xib": Self.headerXib, "Quests/BadgeHeaderView.swift": Self.framedSwift], in: "nib-local-framed")
        let component = try #require(run.components.first { $0.name == "BadgeHeaderView" })
        let body = try #require(component.document.body)
        #expect(!body.items.contains { $0.name.hasPrefix("view") }, "\(component.text)")
        #expect(body.items.first { $0.name == "titleLabel" }?.parent == nil)
        #expect(Set(body.constraints.map(LayoutPrinter.constraintText)).contains("titleLabel.leading == owner.leading + 20"), "\(component.text)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Issue 32 item 7: an empty-state view's xib holds its icon without an image, in a centred
/// column; the class sets the picture (`iconView.image = newValue`). UIKit sizes the image view
/// to that picture, so the column's height is determined at run time; with no image, import's
/// icon had no size and check called the column's height the app's ambiguity (woocommerce-ios
/// OverlayMessageView). Now it is "not imported" — while the same icon the code never fills
/// stays the app's error, as it is in UIKit. Fixtures written here.
@Suite(.temporaryFolders) struct ImportedCodeSetImageCLITests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="eSv-aa-001" customClass="EmptyStateView" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="600"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="eSk-bb-002">
                            <rect key="frame" x="0.0" y="250" width="414" height="100"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="eSi-cc-003">
                                    <rect key="frame" x="157" y="0.0" width="100" height="63.5"/>
                                </imageView>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Nothing here yet" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="eSl-dd-004">
                                    <rect key="frame" x="141" y="79.5" width="132" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="eSg-ee-005"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="eSk-bb-002" firstAttribute="leading" secondItem="eSg-ee-005" secondAttribute="leading" id="eSc-ff-006"/>
                        <constraint firstItem="eSg-ee-005" firstAttribute="trailing" secondItem="eSk-bb-002" secondAttribute="trailing" id="eSc-ff-007"/>
                        <constraint firstItem="eSk-bb-002" firstAttribute="centerY" secondItem="eSv-aa-001" secondAttribute="centerY" id="eSc-ff-008"/>
                    </constraints>
                    <connections>
                        <outlet property="iconView" destination="eSi-cc-003" id="eSo-gg-009"/>
                        <outlet property="messageLabel" destination="eSl-dd-004" id="eSo-gg-010"/>
                    </connections>
                    <point key="canvasLocation" x="120" y="80"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    /// The class's code: a cap on the icon's width, and (`setsImage`) the picture put in by a setter.
    static func swift(setsImage: Bool) -> String {
        let setter = setsImage ? "iconView.image = newValue" : "_ = newValue"
        return """
            import UIKit

            final class EmptyStateView: UIView {
                @IBOutlet private var iconView: UIImageView!
                @IBOutlet private var messageLabel: UILabel!

                var icon: UIImage? {
                    get { nil }
                    set { \(setter) }
                }

                override func awakeFromNib() {
                    super.awakeFromNib()
                    iconView.widthAnchor.constraint(lessThanOrEqualToConstant: 240).isActive = true
                }
            }
            """
    }

    static func iconProblems(setsImage: Bool) throws -> (problems: [[String: Any]], layout: String) {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.xib, to: "App/EmptyStateView.xib")
        try runner.write(Self.swift(setsImage: setsImage), to: "App/EmptyStateView.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let layout = try runner.read("Layouts/EmptyStateView.layout")
        // Its layout's problems (a 0-pt icon is also a `zeroSize` warning, beside them).
        let problems = try ImportedCheckCLITests.problems(runner).filter {
            ($0["message"] as? String ?? "").contains("iconView") && $0["kind"] as? String != "zeroSize"
        }
        return (problems, layout)
    }

    @Test func anIconWhoseImageTheCodeSetsIsSizedByItAtRunTime() throws {
        let (problems, layout) = try Self.iconProblems(setsImage: true)
        #expect(layout.contains("iconView.width <= 240"), "\(layout)")
        #expect(!problems.isEmpty, "\(layout)")
        #expect(problems.allSatisfy { $0["severity"] as? String == "warning" && $0["kind"] as? String == "notImported" }, "\(problems)")
    }

    @Test func anIconTheCodeNeverFillsStaysTheAppsAmbiguity() throws {
        let (problems, layout) = try Self.iconProblems(setsImage: false)
        #expect(!problems.isEmpty, "\(layout)")
        #expect(problems.allSatisfy { $0["severity"] as? String == "error" }, "\(problems)")
    }
}

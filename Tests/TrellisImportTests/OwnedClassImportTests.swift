import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32, item 1: a xib and the Swift class that owns it are one component, named as
/// the app spells the class; a class with outlets only adds nothing.
@Suite struct OwnedClassImportTests {
    /// A view controller's xib as Xcode writes it: File's Owner is the class, its `view`
    /// outlet the root; the two subviews are outlets too.
    static let controllerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SPProfileViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="avatar" destination="pAv-01-aaa" id="pO1-01-001"/>
                        <outlet property="titleLabel" destination="pTl-02-bbb" id="pO2-01-002"/>
                        <outlet property="view" destination="pRt-00-000" id="pO3-01-003"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="pRt-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="pAv-01-aaa">
                            <rect key="frame" x="20" y="48" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="pK1-01-001"/>
                                <constraint firstAttribute="height" constant="40" id="pK1-01-002"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pTl-02-bbb">
                            <rect key="frame" x="68" y="57.5" width="45" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="pSa-03-ccc"/>
                    <constraints>
                        <constraint firstItem="pAv-01-aaa" firstAttribute="leading" secondItem="pRt-00-000" secondAttribute="leadingMargin" id="pK2-01-001"/>
                        <constraint firstItem="pAv-01-aaa" firstAttribute="top" secondItem="pSa-03-ccc" secondAttribute="top" id="pK2-01-002"/>
                        <constraint firstItem="pTl-02-bbb" firstAttribute="leading" secondItem="pAv-01-aaa" secondAttribute="trailing" constant="8" id="pK2-01-003"/>
                        <constraint firstItem="pTl-02-bbb" firstAttribute="centerY" secondItem="pAv-01-aaa" secondAttribute="centerY" id="pK2-01-004"/>
                    </constraints>
                    <point key="canvasLocation" x="137" y="90"/>
                </view>
            </objects>
        </document>
        """

    /// The controller's code: a badge it makes and pins to the xib's avatar in `viewDidLoad`.
    static let controllerSwift = """
        import UIKit

        final class SPProfileViewController: UIViewController {
            @IBOutlet weak var avatar: UIImageView!
            @IBOutlet weak var titleLabel: UILabel!
            /// Not connected in the xib.
            @IBOutlet weak var subtitle: UILabel!
            private let badge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.trailingAnchor.constraint(equalTo: avatar.trailingAnchor),
                    badge.topAnchor.constraint(equalTo: avatar.topAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 12),
                    badge.heightAnchor.constraint(equalToConstant: 12),
                    subtitle.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                ])
            }
        }
        """

    /// A cell's class with outlets and no layout code of its own.
    static let cellSwift = """
        import UIKit

        final class TagCell: UITableViewCell {
            @IBOutlet weak var dot: UIView!

            func configure(color: UIColor) { dot.backgroundColor = color }
        }
        """

    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="tC0-01-aaa" customClass="TagCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="tC0-01-aaa" id="tC1-02-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tC2-03-ccc">
                                <rect key="frame" x="16" y="16" width="12" height="12"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="12" id="tK0-01-001"/>
                                    <constraint firstAttribute="height" constant="12" id="tK0-01-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tC2-03-ccc" firstAttribute="leading" secondItem="tC1-02-bbb" secondAttribute="leadingMargin" id="tK0-01-003"/>
                            <constraint firstItem="tC2-03-ccc" firstAttribute="centerY" secondItem="tC1-02-bbb" secondAttribute="centerY" id="tK0-01-004"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="dot" destination="tC2-03-ccc" id="tO0-01-001"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// The four sources in a fresh folder, as an app keeps them.
    static func app() throws -> String {
        let folder = TemporaryFolder.name("owned-class").path
        let files = [
            "App/Profile/SPProfileViewController.xib": controllerXib, "App/Profile/SPProfileViewController.swift": controllerSwift,
            "App/Cells/TagCell.xib": cellXib, "App/Cells/TagCell.swift": cellSwift,
        ]
        for (path, text) in files {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return folder
    }

    @Test func aXibAndItsOwningClassAreOneComponentWithIBViewsAndCodeConstraints() throws {
        let run = Importer.run(paths: [try Self.app()])
        #expect(run.components.map(\.name).sorted() == ["SPProfileViewController", "TagCell"])
        let profile = try #require(run.components.first { $0.name == "SPProfileViewController" })
        let body = try #require(profile.document.body)
        #expect(Set(body.items.map(\.name)) == ["avatar", "titleLabel", "badge"])
        let lines = Fixtures.lines(profile)
        // IB's constraints and the code's, on IB's views by their outlet names.
        #expect(lines.contains("titleLabel.leading == avatar.trailing + 8"))
        #expect(lines.contains("badge.top == avatar.top"))
        #expect(lines.contains("badge.trailing == avatar.trailing"))
        #expect(profile.interfaceBuilder != nil)
        // The Swift file's report says where its code went, and counts its constraints there.
        let swift = try #require(run.report.files.first { $0.path.hasSuffix("SPProfileViewController.swift") })
        #expect(swift.components.isEmpty)
        #expect(swift.mergedInto == ["SPProfileViewController"])
        #expect(swift.constraintsFound == 5 && swift.constraintsImported == 4)
        // An outlet the xib does not connect is no view of the component: its constraint is listed.
        let unconnected = try #require(swift.skipped.first { $0.construct.contains("subtitle") })
        #expect(unconnected.line == 19)
        #expect(unconnected.reason.contains("'subtitle' is an @IBOutlet that"))
        // One component, laid out without errors on every default device.
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("SPProfileViewController", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }

    @Test func aClassWithOutletsAndNoLayoutCodeAddsNoComponent() throws {
        let run = Importer.run(paths: [try Self.app()])
        #expect(run.components.filter { $0.name.hasPrefix("TagCell") }.count == 1)
        let cell = try #require(run.components.first { $0.name == "TagCell" })
        #expect(cell.document.body?.items.map(\.name) == ["dot"])
        #expect(run.report.files.first { $0.path.hasSuffix("TagCell.swift") }?.components == [])
    }
}

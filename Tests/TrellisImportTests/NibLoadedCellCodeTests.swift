import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 7, session 23: a cell class that has a xib and also builds its row in code
/// for when the app registers the class (`init(style:reuseIdentifier:)` → a stack of the same
/// label and switch, pinned to the content view). UIKit decodes the xib's cell with
/// `init(coder:)`: the code's stack is not in it. Merged into the xib's component, both
/// layouts held at once, and check reported the conflicts between them as the app's.
@Suite(.temporaryFolders) struct NibLoadedCellCodeTests {
    /// A settings row (Xcode 12, iPhone 11): a label and a switch, centred in the content view.
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="tG1-aa-001" customClass="ToggleRowCell" customModule="Settings" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="tG1-aa-001" id="tG1-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Notifications" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tG1-aa-003">
                                <rect key="frame" x="20" y="16" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tG1-aa-004">
                                <rect key="frame" x="345" y="10.5" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tG1-aa-003" firstAttribute="leading" secondItem="tG1-aa-002" secondAttribute="leading" constant="20" id="tG1-ab-001"/>
                            <constraint firstItem="tG1-aa-003" firstAttribute="centerY" secondItem="tG1-aa-002" secondAttribute="centerY" id="tG1-ab-002"/>
                            <constraint firstAttribute="trailing" secondItem="tG1-aa-004" secondAttribute="trailing" constant="18" id="tG1-ab-003"/>
                            <constraint firstItem="tG1-aa-004" firstAttribute="centerY" secondItem="tG1-aa-003" secondAttribute="centerY" id="tG1-ab-004"/>
                            <constraint firstItem="tG1-aa-004" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="tG1-aa-003" secondAttribute="trailing" constant="8" id="tG1-ab-005"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="tG1-aa-003" id="tG1-ac-001"/>
                        <outlet property="toggle" destination="tG1-aa-004" id="tG1-ac-002"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// The class: its row built again in code when it is registered by class, a font set as
    /// it wakes from the xib. `shared`: the row is built by a method both initializers call.
    /// `decodable`: false makes `init(coder:)` trap, as a class only ever registered by class does.
    static func cellSwift(shared: Bool, decodable: Bool = true) -> String {
        """
        import UIKit

        final class ToggleRowCell: UITableViewCell {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet private weak var toggle: UISwitch!

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                buildRow()
            }

            required init?(coder: NSCoder) {
                \(decodable ? "super.init(coder: coder)" : "fatalError(\"init(coder:) has not been implemented\")")
                \(shared ? "buildRow()" : "")
            }

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.font = .preferredFont(forTextStyle: .body)
            }

            private func buildRow() {
                let titleLabel = UILabel()
                self.titleLabel = titleLabel
                let toggle = UISwitch()
                self.toggle = toggle
                let rowStack = UIStackView(arrangedSubviews: [titleLabel, toggle])
                rowStack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(rowStack)
                NSLayoutConstraint.activate([
                    rowStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    rowStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                    rowStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                    rowStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                ])
            }
        }
        """
    }

    static func imported(_ swift: String, in name: String) throws -> ImportRun {
        let folder = TemporaryFolder.name(name).path
        for (path, text) in ["Settings/Rows/ToggleRowCell.xib": Self.cellXib, "Settings/Rows/ToggleRowCell.swift": swift] {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return Importer.run(paths: [folder])
    }

    @Test func aRowOnlyTheCodeInitializerBuildsIsNotInTheXibsCell() throws {
        let run = try Self.imported(Self.cellSwift(shared: false), in: "nib-cell-code-only")
        let cell = try #require(run.components.first { $0.name == "ToggleRowCell" })
        let body = try #require(cell.document.body)
        #expect(!body.items.contains { $0.name == "rowStack" }, "\(cell.text)")
        #expect(body.constraints.count == 5, "\(cell.text)")
        #expect(body.constraints.allSatisfy { $0.location?.file.hasSuffix(".xib") == true }, "\(cell.text)")
        // Said in the report, as never activated in this component (not as import's loss on the xib's views).
        let swift = try #require(run.report.files.first { $0.path.hasSuffix("ToggleRowCell.swift") })
        let findings = swift.skipped.filter { $0.reason.contains("init(coder:)") }
        #expect(findings.count == 4, "\(swift.skipped)")
        #expect(findings.allSatisfy { $0.reason.hasPrefix("never activated (") && $0.reason.contains("ToggleRowCell.xib") })
        let record = try #require(cell.record)
        #expect(record.lines.allSatisfy { $0.notImported == nil }, "\(record.lines)")
    }

    /// Built by a method `init(coder:)` calls too, the row is in the xib's cell as well.
    @Test func aRowBothInitializersBuildStaysInTheXibsCell() throws {
        let run = try Self.imported(Self.cellSwift(shared: true), in: "nib-cell-code-shared")
        let cell = try #require(run.components.first { $0.name == "ToggleRowCell" })
        let body = try #require(cell.document.body)
        #expect(body.items.contains { $0.name == "rowStack" }, "\(cell.text)")
        #expect(body.constraints.count == 9, "\(cell.text)")
    }

    /// A class whose `init(coder:)` traps is never decoded from the xib's cell (the app registers
    /// the class): its code's row is what runs, and stays in the component.
    @Test func aRowOfAClassThatCannotBeDecodedStaysInTheComponent() throws {
        let run = try Self.imported(Self.cellSwift(shared: false, decodable: false), in: "nib-cell-code-undecodable")
        let cell = try #require(run.components.first { $0.name == "ToggleRowCell" })
        let body = try #require(cell.document.body)
        #expect(body.items.contains { $0.name == "rowStack" }, "\(cell.text)")
        #expect(body.constraints.count == 9, "\(cell.text)")
    }
}

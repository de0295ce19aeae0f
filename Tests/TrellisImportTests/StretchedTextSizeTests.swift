import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7: a label whose recorded frame its constraints stretched (a cell designed on
/// a 600-pt canvas) does not take that frame as its intrinsic width: on a 320-pt device it
/// would have to compress against its sibling's equal compression resistance, a false
/// "width not determined" (element-ios ContactTableViewCell, BugReportViewController).
@Suite struct StretchedTextSizeTests {
    /// A contact cell as apps write it: an avatar, the name pinned between it and a role
    /// label, the role label pinned to the trailing edge. `nameWidth`: the name's recorded
    /// frame (489 stretched across the 600-pt canvas; 104 when IB sized it to its text).
    static func contactCell(nameWidth: Double) -> String {
        let roleX = 69 + nameWidth + 5
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="av1-aa-001">
                <rect key="frame" x="13" y="15" width="42" height="42"/>
                <constraints>
                    <constraint firstAttribute="width" constant="42" id="cw1-aa-001"/>
                    <constraint firstAttribute="height" constant="42" id="ch1-aa-001"/>
                </constraints>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Display name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nm1-aa-001">
                <rect key="frame" x="69" y="14" width="\(nameWidth)" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Admin" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="rl1-aa-001">
                <rect key="frame" x="\(roleX)" y="17" width="32" height="15"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        let trailing = nameWidth > 200 ? "" : "relation=\"greaterThanOrEqual\" "
        let constraints = """
            <constraint firstItem="av1-aa-001" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="13" id="cc1-aa-001"/>
            <constraint firstItem="av1-aa-001" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="top" constant="15" id="cc1-aa-002"/>
            <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="av1-aa-001" secondAttribute="bottom" constant="15" id="cc1-aa-003"/>
            <constraint firstItem="nm1-aa-001" firstAttribute="leading" secondItem="av1-aa-001" secondAttribute="trailing" constant="14" id="cc1-aa-004"/>
            <constraint firstItem="nm1-aa-001" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="top" constant="14" id="cc1-aa-005"/>
            <constraint firstItem="rl1-aa-001" firstAttribute="leading" secondItem="nm1-aa-001" secondAttribute="trailing" constant="5" id="cc1-aa-006"/>
            <constraint firstItem="rl1-aa-001" firstAttribute="centerY" secondItem="nm1-aa-001" secondAttribute="centerY" id="cc1-aa-007"/>
            <constraint firstAttribute="trailing" \(trailing)secondItem="rl1-aa-001" secondAttribute="trailing" constant="5" id="cc1-aa-008"/>
            """
        return ImportCheckNoiseTests.cellXib(name: "ContactCell", subviews: subviews, constraints: constraints)
            .replacingOccurrences(of: "width=\"320\"", with: "width=\"600\"")
    }

    static func importCell(nameWidth: Double) throws -> (ImportRun, Screen) {
        let folder = try ImportCheckNoiseTests.write(["App/ContactCell.xib": contactCell(nameWidth: nameWidth)])
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "ContactCell" })
        guard case .screen(let screen) = cell.document else { throw StretchedTextSizeError.notAScreen }
        return (run, screen)
    }

    /// The intrinsic widths the import gave the cell's views, smallest first.
    static func intrinsicWidths(in screen: Screen) -> [Double] {
        screen.body.items.compactMap { item -> Double? in
            guard case .view(let view) = item else { return nil }
            return view.intrinsicSize?.width
        }.sorted()
    }

    @Test func aLabelStretchedAcrossItsCanvasIsSizedByItsTextAndChecksCleanOnEveryDevice() throws {
        let (run, screen) = try Self.importCell(nameWidth: 489)
        // "Display name" in the headline style (17 pt): 12 characters at half the point size;
        // the role label, sized by its own text in IB, keeps its recorded 32.
        #expect(Self.intrinsicWidths(in: screen) == [32, 102], "\(Self.intrinsicWidths(in: screen))")
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("ContactCell", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors.map(\.message))")
        }
    }

    @Test func aLabelTheTextSizedKeepsItsRecordedWidth() throws {
        let (_, screen) = try Self.importCell(nameWidth: 104)
        #expect(Self.intrinsicWidths(in: screen) == [32, 104], "\(Self.intrinsicWidths(in: screen))")
    }

    @Test func theTextIsMeasuredFromItsFontOrItsTextStyle() {
        let label = IBElement(
            name: "label", attributes: ["text": "Send logs"],
            children: [IBElement(name: "fontDescription", attributes: ["key": "fontDescription", "pointSize": "13"], children: [], line: 2)],
            line: 1)
        #expect(StretchedTextSize.estimatedWidth(of: label) == 59)
        #expect(StretchedTextSize.width(of: label, frameWidth: 284) == 59)
        #expect(StretchedTextSize.width(of: label, frameWidth: 62) == 62)
        #expect(StretchedTextSize.textStyle("UICTFontTextStyleSubhead") == .subheadline)
        // A button keeps its frame: its image and insets size it too.
        let button = IBElement(
            name: "button", attributes: [:],
            children: [IBElement(name: "state", attributes: ["key": "normal", "title": "Go"], children: [], line: 2)],
            line: 1)
        #expect(StretchedTextSize.width(of: button, frameWidth: 300) == 300)
    }
}

enum StretchedTextSizeError: Error { case notAScreen }

/// The same in a horizontal stack, as cells write it: the label gives up its stretched width
/// only where it was the view the stack stretched.
@Suite struct StretchedTextInStackTests {
    /// A row stack of `first` and a "Label" label recorded 238 pt wide, pinned to the content view.
    static func rowCell(first: String) -> String {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st1-aa-001">
                <rect key="frame" x="16" y="11" width="288" height="21"/>
                <subviews>
                    \(first)
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-001">
                        <rect key="frame" x="50" y="0.0" width="238" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st1-aa-001" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="16" id="sc1-aa-001"/>
            <constraint firstAttribute="trailing" secondItem="st1-aa-001" secondAttribute="trailing" constant="16" id="sc1-aa-002"/>
            <constraint firstItem="st1-aa-001" firstAttribute="centerY" secondItem="H2p-sc-9uM" secondAttribute="centerY" id="sc1-aa-003"/>
            """
        return ImportCheckNoiseTests.cellXib(name: "RowCell", subviews: subviews, constraints: constraints)
    }

    static func labelWidth(first: String) throws -> Double? {
        let folder = try ImportCheckNoiseTests.write(["App/RowCell.xib": rowCell(first: first)])
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "RowCell" })
        guard case .screen(let screen) = cell.document else { throw StretchedTextSizeError.notAScreen }
        for case .view(let view) in screen.body.items where view.className == "UILabel" && view.intrinsicSize?.height == 21 {
            return view.intrinsicSize?.width
        }
        return nil
    }

    @Test func aStretchedLabelBesideAViewThatHugsHarderTakesItsTextsWidth() throws {
        // A price that hugs at 1000: the stack stretched the title, as wide as "Label" (5 characters at 17 pt).
        let price = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="251" text="$9" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pr1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="42" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        #expect(try Self.labelWidth(first: price) == 43)
    }

    @Test func aStretchedLabelBesideAViewWithoutIntrinsicWidthKeepsItsRecordedWidth() throws {
        // An image view without an image has no intrinsic width: UIKit would give it the room, IB gave it to the label.
        let image = """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="im1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
            </imageView>
            """
        #expect(try Self.labelWidth(first: image) == 238)
    }
}

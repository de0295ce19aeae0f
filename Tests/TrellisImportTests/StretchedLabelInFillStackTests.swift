import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 7, session 23: a title and a date in a horizontal stack (UIStackView's default
/// `fill`) on a cell designed on a 414-pt iPhone. The stack gives the room the date leaves to
/// the view of lowest hugging, the title: IB records it 279 pt wide for 13 characters. Taken as
/// its intrinsic width, title and date no longer fit on the 375-pt iPhone SE and tie in
/// compression resistance: a false "width not determined" UIKit never has with the real text.
@Suite(.temporaryFolders) struct StretchedLabelInFillStackTests {
    /// `dateHugging`: the date's horizontal hugging (251 hugs more than the title's default 250).
    static func dayCell(dateHugging: Int) -> String {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="dy1-aa-001">
                <rect key="frame" x="16" y="11" width="382" height="22"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Contact found" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dy1-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="279" height="22"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="\(dateHugging)" verticalHuggingPriority="251" text="3 days ago" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dy1-aa-003">
                        <rect key="frame" x="285" y="0.0" width="97" height="22"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="dy1-aa-001" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="16" id="dy1-ab-001"/>
            <constraint firstAttribute="trailing" secondItem="dy1-aa-001" secondAttribute="trailing" constant="16" id="dy1-ab-002"/>
            <constraint firstItem="dy1-aa-001" firstAttribute="centerY" secondItem="H2p-sc-9uM" secondAttribute="centerY" id="dy1-ab-003"/>
            """
        return ImportCheckNoiseTests.cellXib(name: "DayCell", subviews: subviews, constraints: constraints)
            .replacingOccurrences(of: "width=\"320\"", with: "width=\"414\"")
    }

    static func imported(dateHugging: Int) throws -> (ImportRun, Screen) {
        let folder = try ImportCheckNoiseTests.write(["App/DayCell.xib": dayCell(dateHugging: dateHugging)])
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "DayCell" })
        guard case .screen(let screen) = cell.document else { throw StretchedTextSizeError.notAScreen }
        return (run, screen)
    }

    @Test func theLabelTheStackStretchedTakesItsTextsWidthAndFitsOnTheSE() throws {
        let (run, screen) = try Self.imported(dateHugging: 251)
        let title = screen.body.items.compactMap { item -> ViewItem? in
            guard case .view(let view) = item, view.hugging.horizontal == .low else { return nil }
            return view
        }.first
        // "Contact found": 13 characters at half of 17 pt; the date, which IB sized to its text, keeps 97.
        #expect(title?.intrinsicSize?.width == 111, "\(screen.body.items)")
        #expect(
            screen.body.items.contains { item in
                guard case .view(let view) = item else { return false }
                return view.intrinsicSize?.width == 97
            })
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("DayCell", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors.map(\.message))")
        }
    }

    /// With equal hugging IB itself cannot tell which label takes the room: no rule applies.
    @Test func labelsOfEqualHuggingKeepTheirRecordedWidths() throws {
        let (_, screen) = try Self.imported(dateHugging: 250)
        let widths = screen.body.items.compactMap { item -> Double? in
            guard case .view(let view) = item else { return nil }
            return view.intrinsicSize?.width
        }.sorted()
        #expect(widths == [97, 279], "\(widths)")
    }
}

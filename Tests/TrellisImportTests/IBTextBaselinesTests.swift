import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Frames equal to Interface Builder's (issue 32, item 4): labels, buttons and text fields
/// get the baselines their fonts give them, so baseline alignments place them where IB does.
@Suite struct IBTextBaselinesTests {
    /// A section header under the banner: a 22-point bold title and a 13-point "SHOW ALL"
    /// button side by side in a stack aligned by their first baselines, at the frames IB
    /// records (the button 2.5 points lower, its baseline on the title's).
    static let headerXib = IBSimulatedFramesTests.controllerXib(
        device: "retina4_7", tools: "14868", width: 375, height: 667, bannerY: 0,
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-01-aaa" userLabel="header">
                <rect key="frame" x="16" y="80" width="343" height="30.5"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Discover" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-01-aaa" userLabel="title">
                        <rect key="frame" x="0.0" y="0.0" width="273" height="26.5"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="all-01-aaa" userLabel="showAll">
                        <rect key="frame" x="273" y="2.5" width="70" height="28"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                        <state key="normal" title="SHOW ALL"/>
                    </button>
                </subviews>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="hdr-01-aaa" firstAttribute="top" secondItem="bNr-01-aaa" secondAttribute="bottom" constant="20" id="hdr-t0-001"/>
            <constraint firstItem="hdr-01-aaa" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" constant="16" id="hdr-l0-002"/>
            <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="hdr-01-aaa" secondAttribute="trailing" constant="16" id="hdr-r0-003"/>
            """
    )

    static func view(_ name: String, in file: ImportedFile) -> ViewItem? {
        for item in file.components.first?.document.body?.items ?? [] {
            if case .view(let view) = item, view.name == name { return view }
        }
        return nil
    }

    // Without fonts the two views' bottoms would line up: the title 1.5 points too low.
    @Test func aBaselineAlignedStackPlacesAButtonWhereIBDrawsIt() throws {
        let file = IBSimulatedFramesTests.importDocument(Self.headerXib)
        #expect(try IBSimulatedFramesTests.mismatches(file).isEmpty)
        // San Francisco's ascender is 0.952 of the point size; a button centres its title's line.
        #expect(Self.view("title", in: file)?.baselines == Baselines(firstFromTop: 20.95, lastFromBottom: 5.31))
        #expect(Self.view("showAll", in: file)?.baselines == Baselines(firstFromTop: 18.62, lastFromBottom: 9.38))
        #expect(Self.view("banner", in: file)?.baselines == nil)
    }

    // A stretched label keeps its text's baseline where the text starts (IB records it so).
    @Test func aLabelsBaselineIsMeasuredFromItsTopWhateverItsHeight() throws {
        let label = IBElement(
            name: "label", attributes: ["text": "Discover"],
            children: [IBElement(name: "fontDescription", attributes: ["key": "fontDescription", "pointSize": "17"], children: [], line: 2)],
            line: 1)
        let short = IBTextBaselines.baselines(of: label, frame: Rect(x: 0, y: 0, width: 80, height: 20.5))
        let tall = IBTextBaselines.baselines(of: label, frame: Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(short == Baselines(firstFromTop: 16.19, lastFromBottom: 4.1))
        #expect(tall == short)
        let field = IBElement(name: "textField", attributes: [:], children: [], line: 1)
        // UITextField's 14-point default, centred in a 34-point field.
        #expect(
            IBTextBaselines.baselines(of: field, frame: Rect(x: 0, y: 0, width: 200, height: 34))
                == Baselines(firstFromTop: 21.98, lastFromBottom: 12.02))
    }
}

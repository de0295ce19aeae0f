import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Frames IB recorded that break the file's own required constraints (issue 32, item 4): a
/// stale record, which IB flags misplaced when it next opens the document. Such a view is
/// listed apart, not compared and never counted within the tolerance.
@Suite struct IBStaleRecordTests {
    /// A card pinned 16 from the leading edge, 40 below the banner, `width` wide by its own
    /// constraint; IB recorded it `recordedWidth` wide and did not flag it.
    static func cardXib(recordedWidth: Double, flag: String = "") -> String {
        let card = """
            <view contentMode="scaleToFill" \(flag)translatesAutoresizingMaskIntoConstraints="NO" id="cRd-01-aaa" userLabel="card">
                <rect key="frame" x="16" y="100" width="\(recordedWidth)" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="cRd-c0-001"/>
                    <constraint firstAttribute="height" constant="40" id="cRd-c0-002"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="cRd-01-aaa" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="16" id="cRd-c0-003"/>
            <constraint firstItem="cRd-01-aaa" firstAttribute="top" secondItem="bNr-01-aaa" secondAttribute="bottom" constant="40" id="cRd-c0-004"/>
            """
        return IBSimulatedFramesTests.controllerXib(
            device: "retina4_7", tools: "19455", width: 375, height: 667, bannerY: 0, subviews: card, constraints: constraints)
    }

    static func compare(_ xib: String) throws -> IBComparison.Result {
        let file = IBSimulatedFramesTests.importDocument(xib)
        let record = try #require(file.components.first?.interfaceBuilder)
        return try IBComparison.compare(record, library: LayoutLibrary(file.components.map(\.document)))
    }

    @Test func aRecordedFrameThatBreaksItsOwnConstraintIsListedApartAsStale() throws {
        let result = try Self.compare(Self.cardXib(recordedWidth: 180))
        #expect(result.stale.map(\.difference.name) == ["card"])
        #expect(result.stale.first?.constraint == "card.width == 200")
        #expect(result.stale.first?.line != nil)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
        #expect(result.compared == 2)  // owner, banner: the card is neither within nor differing
    }

    @Test func aRecordThatKeepsItsConstraintsIsCompared() throws {
        let result = try Self.compare(Self.cardXib(recordedWidth: 200))
        #expect(result.stale.isEmpty)
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
        #expect(result.compared == 3)
    }

    // A difference within the tolerance is IB's pixel grid, not a stale record.
    @Test func aRecordWithinHalfAPointOfItsConstraintIsCompared() throws {
        let result = try Self.compare(Self.cardXib(recordedWidth: 200.5))
        #expect(result.stale.isEmpty)
        #expect(result.compared == 3)
    }

    // IB's own flag comes first: a view it marks misplaced is listed there, once.
    @Test func aViewIBFlagsMisplacedIsNotListedStaleToo() throws {
        let result = try Self.compare(Self.cardXib(recordedWidth: 180, flag: #"misplaced="YES" "#))
        #expect(result.misplaced.map(\.name) == ["card"])
        #expect(result.stale.isEmpty)
    }

    // A constraint our solve breaks too conflicts or is overridden: the record is not stale
    // for it; nor for a scroll view's edges to a view inside it, its content's (ours keeps scroll.bottom == card.bottom).
    @Test(arguments: [(200.0, true), (180, false)])
    func aRecordIsStaleOnlyWhereOurSolveKeepsTheConstraint(solvedWidth: Double, stale: Bool) throws {
        let source = """
            screen Card {
                width 375
                height 667
                view scroll: UIScrollView
                view card: UIView in scroll
                card.width == 200
                card.top == owner.top + 10
                scroll.bottom == card.bottom
            }
            """
        guard case .screen(let screen)? = LayoutParser.parse(source, file: "Card.layout").document else {
            Issue.record("the fixture does not parse")
            return
        }
        let views = [
            InterfaceBuilderRecord.RecordedView(
                name: "owner", className: "UIView", frame: Rect(x: 0, y: 0, width: 375, height: 667), misplaced: false, ambiguous: false,
                line: 1),
            InterfaceBuilderRecord.RecordedView(
                name: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 375, height: 667), misplaced: false,
                ambiguous: false, line: 2),
            InterfaceBuilderRecord.RecordedView(
                name: "card", className: "UIView", frame: Rect(x: 0, y: 10, width: 180, height: 40), misplaced: false, ambiguous: false,
                line: 3),
        ]
        let record = InterfaceBuilderRecord(
            component: "Card", source: "Card.xib:1", device: nil, landscape: false, width: 375, height: 667, safeArea: [], scale: 2,
            views: views)
        let solved = [
            "owner": Rect(x: 0, y: 0, width: 375, height: 667), "card": Rect(x: 0, y: 10, width: solvedWidth, height: 40),
            "scroll": Rect(x: 0, y: 0, width: 375, height: 50),
        ]
        let broken = IBStaleRecords.broken(
            in: screen, record: record, solved: solved, environment: IBComparison.environment(for: record))
        #expect(broken.map(\.constraint.layoutText) == (stale ? ["card.width == 200"] : []))
    }
}

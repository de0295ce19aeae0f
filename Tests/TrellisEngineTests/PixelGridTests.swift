import Testing
import TrellisModel
@testable import TrellisEngine

/// Frames on the device's pixel grid, as UIKit sets them from Auto Layout's values
/// (issue 32, item 4): each edge to the nearest 1/scale point, in the superview's
/// coordinates; layout guides and scale-less environments keep the engine's values.
@Suite struct PixelGridTests {
    static let panel = library(
        """
        screen Panel {
            view box: UIView
            view dot: UIView in box

            box.leading == owner.leading + 10.3
            box.top == owner.top + 40.2
            box.width == 100.25
            box.height == 20
            dot.leading == box.leading + 0.3
            dot.top == box.top
            dot.width == 4
            dot.height == 4
        }
        """)

    @Test func edgesGoToTheNearestPixelHalvesAwayFromZero() {
        let grid = { (rect: Rect, scale: Double) in _PixelGrid.aligned(rect, origin: (0, 0), alignedOrigin: (0, 0), scale: scale) }
        #expect(grid(rect(0.25, 10.3, 100.5, 20), 2) == rect(0.5, 10.5, 100.5, 20))
        #expect(grid(rect(0, 292.875, 414, 232.875), 2) == rect(0, 293, 414, 233))
        #expect(grid(rect(950.2, 950.25, 173.25, 8), 2) == rect(950, 950.5, 173.5, 8))
        #expect(_PixelGrid.rounded(173.25, scale: 3) == 173.333333)
        #expect(_PixelGrid.rounded(-0.25, scale: 2) == -0.5)
    }

    // box: x 10.3 → 10.5 and its width 100.25 from edges 10.5 … 110.5 (110.55 rounds down);
    // dot: 0.3 inside box → 0.5, placed on box's rounded x (11), not 10.6 rounded alone (10.5).
    @Test func viewsAreRoundedOnTheDevicesGridInTheirSuperviewsCoordinates() throws {
        let solution = try solve("Panel", in: iPhoneSE, library: Self.panel)
        expectFrame(solution, "box", rect(10.5, 40, 100, 20))
        expectFrame(solution, "dot", rect(11, 40, 4, 4))
        #expect(solution.item("dot")?.relative == rect(0.5, 0, 4, 4))
    }

    @Test func aThreeXDeviceRoundsToThirds() throws {
        let solution = try solve("Panel", in: iPhone16, library: Self.panel)
        let box = try #require(solution["box"])
        #expect(abs(box.x - 31 / 3.0) < 1e-5)
        #expect(abs(box.maxX - 332 / 3.0) < 1e-5)
        #expect(abs(box.y - 40.333333) < 1e-5)
    }

    @Test func anEnvironmentWithoutAScaleKeepsTheEnginesValues() throws {
        #expect(Environment.size(375, 667).scale == nil)
        #expect(iPhoneSE.scale == 2 && iPhone16.scale == 3 && device("iPhone-11").scale == 2)
        let solution = try solve("Panel", in: .size(375, 667), library: Self.panel)
        expectFrame(solution, "box", rect(10.3, 40.2, 100.25, 20))
        expectFrame(solution, "dot", rect(10.6, 40.2, 4, 4))
    }
}

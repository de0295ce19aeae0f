import Testing
import TrellisModel
@testable import TrellisEngine

/// A multiplied position is taken in the coordinates of the two items' nearest common
/// superview, as Auto Layout takes it (issue 32, item 4): a panel 10 in from the root with
/// three buttons placed at fractions of its width, the form a real app's xib uses.
@Suite struct MultipliedPositionTests {
    static let panel = """
        screen DeviceDetails {
            view panel: UIView
            view cancel: UIButton in panel {
                intrinsic 30 x 30
            }
            view rename: UIButton in panel {
                intrinsic 56 x 30
            }
            view middle: UIView in panel

            panel.leading == owner.leading + 10
            owner.trailing == panel.trailing + 10
            panel.top == owner.top + 74
            panel.height == 250
            panel.centerX == cancel.centerX * 4
            panel.centerX == rename.centerX * 0.8
            cancel.bottom == panel.bottom - 10
            rename.bottom == panel.bottom - 10
            middle.centerY == panel.centerY * 1
            middle.centerX == panel.centerX * 0.5
            middle.width == 20
            middle.height == 20
        }
        """

    // On a 600 × 600 root the panel is (10, 74, 580 × 250); its own centre is 290, so the
    // cancel button's centre is 290 / 4 = 72.5 in it (x 57.5 + 10 = 67.5 in the root) and
    // the rename button's 290 / 0.8 = 362.5 (x 334.5 + 10 = 344.5): Interface Builder's
    // recorded frames. A centre at half the panel's is 145 in it, 155 in the root.
    @Test func aMultipliedPositionIsMeasuredInTheCommonSuperview() throws {
        let environment = Environment(name: "canvas", width: 600, height: 600, safeArea: .zero)
        let solution = try solve("DeviceDetails", in: environment, library: library(Self.panel))
        expectFrame(solution, "panel", rect(10, 74, 580, 250))
        expectFrame(solution, "cancel", rect(67.5, 284, 30, 30))
        expectFrame(solution, "rename", rect(344.5, 284, 56, 30))
        expectFrame(solution, "middle", rect(145, 189, 20, 20))
    }

    // In the root the common superview is the root, whose origin is 0: unchanged.
    @Test func aMultipliedPositionInTheRootIsUnchanged() throws {
        let lib = library(
            """
            screen Grid {
                view dot: UIView

                dot.centerX == owner.centerX * 0.5
                dot.centerY == owner.centerY * 0.5
                dot.width == 10
                dot.height == 10
            }
            """)
        let solution = try solve("Grid", in: Environment(name: "canvas", width: 400, height: 600, safeArea: .zero), library: lib)
        expectFrame(solution, "dot", rect(95, 145, 10, 10))
    }
}

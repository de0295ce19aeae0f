import Testing
import TrellisModel

@testable import TrellisEngine

/// A stack with a size of its own (`intrinsic`: a `UIStackView` subclass's
/// `intrinsicContentSize`, or IB's placeholder for the views its class arranges at run time,
/// as a PIN screen's progress dots) has it as a view has: before, the engine ignored it and
/// everything stacked with it was "vertical position not determined".
struct StackIntrinsicSizeTests {
    static let pinScreen = """
        screen PinScreen {
            stack column: vertical {
                arranged title, dots, message
                alignment center
                spacing 25
            }
            view title: UILabel {
                intrinsic 48 x 24
            }
            stack dots: horizontal {
                distribution fillEqually
                spacing 24
                intrinsic none x 50
            }
            view message: UILabel {
                intrinsic 190 x 18
            }

            column.centerX == owner.centerX
            column.centerY == owner.centerY
        }
        """

    @Test func anEmptyStackWithAnIntrinsicSizeIsSizedByIt() throws {
        let solution = try solve("PinScreen", in: iPhoneSE, library: library(Self.pinScreen))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        // 24 + 25 + 50 + 25 + 18 = 142, centred in 667.
        expectFrame(solution, "column", rect(92.5, 262.5, 190, 142))
        expectFrame(solution, "dots", rect(187.5, 311.5, 0, 50))
    }

    // A stack's arranged views size it: its intrinsic size stood for them and is not added beside them.
    @Test func arrangedViewsSizeAStackWithAnIntrinsicSize() throws {
        let arranged = Self.pinScreen.replacingOccurrences(of: "distribution fillEqually", with: "arranged dot")
            .replacingOccurrences(of: "view message: UILabel {", with: "view dot: UIView {\n        intrinsic 12 x 12\n    }\n    view message: UILabel {")
        let solution = try solve("PinScreen", in: iPhoneSE, library: library(arranged))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        #expect(solution.item("dots")?.frame.height == 12)
    }
}

import Testing
import TrellisModel

@testable import TrellisEngine

/// A hidden arranged view with a required length of its own along its stack's axis: UIKit's
/// `UISV-hiding` collapses it to 0 with a required constraint, and logs the pair as
/// unsatisfiable each time it hides it. The conflict says so, naming the hidden view and its
/// stack, so the user does not look for a constraint of their own that sizes it 0.
struct StackHidingConflictTests {
    static let cell = """
        screen EpisodeRow {
            stack info: horizontal {
                arranged title, starBadge
                spacing 4
            }
            view title: UILabel {
                intrinsic 80 x 20
            }
            view starBadge: UIImageView {
                hidden
            }

            info.top == owner.top
            info.leading == owner.leading
            starBadge.width == 16
            starBadge.height == 16
        }
        """

    @Test func aHiddenViewsRequiredWidthConflictNamesTheStacksHiding() throws {
        let solution = try solve("EpisodeRow", in: iPhoneSE, library: library(Self.cell))
        let conflict = try #require(solution.errors.first { $0.kind == .unsatisfiable }, "\(solution.diagnostics)")
        #expect(conflict.message.contains("starBadge is hidden: stack info holds it at width 0"), "\(conflict.message)")
        #expect(conflict.message.contains("UISV-hiding"))
    }
}

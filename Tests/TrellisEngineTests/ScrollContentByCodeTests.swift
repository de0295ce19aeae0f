import Testing
import TrellisModel

@testable import TrellisEngine

/// A scroll view whose views no constraint places has its content laid out in code (frames
/// and `contentSize`, as a zoomable image viewer does): UIKit asks nothing of its content
/// guide, so only the unplaced view itself is reported, not the content size as well.
struct ScrollContentByCodeTests {
    @Test func aScrollViewWhoseViewsNoConstraintPlacesLeavesItsContentToCode() throws {
        let lib = library(
            """
            screen Viewer {
                view scroll: UIScrollView
                view image: UIImageView in scroll

                scroll.edges == owner.edges
            }
            """)
        let solution = try solve("Viewer", in: iPhoneSE, library: lib)
        #expect(!solution.errors.contains { $0.items.contains("scroll.contentGuide") }, "\(solution.errors)")
        #expect(solution.errors.contains { $0.kind == .ambiguous && $0.items == ["image"] })
    }

    // One constrained view inside is enough: its constraints must then decide the content size.
    @Test func aConstrainedViewInsideStillNeedsTheContentSize() throws {
        let lib = library(
            """
            screen Viewer {
                view scroll: UIScrollView
                view image: UIImageView in scroll
                view caption: UILabel in scroll {
                    intrinsic 80 x 20
                }

                scroll.edges == owner.edges
                caption.top == scroll.contentGuide.top
                caption.leading == scroll.contentGuide.leading
            }
            """)
        let solution = try solve("Viewer", in: iPhoneSE, library: lib)
        #expect(solution.errors.contains { $0.kind == .ambiguous && $0.items == ["scroll.contentGuide"] })
    }
}

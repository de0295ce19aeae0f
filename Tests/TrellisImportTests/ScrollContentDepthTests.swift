import Testing
import TrellisModel
@testable import TrellisImport

/// UIKit attaches an edge constraint between a scroll view and any view inside it — not only
/// its own subviews — to its content area (pocket-casts AddCustomViewController: a stack in
/// the scroll view's background view, pinned to the scroll view's bottom, sizes its content).
@Suite struct ScrollContentDepthTests {
    static func draft() -> ComponentDraft {
        var draft = ComponentDraft(name: "Form", kind: .screen)
        draft.items = [
            .view(ViewItem(name: "scroll", className: "UIScrollView")),
            .view(ViewItem(name: "background", className: "UIView", parent: "scroll")),
            .stack(StackItem(view: ViewItem(name: "stack", className: "UIStackView", parent: "background"), axis: .vertical, arranged: ["field"])),
            .view(ViewItem(name: "field", className: "UITextField")),
            .view(ViewItem(name: "badge", className: "UIView")),
        ]
        draft.constraints = [
            LayoutConstraint(Anchor("scroll", .bottom), .equal, Anchor("stack", .bottom)),
            LayoutConstraint(Anchor("field", .leading), .equal, Anchor("scroll", .leading), constant: 8),
            LayoutConstraint(Anchor("badge", .top), .equal, Anchor("scroll", .top)),
            LayoutConstraint(Anchor("stack", .width), .equal, Anchor("scroll", .width)),
        ]
        return draft
    }

    @Test func edgesOfAViewDeepInsideAScrollViewAttachToItsContentGuide() {
        let texts = ScrollContentEdges.attached(Self.draft()).constraints.map(LayoutPrinter.constraintText)
        // A grandchild, and an arranged view of a stack inside it: the content's edges.
        #expect(texts.contains("scroll.contentGuide.bottom == stack.bottom"))
        #expect(texts.contains("field.leading == scroll.contentGuide.leading + 8"))
        // A view outside the scroll view, and a width: the frame's.
        #expect(texts.contains("badge.top == scroll.top"))
        #expect(texts.contains("stack.width == scroll.width"))
    }
}

import TrellisModel

/// Which stand-in intrinsic sizes (`SwiftViewClasses.placeholderIntrinsic`) stand for content
/// import does not know: a label's or text view's text, a button's title and image, a text
/// field's text, a segmented control's segments, a page control's pages. A switch, stepper or
/// activity indicator is as large as UIKit draws it whatever the app sets: its size is the real one.
enum SwiftStandInSizes {
    static let contentSized: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UISegmentedControl", "UIPageControl"]

    /// The views of `items` given a stand-in (`placeholders`) whose class sizes itself to its content.
    static func names(in items: [Item], placeholders: [String]) -> Set<String> {
        let given = Set(placeholders)
        return Set(
            items.compactMap { item in
                guard case .view(let view) = item, given.contains(view.name), contentSized.contains(view.uikitClass) else { return nil }
                return view.name
            })
    }
}

import TrellisEngine
import TrellisModel

/// Where UIKit puts the baselines of a label, button or text field IB drew, from the font its
/// element names. IB stores no baselines; without them the engine aligns a view's bottom edge
/// for `firstBaseline`/`lastBaseline` (as Auto Layout does for views without text), so a
/// 30-point button beside a 20.5-point label in a baseline-aligned stack sat 10 points too low.
///
/// The font's metrics are San Francisco's, the system font (2048 units a point: ascender 1950,
/// descender 494, no leading — `UIFont.systemFont(ofSize: 17)` has ascender 16.19 and
/// descender 4.10), at any weight; a custom font is taken at the same proportions.
/// - A label measures its first baseline from its top and its last from its bottom whatever its
///   height: IB records a label stretched to 32.5 points with its baseline 21 points down, where
///   a button beside it puts its own (pocket-casts SmallPagedListSummaryViewController).
/// - A button or text field centres its text vertically, so its baselines are measured from the
///   text's line centred in the frame IB recorded (a button's height rarely changes).
enum IBTextBaselines {
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048

    /// The baselines of `element` drawn at `frame`; nil for an element without text.
    static func baselines(of element: IBElement, frame: Rect) -> Baselines? {
        let centred: Bool
        let size: Double
        switch element.name {
        case "label":
            centred = false
            size = firstFontSize(of: element) ?? StretchedTextSize.pointSize(of: element)
        case "button":
            // UIButton's title is 15-point system text unless the element names a font.
            centred = true
            size = fontSize(element.child("fontDescription", key: "fontDescription")) ?? 15
        case "textField":
            // UITextField's default font is 14-point system text.
            centred = true
            size = fontSize(element.child("fontDescription", key: "fontDescription")) ?? 14
        default:
            return nil
        }
        let ascent = size * ascender, descent = size * descender
        let lead = centred ? max(0, (frame.height - ascent - descent) / 2) : 0
        return Baselines(firstFromTop: rounded(lead + ascent), lastFromBottom: rounded(lead + descent))
    }

    /// `pointSize="13"`, or a text style's size at the default Dynamic Type size; nil without
    /// a font description or for one that names neither.
    private static func fontSize(_ font: IBElement?) -> Double? {
        guard let font else { return nil }
        if let size = font.number("pointSize"), size > 0 { return size }
        if let style = font["style"].flatMap(StretchedTextSize.textStyle) { return ContentSizeCategory.large.pointSize(of: style) }
        return nil
    }

    /// The first fragment's `NSFont` of an attributed text: its first line's font.
    private static func firstFontSize(of element: IBElement) -> Double? {
        let fragment = element.child("attributedString", key: "attributedText")?.children("fragment").first
        return fragment?.child("attributes")?.child("font", key: "NSFont")?.number("size")
    }

    /// Two decimals: the `.layout` keeps a readable number, a hundredth of a point off at most.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

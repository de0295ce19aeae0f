import TrellisEngine

/// The height of one line of a label in the system font, as UIKit gives its intrinsic
/// content size: the font's `lineHeight` (San Francisco's is 1.193359375 × the point size,
/// 20.287 at 17 points) rounded up to the device's pixel grid (20.5 at 2x, 20.333 at 3x).
///
/// IB does not store a label's intrinsic size, so import takes it from the recorded frame;
/// but a frame that a stack or a pair of constraints stretched is no intrinsic size (a
/// one-line 17-point label recorded 51.5 high in a proportional stack would ask for 51.5
/// wherever it is placed). Such a label takes its one-line height instead. Real apps' one-line
/// labels record exactly these heights: 14.5 at 12 points, 16 at 13, 17 at 14, 18 at 15,
/// 19.5 at 16, 20.5 at 17 (2x), whatever the weight, and the text styles their sizes at the
/// default Dynamic Type size.
enum IBLabelLineHeight {
    static let lineHeightPerPoint = 1.193359375

    /// Point sizes of the text styles at the default content size category.
    static let textStyles: [String: Double] = [
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleTitle0": 34,
    ]

    /// The one-line height of a label the frame stretched, nil when the frame may be its
    /// size (it is not taller than its text, the font is not the system font, or the text
    /// may wrap: several lines allowed and a text that might not fit the recorded width).
    static func stretchedLabelHeight(_ element: IBElement, frame: Rect, scale: Double) -> Double? {
        guard element.name == "label", element.child(key: "attributedText") == nil,
            let size = pointSize(of: element)
        else { return nil }
        let line = (size * lineHeightPerPoint * scale).rounded(.up) / scale
        guard frame.height > line + 1 else { return nil }
        let lines = element.number("numberOfLines") ?? 1
        if lines != 1 {
            // A text in a `<string key="text">` element has line breaks; an attribute's is one
            // line, and fits when even a generous width of it does (SF's average glyph is under 0.6 em).
            guard let text = element["text"], Double(text.count) * size * 0.6 <= frame.width else { return nil }
        }
        return line
    }

    /// `<fontDescription type="system" pointSize="17"/>` or `style="UICTFontTextStyleBody"`; nil for a named font.
    static func pointSize(of element: IBElement) -> Double? {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return nil }
        if let style = font["style"] { return textStyles[style] }
        guard let type = font["type"], ["system", "boldSystem", "italicSystem"].contains(type) else { return nil }
        return font.number("pointSize").flatMap { $0 > 0 ? $0 : nil }
    }
}

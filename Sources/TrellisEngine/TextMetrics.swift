import TrellisModel

/// Text measured without fonts, deterministically. The metric (Docs/Engine.md, "Text"):
/// - a text style's point size comes from iOS's Dynamic Type table at the content size
///   category (`ContentSizeCategory`); `font N` is N points at every category;
/// - a line is `ceil(1.2 × size)` points tall (SF's `lineHeight` is about 1.19 × size);
/// - every character is `0.5 × size` points wide (SF's average glyph over mixed text);
///   a line's width is rounded up to a whole point, as UIKit rounds intrinsic sizes up;
/// - text wraps at whole characters: `floor(width / glyph)` per line (at least one).
struct _TextMeasure: Hashable, Sendable {
    var characters: Int
    var pointSize: Double
    /// `numberOfLines` in force: 0 = unlimited.
    var lines: Int
    /// Room around the text inside the view: a text view's container inset (8 top and
    /// bottom) and line fragment padding (5 a side); a button's content insets (6 top and
    /// bottom). Labels have none.
    var horizontalPadding: Double
    var verticalPadding: Double

    var glyphWidth: Double { pointSize * 0.5 }
    var lineHeight: Double { (pointSize * 1.2).rounded(.up) }
    var oneLineWidth: Double { (Double(characters) * glyphWidth).rounded(.up) }
    var isMultiLine: Bool { lines != 1 }

    /// Lines the text needs at `width` (the text's own width, padding excluded) without a
    /// line limit.
    func neededLines(atWidth width: Double) -> Int {
        guard characters > 0 else { return 0 }
        let perLine = max(1, Int((width + 1e-6) / glyphWidth))
        return (characters + perLine - 1) / perLine
    }

    /// The intrinsic size (padding included) with `preferredMaxLayoutWidth` = `width` (the
    /// view's width); nil width: the first pass, before any width is known — one line.
    func intrinsicSize(preferredWidth width: Double?) -> (width: Double, height: Double) {
        guard characters > 0 else { return (horizontalPadding, verticalPadding) }
        guard isMultiLine, let width, oneLineWidth > width - horizontalPadding + 1e-6 else {
            return (oneLineWidth + horizontalPadding, lineHeight + verticalPadding)
        }
        let available = max(width - horizontalPadding, glyphWidth)
        let perLine = max(1, Int((available + 1e-6) / glyphWidth))
        var count = (characters + perLine - 1) / perLine
        if lines > 0 { count = min(count, lines) }
        let lineWidth = min(oneLineWidth, (Double(perLine) * glyphWidth).rounded(.up))
        return (lineWidth + horizontalPadding, Double(count) * lineHeight + verticalPadding)
    }

    /// What the view measures, or nil when its text does not size it (no text content, an
    /// explicit `intrinsic`, a scrolling text view).
    static func of(_ view: ViewItem, category: ContentSizeCategory) -> _TextMeasure? {
        guard let text = view.text, view.intrinsicSize == nil else { return nil }
        if view.uikitClass == "UITextView", view.isScrollEnabled { return nil }
        let size: Double
        switch text.font ?? .style(.body) {
        case .style(let style): size = category.pointSize(of: style)
        case .size(let points): size = points
        }
        switch view.uikitClass {
        case "UITextView":
            return _TextMeasure(
                characters: text.characterCount, pointSize: size, lines: text.lines ?? 0,
                horizontalPadding: 10, verticalPadding: 16)
        case "UIButton":
            return _TextMeasure(
                characters: text.characterCount, pointSize: size, lines: text.lines ?? 1,
                horizontalPadding: 0, verticalPadding: 12)
        default:
            return _TextMeasure(
                characters: text.characterCount, pointSize: size, lines: text.lines ?? 1,
                horizontalPadding: 0, verticalPadding: 0)
        }
    }
}

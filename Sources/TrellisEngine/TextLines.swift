/// The lines a view's text is drawn in, as laid out, by the same metric that sized the
/// view (Docs/Engine.md, "Text"): for wireframes and for reading where text wrapped or was cut.
///
/// A label's lines are centred vertically in its frame and start at its leading edge; a
/// text view's start inside its container inset (5, 8); a button's title is centred. Only
/// the lines the view shows are listed: `lines N` and the frame's height cut the rest, and
/// the last line shown then ends in "…" (UILabel's `.byTruncatingTail`).
public struct TextLines: Hashable, Sendable, Codable {
    public struct Line: Hashable, Sendable, Codable {
        /// The line's characters from the sample (`text "…"`), "…" included when truncated;
        /// nil when the file gives only a count (`text 60`).
        public var text: String?
        /// Characters on the line, the "…" included.
        public var characters: Int
        /// The line's box in the root's coordinates: as wide as its characters, one line tall.
        public var frame: Rect
        public var isTruncated: Bool

        public init(text: String?, characters: Int, frame: Rect, isTruncated: Bool) {
            self.text = text
            self.characters = characters
            self.frame = frame
            self.isTruncated = isTruncated
        }
    }

    /// The font's point size at the layout's content size category.
    public var pointSize: Double
    public var lineHeight: Double
    public var lines: [Line]
    /// Lines the text needs at this width, shown or not.
    public var neededLines: Int

    public init(pointSize: Double, lineHeight: Double, lines: [Line], neededLines: Int) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.lines = lines
        self.neededLines = neededLines
    }

    public var isTruncated: Bool { lines.last?.isTruncated ?? false }
}

extension _TextMeasure {
    /// How the text is placed inside a view's box.
    enum Placement { case label, textView, button }

    /// The lines drawn in `frame`, wrapping at whole characters as ``neededLines(atWidth:)``
    /// counts them; `sample` gives their characters when the file has one.
    func lines(in frame: Rect, sample: String?, placement: Placement, rightToLeft: Bool) -> TextLines {
        let insetX = horizontalPadding / 2, insetY = verticalPadding / 2
        let available = max(frame.width - horizontalPadding, 0)
        let perLine = isMultiLine ? max(1, Int((available + 1e-6) / glyphWidth)) : max(characters, 1)
        let needed = isMultiLine ? neededLines(atWidth: available) : (characters > 0 ? 1 : 0)
        var shown = lines > 0 ? min(needed, lines) : needed
        // Lines past the frame's height are cut; the first is drawn (clipped) even when the
        // frame is shorter than a line.
        let fitting = Int((max(frame.height - verticalPadding, 0) + 0.5) / lineHeight)
        if frame.height > 0 { shown = min(shown, max(fitting, 1)) } else { shown = 0 }
        // One line narrower than its text (lines 1) is cut at the width, its last glyph "…".
        let widthLimit = max(1, Int((available + 1e-6) / glyphWidth))
        let characters = Array(sample ?? "")
        var result: [TextLines.Line] = []
        var start = 0
        let blockHeight = Double(shown) * lineHeight
        let top: Double
        switch placement {
        case .textView: top = frame.y + insetY
        case .label, .button: top = frame.y + (frame.height - blockHeight) / 2
        }
        for index in 0..<shown {
            var count = min(perLine, self.characters - start)
            var truncated = false
            if index == shown - 1, start + count < self.characters { truncated = true }
            if !isMultiLine, count > widthLimit {
                count = widthLimit
                truncated = true
            }
            var text: String? = nil
            if !characters.isEmpty {
                let end = min(start + count, characters.count)
                let piece = start < end ? String(characters[start..<end]) : ""
                text = truncated ? String(piece.dropLast()) + "…" : piece
            }
            let width = min((Double(count) * glyphWidth).rounded(.up), available)
            let x: Double
            switch placement {
            case .button: x = frame.x + (frame.width - width) / 2
            case .label, .textView: x = rightToLeft ? frame.maxX - insetX - width : frame.x + insetX
            }
            result.append(
                TextLines.Line(
                    text: text, characters: count,
                    frame: Rect(x: Rect.snap(x), y: Rect.snap(top + Double(index) * lineHeight), width: width, height: lineHeight),
                    isTruncated: truncated
                ))
            start += count
        }
        return TextLines(pointSize: pointSize, lineHeight: lineHeight, lines: result, neededLines: needed)
    }
}

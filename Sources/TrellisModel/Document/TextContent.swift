/// What a view with text shows, for measuring it without fonts: a `UILabel`, a
/// `UITextView` with `scrolls off`, a `UIButton`'s title. Each field is as written
/// (nil: not written), so `fmt` prints back exactly what the file says.
///
/// ```
/// view message: UILabel {
///     text 140        // 140 characters (or: text "Sample message")
///     font body       // a text style, or a point size: font 15
///     lines 0         // numberOfLines; 0 = as many as needed
/// }
/// ```
public struct TextContent: Hashable, Sendable {
    public var sample: TextSample?
    public var font: TextFont?
    /// `numberOfLines`; nil: the class's default (1 for a label or a button, 0 for a text view).
    public var lines: Int?

    public init(sample: TextSample? = nil, font: TextFont? = nil, lines: Int? = nil) {
        self.sample = sample
        self.font = font
        self.lines = lines
    }

    /// How many characters are measured: the count written, or the sample's characters.
    public var characterCount: Int {
        switch sample {
        case .characters(let count): return count
        case .text(let text): return text.count
        case nil: return 0
        }
    }
}

/// `text 42` (a length) or `text "Sample"` (a sample whose characters are counted).
public enum TextSample: Hashable, Sendable {
    case characters(Int)
    case text(String)
}

/// `font body` (a Dynamic Type text style) or `font 15` (a fixed point size, which does
/// not scale with the content size category, as `UIFont.systemFont(ofSize:)`).
public enum TextFont: Hashable, Sendable {
    case style(TextStyle)
    case size(Double)

    /// How the format writes it: `body`, `15`.
    public var text: String {
        switch self {
        case .style(let style): return style.rawValue
        case .size(let size): return LayoutNumber.format(size)
        }
    }
}

/// `UIFont.TextStyle`, by the names the format uses.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}

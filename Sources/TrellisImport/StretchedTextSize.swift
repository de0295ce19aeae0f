import TrellisEngine
import TrellisModel

/// The intrinsic width of a label or text field whose recorded frame its constraints
/// stretched. IB stores no intrinsic size, so the frame stands in for it (`IBViewClasses`);
/// but a label pinned on both sides in a 600-pt canvas is recorded 489 pt wide for the text
/// "Display name". Taken as its intrinsic width, it must compress on a 375-pt device and ties
/// with a sibling's compression resistance: a false "width not determined". UIKit measures
/// the text (about 100 pt) and nothing compresses.
///
/// The text is estimated with the engine's text metric (Docs/Engine.md, "Text": half the
/// point size per character). The frame is kept unless it is far wider than that estimate
/// could be wrong by (2.5 × + 40 pt): a frame that its text sized stays exact, and so does one
/// a little wider (a stack or a fitting size may give it that room, which the frame keeps).
/// Heights and buttons keep their frames: measured on element-ios, replacing them moved
/// views in stacks away from IB's frames.
enum StretchedTextSize {
    /// The size to use as intrinsic for `element` recorded at `frame`.
    static func size(of element: IBElement, frame: Rect) -> (width: Double?, height: Double?) {
        (width(of: element, frameWidth: frame.width), frame.height)
    }

    /// The width to use as intrinsic for `element` recorded `frameWidth` wide.
    static func width(of element: IBElement, frameWidth: Double) -> Double {
        guard let estimate = estimatedWidth(of: element), frameWidth > estimate * 2.5 + 40 else { return frameWidth }
        return estimate
    }

    /// The text's one-line width plus the text field's border insets; nil when the element's
    /// text is not known here (not a label or text field, multi-line character data).
    static func estimatedWidth(of element: IBElement) -> Double? {
        switch element.name {
        case "label":
            if let text = element["text"] { return lineWidth(text, pointSize: pointSize(of: element)) }
            return attributedWidth(of: element)
        case "textField":
            // UITextField measures its text, else its placeholder; a rounded border adds its insets.
            let text = [element["text"], element["placeholder"]].compactMap { $0 }.max { $0.count < $1.count } ?? ""
            let padding: Double = element["borderStyle"] == "roundedRect" ? 14 : 0
            return lineWidth(text, pointSize: pointSize(of: element)) + padding
        default:
            return nil
        }
    }

    /// The fragments of `<attributedString key="attributedText">`, each at its own `NSFont` size.
    /// nil for a multi-line `<string key="text">` or fragment: character data, which the reader
    /// does not keep.
    private static func attributedWidth(of element: IBElement) -> Double? {
        guard let attributed = element.child("attributedString", key: "attributedText") else { return nil }
        var width = 0.0
        for fragment in attributed.children("fragment") {
            guard let content = fragment["content"] else { return nil }
            let font = fragment.child("attributes")?.child("font", key: "NSFont")
            width += lineWidth(content, pointSize: font?.number("size") ?? pointSize(of: element))
        }
        return width
    }

    private static func lineWidth(_ text: String, pointSize: Double) -> Double {
        (Double(text.count) * pointSize * 0.5).rounded(.up)
    }

    /// `<fontDescription key="fontDescription">`: `pointSize="13"`, or `style="UICTFontTextStyleHeadline"`
    /// at the default text size; 17 pt (UIKit's label default) without one.
    static func pointSize(of element: IBElement) -> Double {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return 17 }
        if let size = font.number("pointSize"), size > 0 { return size }
        if let style = font["style"].flatMap(textStyle) { return ContentSizeCategory.large.pointSize(of: style) }
        return 17
    }

    /// `UICTFontTextStyleSubhead` → `.subheadline`.
    static func textStyle(_ name: String) -> TextStyle? {
        let styles: [String: TextStyle] = [
            "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline,
            "Subhead": .subheadline, "Body": .body, "Callout": .callout, "Footnote": .footnote,
            "Caption1": .caption1, "Caption2": .caption2,
        ]
        guard name.hasPrefix("UICTFontTextStyle") else { return nil }
        return styles[String(name.dropFirst("UICTFontTextStyle".count))]
    }
}

extension StretchedTextSize {
    /// In a horizontal stack a stretched label was the view the stack stretched only when no
    /// arranged sibling would take the room instead: one with no intrinsic width (a plain view,
    /// an image view without an image) or a hugging priority no higher. Where one would, the
    /// label keeps its recorded width, as IB laid it out (woocommerce ImageAndTitleAndText-
    /// TableViewCell: an image view took the label's 195 pt).
    static func keepRoomInStack(_ stack: IBElement, arranged: [(name: String, element: IBElement)], items: inout [Item]) {
        guard stack["axis"] != "vertical" else { return }
        func view(_ name: String) -> (index: Int, view: ViewItem)? {
            for (index, item) in items.enumerated() {
                if case .view(let view) = item, view.name == name { return (index, view) }
            }
            return nil
        }
        let found = arranged.map { entry in (element: entry.element, found: view(entry.name)) }
        for (position, entry) in found.enumerated() {
            guard let hit = entry.found, let recorded = entry.element.child("rect", key: "frame")?.number("width"),
                let width = hit.view.intrinsicSize?.width, width < recorded
            else { continue }
            let label = hit.view
            // A nested stack, or a view with no intrinsic width or a hugging no higher, would take the room.
            let takesRoom = found.enumerated().contains { other in
                guard other.offset != position else { return false }
                guard let sibling = other.element.found?.view else { return true }
                return !hasOwnWidth(sibling) || sibling.hugging.horizontal <= label.hugging.horizontal
            }
            guard takesRoom else { continue }
            var kept = label
            kept.intrinsicSize?.width = recorded
            items[hit.index] = .view(kept)
        }
    }
}

extension StretchedTextSize {
    /// Controls UIKit draws at one size whatever the app sets: they have an intrinsic width
    /// though IB records none for them.
    static let sizedByUIKit: Set<String> = ["UISwitch", "UIActivityIndicatorView", "UIStepper"]

    /// Whether a view has an intrinsic width of its own, so a stack cannot stretch it past it
    /// while a view of lower hugging is there to take the room.
    static func hasOwnWidth(_ view: ViewItem) -> Bool {
        view.intrinsicSize?.width != nil || sizedByUIKit.contains(view.uikitClass)
    }

    /// A horizontal `fill` stack (UIStackView's default distribution) gives the room its views
    /// leave to the one of lowest hugging: IB records that one as wide as the room. When it is
    /// a label or text field, every other arranged view has a width of its own and hugs more,
    /// its recorded width is that room, not its text's: its intrinsic width is the text's
    /// estimate once the frame is wider than the estimate could be wrong by (1.3 × + 16 pt; the
    /// frame stays the same on IB's canvas, where the stack stretches it). Kept at the recorded
    /// width, it had to compress on any device narrower than IB's and tied in compression
    /// resistance with its sibling: a false "width not determined" on the iPhone SE (a
    /// 20-character title recorded 279 pt beside a date).
    static func fitStretchedLabel(_ stack: IBElement, arranged: [(name: String, element: IBElement)], items: inout [Item]) {
        guard stack["axis"] != "vertical", (stack["distribution"] ?? "fill") == "fill", arranged.count > 1 else { return }
        var views: [(index: Int, view: ViewItem, element: IBElement)] = []
        for entry in arranged {
            guard let index = items.firstIndex(where: { $0.name == entry.name }), case .view(let view) = items[index] else { return }
            views.append((index, view, entry.element))
        }
        guard let lowest = views.map(\.view.hugging.horizontal).min() else { return }
        let stretched = views.filter { $0.view.hugging.horizontal == lowest }
        guard stretched.count == 1, let label = stretched.first, ["label", "textField"].contains(label.element.name),
            views.allSatisfy({ $0.index == label.index || hasOwnWidth($0.view) }),
            let estimate = estimatedWidth(of: label.element), let width = label.view.intrinsicSize?.width, width > estimate * 1.3 + 16
        else { return }
        var fitted = label.view
        fitted.intrinsicSize?.width = estimate
        items[label.index] = .view(fitted)
    }
}

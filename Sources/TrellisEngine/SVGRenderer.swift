import TrellisSupport
/// Draws a solved layout as an SVG wireframe: the root (with its safe area shaded off),
/// views as labelled boxes (with their text's lines), guides dashed, items in a broken constraint's conflict in red,
/// ambiguous items in orange. One SVG unit is one point; the picture grows to show content
/// outside the root (a scroll view's content).
public enum SVGRenderer {
    public static func render(_ solution: LayoutSolution, title: String? = nil) -> String {
        let conflicted = Set(solution.diagnostics.filter { $0.kind == .unsatisfiable }.flatMap(\.items))
        let ambiguous = Set(solution.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.items))
        let environment = solution.environment
        // A container is drawn at its own (fitting) size: its `self` is the picture's
        // frame, and the device-sized owner it was laid out in, with the owner's guides, is
        // left out (a 30-pt badge is not a 375 × 667 page).
        let container = solution.kind == .container ? solution.item("self") : nil
        let drawn = solution.frames.filter { frame in
            guard container != nil else { return frame.kind != "root" }
            return frame.path != "self" && frame.path != "owner" && !frame.path.hasPrefix("owner.")
        }
        let root =
            container?.frame ?? solution.item("owner")?.frame
            ?? Rect(x: 0, y: 0, width: environment.width, height: environment.height)
        var minX = root.minX, minY = root.minY, maxX = root.maxX, maxY = root.maxY
        for frame in drawn where frame.frame.width.isFinite && frame.frame.height.isFinite {
            minX = min(minX, frame.frame.minX, frame.frame.maxX)
            minY = min(minY, frame.frame.minY, frame.frame.maxY)
            maxX = max(maxX, frame.frame.minX, frame.frame.maxX)
            maxY = max(maxY, frame.frame.minY, frame.frame.maxY)
        }
        // The device's safe area only where the root is the device's screen: a cell or a
        // container has none of its own.
        let isScreenSized = container == nil && root.width == environment.width && root.height == environment.height
        let caption = title ?? Self.caption(solution, root: root, isContainer: container != nil, isScreenSized: isScreenSized)
        let status = solution.errors.isEmpty ? "ok" : "\(solution.errors.count) error(s): " + solution.errors.map { $0.kind.rawValue }.joined(separator: ", ")
        let pad = 12.0
        // At least as wide as a short caption; longer captions and statuses wrap.
        let width = max(maxX - minX + 2 * pad, min(Double(caption.count) * captionCharacter, 480) + 2 * pad, 160)
        let captionLines = wrap(caption, width: width - 2 * pad, characterWidth: captionCharacter)
        let statusLines = wrap(status, width: width - 2 * pad, characterWidth: LabelPlacer.characterWidth)
        let header = Double(captionLines.count) * 15 + Double(statusLines.count) * 11 + 8
        let height = maxY - minY + 2 * pad + header
        let ox = pad - minX, oy = pad + header - minY
        func n(_ value: Double) -> String { Rect.format(value) }
        var out: [String] = []
        out.append(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="Menlo, monospace" font-size="9">"##
        )
        out.append(##"<rect x="0" y="0" width="\##(n(width))" height="\##(n(height))" fill="#fafafa"/>"##)
        var baseline = 4.0
        for line in captionLines {
            baseline += 15
            out.append(##"<text x="\##(n(pad))" y="\##(n(baseline - 3))" font-size="12" fill="#222">\##(MarkupText.escape(line))</text>"##)
        }
        let statusColor = solution.errors.isEmpty ? "#2a7" : "#c22"
        for line in statusLines {
            baseline += 11
            out.append(##"<text x="\##(n(pad))" y="\##(n(baseline))" font-size="9" fill="\##(statusColor)">\##(MarkupText.escape(line))</text>"##)
        }
        out.append(##"<g transform="translate(\##(n(ox)) \##(n(oy)))">"##)
        // The root (or the container's own frame) and its unsafe area.
        out.append(
            ##"<rect x="\##(n(root.x))" y="\##(n(root.y))" width="\##(n(root.width))" height="\##(n(root.height))" fill="#fff" stroke="#333" stroke-width="1.5"/>"##
        )
        let safe = environment.safeArea
        if solution.item("owner.safeArea") == nil, safe != .zero, isScreenSized {
            for band in [
                Rect(x: root.x, y: root.y, width: root.width, height: safe.top),
                Rect(x: root.x, y: root.maxY - safe.bottom, width: root.width, height: safe.bottom),
                Rect(x: root.x, y: root.y, width: safe.left, height: root.height),
                Rect(x: root.maxX - safe.right, y: root.y, width: safe.right, height: root.height),
            ] where band.width > 0 && band.height > 0 {
                out.append(##"<rect x="\##(n(band.x))" y="\##(n(band.y))" width="\##(n(band.width))" height="\##(n(band.height))" fill="#eee"/>"##)
            }
        }
        // Labels keep off every other box's edges and off every text line.
        let boxes = drawn.compactMap { frame -> Rect? in
            let r = frame.frame
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
            return Rect(x: min(r.minX, r.maxX), y: min(r.minY, r.maxY), width: abs(r.width), height: abs(r.height))
        }
        let lineFrames = drawn.flatMap { $0.text?.lines.filter { $0.characters > 0 }.map(\.frame) ?? [] }
        var labels = LabelPlacer(boxes: boxes, blocked: lineFrames, bounds: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        var clips = 0
        for frame in drawn {
            let r = frame.frame
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { continue }
            let x = min(r.minX, r.maxX), y = min(r.minY, r.maxY), w = abs(r.width), h = abs(r.height)
            let color: String
            if conflicted.contains(frame.path) {
                color = "#d22"
            } else if ambiguous.contains(frame.path) {
                color = "#e80"
            } else if frame.isHidden {
                // Still laid out (UIKit keeps a hidden view's constraints) but not seen: faint.
                color = "#b8bcc6"
            } else {
                color = frame.isView ? "#2b5fad" : "#7a7a7a"
            }
            let dash = frame.isView ? (frame.isHidden ? ##" stroke-dasharray="2 2""## : "") : ##" stroke-dasharray="4 3""##
            let fill = frame.isView ? (frame.isHidden ? "none" : "#2b5fad") : "none"
            let opacity = frame.isView ? "0.06" : "0"
            out.append(
                ##"<rect x="\##(n(x))" y="\##(n(y))" width="\##(n(w))" height="\##(n(h))" fill="\##(fill)" fill-opacity="\##(opacity)" stroke="\##(color)" stroke-width="\##(frame.isView ? "1" : "0.8")"\##(dash)><title>\##(MarkupText.escape("\(frame.path) \(frame.kind) \(r)"))</title></rect>"##
            )
            if let text = frame.text, !text.lines.isEmpty {
                clips += 1
                out += textLines(text, clippedTo: Rect(x: x, y: y, width: w, height: h), id: "text\(clips)")
            }
            if frame.isView || frame.kind == "guide" || frame.kind == "container" || frame.kind == "contentGuide" {
                let box = Rect(x: x, y: y, width: w, height: h)
                if let label = labels.place(labelCandidates(for: frame, width: w), in: box) {
                    out.append(##"<text x="\##(n(label.x))" y="\##(n(label.y))" fill="\##(color)">\##(MarkupText.escape(label.text))</text>"##)
                }
            }
        }
        out.append("</g>")
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The width of a caption character (12 pt monospace).
    static let captionCharacter = 7.3

    /// What the picture shows: the device and its size; the safe area only where the
    /// root is the device's screen; a container's own size.
    static func caption(_ solution: LayoutSolution, root: Rect, isContainer: Bool, isScreenSized: Bool) -> String {
        let environment = solution.environment
        if isScreenSized { return "\(solution.component) — \(environment)" }
        var device = environment
        device.safeArea = .zero
        let size = "\(Rect.format(root.width)) × \(Rect.format(root.height))"
        return "\(solution.component) — \(isContainer ? "container" : "root") \(size) on \(device)"
    }

    /// `text` in lines of at most `width` (monospace), broken at spaces where it can be.
    static func wrap(_ text: String, width: Double, characterWidth: Double) -> [String] {
        let limit = max(8, Int(width / characterWidth))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            while word.count > limit {
                if !line.isEmpty { lines.append(line); line = "" }
                lines.append(String(word.prefix(limit)))
                word = word.dropFirst(limit)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A text view's lines, clipped to its box: the sample's characters stretched to each
    /// line's measured width (`textLength`, so any font draws them at the metric's width),
    /// or a bar per line when the file gives only a count; a cut line ends in "…".
    static func textLines(_ text: TextLines, clippedTo box: Rect, id: String) -> [String] {
        func n(_ value: Double) -> String { Rect.format(value) }
        var out: [String] = []
        out.append(##"<clipPath id="\##(id)"><rect x="\##(n(box.x))" y="\##(n(box.y))" width="\##(n(box.width))" height="\##(n(box.height))"/></clipPath>"##)
        out.append(##"<g class="text" clip-path="url(#\##(id))" fill="#445" font-family="Helvetica, Arial, sans-serif" font-size="\##(n(text.pointSize))">"##)
        for line in text.lines where line.characters > 0 {
            let f = line.frame
            let baseline = f.y + f.height / 2 + text.pointSize * 0.35
            if let characters = line.text {
                out.append(
                    ##"<text x="\##(n(f.x))" y="\##(n(baseline))" textLength="\##(n(f.width))" lengthAdjust="spacingAndGlyphs">\##(MarkupText.escape(characters))</text>"##
                )
                continue
            }
            let glyph = f.width / Double(line.characters)
            let bar = line.isTruncated ? f.width - glyph : f.width
            out.append(##"<rect x="\##(n(f.x))" y="\##(n(f.y + f.height / 4))" width="\##(n(bar))" height="\##(n(f.height / 2))" fill-opacity="0.3"/>"##)
            if line.isTruncated {
                out.append(##"<text x="\##(n(f.x + bar))" y="\##(n(baseline))" textLength="\##(n(glyph))" lengthAdjust="spacingAndGlyphs">…</text>"##)
            }
        }
        out.append("</g>")
        return out
    }

    /// The item's path with its class when the box is wide enough, else the path, else its
    /// own name, cut to the box's width (the tooltip always has everything).
    static func label(for frame: ItemFrame, width: Double) -> String {
        labelCandidates(for: frame, width: width)[0]
    }

    /// The labels `label(for:width:)` may use, longest first: a shorter one may fit where
    /// the longer would cover another box.
    static func labelCandidates(for frame: ItemFrame, width: Double) -> [String] {
        let name = frame.path.split(separator: ".").last.map(String.init) ?? frame.path
        let typed = frame.path + (frame.isView ? frame.className.map { ": \($0)" } ?? "" : "") + (frame.isHidden ? " (hidden)" : "")
        let fits = max(1, Int((width - 4) / LabelPlacer.characterWidth))
        var candidates: [String] = []
        for candidate in [typed, frame.path, name] where candidate.count <= fits && !candidates.contains(candidate) { candidates.append(candidate) }
        if candidates.isEmpty { candidates.append(fits > 1 ? String(name.prefix(fits - 1)) + "…" : String(name.prefix(1))) }
        return candidates
    }

}

/// Puts each label where it covers no other label, no text line, and no edge of another
/// box: inside its box's top-left corner, else its bottom-left corner, else just above or
/// below the box; a shorter form of the label is tried where the longer does not fit, and
/// a label that fits nowhere is left out (the tooltip still names the item).
struct LabelPlacer {
    static let characterWidth = 5.5
    static let lineHeight = 10.0

    struct Placed { var text: String; var x: Double; var y: Double }

    /// Every item's box: a label may sit inside another box only when that box also
    /// holds the labelled one (a parent), never across an edge or over a sibling.
    var boxes: [Rect] = []
    /// Regions no label may touch (text lines).
    var blocked: [Rect] = []
    /// Where labels may go (the drawing's extent), when known.
    var bounds: Rect?
    private var taken: [Rect] = []

    init(boxes: [Rect] = [], blocked: [Rect] = [], bounds: Rect? = nil) {
        self.boxes = boxes
        self.blocked = blocked
        self.bounds = bounds
    }

    mutating func place(_ text: String, in box: Rect) -> Placed? { place([text], in: box) }

    mutating func place(_ texts: [String], in box: Rect) -> Placed? {
        for text in texts {
            let width = Double(text.count) * Self.characterWidth
            for baseline in [box.y + 10, box.maxY - 3, box.y - 3, box.maxY + 10] {
                let extent = Rect(x: box.x + 2, y: baseline - 8, width: width, height: Self.lineHeight)
                if isFree(extent, for: box) {
                    taken.append(extent)
                    return Placed(text: text, x: box.x + 2, y: baseline)
                }
            }
        }
        return nil
    }

    func isFree(_ extent: Rect, for own: Rect) -> Bool {
        if let bounds, extent.minY < bounds.minY - 12 || extent.maxY > bounds.maxY + 12 { return false }
        if taken.contains(where: { $0.intersects(extent) }) || blocked.contains(where: { $0.intersects(extent) }) { return false }
        for other in boxes where other != own && other.intersects(extent) {
            if !(other.contains(extent) && other.contains(own)) { return false }
        }
        return true
    }
}

extension Rect {
    func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

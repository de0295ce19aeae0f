/// Draws a solved layout as an SVG wireframe: the root (with its safe area shaded off),
/// views as labelled boxes (with their text's lines), guides dashed, items in a broken constraint's conflict in red,
/// ambiguous items in orange. One SVG unit is one point; the picture grows to show content
/// outside the root (a scroll view's content).
public enum SVGRenderer {
    public static func render(_ solution: LayoutSolution, title: String? = nil) -> String {
        let conflicted = Set(solution.diagnostics.filter { $0.kind == .unsatisfiable }.flatMap(\.items))
        let ambiguous = Set(solution.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.items))
        let root = solution.item("owner")?.frame ?? Rect(x: 0, y: 0, width: solution.environment.width, height: solution.environment.height)
        var minX = root.minX, minY = root.minY, maxX = root.maxX, maxY = root.maxY
        for frame in solution.frames where frame.frame.width.isFinite && frame.frame.height.isFinite {
            minX = min(minX, frame.frame.minX, frame.frame.maxX)
            minY = min(minY, frame.frame.minY, frame.frame.maxY)
            maxX = max(maxX, frame.frame.minX, frame.frame.maxX)
            maxY = max(maxY, frame.frame.minY, frame.frame.maxY)
        }
        let pad = 12.0, header = 34.0
        let caption = title ?? "\(solution.component) — \(solution.environment)"
        // Wide enough for the caption too: a narrow cell would otherwise cut it off.
        let width = max(maxX - minX + 2 * pad, Double(caption.count) * 7.3 + 2 * pad)
        let height = maxY - minY + 2 * pad + header
        let ox = pad - minX, oy = pad + header - minY
        func n(_ value: Double) -> String { Rect.format(value) }
        var out: [String] = []
        out.append(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="Menlo, monospace" font-size="9">"##
        )
        out.append(##"<rect x="0" y="0" width="\##(n(width))" height="\##(n(height))" fill="#fafafa"/>"##)
        out.append(##"<text x="\##(n(pad))" y="16" font-size="12" fill="#222">\##(escape(caption))</text>"##)
        let status = solution.errors.isEmpty ? "ok" : "\(solution.errors.count) error(s): " + solution.errors.map { $0.kind.rawValue }.joined(separator: ", ")
        out.append(##"<text x="\##(n(pad))" y="29" font-size="9" fill="\##(solution.errors.isEmpty ? "#2a7" : "#c22")">\##(escape(status))</text>"##)
        out.append(##"<g transform="translate(\##(n(ox)) \##(n(oy)))">"##)
        // The root and its unsafe area.
        out.append(
            ##"<rect x="\##(n(root.x))" y="\##(n(root.y))" width="\##(n(root.width))" height="\##(n(root.height))" fill="#fff" stroke="#333" stroke-width="1.5"/>"##
        )
        let safe = solution.environment.safeArea
        if solution.item("owner.safeArea") == nil, safe != .zero, root.height == solution.environment.height {
            for band in [
                Rect(x: root.x, y: root.y, width: root.width, height: safe.top),
                Rect(x: root.x, y: root.maxY - safe.bottom, width: root.width, height: safe.bottom),
                Rect(x: root.x, y: root.y, width: safe.left, height: root.height),
                Rect(x: root.maxX - safe.right, y: root.y, width: safe.right, height: root.height),
            ] where band.width > 0 && band.height > 0 {
                out.append(##"<rect x="\##(n(band.x))" y="\##(n(band.y))" width="\##(n(band.width))" height="\##(n(band.height))" fill="#eee"/>"##)
            }
        }
        var labels = LabelPlacer()
        var clips = 0
        for frame in solution.frames where frame.kind != "root" {
            let r = frame.frame
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { continue }
            let x = min(r.minX, r.maxX), y = min(r.minY, r.maxY), w = abs(r.width), h = abs(r.height)
            let color: String
            if conflicted.contains(frame.path) {
                color = "#d22"
            } else if ambiguous.contains(frame.path) {
                color = "#e80"
            } else {
                color = frame.isView ? "#2b5fad" : "#7a7a7a"
            }
            let dash = frame.isView ? "" : ##" stroke-dasharray="4 3""##
            let fill = frame.isView ? (frame.isHidden ? "none" : "#2b5fad") : "none"
            let opacity = frame.isView ? "0.06" : "0"
            out.append(
                ##"<rect x="\##(n(x))" y="\##(n(y))" width="\##(n(w))" height="\##(n(h))" fill="\##(fill)" fill-opacity="\##(opacity)" stroke="\##(color)" stroke-width="\##(frame.isView ? "1" : "0.8")"\##(dash)><title>\##(escape("\(frame.path) \(frame.kind) \(r)"))</title></rect>"##
            )
            if let text = frame.text, !text.lines.isEmpty {
                clips += 1
                out += textLines(text, clippedTo: Rect(x: x, y: y, width: w, height: h), id: "text\(clips)")
            }
            if frame.isView || frame.kind == "guide" || frame.kind == "container" || frame.kind == "contentGuide" {
                let box = Rect(x: x, y: y, width: w, height: h)
                if let label = labels.place(label(for: frame, width: w), in: box) {
                    out.append(##"<text x="\##(n(label.x))" y="\##(n(label.y))" fill="\##(color)">\##(escape(label.text))</text>"##)
                }
            }
        }
        out.append("</g>")
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
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
                    ##"<text x="\##(n(f.x))" y="\##(n(baseline))" textLength="\##(n(f.width))" lengthAdjust="spacingAndGlyphs">\##(escape(characters))</text>"##
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
        let name = frame.path.split(separator: ".").last.map(String.init) ?? frame.path
        let typed = frame.path + (frame.isView ? frame.className.map { ": \($0)" } ?? "" : "")
        let fits = max(1, Int((width - 4) / LabelPlacer.characterWidth))
        for candidate in [typed, frame.path, name] where candidate.count <= fits { return candidate }
        return fits > 1 ? String(name.prefix(fits - 1)) + "…" : String(name.prefix(1))
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Puts each label where it overlaps no label placed before it: inside the box's top-left
/// corner, else its bottom-left corner, else just above the box; a label that fits
/// nowhere is left out (the tooltip still names the item).
struct LabelPlacer {
    static let characterWidth = 5.5
    static let lineHeight = 10.0

    struct Placed { var text: String; var x: Double; var y: Double }

    private var taken: [Rect] = []

    mutating func place(_ text: String, in box: Rect) -> Placed? {
        let width = Double(text.count) * Self.characterWidth
        let baselines = [box.y + 10, box.maxY - 3, box.y - 3]
        for baseline in baselines {
            let extent = Rect(x: box.x + 2, y: baseline - 8, width: width, height: Self.lineHeight)
            if !taken.contains(where: { $0.intersects(extent) }) {
                taken.append(extent)
                return Placed(text: text, x: box.x + 2, y: baseline)
            }
        }
        return nil
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

import TrellisEngine
import TrellisSupport

/// The engine's SVG wireframe with some items highlighted: a thick magenta outline over
/// each (drawn in the same coordinates, inside the wireframe's translated group), so a
/// before/after pair shows at a glance what moved.
public enum RelayoutSVG {
    public static let highlightColor = "#d1189b"

    public static func render(_ solution: LayoutSolution, title: String, highlighting paths: Set<String>) -> String {
        let base = SVGRenderer.render(solution, title: title)
        guard !paths.isEmpty, let close = base.range(of: "</g>", options: .backwards) else { return base }
        var overlay: [String] = []
        for frame in solution.frames where paths.contains(frame.path) {
            let r = frame.frame
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { continue }
            let x = min(r.minX, r.maxX), y = min(r.minY, r.maxY)
            overlay.append(
                #"<rect class="changed" x="\#(Rect.format(x))" y="\#(Rect.format(y))" width="\#(Rect.format(abs(r.width)))" height="\#(Rect.format(abs(r.height)))" fill="\#(highlightColor)" fill-opacity="0.12" stroke="\#(highlightColor)" stroke-width="2.5"><title>\#(MarkupText.escape("changed: \(frame.path) \(r)"))</title></rect>"#
            )
        }
        return String(base[..<close.lowerBound]) + overlay.joined(separator: "\n") + "\n" + String(base[close.lowerBound...])
    }
}

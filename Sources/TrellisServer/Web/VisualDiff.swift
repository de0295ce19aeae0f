import Foundation
import TrellisEngine

/// Two layouts of one component drawn over each other: the before side's boxes grey and
/// dashed, the after side's blue, and every item that moved or changed size outlined in red
/// (`class="moved"`, `data-item="PATH"`), so a 2-pt move shows at any zoom.
package struct VisualDiff: Sendable {
    package struct Move: Sendable {
        package var path: String
        package var before: String
        package var after: String
    }

    package var svg: String
    package var moved: [Move]
    package var added: [String]
    package var removed: [String]

    /// Frames closer than this are the same (the solver's noise is far below it).
    static let tolerance = 0.01

    package init(before: LayoutSolution?, after: LayoutSolution?) {
        let old = Dictionary((before?.frames ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary((after?.frames ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var moved: [Move] = []
        for frame in after?.frames ?? [] where frame.kind != "root" {
            guard let previous = old[frame.path], !Self.same(previous.frame, frame.frame) else { continue }
            moved.append(Move(path: frame.path, before: previous.frame.description, after: frame.frame.description))
        }
        self.moved = moved
        added = (after?.frames ?? []).map(\.path).filter { old[$0] == nil }
        removed = (before?.frames ?? []).map(\.path).filter { new[$0] == nil }
        svg = Self.draw(before: before, after: after, moved: Set(moved.map(\.path)))
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    static func draw(before: LayoutSolution?, after: LayoutSolution?, moved: Set<String>) -> String {
        let frames = (before?.frames ?? []) + (after?.frames ?? [])
        let finite = frames.map(\.frame).filter { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }
        let minX = finite.map(\.minX).min() ?? 0, minY = finite.map(\.minY).min() ?? 0
        let maxX = finite.map(\.maxX).max() ?? 1, maxY = finite.map(\.maxY).max() ?? 1
        let pad = 8.0
        let width = maxX - minX + 2 * pad, height = maxY - minY + 2 * pad
        func n(_ value: Double) -> String { Rect.format(value) }
        var out = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" class="overlay" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="Menlo, monospace" font-size="9">"##,
            ##"<rect width="\##(n(width))" height="\##(n(height))" fill="#fafafa"/>"##,
            ##"<g transform="translate(\##(n(pad - minX)) \##(n(pad - minY)))">"##,
        ]
        func box(_ frame: ItemFrame, _ attributes: String) -> String {
            let r = frame.frame
            let place = ##"x="\##(n(min(r.minX, r.maxX)))" y="\##(n(min(r.minY, r.maxY)))" width="\##(n(abs(r.width)))" height="\##(n(abs(r.height)))""##
            return ##"<rect \##(place) \##(attributes)><title>\##(escape(frame.path)) \##(escape(r.description))</title></rect>"##
        }
        for frame in before?.frames ?? [] where frame.frame.x.isFinite && frame.frame.width.isFinite {
            out.append(box(frame, ##"class="before" data-item="\##(escape(frame.path))" fill="none" stroke="#999" stroke-width="0.8" stroke-dasharray="3 2""##))
        }
        for frame in after?.frames ?? [] where frame.frame.x.isFinite && frame.frame.width.isFinite {
            let isMoved = moved.contains(frame.path)
            let attributes =
                isMoved
                ? ##"class="moved" data-item="\##(escape(frame.path))" fill="#d22" fill-opacity="0.08" stroke="#d22" stroke-width="1.5""##
                : ##"class="after" data-item="\##(escape(frame.path))" fill="none" stroke="#2b5fad" stroke-width="0.8""##
            out.append(box(frame, attributes))
            if isMoved {
                out.append(##"<text x="\##(n(frame.frame.minX + 2))" y="\##(n(frame.frame.minY - 2))" fill="#d22">\##(escape(frame.path))</text>"##)
            }
        }
        out += ["</g>", "</svg>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }
}

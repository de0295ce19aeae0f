import TrellisEngine
import TrellisModel

/// The constraints that could determine what an ambiguity diagnostic says is free: for
/// a free vertical position, `top`, `centerY` or `bottom` to the superview, then to a
/// sibling declared before it; for a free position and size, a pair (`leading` and
/// `trailing`). Candidates only: `FixItSearch` keeps those that check clean.
struct AmbiguityCandidates {
    /// Which of an item's four slots are free.
    struct Axes: Equatable {
        var horizontalPosition = false, width = false, verticalPosition = false, height = false
        var isEmpty: Bool { !(horizontalPosition || width || verticalPosition || height) }
    }

    /// `ambiguous on iPhone-SE: avatar.vip: vertical position not determined` → the item
    /// (`avatar.vip`) and its free slots, read from the diagnostic's fields (its items and
    /// free parts), not its words; nil for anything else (and for a scroll view's content
    /// size, which wants content constraints, not one line).
    static func parse(_ diagnostic: LayoutDiagnostic) -> (item: String, axes: Axes)? {
        guard diagnostic.kind == .ambiguous, let item = diagnostic.items.first else { return nil }
        return axes(of: diagnostic.freeParts).map { (item, $0) }
    }

    /// The slots of an ambiguity's free parts; nil when there are none or a content size is free.
    static func axes(of parts: [LayoutDiagnostic.FreePart]) -> Axes? {
        var axes = Axes()
        for part in parts {
            switch part {
            case .horizontalPosition: axes.horizontalPosition = true
            case .verticalPosition: axes.verticalPosition = true
            case .width: axes.width = true
            case .height: axes.height = true
            case .contentWidth, .contentHeight: return nil
            }
        }
        return axes.isEmpty ? nil : axes
    }

    /// The hint in words, for the text output beside the fix-it.
    static func hint(for diagnostic: LayoutDiagnostic) -> String? {
        guard let found = parse(diagnostic) else {
            if diagnostic.kind == .unsatisfiable, let broken = diagnostic.broken {
                return
                    "one of these constraints must give way: lower its priority below 1000 (e.g. `@750`) or remove it; the solver broke \(broken.written ?? broken.text)"
            }
            return nil
        }
        let (item, axes) = found
        // The full path (`avatar.vip`, not `vip`): a short name can be two items of a screen.
        let name = item
        var missing: [String] = []
        if axes.horizontalPosition { missing.append("a horizontal position (leading, centerX or trailing)") }
        if axes.width { missing.append("a width") }
        if axes.verticalPosition { missing.append("a vertical position (top, centerY or bottom)") }
        if axes.height { missing.append("a height") }
        return "give \(name) \(missing.joined(separator: " and ")), relative to its superview or a sibling"
    }

    /// Candidate edits for `item` (a name declared in `body`), each a list of constraint
    /// lines (`vip.top == self.top`), most likely first.
    static func candidates(item: String, axes: Axes, in document: LayoutDocument) -> [[String]] {
        guard let body = document.body, let declared = body.item(named: item) else { return [] }
        let superview = declared.parent ?? (document.kind == .container ? "self" : "owner")
        // Siblings declared before it, nearest first: what a new item is usually placed against.
        let position = body.items.firstIndex { $0.name == item } ?? 0
        let siblings = body.items[..<position].reversed().filter { $0.parent == declared.parent }.prefix(2).map(\.name)
        func line(_ attribute: String, _ other: String, _ otherAttribute: String, plus constant: Int = 0) -> String {
            "\(item).\(attribute) == \(other).\(otherAttribute)" + (constant > 0 ? " + \(constant)" : "")
        }
        func axis(position free: Bool, size sizeFree: Bool, horizontal: Bool) -> [[String]] {
            let (start, center, end, size) = horizontal ? ("leading", "centerX", "trailing", "width") : ("top", "centerY", "bottom", "height")
            if free && sizeFree {
                return [
                    [line(start, superview, start), line(end, superview, end)],
                    [line(center, superview, center), line(size, superview, size)],
                ] + siblings.map { [line(start, $0, start), line(end, $0, end)] }
            }
            if free {
                return [[line(start, superview, start)], [line(center, superview, center)], [line(end, superview, end)]]
                    + siblings.flatMap { [[line(start, $0, end, plus: 8)], [line(center, $0, center)], [line(start, $0, start)]] }
            }
            if sizeFree {
                return [[line(end, superview, end)], [line(size, superview, size)]] + siblings.map { [line(size, $0, size)] }
            }
            return []
        }
        let horizontal = axis(position: axes.horizontalPosition, size: axes.width, horizontal: true)
        let vertical = axis(position: axes.verticalPosition, size: axes.height, horizontal: false)
        if horizontal.isEmpty { return vertical }
        if vertical.isEmpty { return horizontal }
        return horizontal.prefix(4).flatMap { x in vertical.prefix(4).map { x + $0 } }
    }
}

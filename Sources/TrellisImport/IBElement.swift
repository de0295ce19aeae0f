import TrellisEngine

/// One element of an Interface Builder document, with the line it starts on, so every
/// skipped construct can be reported as `file:line`.
struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement]
    var line: Int

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// `YES` / `NO` attributes; nil when absent.
    func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }

    /// The first child named `name` (with `key="…"` when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with `key="…"`, whatever its element name (`<view key="contentView">`).
    func child(key: String) -> IBElement? {
        children.first { $0["key"] == key }
    }

    func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The elements below this one that `include` accepts, depth first, parents before
    /// children. A loop over the children arrays as they are, not recursion: each element is
    /// looked at once, whatever the depth, and only those asked for are copied out.
    func descendants(where include: (IBElement) -> Bool = { _ in true }) -> [IBElement] {
        var found: [IBElement] = []
        var levels: [(siblings: [IBElement], next: Int)] = [(children, 0)]
        while let (siblings, next) = levels.last {
            guard next < siblings.count else {
                levels.removeLast()
                continue
            }
            levels[levels.count - 1].next += 1
            let element = siblings[next]
            if include(element) { found.append(element) }
            if !element.children.isEmpty { levels.append((element.children, 0)) }
        }
        return found
    }

    /// `<rect key="frame" …/>` as (x, y, width, height), relative to the superview.
    var frame: Rect? {
        guard let rect = child("rect", key: "frame"),
            let x = rect.number("x"), let y = rect.number("y"),
            let width = rect.number("width"), let height = rect.number("height")
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension Rect {
    /// The rectangle moved by `origin`'s position: IB's frames are relative to the superview.
    func offset(by origin: Rect) -> Rect {
        Rect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }
}

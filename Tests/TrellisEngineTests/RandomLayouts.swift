import TrellisModel
import TrellisTestSupport

/// Random component libraries that validate and lay out — what the engine's property tests
/// need (the model's generators make documents that print, not ones that resolve). Each
/// library has a container or two (text that wraps, views pinned to `self`, some hugging
/// it) and a few screens that use them: pinned and `height auto` sizes, cell roots, every
/// root guide (safe area, margins, readable, keyboard), leading/trailing and left/right,
/// horizontal stacks, `when` blocks, multipliers, priorities — and, now and then, a
/// conflict or an ambiguity, as real libraries have.
struct RandomLayouts {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// `.layout` texts of one library.
    mutating func library() -> [String] {
        let containers = (0..<random.int(1...2)).map { container(named: "Part\($0)") }
        let screens = (0..<random.int(1...3)).map { screen(named: "Screen\($0)", containers: containers.map(\.name)) }
        return containers.map(\.text) + screens
    }

    // MARK: Views

    /// A view's declaration, and whether it has an intrinsic size (text, an image, a button).
    mutating func viewLine(_ name: String, parent: String? = nil) -> (text: String, sized: Bool) {
        let placement = parent.map { " in \($0)" } ?? ""
        switch random.int(0...4) {
        case 0:
            let lines = random.pick([0, 1, 2, 3])
            let text = random.chance(0.5) ? "text \(random.int(3...160))" : "text \"\(random.pick(["Hello", "Sample message, a little longer", "OK"]))\""
            return (
                "view \(name): UILabel\(placement) {\n        \(text)\n        font \(random.pick(["body", "headline", "caption1", "17"]))\n        lines \(lines)\n    }",
                true
            )
        case 1:
            return ("view \(name): UIImageView\(placement) {\n        intrinsic \(random.int(20...120)) x \(random.int(20...120))\n    }", true)
        case 2:
            return ("view \(name): UIButton\(placement) {\n        intrinsic \(random.int(40...90)) x 44\n    }", true)
        default:
            return ("view \(name): UIView\(placement)", false)
        }
    }

    // MARK: Constraints

    /// Horizontal constraints placing `view` against `edges` (`self`, `owner.safeArea`…) or
    /// after `previous`.
    /// `sized`: the view has an intrinsic width (a label, an image), so edges that only
    /// bound it leave it determined.
    mutating func horizontal(_ view: String, in edges: String, previous: String?, sized: Bool) -> [String] {
        let (lead, trail) = random.chance(0.7) ? ("leading", "trailing") : ("left", "right")
        let inset = random.pick([0, 8, 12, 16, 20])
        if random.chance(0.04) {
            // Now and then nothing sizes or places it: ambiguous.
            return ["\(view).width == 100"]
        }
        switch random.int(0...5) {
        case 0:
            return ["\(view).\(lead) == \(edges).\(lead) + \(inset)", "\(view).\(trail) == \(edges).\(trail) - \(inset)"]
        case 1:
            return ["\(view).\(lead) == \(edges).\(lead) + \(inset)", "\(view).width == \(random.int(40...200))"]
        case 2:
            return ["\(view).centerX == \(edges).centerX", "\(view).width == \(edges).width \(random.pick(["* 0.5", "/ 3", "* 0.8"]))"]
        case 3 where previous != nil && sized:
            return ["\(view).\(lead) == \(previous!).\(trail) + 8", "\(view).\(trail) <= \(edges).\(trail) - \(inset)"]
        case 3, 4:
            return [
                "\(view).\(lead) >= \(edges).\(lead) + \(inset)", "\(view).\(trail) == \(edges).\(trail) - \(inset) @750",
                "\(view).width == 120 @250",
            ]
        default:
            return sized
                ? ["\(view).\(lead) == \(edges).\(lead) + \(inset)", "\(view).\(trail) <= \(edges).\(trail) - \(inset)"]
                : ["\(view).\(lead) == \(edges).\(lead) + \(inset)", "\(view).width == \(edges).width * 0.25"]
        }
    }

    /// Vertical constraints: under `previous` or from the top of `edges`, sized by content,
    /// a height, or (`closing`) tied to the bottom so the content decides the height.
    /// `sized`: the view has an intrinsic height; else it is given one (or, closing, the
    /// bottom decides it).
    mutating func vertical(_ view: String, in edges: String, previous: String?, closing: Bool, sized: Bool) -> [String] {
        var result = [previous.map { "\(view).top == \($0).bottom + \(random.pick([0, 4, 8]))" } ?? "\(view).top == \(edges).top + \(random.pick([0, 8, 16]))"]
        let equalBottom = closing && random.chance(0.85)
        switch random.int(0...3) {
        case 0: result.append("\(view).height == \(random.int(20...90))")
        case 1 where sized: result.append("\(view).height >= 30")
        default: if !sized && !equalBottom { result.append("\(view).height == 40") }
        }
        if closing { result.append("\(view).bottom \(equalBottom ? "==" : "<=") \(edges).bottom - \(random.pick([0, 8]))") }
        return result
    }

    // MARK: Components

    mutating func container(named name: String) -> (name: String, text: String) {
        var items: [String] = [], constraints: [String] = []
        let nested = random.chance(0.5)
        if nested { items.append("view box: UIView") }
        var previous: String?
        let count = random.int(1...3)
        for index in 0..<count {
            let view = "p\(index)"
            let line = viewLine(view, parent: nested ? "box" : nil)
            items.append(line.text)
            let edges = nested ? "box" : "self"
            constraints += horizontal(view, in: edges, previous: nil, sized: line.sized)
            constraints += vertical(view, in: edges, previous: previous, closing: index == count - 1, sized: line.sized)
            previous = view
        }
        if nested {
            constraints += ["box.top == self.top", "box.leading == self.leading", "box.trailing <= self.trailing", "box.bottom <= self.bottom"]
            constraints.append(random.chance(0.5) ? "box.width <= \(random.int(150...300))" : "box.width == 200 @300")
        }
        return (name, "container \(name) {\n    " + (items + constraints).joined(separator: "\n    ") + "\n}\n")
    }

    mutating func screen(named name: String, containers: [String]) -> String {
        var settings: [String] = [], items: [String] = [], constraints: [String] = [], when: [String] = []
        let autoHeight = random.chance(0.25)
        if autoHeight {
            settings.append("height auto")
            if random.chance(0.5) { settings.append("root cell") }
        } else {
            if random.chance(0.2) { settings.append("width \(random.int(300...500))") }
            if random.chance(0.2) { settings.append("height \(random.int(80...300))") }
        }
        let guides = ["owner", "owner.safeArea", "owner.margins", "owner.readable"]
        var previous: String?
        let count = random.int(2...5)
        for index in 0..<count {
            let view = "v\(index)"
            let edges = random.pick(guides)
            var sized = false
            if random.chance(0.3), let container = containers.randomElement(using: &random) {
                items.append("use \(view): \(container)")
            } else {
                let line = viewLine(view)
                items.append(line.text)
                sized = line.sized
            }
            constraints += horizontal(view, in: edges, previous: previous, sized: sized)
            // A used container's content decides its height (its last view closes on `self`).
            constraints += vertical(
                view, in: autoHeight ? "owner.margins" : edges, previous: previous, closing: autoHeight && index == count - 1,
                sized: sized || items.last?.hasPrefix("use ") == true)
            previous = view
        }
        if !autoHeight, random.chance(0.3) {
            items.append("view bar: UIView")
            constraints += [
                "bar.leading == owner.leading", "bar.trailing == owner.trailing", "bar.height == 44",
                "bar.bottom == owner.keyboard.top",
            ]
        }
        if random.chance(0.25) {
            items += [
                "view a: UIButton {\n        intrinsic 60 x 44\n    }", "view b: UIButton {\n        intrinsic 80 x 44\n    }",
                "stack row: horizontal {\n        arranged a, b\n        distribution \(random.pick(["fill", "fillEqually", "equalSpacing"]))\n        spacing 8\n    }",
            ]
            constraints += ["row.leading == owner.margins.leading", "row.bottom == owner.safeArea.bottom - 8"]
            if random.chance(0.5) { constraints.append("row.trailing == owner.margins.trailing") }
        }
        if random.chance(0.25) {
            when = ["when width regular {\n        v0.width <= 400\n    }", "when width compact {\n        v0.height >= 10\n    }"]
        }
        if random.chance(0.1) {
            // A conflict on narrow roots.
            constraints += ["v0.leading == owner.leading", "v0.trailing == owner.trailing", "v0.width == 400"]
        }
        return "screen \(name) {\n    " + (settings + items + constraints + when).joined(separator: "\n    ") + "\n}\n"
    }
}

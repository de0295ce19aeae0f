/// Items: parents (`in`), stacks' arranged views, and view properties.
extension _ComponentValidation {
    mutating func checkItems(_ items: [Item]) {
        let arrangedBy = checkArranged(items)
        for item in items {
            if let parent = item.parent { checkParent(parent, of: item, arrangedBy: arrangedBy) }
            switch item {
            case .view(let view): checkProperties(of: view, kind: "view")
            case .stack(let stack): checkProperties(of: stack.view, kind: "stack")
            case .guide, .use: break
            }
        }
        checkParentCycles(items, arrangedBy: arrangedBy)
    }

    /// Arranged names must be views or stacks of this component, each in one stack only.
    /// Returns the stack that arranges each view.
    private mutating func checkArranged(_ items: [Item]) -> [String: String] {
        var arrangedBy: [String: String] = [:]
        for case .stack(let stack) in items {
            let name = stack.view.name
            let location = stack.view.location
            var inThisStack = Set<String>()
            if let lengths = stack.proportions, lengths.count != stack.arranged.count {
                error(
                    at: location,
                    "stack \(name) has \(lengths.count) proportions for \(stack.arranged.count) arranged views",
                    hint: "write one length per arranged view, in the order of arranged")
            }
            // A designed length is a view's size: never below 0 (UIKit has no negative frames).
            if let negative = stack.proportions?.first(where: { $0 < 0 }) {
                error(
                    at: location, "stack \(name) has a negative proportion \(LayoutNumber.format(negative))",
                    hint: "write each arranged view's designed length, 0 or more")
            }
            for arranged in stack.arranged {
                guard inThisStack.insert(arranged).inserted else {
                    error(at: location, "stack \(name) arranges \(arranged) twice")
                    continue
                }
                if arranged == name {
                    error(at: location, "stack \(name) cannot arrange itself")
                    continue
                }
                guard let item = self.items[arranged] else {
                    error(
                        at: location, "stack \(name) arranges \(arranged), which is not a view of this component",
                        hint: Suggestions.hint(for: arranged, in: self.items.keys.sorted())
                    )
                    continue
                }
                guard item.isView else {
                    error(
                        at: location,
                        "stack \(name) can only arrange views and stacks; \(arranged) is a \(Self.keyword(of: item) == "use" ? "container's guide" : "layout guide")"
                    )
                    continue
                }
                if let other = arrangedBy[arranged] {
                    error(at: location, "\(arranged) is arranged in two stacks, \(other) and \(name)")
                    continue
                }
                arrangedBy[arranged] = name
                if let parent = item.parent {
                    error(
                        at: item.location,
                        "\(arranged) is arranged in stack \(name) and cannot also be placed in \(parent) with in"
                    )
                }
            }
        }
        return arrangedBy
    }

    /// `in parent`: a view or stack of this component (or `owner`, the default).
    private mutating func checkParent(_ parent: String, of item: Item, arrangedBy: [String: String]) {
        guard parent != "owner", parent != item.name else { return }  // self-parenting is a cycle
        guard let container = items[parent] else {
            error(
                at: item.location, "unknown parent \(parent) of \(item.name)",
                hint: Suggestions.hint(for: parent, in: items.keys.sorted())
            )
            return
        }
        guard container.isView else {
            error(
                at: item.location,
                "\(item.name) cannot be in \(parent): \(parent) is a \(Self.keyword(of: container) == "use" ? "container's guide" : "layout guide"), and only views hold items"
            )
            return
        }
    }

    /// Following parents (explicit, or the arranging stack) must end at the owner.
    private mutating func checkParentCycles(_ items: [Item], arrangedBy: [String: String]) {
        func parent(of name: String) -> String? {
            if let explicit = self.items[name]?.parent, self.items[explicit] != nil { return explicit }
            return arrangedBy[name]
        }
        let order = Dictionary(items.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for item in items where order[item.name] != nil {
            var path = [item.name]
            var visited: Set<String> = [item.name]
            var next = parent(of: item.name)
            while let current = next {
                path.append(current)
                if current == item.name {
                    // Report each cycle once, at its first-declared member.
                    let members = path.dropLast()
                    if members.allSatisfy({ (order[$0] ?? 0) >= (order[item.name] ?? 0) }) {
                        error(at: item.location, "\(item.name) is inside itself: \(path.joined(separator: " → "))")
                    }
                    break
                }
                guard visited.insert(current).inserted else { break }  // a cycle that does not include this item
                next = parent(of: current)
            }
        }
    }

    /// One diagnostic when both axes hold the same bad value (`hugging 0`), else one per axis.
    private mutating func checkAxes(_ priorities: AxisPriorities, of what: String, at location: SourceLocation?) {
        if priorities.horizontal == priorities.vertical {
            checkPriority(priorities.horizontal, of: "the \(what)", at: location)
        } else {
            checkPriority(priorities.horizontal, of: "the horizontal \(what)", at: location)
            checkPriority(priorities.vertical, of: "the vertical \(what)", at: location)
        }
    }

    private mutating func checkProperties(of view: ViewItem, kind: String) {
        let what = "\(kind) \(view.name)"
        checkAxes(view.hugging, of: "hugging of \(what)", at: view.location)
        checkAxes(view.compressionResistance, of: "compression resistance of \(what)", at: view.location)
        if let size = view.intrinsicSize {
            for (side, value) in [("width", size.width), ("height", size.height)] {
                if let value, !(value >= 0) {
                    error(at: view.location, "the intrinsic \(side) of \(what) must not be negative")
                }
            }
        }
        if !view.isScrollEnabled, !view.isScrollView {
            warning(
                at: view.location, "scrolls off has no effect on \(what): \(view.className) is not a scroll view",
                hint: "remove it, or add scrolls if \(view.className) is a UIScrollView subclass"
            )
        }
        if let text = view.text { checkText(text, of: what, view: view) }
    }

    /// Text measures only what a `.layout` file can say back: a sample with a quote or a
    /// control character cannot be printed; a scrolling text view ignores its text.
    private mutating func checkText(_ text: TextContent, of what: String, view: ViewItem) {
        if case .text(let sample) = text.sample, sample.contains(where: { $0 == "\"" || $0.isNewline || ($0.asciiValue ?? 32) < 32 }) {
            error(
                at: view.location, "the sample text of \(what) has a quote or a line break, which a .layout file cannot hold",
                hint: "write its length instead: text \(sample.count)")
        }
        if case .size(let size) = text.font, !(size > 0) {
            error(at: view.location, "the font size of \(what) must be above 0, not \(LayoutNumber.format(size))")
        }
        if let lines = text.lines, lines < 0 {
            error(at: view.location, "lines of \(what) must not be negative (0 = unlimited)")
        }
        if view.uikitClass == "UITextView", view.isScrollEnabled {
            warning(
                at: view.location, "the text of \(what) does not size it: a scrolling UITextView has no intrinsic size",
                hint: "add scrolls off to make the text view grow with its text")
        }
    }
}

import TrellisModel

extension LayoutSession {
    /// Warnings about a solved layout that holds but is probably not meant: a view with a
    /// negative size, a view that reaches outside the root (views inside a scroll view
    /// are exempt: content may extend past the screen), a visible view with no width or
    /// no height (hidden views and collapsed stack members are exempt).
    func lintDiagnostics(_ frames: [ItemFrame]) -> [LayoutDiagnostic] {
        let tolerance = 0.001
        let root = Rect(x: 0, y: 0, width: rootWidth, height: rootHeight)
        let (ids, inScroll, hidden) = (lintItems.ids, lintItems.inScroll, lintItems.hidden)
        var result: [LayoutDiagnostic] = []
        for frame in frames where frame.kind == "view" || frame.kind == "stack" {
            guard let id = ids[frame.path] else { continue }
            let f = frame.frame
            func warn(_ kind: LayoutDiagnostic.Kind, _ message: String) {
                result.append(
                    LayoutDiagnostic(
                        kind: kind, severity: .warning, message: "\(environment.name): \(frame.path) \(message)",
                        location: component.items[id].location, items: [frame.path]
                    ))
            }
            if f.width < -tolerance || f.height < -tolerance {
                warn(.negativeSize, "has a negative size \(Rect.format(f.width))×\(Rect.format(f.height))")
                continue
            }
            if !hidden[id], abs(f.width) <= tolerance || abs(f.height) <= tolerance {
                let sides = [abs(f.width) <= tolerance ? "width" : nil, abs(f.height) <= tolerance ? "height" : nil].compactMap { $0 }
                warn(.zeroSize, "has no \(sides.joined(separator: " and ")) (\(Rect.format(f.width))×\(Rect.format(f.height)))")
            }
            if !inScroll[id],
                f.minX < root.minX - tolerance || f.minY < root.minY - tolerance
                    || f.maxX > root.maxX + tolerance || f.maxY > root.maxY + tolerance
            {
                warn(.outsideRoot, "at \(f) reaches outside the root (0, 0, \(Rect.format(root.width)) × \(Rect.format(root.height)))")
            }
        }
        return result
    }

    /// The solved layout: frames, then diagnostics (unsatisfiable, ambiguous when
    /// `checkingAmbiguity`, lint).
    public func solution(checkingAmbiguity: Bool = true) -> LayoutSolution {
        var frames = self.frames()
        addTextLines(to: &frames)
        var diagnostics = unsatisfiableDiagnostics()
        if checkingAmbiguity { diagnostics += ambiguityDiagnostics() }
        diagnostics += lintDiagnostics(frames)
        diagnostics += textDiagnostics()
        diagnostics += autoHeightDiagnostics()
        return LayoutSolution(
            component: component.name, kind: component.kind, environment: environment,
            frames: frames, diagnostics: diagnostics
        )
    }
}

/// What lint needs of a component's items, the same on every device: made once per
/// session (a session is re-solved for each device) instead of once per solve.
struct _LintItems {
    /// Item path → item id.
    let ids: [String: Int]
    /// Items inside a scroll view, and items hidden themselves or through an ancestor.
    let inScroll: [Bool], hidden: [Bool]

    init(_ component: _Instantiation) {
        var inScroll = [Bool](repeating: false, count: component.items.count)
        var hidden = [Bool](repeating: false, count: component.items.count)
        // Parents come before children in item order except for `in` names declared later;
        // walk up instead.
        for id in component.items.indices {
            var current = component.items[id].parent
            var steps = 0
            while let parent = current, steps < component.items.count {
                if component.items[parent].view?.isScrollView ?? false { inScroll[id] = true }
                if component.items[parent].view?.isHidden ?? false { hidden[id] = true }
                current = component.items[parent].parent
                steps += 1
            }
            if component.items[id].view?.isHidden ?? false { hidden[id] = true }
        }
        var ids = [String: Int](minimumCapacity: component.items.count)
        for id in component.items.indices { ids[component.items[id].path] = id }
        self.ids = ids
        self.inScroll = inScroll
        self.hidden = hidden
    }
}

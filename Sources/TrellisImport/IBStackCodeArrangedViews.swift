import TrellisModel

/// The views a class's code arranges in a stack of its xib (`submissionsStackView.addArrangedSubview(row)`
/// on an outlet) are that stack's last arranged views, as UIKit appends them. The merge of the
/// class into its IB screen keeps IB's stack; without this, the code's views were left with no
/// superview, ambiguous in both axes.
///
/// IB's canvas has none of them, so the comparison with IB takes them out again, with what is
/// inside them and the constraints on them: a real app's class inserts a hosting controller's
/// view in its xib's stack, which moved every view below it 16 points from where IB drew them.
enum IBStackCodeArrangedViews {
    /// Appends to each of `items`' stacks the views the code's stack of the same name arranges
    /// and IB's does not, when the code made them (they are not IB's views).
    static func append(from code: [Item], to items: inout [Item], ibNames: Set<String>) {
        let codeArranged = Dictionary(
            code.compactMap { item -> (String, [String])? in
                guard case .stack(let stack) = item else { return nil }
                return (stack.view.name, stack.arranged)
            }, uniquingKeysWith: { first, _ in first })
        for index in items.indices {
            guard case .stack(var stack) = items[index], let arranged = codeArranged[stack.view.name] else { continue }
            let added = arranged.filter { !ibNames.contains($0) && !stack.arranged.contains($0) }
            guard !added.isEmpty else { continue }
            stack.arranged += added
            items[index] = .stack(stack)
        }
    }

    /// The library with the views `record`'s screen arranges in a stack and IB did not draw
    /// taken out, with their subviews and every constraint and state on them; IB lays out
    /// the base alone, so the screen compared has no states once one is taken out.
    static func removing(_ record: InterfaceBuilderRecord, from library: LayoutLibrary) -> LayoutLibrary {
        guard case .screen(var screen)? = library[record.component] else { return library }
        let drawn = Set(record.views.map(\.name))
        var removed = Set<String>()
        for case .stack(let stack) in screen.body.items {
            removed.formUnion(stack.arranged.filter { !drawn.contains($0) })
        }
        guard !removed.isEmpty else { return library }
        // What is inside a removed view goes with it, at any depth.
        var count = 0
        while removed.count != count {
            count = removed.count
            for item in screen.body.items where item.parent.map(removed.contains) == true { removed.insert(item.name) }
        }
        screen.body.items.removeAll { removed.contains($0.name) }
        for index in screen.body.items.indices {
            guard case .stack(var stack) = screen.body.items[index] else { continue }
            stack.arranged.removeAll(where: removed.contains)
            screen.body.items[index] = .stack(stack)
        }
        screen.body.constraints.removeAll { constraint in
            removed.contains(constraint.first.item.root) || constraint.second.map { removed.contains($0.item.root) } == true
        }
        screen.body.states = []
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }
}

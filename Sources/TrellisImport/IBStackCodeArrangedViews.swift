import TrellisModel

/// The views a class's code arranges in a stack of its xib (`submissionsStackView.addArrangedSubview(row)`
/// on an outlet) are that stack's last arranged views, as UIKit appends them. The merge of the
/// class into its IB screen keeps IB's stack; without this, the code's views were left with no
/// superview, ambiguous in both axes.
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
}

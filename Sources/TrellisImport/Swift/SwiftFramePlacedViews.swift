import SwiftSyntax
import TrellisModel

/// Views the code lays out by their frame: it sets their `frame` or `autoresizingMask` and never
/// turns `translatesAutoresizingMaskIntoConstraints` off (`blur.frame = view.bounds;
/// blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]`, `holder.frame = CGRect(…)` in
/// `layoutSubviews`). UIKit holds such a view with the constraints its mask makes, so it is never
/// ambiguous; import reads neither, and what its own subviews' constraints say of it places nothing.
/// A view a constraint relates to anything outside its own subtree is left alone: that constraint
/// places it (code import does not see turned its mask off), or fights the mask as UIKit would say.
enum SwiftFramePlacedViews {
    static func names(properties: [SwiftDeclarationVisitor.PropertySet], draft: ComponentDraft) -> Set<String> {
        let framed = Set(properties.filter { $0.property == "frame" || $0.property == "autoresizingMask" }.map(\.target))
        let constrained = Set(
            properties.filter { $0.property == "translatesAutoresizingMaskIntoConstraints" && $0.value.trimmedText == "false" }.map(\.target))
        var arranged: Set<String> = []
        for case .stack(let stack) in draft.items { arranged.formUnion(stack.arranged) }
        let candidates = draft.items.filter { $0.isView && framed.contains($0.name) && !constrained.contains($0.name) && !arranged.contains($0.name) }
        guard !candidates.isEmpty else { return [] }
        let pairs = draft.items.compactMap { item in item.parent.map { (item.name, $0) } }
        let parents = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        func isInSubtree(_ name: String, of root: String) -> Bool {
            var current: String? = name
            var seen: Set<String> = []
            while let item = current, seen.insert(item).inserted {
                if item == root { return true }
                current = parents[item]
            }
            return false
        }
        var result: Set<String> = []
        for candidate in candidates {
            // Every constraint naming it must be one of its subtree's (`label.top == holder.top + 8`).
            let placedByConstraint = (draft.constraints + draft.update).contains { constraint in
                let names = IncompleteItems.items(of: constraint)
                guard names.contains(candidate.name) else { return false }
                return constraint.second == nil || names.count < 2 || names.contains { !isInSubtree($0, of: candidate.name) }
            }
            if !placedByConstraint { result.insert(candidate.name) }
        }
        return result
    }
}

import TrellisModel

extension IncompleteItems {
    /// A view the owning class's code arranges in its xib's stack (`IBStackCodeArrangedViews`)
    /// that holds nothing import read and has no length of its own along the stack — loaded
    /// from its own nib (`loadNibNamed(…).first as? LevelView`), a child controller's view, a
    /// container filled by code import does not follow — is as long as what fills it at run
    /// time, which import does not know: on that axis it is imported in part.
    mutating func markCodeArrangedInIBStacks(_ draft: ComponentDraft) {
        let parents = Set(draft.items.compactMap(\.parent))
        let sized = Set(
            (draft.constraints + draft.update).flatMap { $0.expanded() }.filter { $0.relation == .equal }
                .compactMap { single -> Pair? in
                    switch single.first.attribute {
                    case .width: return Pair(item: single.first.item.root, axis: .horizontal)
                    case .height: return Pair(item: single.first.item.root, axis: .vertical)
                    default: return nil
                    }
                })
        for case .stack(let stack) in draft.items {
            guard let stackFile = stack.view.location?.file, !stackFile.hasSuffix(".swift") else { continue }
            let axis: Axis = stack.axis == .vertical ? .vertical : .horizontal
            for name in stack.arranged where !parents.contains(name) {
                guard case .view(let view)? = draft.itemNamed(name), view.intrinsicSize == nil, let location = view.location,
                    location.file.hasSuffix(".swift"), !sized.contains(Pair(item: name, axis: axis))
                else { continue }
                mark(
                    name,
                    "\(name) (made at \(Self.place(location.file, location.line))) is arranged in \(stack.view.name) by code and holds nothing import read: its length comes from what fills it at run time",
                    axes: [axis], changesConstraints: false)
            }
        }
    }
}

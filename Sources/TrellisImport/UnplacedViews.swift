import TrellisModel

/// Views a Swift type declares and never adds in code import reads (`ComponentDraft.unplaced`):
/// handed to a stack in a local array, set as `navigationItem.titleView`, added by a helper
/// import does not follow. Their superview is not known, so placing them in the root would
/// only make them ambiguous: one that nothing constrains is left out, with a note; one the
/// code constrains is kept in the root (its constraints are the app's) and marked as not
/// fully imported (`IncompleteItems`), so `check` does not report its position as an error.
enum UnplacedViews {
    /// The draft without the unplaced views nothing refers to, and a note naming them.
    static func leaveOut(from draft: ComponentDraft) -> (draft: ComponentDraft, notes: [ImportFinding]) {
        guard !draft.unplaced.isEmpty else { return (draft, []) }
        var draft = draft
        var leftOut: [String] = []
        while true {
            let referenced = referencedNames(in: draft)
            let next = draft.unplaced.filter { !referenced.contains($0) }
            guard !next.isEmpty else { break }
            let names = Set(next)
            // A stack left out takes its arranged views' superview with it: they are unplaced too.
            var orphans: [String] = []
            for case .stack(let stack) in draft.items where names.contains(stack.view.name) { orphans += stack.arranged }
            draft.items.removeAll { names.contains($0.name) }
            draft.unplaced.removeAll { names.contains($0) }
            let kept = Set(draft.items.map(\.name))
            for orphan in orphans where kept.contains(orphan) && !draft.unplaced.contains(orphan) { draft.unplaced.append(orphan) }
            leftOut += next
        }
        guard !leftOut.isEmpty else { return (draft, []) }
        let note = ImportFinding(
            line: nil, construct: leftOut.joined(separator: ", "),
            reason:
                "views of '\(draft.name)' added nowhere in code import reads (their superview is not known) and not constrained: left out rather than placed in the root"
        )
        return (draft, [note])
    }

    /// The items a draft's constraints, stacks, spec applications and parents name.
    static func referencedNames(in draft: ComponentDraft) -> Set<String> {
        var names = Set<String>()
        // A state's constraints and visibility name views too (a view only one `switch` case places).
        for constraint in draft.constraints + draft.update + draft.states.flatMap(\.constraints) {
            names.insert(constraint.first.item.root)
            if let second = constraint.second { names.insert(second.item.root) }
        }
        names.formUnion(draft.states.flatMap(\.visibility).map(\.item))
        for item in draft.items {
            if let parent = item.parent { names.insert(parent) }
            if case .stack(let stack) = item { names.formUnion(stack.arranged) }
        }
        for application in draft.applications { names.insert(application.target.root) }
        return names
    }
}

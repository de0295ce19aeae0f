import TrellisModel

extension ComponentDraft {
    /// The draft with the item `old` called `new` wherever it is named: its declaration, the
    /// items it holds or arranges, constraints and spec applications.
    func renaming(_ old: String, to new: String) -> ComponentDraft {
        func renamed(_ reference: ItemReference) -> ItemReference {
            reference.root == old ? ItemReference([new] + reference.path.dropFirst()) : reference
        }
        func renamed(_ constraint: LayoutConstraint) -> LayoutConstraint {
            var constraint = constraint
            constraint.first.item = renamed(constraint.first.item)
            if let second = constraint.second { constraint.second?.item = renamed(second.item) }
            return constraint
        }
        var draft = self
        draft.items = items.map { item in
            switch item {
            case .view(var view):
                if view.name == old { view.name = new }
                if view.parent == old { view.parent = new }
                return .view(view)
            case .guide(var guide):
                if guide.name == old { guide.name = new }
                if guide.parent == old { guide.parent = new }
                return .guide(guide)
            case .use(var use):
                if use.name == old { use.name = new }
                if use.parent == old { use.parent = new }
                return .use(use)
            case .stack(var stack):
                if stack.view.name == old { stack.view.name = new }
                if stack.view.parent == old { stack.view.parent = new }
                stack.arranged = stack.arranged.map { $0 == old ? new : $0 }
                return .stack(stack)
            }
        }
        draft.constraints = constraints.map(renamed)
        draft.update = update.map(renamed)
        draft.applications = applications.map { application in
            var application = application
            application.target = renamed(application.target)
            return application
        }
        draft.unplaced = unplaced.map { $0 == old ? new : $0 }
        draft.framePlacedViews = Set(framePlacedViews.map { $0 == old ? new : $0 })
        return draft
    }
}

import TrellisModel

extension Item {
    /// The same item added to `parent` (nil: the owner), whatever kind of item it is.
    func reparented(to parent: String?) -> Item {
        switch self {
        case .view(var view):
            view.parent = parent
            return .view(view)
        case .guide(var guide):
            guide.parent = parent
            return .guide(guide)
        case .use(var use):
            use.parent = parent
            return .use(use)
        case .stack(var stack):
            stack.view.parent = parent
            return .stack(stack)
        }
    }
}

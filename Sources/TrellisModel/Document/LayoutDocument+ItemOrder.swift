/// Item declaration order (z-order) is part of the content hash. Versions recorded
/// before it was hold their items sorted by name in their stored canonical JSON, and
/// keep that JSON and its hash; the author's text kept for such a version may declare
/// the items in another order. These tell the two apart from a real change.
extension LayoutDocument {
    /// The same component with its items sorted by name: how it was hashed before the
    /// declaration order counted.
    public var withItemsInNameOrder: LayoutDocument {
        switch self {
        case .container(var container):
            container.body.items.sort { $0.name < $1.name }
            return .container(container)
        case .screen(var screen):
            screen.body.items.sort { $0.name < $1.name }
            return .screen(screen)
        case .spec:
            return self
        }
    }

    /// Whether this document (an author's text, parsed) means what a version with content
    /// `hash` records: the same hash, or — for a version recorded before item order
    /// counted — the same once its items are sorted by name.
    public func means(contentHash hash: String) -> Bool {
        contentHash == hash || (body?.items.isEmpty == false && withItemsInNameOrder.contentHash == hash)
    }

    /// Whether this document and `other` hold the same content except for the order of
    /// their items.
    public func differsOnlyInItemOrder(from other: LayoutDocument) -> Bool {
        guard let items = body?.items, let otherItems = other.body?.items, items.count > 1 else { return false }
        return items != otherItems && withItemsInNameOrder.contentHash == other.withItemsInNameOrder.contentHash
    }
}

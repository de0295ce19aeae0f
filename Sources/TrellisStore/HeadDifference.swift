/// How one component of a working copy's contents (name → content hash) differs from its
/// head in the store: what `status(workingCopy:)` finds. The project's status
/// (`TrellisProject.StatusEntry`) refines it with bases, texts and item order.
public struct HeadDifference: Hashable, Sendable {
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// In the working copy, not in the store (or deleted there).
        case new
        /// Different content from the head.
        case modified
        /// The head has it, the working copy does not.
        case deleted
    }
    public var name: String
    public var state: State
    /// The head's version, nil for a new component.
    public var headVersion: String?
}

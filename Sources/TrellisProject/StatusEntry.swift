import TrellisStore

/// How a working-copy component stands against its head.
public struct StatusEntry: Hashable, Sendable {
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// In the working copy, not in the store (or deleted there).
        case new
        /// Different content from the head.
        case modified
        /// The head has it, the working copy does not.
        case deleted
        /// The file is as it was written from an earlier version (its base), and the
        /// store's head moved since: not an edit; `trellis checkout` updates it.
        case behind
        /// An edit (or deletion) made on top of an earlier version than the head: a
        /// commit would revert the head's change, so it is refused.
        case diverged
    }
    public var name: String
    public var state: State
    /// The head's version, nil for a new component.
    public var headVersion: String?
    /// The version the file was written from or last committed as (the project's
    /// index), when known.
    public var base: String? = nil
    /// A modification of comments or formatting only: the same content as the head.
    public var textOnly = false
    /// A modification of the items' declaration order (z-order) only.
    public var itemOrder: ItemOrderChange? = nil

    public enum ItemOrderChange: String, Hashable, Sendable {
        /// The file declares the items in another order than the head.
        case reordered
        /// The head was recorded before item order counted (its items sorted by name) and
        /// the file declares them as its author did: nothing was edited, the order is
        /// recorded from the next commit on.
        case firstRecorded
    }

    public init(name: String, state: State, headVersion: String?, base: String? = nil, textOnly: Bool = false) {
        self.name = name
        self.state = state
        self.headVersion = headVersion
        self.base = base
        self.textOnly = textOnly
    }

    /// Work of the user's that the store does not hold.
    public var isUncommitted: Bool { state != .behind }
}

extension StatusEntry {
    /// The project's entry for a difference the store found between the working copy's
    /// contents and the heads (before bases, texts and item order refine it).
    init(_ difference: HeadDifference) {
        let state: State =
            switch difference.state {
            case .new: .new
            case .modified: .modified
            case .deleted: .deleted
            }
        self.init(name: difference.name, state: state, headVersion: difference.headVersion)
    }
}

/// A rename a commit cannot record (`TrellisStore.commit(…renames:)`), saying why and what to do.
public struct RenameError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The old name has no version to continue (never committed, or deleted).
        case nothingToRename
        /// The new name is a component the store has now.
        case targetExists
        /// The commit does not record the new name's content, or does not delete the old name.
        case incomplete
        /// The file's declaration (`container OLD {`) could not be found to rename.
        case declarationNotFound(path: String)
    }
    public var from: String
    public var to: String
    public var reason: Reason

    public init(from: String, to: String, reason: Reason) {
        self.from = from
        self.to = to
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .nothingToRename: return "cannot rename \(from) to \(to): the store has no version of \(from) (commit it first, or add \(to) as new)"
        case .targetExists: return "cannot rename \(from) to \(to): \(to) exists in the store; delete it and commit first, or choose another name"
        case .incomplete: return "cannot rename \(from) to \(to): a rename records \(to)'s content and deletes \(from) in the same commit"
        case .declarationNotFound(let path):
            return "cannot rename \(from) to \(to): \(path) does not declare '\(from)' on a line of its own "
                + "(container|screen|spec \(from) {): rename it there by hand"
        }
    }
}

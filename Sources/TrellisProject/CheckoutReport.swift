import Foundation

/// What a checkout did to the working copy, beyond writing files: what the commands
/// tell their user.
public struct CheckoutReport: Hashable, Sendable {
    /// The components it set out to write (those asked for and those an interrupted
    /// checkout left), sorted.
    public var components: [String] = []
    /// Files written (created or replaced).
    public var written = 0
    /// Files removed (components whose head is a deletion).
    public var removed = 0
    /// Components left as they are because their file holds uncommitted work (an edit
    /// made after the checkout that wrote them was interrupted, a file that does not
    /// parse): component → its file, relative to the project. Each keeps its base, so
    /// `status` shows the edit and `commit` cannot revert the head with it.
    public var kept: [String: String] = [:]
    /// Components written somewhere else than their first choice, because that file
    /// holds another component (or something that is not one).
    public var relocated: [Relocation] = []

    public struct Relocation: Hashable, Sendable {
        public var component: String
        /// Where it was written, relative to the project.
        public var path: String
        /// The path it was recorded at (else `NAME.layout`), relative to the project.
        public var wanted: String
        /// The component whose file `wanted` is; nil when it is a file that defines none.
        public var occupant: String?

        public init(component: String, path: String, wanted: String, occupant: String?) {
            (self.component, self.path, self.wanted, self.occupant) = (component, path, wanted, occupant)
        }

        /// `PrimaryButton: written to PrimaryButton.layout; Buttons.layout, where it was
        /// recorded, holds SecondaryButton (left as it is)`.
        public var description: String {
            "\(component): written to \(path), not \(wanted): that file holds "
                + (occupant.map { "component \($0)" } ?? "no component (it does not parse, or is not a file)")
                + " (left as it is; move or rename either file as you like, then commit)"
        }
    }

    public init() {}

    /// One line per component kept or relocated, saying what happened and what to do.
    public var notes: [String] {
        kept.sorted { $0.key < $1.key }.map { name, path in
            "\(name): kept your edit in \(path) (it is neither the version it was written from nor the new head): "
                + "'trellis status' shows it, 'trellis checkout --merge \(name)' applies it to the head, 'trellis restore \(name) --force' drops it"
        } + relocated.map(\.description)
    }
}

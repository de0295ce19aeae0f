/// A command an error or diagnostic suggests running next, named by what it does. The
/// libraries put these values into their messages; only the command line knows what its
/// commands are called: it installs their spelling (`CommandSpelling`, TrellisProjectFiles) when it starts,
/// so a message reads "run 'trellis fsck' …" there and "run the store check …" anywhere
/// else (a test, a program linking the libraries).
public enum CommandHint: Hashable, Sendable, CustomStringConvertible {
    /// Checks the store for damage (fsck).
    case checkStore
    /// Checks the store and repairs what it can (fsck --repair).
    case repairStore
    /// Removes what no version uses (gc).
    case collectGarbage
    /// The working copy's status.
    case status
    /// The store's history.
    case log
    /// The open conflicts.
    case conflicts
    /// Resolving `component`'s conflict; `sides`: with the ways to take a side spelt out.
    case resolve(component: String, sides: Bool)
    /// Creating a project and its store (init).
    case createProject
    /// The device catalog.
    case devices
    /// What a name holds.
    case show(component: String)
    /// Checking the working copy.
    case check
    /// Updating the dependencies: all of them, one, or one to a release.
    case update(dependency: String?, release: String?)
    /// Adding a dependency (a name and a library's place).
    case addDependency
    /// Releasing a library's public components as `version`.
    case release(version: String)
    /// Serving a store over HTTP (the hub a remote or a dependency may name by URL).
    case serve
    /// Forgetting a remote; adding one (a name and its place).
    case removeRemote
    case addRemote
    /// Committing the working copy's changes.
    case commit
    /// Restoring `component`'s file from the store, dropping an edit (`--force`).
    case restore(component: String)
    /// Resolving `component`'s conflict by taking one side (`theirs`: the remote's).
    case resolveTaking(component: String, theirs: Bool)
    /// Applying the check's fix-its.
    case fix

    public var description: String { Self.spelling.withLock { $0 }(self) }

    /// Spells every hint from now on (the command line calls this once, first thing).
    package static func install(_ spell: @escaping @Sendable (CommandHint) -> String) {
        spelling.withLock { $0 = spell }
    }

    private static let spelling = Locked<@Sendable (CommandHint) -> String>({ $0.neutral })

    /// The hint in words, for messages read outside the command line.
    public var neutral: String {
        switch self {
        case .checkStore: "the store check"
        case .repairStore: "the store check with repair"
        case .collectGarbage: "a garbage collection"
        case .status: "a status"
        case .log: "the log"
        case .conflicts: "the list of conflicts"
        case .resolve(let component, let sides): "the resolve of \(component)\(sides ? " (ours, theirs or from a file)" : "")"
        case .createProject: "a project's creation"
        case .devices: "the device list"
        case .show(let component): "the listing of \(component)"
        case .check: "the check"
        case .update(let dependency, let release):
            "an update" + (dependency.map { " of \($0)" } ?? "") + (release.map { " to \($0)" } ?? "")
        case .addDependency: "an addition of a dependency (a name and a path or URL)"
        case .release(let version): "a release of \(version)"
        case .serve: "a hub server"
        case .removeRemote: "the removal of the remote"
        case .addRemote: "an addition of the remote"
        case .commit: "a commit"
        case .restore(let component): "a forced restore of \(component)"
        case .resolveTaking(let component, let theirs): "the resolve of \(component) taking \(theirs ? "theirs" : "ours")"
        case .fix: "the fix"
        }
    }
}

import Foundation
import TrellisStore
import TrellisModel
import TrellisSupport

/// `.trellis/checkout`: what a checkout (clone, pull, merge, restore, a push into the
/// project) is about to write, recorded before the store's heads move or any file is
/// written, removed once every file is written and its base recorded. While it exists
/// the working copy is known to be half-written: `status` says so, `commit` refuses, and
/// `trellis checkout` (or the command run again) finishes it by writing the heads of the
/// components it lists. A clone records "every component" before its store exists.
struct CheckoutJournal: Equatable, Sendable {
    /// The command that began it, for messages.
    var command: String
    /// The components to write; nil: every component with a head.
    var components: [String]?

    static let fileName = "checkout"
    static let header = "trellis checkout journal 1"

    static func path(root: String) -> String {
        ((root as NSString).appendingPathComponent(ProjectScaffold.metadataFolder) as NSString).appendingPathComponent(fileName)
    }

    /// The journal of the project at `root`, if a checkout was interrupted there. A
    /// journal that cannot be read is taken as "every component".
    static func read(root: String) -> CheckoutJournal? {
        let path = path(root: root)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return CheckoutJournal(command: "checkout", components: nil) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == header, lines.count >= 2 else { return CheckoutJournal(command: "checkout", components: nil) }
        lines.removeFirst()
        let command = lines.removeFirst()
        return CheckoutJournal(command: command, components: lines == ["*"] ? nil : lines)
    }

    /// Written to a temporary file renamed into place: after a kill the journal is whole
    /// or absent.
    func write(root: String) throws {
        let body = ([Self.header, command] + (components ?? ["*"])).joined(separator: "\n") + "\n"
        try replaceFile(Data(body.utf8), at: Self.path(root: root))
    }

    static func remove(root: String) throws {
        let path = path(root: root)
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
    }

    /// This journal and `other` together (a checkout begun while one was unfinished).
    func merged(with other: CheckoutJournal?) -> CheckoutJournal {
        guard let other else { return self }
        guard let mine = components, let theirs = other.components else { return CheckoutJournal(command: other.command, components: nil) }
        return CheckoutJournal(command: other.command, components: Array(Set(mine).union(theirs)).sorted())
    }
}

/// A commit refused while a checkout is unfinished: its files are not the user's edits.
public struct InterruptedCheckoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var command: String
    public var count: Int?

    public var description: String {
        let what = count.map { "\($0) component\($0 == 1 ? "" : "s")" } ?? "every component"
        return
            "a '\(command)' was interrupted while writing the working copy (\(what)): run 'trellis checkout' to finish it (files you edited since are kept); nothing committed"
    }
}

extension TrellisProject {
    /// The unfinished checkout of this project, if one was interrupted: the command and
    /// the components (nil: all) it was writing.
    public func interruptedCheckout() -> (command: String, components: [String]?)? {
        CheckoutJournal.read(root: root).map { ($0.command, $0.components) }
    }

    /// Records, before anything moves, that `command` is about to write `components`
    /// (nil: every component) into the working copy.
    public func beginCheckout(_ command: String, components: [String]?) throws {
        let journal = CheckoutJournal(command: command, components: components.map { Array(Set($0)).sorted() })
        try journal.merged(with: CheckoutJournal.read(root: root)).write(root: root)
    }

    /// The command a push into this project records in its checkout journal.
    package static let pushCheckoutCommand = "push into this project"

    /// Writes out what an interrupted checkout left unwritten (nothing when none was),
    /// only when `command` began it if given; files edited since are kept (`checkout`).
    /// Returns what it did, nil when there was nothing to finish.
    @discardableResult
    public func finishInterruptedCheckout(of command: String? = nil) throws -> CheckoutReport? {
        try withLock {
            guard let journal = CheckoutJournal.read(root: root), command.map({ $0 == journal.command }) ?? true else { return nil }
            return try checkout([], command: journal.command)
        }
    }
}

/// What a folder holds for a clone into it.
public enum CloneDestination: Sendable {
    /// Missing or empty (or left by a clone that died before its store was in place,
    /// now removed): clone into it.
    case free
    /// A clone whose store is in place and whose checkout was interrupted: finish it.
    case interrupted(TrellisProject)
    /// Anything else: refuse.
    case occupied
}

extension TrellisProject {
    /// Whether a clone may go into `directory`, and whether it resumes an interrupted one.
    public static func cloneDestination(_ directory: String, environment: StoreEnvironment) throws -> CloneDestination {
        let fileManager = FileManager.default
        let contents = (try? fileManager.contentsOfDirectory(atPath: directory)) ?? []
        if contents.isEmpty { return .free }
        let journal = CheckoutJournal.read(root: directory)
        let store = storePath(root: directory)
        if journal?.command == "clone", fileManager.fileExists(atPath: store) {
            if let opened = try? TrellisStore.open(path: store, environment: environment) {
                return .interrupted(TrellisProject(root: directory, store: opened))
            }
            // Killed while its store was being put in place (a hot journal beside it):
            // nothing was checked out yet, so the clone starts again.
            if contents == [ProjectScaffold.metadataFolder] {
                try fileManager.removeItem(atPath: (directory as NSString).appendingPathComponent(ProjectScaffold.metadataFolder))
                return .free
            }
        }
        // Only a `.trellis` without a store: what a clone that died early leaves (it holds nothing).
        if contents == [ProjectScaffold.metadataFolder], !fileManager.fileExists(atPath: store) {
            try fileManager.removeItem(atPath: (directory as NSString).appendingPathComponent(ProjectScaffold.metadataFolder))
            return .free
        }
        return .occupied
    }

    /// Marks `root` (its `.trellis` made already) as a clone in progress, before its store exists.
    public static func beginClone(at root: String) throws {
        try CheckoutJournal(command: "clone", components: nil).write(root: root)
    }
}

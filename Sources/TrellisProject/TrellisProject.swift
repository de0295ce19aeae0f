import Foundation
import TrellisStore
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

/// A project: a folder of `.layout` files (the working copy people edit) with its store
/// in `.trellis/store.sqlite`. What the project commands do, as library calls.
public struct TrellisProject: Sendable {
    public let root: String
    public let store: TrellisStore

    public static let storeFileName = "store.sqlite"

    public static func storePath(root: String) -> String {
        ((root as NSString).appendingPathComponent(ProjectScaffold.metadataFolder) as NSString)
            .appendingPathComponent(storeFileName)
    }

    /// Creates the store of a project whose folder (and `.trellis`) already exists.
    public static func create(at root: String, environment: StoreEnvironment) throws -> TrellisProject {
        let metadata = (root as NSString).appendingPathComponent(ProjectScaffold.metadataFolder)
        try FileManager.default.createDirectory(atPath: metadata, withIntermediateDirectories: true)
        return TrellisProject(root: root, store: try TrellisStore.open(path: storePath(root: root), create: true, environment: environment))
    }

    /// Opens the project at `path` or the nearest folder above it that has a `.trellis`.
    public static func open(at path: String, environment: StoreEnvironment) throws -> TrellisProject {
        guard let root = findRoot(from: path) else { throw ProjectError.notAProject(path) }
        return TrellisProject(root: root, store: try TrellisStore.open(path: storePath(root: root), environment: environment))
    }

    /// `open(at:environment:)` for a command that never writes the store (`status`): its
    /// store is opened for reading only (`TrellisStore.openForReading`), which spares the
    /// disk syncs a writable open costs. The working copy's index is still written.
    public static func openForReading(at path: String, environment: StoreEnvironment) throws -> TrellisProject {
        guard let root = findRoot(from: path) else { throw ProjectError.notAProject(path) }
        return TrellisProject(root: root, store: try TrellisStore.openForReading(path: storePath(root: root), environment: environment))
    }

    public init(root: String, store: TrellisStore) {
        self.root = root
        self.store = store
    }

    static func findRoot(from path: String) -> String? {
        let start = absoluteStandardPath(path)
        var folder = start
        while true {
            var isDirectory: ObjCBool = false
            let metadata = (folder == "/" ? "" : folder) + "/" + ProjectScaffold.metadataFolder
            if FileManager.default.fileExists(atPath: metadata, isDirectory: &isDirectory), isDirectory.boolValue {
                // Keep the spelling the user gave when it is the project itself.
                return folder == start ? path : folder
            }
            if folder == "/" { return nil }
            folder = parentFolder(of: folder)
        }
    }

    /// `path` made absolute (from the current folder) without `.`, `..` or repeated slashes,
    /// as `URL(fileURLWithPath:).standardizedFileURL.path` spells it; by hand, because the
    /// URL's first use costs a `status` ~1.8M instructions (a generic set whose conformance
    /// the runtime finds by scanning every conformance record of the binary).
    static func absoluteStandardPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    // MARK: The working copy

    /// Every `.layout` file of the project, parsed, with each component's content hash
    /// (and `.trellis/index` refreshed from them).
    public func workingCopy() throws -> WorkingCopy {
        var copy = try loadWorkingCopy()
        copy.workspace.dependencies = try dependencies().documents
        return copy
    }

    // MARK: Status

    public struct Status: Sendable {
        public var entries: [StatusEntry]
        /// Files that do not parse: neither new nor deleted until they do.
        public var unreadable: [LayoutSourceFile]
        /// The command whose checkout was interrupted, if one was (its components are
        /// listed as behind, but for `keptEdits`: 'trellis checkout' finishes it).
        public var interrupted: String? = nil
        /// Components the interrupted checkout lists whose files hold uncommitted work
        /// (`UncommittedWorkRule`): listed as the edits they are, and kept by the checkout
        /// that finishes it.
        public var keptEdits: [String] = []
        /// Dependency components edited locally (read-only), releases locked but not fetched.
        public var dependencyProblems: [DependencyError] = []
        public var isClean: Bool { entries.isEmpty && unreadable.isEmpty && interrupted == nil && dependencyProblems.isEmpty }
    }

    /// Through `.trellis/index`: only files whose stat changed since they were last
    /// parsed are parsed again (`summarizeWorkingCopy`).
    public func status() throws -> Status {
        try status(of: try summarizeWorkingCopy())
    }

    /// The status of a working copy read by `summarizeWorkingCopy()` (a caller that also
    /// needs its file paths reads it once).
    public func status(of summary: WorkingCopySummary) throws -> Status {
        // The store's side in one read transaction.
        let (differences, headTexts) = try store.statusAndHeadTextHashes(
            workingCopy: summary.hashes, unreadable: Set(summary.unreadable.map(\.expectedName)))
        let refined = try withTextOnlyEdits(
            try refine(differences.map(StatusEntry.init), hashes: summary.hashes, bases: summary.bases), textHashes: summary.textHashes, headTexts: headTexts)
        let noted = try withItemOrderNotes(refined) { name in
            try summary.parsed[name] ?? summary.paths[name].flatMap { try LayoutSourceFile.read($0).document }
        }
        return try withJournal(
            Status(entries: noted, unreadable: summary.unreadable), hashes: summary.hashes, textHashes: summary.textHashes, bases: summary.bases)
    }

    public func status(of copy: WorkingCopy) throws -> Status {
        let (differences, headTexts) = try store.statusAndHeadTextHashes(
            workingCopy: copy.hashes, unreadable: Set(copy.unreadable.map(\.expectedName)))
        let refined = try refine(differences.map(StatusEntry.init), hashes: copy.hashes)
        let textHashes = sourceTexts(of: copy).mapValues(\.hash)
        let noted = try withItemOrderNotes(try withTextOnlyEdits(refined, textHashes: textHashes, headTexts: headTexts)) { copy.documents[$0] }
        return try withJournal(Status(entries: noted, unreadable: copy.unreadable), hashes: copy.hashes, textHashes: textHashes, bases: nil)
    }

    /// A half-written checkout's components are not the user's edits: behind, whatever
    /// their files hold — unless a file holds work of its own (`UncommittedWorkRule`:
    /// edited after the interruption), which stays the edit it is and is listed in
    /// `keptEdits`. `hashes`, `textHashes`: the working copy's; `bases`: the index's.
    func withJournal(_ status: Status, hashes: [String: String], textHashes: [String: String], bases: [String: String]?) throws -> Status {
        var status = status
        do {
            status.dependencyProblems = try dependencies().problems
        } catch let error as DependencyError {
            status.dependencyProblems = [error]  // A lock file that cannot be read is a problem to show, not to hide.
        } catch {
            status.dependencyProblems = [.unreadableLock(path: LockFile.fileName, reason: "\(error)")]
        }
        guard let journal = CheckoutJournal.read(root: root) else { return status }
        status.interrupted = journal.command
        let pending = journal.components.map(Set.init)
        let recorded = bases ?? recordedBases()
        var rule = UncommittedWorkRule(store: store)
        for index in status.entries.indices {
            let entry = status.entries[index]
            guard let head = entry.headVersion, pending?.contains(entry.name) ?? true else { continue }
            // A missing file is one the checkout has not written yet.
            if entry.state != .deleted, entry.state != .behind, let content = hashes[entry.name],
                try rule.holdsWork(entry.name, content: content, text: textHashes[entry.name], base: recorded[entry.name] ?? entry.base, head: head)
            {
                status.keptEdits.append(entry.name)
            } else {
                status.entries[index].state = .behind
            }
        }
        return status
    }

    /// `entries` and the components whose content equals the head's but whose text does
    /// not (comments, formatting): *modified*, `textOnly`. Heads recorded before texts
    /// were kept have none to compare with. `headTexts`: `TrellisStore.headTextHashes()`.
    func withTextOnlyEdits(_ entries: [StatusEntry], textHashes: [String: String], headTexts: [String: String]) throws -> [StatusEntry] {
        guard !headTexts.isEmpty else { return entries }
        let listed = Set(entries.map(\.name))
        let edited = textHashes.filter { name, hash in !listed.contains(name) && headTexts[name].map { $0 != hash } ?? false }.keys
        guard !edited.isEmpty else { return entries }
        let heads = try store.headIDs(of: Array(edited))
        let added = edited.map { StatusEntry(name: $0, state: .modified, headVersion: heads[$0], base: heads[$0], textOnly: true) }
        return (entries + added).sorted { $0.name < $1.name }
    }

    /// The author's text and path (relative to the root) of each component's file.
    public func sourceTexts(of copy: WorkingCopy) -> [String: SourceText] {
        var texts: [String: SourceText] = [:]
        for file in copy.files {
            guard let name = file.document?.name, texts[name] == nil else { continue }
            var path = relativePath(file.path)
            while path.hasPrefix("./") { path.removeFirst(2) }
            texts[name] = SourceText(text: file.text, path: path)
        }
        return texts
    }

    // MARK: Commit

    /// Records what changed in the working copy (only `names` when given), in one
    /// transaction. Refuses, recording nothing, when any file it would record (or any
    /// file at all, without `names`) does not parse or validate: the error carries every
    /// diagnostic. A component whose file is gone is recorded as deleted.
    public func commit(message: String, names: [String] = []) throws -> CommitResult {
        // The working copy is read, compared and recorded under the project's lock, and
        // the heads it was compared with must still be the heads inside the store's
        // write transaction: a file read before another command moved its head is never
        // recorded as a revert of that change.
        try withLock {
            if let journal = CheckoutJournal.read(root: root) {
                throw InterruptedCheckoutError(command: journal.command, count: journal.components?.count)
            }
            // Before the files: a conflict's file holds markers, which would only say "does not parse".
            try store.refuseWhileConflicted()
            let copy = try workingCopy()
            // A dependency's component is read-only: an edit to it is never recorded.
            if let problem = try dependencies().problems.first { throw problem }
            let status = try status(of: copy)
            let heads = try store.headHashes()
            var selected: Set<String>
            if names.isEmpty {
                selected = Set(copy.hashes.keys).union(heads.keys)
            } else {
                for name in names where copy.documents[name] == nil && heads[name] == nil {
                    throw ProjectError.unknownComponent(name, suggestion: Suggestions.closest(to: name, in: Array(copy.hashes.keys) + Array(heads.keys)))
                }
                selected = Set(names)
            }
            // A behind file is not an edit: left out unless named, when it is refused.
            let behind = status.entries.filter { $0.state == .behind && selected.contains($0.name) }
            let diverged = status.entries.filter { $0.state == .diverged && selected.contains($0.name) }
            let namedBehind = names.isEmpty ? [] : behind
            if !diverged.isEmpty || !namedBehind.isEmpty {
                throw ProjectError.staleBase(diverged: diverged.map(\.name), behind: namedBehind.map(\.name))
            }
            selected.subtract(behind.map(\.name))
            let blocking = copy.check().filter { diagnostic in
                guard diagnostic.severity == .error else { return false }
                guard !names.isEmpty else { return true }
                guard let file = diagnostic.location?.file else { return true }
                return copy.files.contains { $0.path == file && selected.contains($0.document?.name ?? $0.expectedName) }
            }
            if !blocking.isEmpty { throw ProjectError.invalid(blocking, sources: copy.sources) }
            let documents = selected.sorted().compactMap { copy.documents[$0] }
            let deleted = selected.sorted().filter { copy.documents[$0] == nil && heads[$0] != nil }
            let headIDs = try store.headIDs(of: Array(selected))
            let texts = sourceTexts(of: copy).filter { selected.contains($0.key) }
            // `trellis mv`'s renames whose both sides this commit records (TrellisProject+Rename).
            let renames = renamesToRecord(documents: Set(documents.map(\.name)), deleted: Set(deleted))
            let result = try store.commit(documents, deleting: deleted, message: message, expectedHeads: headIDs, texts: texts, renames: renames)
            try forgetRenames(renames)
            // Every recorded file's base is its new version; an unchanged one's, its head.
            var bases = headIDs.filter { selected.contains($0.key) }
            for version in result.versions { bases[version.component] = version.id }
            try recordBases(bases)
            return result
        }
    }

    // MARK: Diff

    /// One component's changes between two sides.
    public struct ComponentDiff: Sendable {
        public var name: String
        /// `HEAD 3fa2c1d4e5f6`, `working copy`, `nothing`.
        public var from: String
        public var to: String
        public var changes: [LayoutChange]
    }

    /// `trellis diff`: with no name, every component whose working copy differs from its
    /// head; with a name, its head (or `revisions[0]`) against the working copy, or
    /// `revisions[0]` against `revisions[1]`.
    public func diff(_ name: String? = nil, revisions: [String] = []) throws -> [ComponentDiff] {
        guard let name else {
            let copy = try workingCopy()
            return try status(of: copy).entries.map { entry in
                let head = try entry.headVersion.flatMap { try store.version($0) }
                return try diff(name: entry.name, from: head, toWorking: copy.documents[entry.name])
            }
        }
        switch revisions.count {
        case 0, 1:
            let copy = try workingCopy()
            let base = try store.resolve(name, revisions.first)
            return [try diff(name: name, from: base, toWorking: copy.documents[name])]
        default:
            let from = try store.resolve(name, revisions[0])
            let to = try store.resolve(name, revisions[1])
            return [
                ComponentDiff(
                    name: name, from: Self.describe(from), to: Self.describe(to),
                    changes: LayoutDiff.changes(from: try store.document(at: from), to: try store.document(at: to)))
            ]
        }
    }

    func diff(name: String, from version: VersionInfo?, toWorking document: LayoutDocument?) throws -> ComponentDiff {
        ComponentDiff(
            name: name, from: version.map(Self.describe) ?? "nothing",
            to: document == nil ? "nothing (file removed)" : "working copy",
            changes: LayoutDiff.changes(from: try version.flatMap { try store.document(at: $0) }, to: document))
    }

    static func describe(_ version: VersionInfo) -> String {
        version.isDeletion ? "\(version.shortID) (deleted)" : version.shortID
    }

    // MARK: Show and restore

    /// The component `name@revision` recorded, and the version.
    public func document(_ target: ComponentRevision) throws -> (LayoutDocument, VersionInfo) {
        let version = try store.resolve(target)
        guard let document = try store.document(at: version) else {
            throw StoreError.deleted(component: target.name, version: version.id)
        }
        return (document, version)
    }

    /// Writes `name@revision` (the head by default) back to the working copy, to the file
    /// that defines the component, else where `CheckoutPlacement` puts it (never a file of
    /// another component). Returns the path written.
    /// Refuses to overwrite an uncommitted edit of the component unless `force`. The
    /// file's base becomes the head: an earlier revision restored is an edit on top of it.
    @discardableResult
    public func restore(_ target: ComponentRevision, force: Bool = false) throws -> (path: String, version: VersionInfo) {
        try withLock {
            let version = try store.resolve(target)
            guard let source = try authorText(of: version) else { throw StoreError.deleted(component: target.name, version: version.id) }
            let copy = try workingCopy()
            // Its own file, else a free one: never a file that holds another component.
            var placement = try placement()
            let placed = try placement.place(target.name, recorded: source.path)
            let path = placed.path
            if !force, placed.own, try uncommitted(in: status(of: copy))[target.name] != nil {
                throw ProjectError.uncommittedEdit(name: target.name, path: path)
            }
            var writer = writer()
            try writer.write(source.text, to: path)
            if let head = try store.headIDs(of: [target.name])[target.name] { writer.recordBase(head, of: target.name) }
            try writer.finish()
            return (path, version)
        }
    }
}

/// The parsed `.layout` files of a project, keyed by component name.
public struct WorkingCopy: Sendable {
    public var workspace: LayoutWorkspace
    public var documents: [String: LayoutDocument]
    public var hashes: [String: String]

    public init(workspace: LayoutWorkspace) {
        self.workspace = workspace
        var documents: [String: LayoutDocument] = [:]
        for document in workspace.documents where documents[document.name] == nil { documents[document.name] = document }
        self.documents = documents
        self.hashes = documents.mapValues(\.contentHash)
    }

    /// From parsed files and their documents' hashes (nil for a file that did not
    /// parse), computed already; the same as `init(workspace:)` otherwise.
    init(files: [LayoutSourceFile], hashes fileHashes: [String?]) {
        self.workspace = LayoutWorkspace(files: files)
        var documents: [String: LayoutDocument] = [:]
        var hashes: [String: String] = [:]
        for (file, hash) in zip(files, fileHashes) {
            guard let document = file.document, documents[document.name] == nil else { continue }
            documents[document.name] = document
            hashes[document.name] = hash ?? document.contentHash
        }
        self.documents = documents
        self.hashes = hashes
    }

    /// Parse errors, validation errors and project problems, in file order.
    public func check() -> [Diagnostic] { workspace.check() }

    public var files: [LayoutSourceFile] { workspace.files }
    public var unreadable: [LayoutSourceFile] { workspace.files.filter { $0.document == nil } }
    public var sources: [String: String] { Dictionary(workspace.files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a }) }
}

public enum ProjectError: Error, CustomStringConvertible {
    case notAProject(String)
    case unknownComponent(String, suggestion: String?)
    /// The commit was refused: these errors first.
    case invalid([Diagnostic], sources: [String: String])
    /// The commit was refused: these files were written from an older version than the head.
    case staleBase(diverged: [String], behind: [String])
    /// `restore` would overwrite an edit that was never committed.
    case uncommittedEdit(name: String, path: String)

    public var description: String {
        switch self {
        case .notAProject(let path):
            return "\(path) is not in a trellis project (no \(ProjectScaffold.metadataFolder) folder here or above); run 'trellis init' to create one"
        case .unknownComponent(let name, let suggestion):
            return "no component named \(name) in the working copy or the store" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .invalid(let diagnostics, let sources):
            let errors = diagnostics.count
            let rendered = diagnostics.map { $0.rendered(source: $0.location.flatMap { sources[$0.file] }) }
            return rendered.joined(separator: "\n")
                + "\nnothing committed: \(errors) error\(errors == 1 ? "" : "s") (fix them, 'trellis check' lists them too)"
        case .staleBase(let diverged, let behind):
            var lines: [String] = []
            if !diverged.isEmpty {
                lines.append(
                    "\(diverged.joined(separator: ", ")): edited on top of an older version than the store's head; committing would revert the head's change. Merge it first ('trellis checkout --merge NAME' applies your edit to the head) or restore it ('trellis restore NAME --force' drops your edit)"
                )
            }
            if !behind.isEmpty {
                lines.append(
                    "\(behind.joined(separator: ", ")): the file holds an older version than the store's head (not an edit); 'trellis checkout' updates it")
            }
            return lines.joined(separator: "\n") + "\nnothing committed"
        case .uncommittedEdit(let name, let path):
            return "\(path) has uncommitted changes to \(name): commit them first, or pass --force to overwrite them; nothing restored"
        }
    }
}

import Foundation
import TrellisModel

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

    public init(root: String, store: TrellisStore) {
        self.root = root
        self.store = store
    }

    static func findRoot(from path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            let metadata = url.appendingPathComponent(ProjectScaffold.metadataFolder).path
            if FileManager.default.fileExists(atPath: metadata, isDirectory: &isDirectory), isDirectory.boolValue {
                // Keep the spelling the user gave when it is the project itself.
                return url.standardizedFileURL == URL(fileURLWithPath: path).standardizedFileURL ? path : url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    // MARK: The working copy

    /// Every `.layout` file of the project, parsed, with each component's content hash
    /// (and `.trellis/index` refreshed from them).
    public func workingCopy() throws -> WorkingCopy {
        try loadWorkingCopy()
    }

    // MARK: Status

    public struct Status: Sendable {
        public var entries: [StatusEntry]
        /// Files that do not parse: neither new nor deleted until they do.
        public var unreadable: [LayoutSourceFile]
        public var isClean: Bool { entries.isEmpty && unreadable.isEmpty }
    }

    /// Through `.trellis/index`: only files whose stat changed since they were last
    /// parsed are parsed again (`summarizeWorkingCopy`).
    public func status() throws -> Status {
        let summary = try summarizeWorkingCopy()
        let entries = try store.status(workingCopy: summary.hashes, unreadable: Set(summary.unreadable.map(\.expectedName)))
        return Status(entries: entries, unreadable: summary.unreadable)
    }

    public func status(of copy: WorkingCopy) throws -> Status {
        let entries = try store.status(workingCopy: copy.hashes, unreadable: Set(copy.unreadable.map(\.expectedName)))
        return Status(entries: entries, unreadable: copy.unreadable)
    }

    // MARK: Commit

    /// Records what changed in the working copy (only `names` when given), in one
    /// transaction. Refuses, recording nothing, when any file it would record (or any
    /// file at all, without `names`) does not parse or validate: the error carries every
    /// diagnostic. A component whose file is gone is recorded as deleted.
    public func commit(message: String, names: [String] = []) throws -> CommitResult {
        // Before the files: a conflict's file holds markers, which would only say "does not parse".
        try store.refuseWhileConflicted()
        let copy = try workingCopy()
        let heads = try store.headHashes()
        let selected: Set<String>
        if names.isEmpty {
            selected = Set(copy.hashes.keys).union(heads.keys)
        } else {
            for name in names where copy.documents[name] == nil && heads[name] == nil {
                throw ProjectError.unknownComponent(name, suggestion: Suggestions.closest(to: name, in: Array(copy.hashes.keys) + Array(heads.keys)))
            }
            selected = Set(names)
        }
        let blocking = copy.check().filter { diagnostic in
            guard diagnostic.severity == .error else { return false }
            guard !names.isEmpty else { return true }
            guard let file = diagnostic.location?.file else { return true }
            return copy.files.contains { $0.path == file && selected.contains($0.document?.name ?? $0.expectedName) }
        }
        if !blocking.isEmpty { throw ProjectError.invalid(blocking, sources: copy.sources) }
        let documents = selected.sorted().compactMap { copy.documents[$0] }
        let deleted = selected.sorted().filter { copy.documents[$0] == nil && heads[$0] != nil }
        return try store.commit(documents, deleting: deleted, message: message)
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
            return [ComponentDiff(
                name: name, from: Self.describe(from), to: Self.describe(to),
                changes: LayoutDiff.changes(from: try store.document(at: from), to: try store.document(at: to)))]
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
    /// that defines the component or `NAME.layout` at the root. Returns the path written.
    @discardableResult
    public func restore(_ target: ComponentRevision) throws -> (path: String, version: VersionInfo) {
        let (document, version) = try document(target)
        let copy = try workingCopy()
        let found = copy.files.first { $0.document?.name == target.name }?.path
            ?? copy.files.first { $0.document == nil && $0.expectedName == target.name }?.path
        let path = try found ?? WorkingCopyPath.file(of: target.name, in: root)
        try WorkingCopyPath.requireInside(path, root: root)
        try Data(LayoutPrinter.print(document).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return (path, version)
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
        }
    }
}

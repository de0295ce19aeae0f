import Foundation
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisSupport

/// Where a remote is, parsed once: a store served by `trellis serve` (an `http://` or
/// `https://` URL) or a store on disk (the absolute path of a store file, or of a project
/// folder holding one). Never a URL with another scheme: `htp://` is a typo, not a folder
/// named `htp:`. Every command that names a remote — `clone`, `remote add`, `hub migrate`,
/// a project's stored remotes, a served library — reads it through here.
public struct RemoteURL: Hashable, Sendable, CustomStringConvertible {
    /// The URL, or the absolute path.
    public let text: String
    public let isHTTP: Bool

    public var description: String { text }

    private init(text: String, isHTTP: Bool) {
        self.text = text
        self.isHTTP = isHTTP
    }

    /// Whether `text` names a served store.
    public static func isHTTP(_ text: String) -> Bool { text.hasPrefix("http://") || text.hasPrefix("https://") }

    /// What a user gives as a source (`clone`, `hub migrate --from`): an http(s) URL, or
    /// the path of a store file or project folder that exists, made absolute. Anything else
    /// is refused with what to give.
    public init(parsing source: String) throws(RemoteLocationError) {
        if let range = source.range(of: "://") {
            guard Self.isHTTP(source) else { throw .unknownScheme(source, String(source[..<range.lowerBound])) }
            self.init(text: source, isHTTP: true)
            return
        }
        let path = URL(fileURLWithPath: source).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { throw .missingPath(source) }
        self.init(text: path, isHTTP: false)
    }

    /// A remote as a project keeps it: a URL, or a path (a relative one is relative to the
    /// project's folder). Whether it still exists is found when it is opened.
    public init(stored url: String, projectRoot root: String) {
        if Self.isHTTP(url) {
            self.init(text: url, isHTTP: true)
        } else {
            let path = url.hasPrefix("/") ? url : URL(fileURLWithPath: root).appendingPathComponent(url).standardizedFileURL.path
            self.init(text: path, isHTTP: false)
        }
    }

    /// What `trellis remote add` keeps: `location` parsed, and checked before it is kept —
    /// no control character, a URL with a host, a folder that holds a store, never the
    /// project's own store.
    public static func validated(_ location: String, projectRoot: String) throws(RemoteLocationError) -> RemoteURL {
        if let problem = location.unicodeScalars.first(where: ComponentName.isControl) {
            throw .controlCharacter(location, problem.value)
        }
        let url = try RemoteURL(parsing: location)
        if url.isHTTP {
            do { _ = try HTTPRemote(url: location, token: nil) } catch { throw .badURL(location) }
            return url
        }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.text, isDirectory: &isDirectory)
        let store = storeFilePath(url.text)
        if isDirectory.boolValue, !FileManager.default.fileExists(atPath: store) { throw .notAStore(location) }
        let own = TrellisProject.storePath(root: projectRoot)
        if WorkingCopyPath.resolvedPath(store) == WorkingCopyPath.resolvedPath(own) { throw .itself(location) }
        return url
    }

    /// The remote, opened: an HTTP client, a project folder (a push into it updates its
    /// files), or a store file.
    public func open(token: String?, environment: StoreEnvironment) throws -> any SyncRemote {
        if isHTTP { return try HTTPRemote(url: text, token: token) }
        // A remote's path that is gone is not a store to create (creating one is no advice here).
        guard FileManager.default.fileExists(atPath: text) else { throw RemoteLocationError.missingPath(text) }
        if let project = try Self.openProject(text, environment: environment) {
            return StoreFileRemote(project: project, location: project.root)
        }
        return try StoreFileRemote(path: Self.storeFilePath(text), environment: environment)
    }

    /// The project at `path` when it is a project folder (a push into it updates its
    /// working copy), else nil. A push into it that was killed while writing its files
    /// (its store took the push, some files lag) is finished first: nobody there ran
    /// that push, so the pusher's next command (re-running it, or a fetch) finishes it.
    public static func openProject(_ path: String, environment: StoreEnvironment) throws -> TrellisProject? {
        var isDirectory: ObjCBool = false
        let metadata = (path as NSString).appendingPathComponent(ProjectScaffold.metadataFolder)
        guard FileManager.default.fileExists(atPath: metadata, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let project = TrellisProject(root: path, store: try TrellisStore.open(path: storeFilePath(path), environment: environment))
        // A folder this user cannot write stays as it is: reading from it still works, and
        // its own 'trellis status' names the interrupted push.
        _ = try? project.finishInterruptedCheckout(of: TrellisProject.pushCheckoutCommand)
        return project
    }

    /// A path to a store file, or to a project folder holding its store.
    public static func storeFilePath(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return TrellisProject.storePath(root: path)
        }
        return path
    }
}

public enum RemoteLocationError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownScheme(String, String)
    case badURL(String)
    case missingPath(String)
    case notAStore(String)
    case itself(String)
    case controlCharacter(String, UInt32)

    public var description: String {
        switch self {
        case .unknownScheme(let location, let scheme):
            return
                "\(ComponentName.quoted(location)) has the unknown scheme '\(scheme)': use http:// or https:// for a store served by \(CommandHint.serve), or a path to a store file or project folder"
        case .badURL(let location):
            return "\(ComponentName.quoted(location)) is not a usable URL (it needs a host, e.g. http://host:8080); nothing was added"
        case .missingPath(let location):
            return
                "\(ComponentName.quoted(location)) does not exist: give the path of a store file or project folder (for a remote that moved: \(CommandHint.removeRemote), then \(CommandHint.addRemote) with its new place)"
        case .notAStore(let location):
            return
                "\(ComponentName.quoted(location)) is a folder without a trellis store (\(ProjectScaffold.metadataFolder)/\(TrellisProject.storeFileName)); nothing was added"
        case .itself(let location):
            return "\(ComponentName.quoted(location)) is this project's own store: a project cannot be its own remote; nothing was added"
        case .controlCharacter(let location, let scalar):
            return "\(ComponentName.quoted(location)) holds the control character \(ComponentName.codePoint(scalar)); nothing was added"
        }
    }
}

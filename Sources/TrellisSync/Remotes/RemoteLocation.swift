import Foundation
import TrellisModel
import TrellisProject
import TrellisStore

/// What `trellis remote add` accepts as a remote's location, checked before it is kept:
/// an `http://` or `https://` URL with a host, or the path of a store file or project
/// folder that exists — never a URL with another scheme (`htp://` is a typo, not a
/// folder named `htp:`), a path to nothing, or the project itself.
public enum RemoteLocation {
    /// The location as it will be stored: the URL, or the absolute path.
    public static func validate(_ location: String, projectRoot: String) throws -> String {
        if let problem = location.unicodeScalars.first(where: ComponentName.isControl) {
            throw RemoteLocationError.controlCharacter(location, problem.value)
        }
        if let range = location.range(of: "://") {
            let scheme = String(location[..<range.lowerBound])
            guard RemoteLocator.isHTTP(location) else { throw RemoteLocationError.unknownScheme(location, scheme) }
            do { _ = try HTTPRemote(url: location, token: nil) } catch { throw RemoteLocationError.badURL(location) }
            return location
        }
        let path = URL(fileURLWithPath: location).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RemoteLocationError.missingPath(location)
        }
        let store = RemoteLocator.storeFilePath(path)
        if isDirectory.boolValue, !FileManager.default.fileExists(atPath: store) { throw RemoteLocationError.notAStore(location) }
        let own = TrellisProject.storePath(root: projectRoot)
        if WorkingCopyPath.resolvedPath(store) == WorkingCopyPath.resolvedPath(own) { throw RemoteLocationError.itself(location) }
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
                "\(ComponentName.quoted(location)) has the unknown scheme '\(scheme)': use http:// or https:// for a store served by 'trellis serve', or a path to a store file or project folder"
        case .badURL(let location):
            return "\(ComponentName.quoted(location)) is not a usable URL (it needs a host, e.g. http://host:8080); nothing was added"
        case .missingPath(let location):
            return
                "\(ComponentName.quoted(location)) does not exist: give the path of a store file or project folder (for a remote that moved: 'trellis remote remove', then 'remote add' with its new place)"
        case .notAStore(let location):
            return "\(ComponentName.quoted(location)) is a folder without a trellis store (.trellis/store.sqlite); nothing was added"
        case .itself(let location):
            return "\(ComponentName.quoted(location)) is this project's own store: a project cannot be its own remote; nothing was added"
        case .controlCharacter(let location, let scalar):
            return "\(ComponentName.quoted(location)) holds the control character \(ComponentName.codePoint(scalar)); nothing was added"
        }
    }
}

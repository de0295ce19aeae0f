/// A remote that cannot be named, added or found. The command line adds how to add one.
public enum RemoteError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownRemote(String, known: [String])
    case remoteExists(String, url: String)
    case invalidName(String)

    public var description: String {
        switch self {
        case .unknownRemote(let name, let known):
            return "no remote named \(name)" + (known.isEmpty ? " (this store has none)" : " (remotes: \(known.joined(separator: ", ")))")
        case .remoteExists(let name, let url):
            return "a remote named \(name) already exists (\(url)); remove it first or choose another name"
        case .invalidName(let name):
            return "\(name) is not a valid remote name: use letters, digits, '-', '_' and '.'"
        }
    }
}

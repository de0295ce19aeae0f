/// Problems with the files themselves, before any `.layout` text is read.
public enum WorkspaceError: Error, Equatable, CustomStringConvertible {
    case noSuchPath(String)
    case unreadable(String)
    case notUTF8(String)
    case notALayoutFile(String)
    case unknownComponent(String, suggestion: String?)
    case alreadyExists(String)
    case invalidName(String)

    public var description: String {
        switch self {
        case .noSuchPath(let path): return "\(path): no such file or directory"
        case .unreadable(let path): return "\(path): cannot be read"
        case .notUTF8(let path): return "\(path): is not UTF-8 text"
        case .notALayoutFile(let path): return "\(path): not a .layout file"
        case .unknownComponent(let name, let suggestion):
            return "no component named '\(name)' in this project" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .alreadyExists(let path): return "\(path) already exists; not overwriting it"
        case .invalidName(let name):
            return "'\(name)' is not a valid component name: use letters, digits and '_', starting with a letter"
        }
    }
}

import Foundation

/// An entry of a project file kept by name: a manifest's dependency, a lock file's.
public protocol NamedEntry {
    var name: String { get }
}

extension Array where Element: NamedEntry {
    /// The entry called `name`, if any.
    public func named(_ name: String) -> Element? { first { $0.name == name } }

    /// Puts `entry` in place of the one with its name (or adds it), kept sorted by name so
    /// the file reads the same whoever wrote it.
    public mutating func replaceOrAdd(_ entry: Element) {
        removeAll { $0.name == entry.name }
        append(entry)
        sort { $0.name < $1.name }
    }
}

/// A file at a project's root (`Trellis.toml`, `Trellis.lock`) that reads as empty when
/// the project has none.
public protocol ProjectRootFile {
    static var fileName: String { get }
    /// The value of a project without the file.
    static var empty: Self { get }
    /// Reads the file at `path`, which exists; errors name `path`.
    static func parse(contentsOf path: String) throws -> Self
}

extension ProjectRootFile {
    public static func path(root: String) -> String { (root as NSString).appendingPathComponent(fileName) }

    /// The project's file; `empty` when there is none.
    public static func read(root: String) throws -> Self {
        let path = path(root: root)
        guard FileManager.default.fileExists(atPath: path) else { return empty }
        return try parse(contentsOf: path)
    }
}

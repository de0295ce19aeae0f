import Foundation
import TrellisModel

extension TrellisProject {
    /// Where `trellis import` writes each of `names` in this project, by name: the file that
    /// defines the component already (a re-import replaces it), else `folder/NAME.layout`
    /// when that is free, else where `CheckoutPlacement` puts a new component — never into a
    /// file that holds another component or someone's unparsed work.
    ///
    /// Refuses, naming every file, when a component's own file holds work the store does not
    /// have (an edit, or a component never committed), unless `force`: as `restore` does.
    /// Call it holding the lock (`withLock`) and write before letting go.
    public func importPlacement(of names: [String], into folder: String, force: Bool) throws -> [String: String] {
        var placement = try placement()
        let relativeFolder = relative(folder)
        var placed: [String: CheckoutPlacement.Placed] = [:]
        for name in names.sorted() where placed[name] == nil {
            let recorded = relativeFolder.map { ($0 as NSString).appendingPathComponent("\(name).layout") }
            placed[name] = try placement.place(name, recorded: recorded)
        }
        if !force {
            let own = placed.filter(\.value.own)
            if !own.isEmpty {
                let uncommitted = try uncommitted(in: status())
                let held = own.keys.sorted().compactMap { name in uncommitted[name].map { (name: name, path: $0) } }
                if !held.isEmpty { throw ImportOverUncommittedWork(files: held) }
            }
        }
        return placed.mapValues(\.path)
    }

    /// `folder` relative to the root, nil when it is outside the project.
    private func relative(_ folder: String) -> String? {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let path = URL(fileURLWithPath: folder).standardizedFileURL.path
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The project holding `path` (the folder itself or one above it), if any.
    public static func root(containing path: String) -> String? { findRoot(from: path) }
}

/// `trellis import` would overwrite components whose files hold uncommitted work.
public struct ImportOverUncommittedWork: Error, Hashable, Sendable, CustomStringConvertible {
    public struct File: Hashable, Sendable {
        public var name: String
        public var path: String
    }

    public var files: [File]

    init(files: [(name: String, path: String)]) { self.files = files.map { File(name: $0.name, path: $0.path) } }

    public var description: String {
        let list = files.map { "\($0.path) (\($0.name))" }.joined(separator: ", ")
        return "import would overwrite uncommitted changes in \(list): commit them first ('trellis commit'), "
            + "or pass --force to overwrite them; nothing written"
    }
}

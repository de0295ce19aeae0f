import Foundation
import TrellisModel
#if canImport(Glibc)
import Glibc
import TrellisSupport
#endif

/// Where a checkout may write: a component's file inside the project folder, never
/// outside it, whatever a store or a peer says. The name must be in the grammar
/// (`ComponentName`), and the path is checked once resolved — symbolic links of the
/// folders on the way and of the file itself followed — so neither `../` in a name nor
/// a link planted in the working copy takes a write elsewhere.
public enum WorkingCopyPath {
    /// `root/NAME.layout`, after checking the name and the resolved path.
    public static func file(of name: String, in root: String) throws -> String {
        do { try ComponentName.validate(name) } catch let error as NameError {
            throw PathEscapeError(path: name, root: root, reason: error.description)
        }
        let path = (root as NSString).appendingPathComponent("\(name).layout")
        try requireInside(path, root: root)
        return path
    }

    /// Throws unless `path`, resolved, lies inside `root`, resolved.
    public static func requireInside(_ path: String, root: String) throws {
        var check = InsideCheck(root: root)
        try check.require(path)
    }

    /// `requireInside` for the many paths of one checkout: the root and each folder are
    /// resolved once (a path resolved costs a system call per folder on the way, and a
    /// clone writes thousands of files into a few folders); each file is still checked
    /// for being a link itself.
    package struct InsideCheck {
        let root: String
        /// The root resolved, and with a trailing `/`.
        let base: String, prefix: String
        private var folders: [String: String] = [:]

        package init(root: String) {
            self.root = root
            base = WorkingCopyPath.resolved(root)
            prefix = base.hasSuffix("/") ? base : base + "/"
        }

        package mutating func require(_ path: String) throws {
            let folder = parentFolder(of: path)
            let resolvedFolder: String
            if let known = folders[folder] {
                resolvedFolder = known
            } else {
                resolvedFolder = WorkingCopyPath.resolved(folder)
                folders[folder] = resolvedFolder
            }
            var target = resolvedFolder + "/" + (path as NSString).lastPathComponent
            // A file that is itself a link is judged by where it points.
            if let destination = WorkingCopyPath.linkDestination(target) {
                target =
                    destination.hasPrefix("/")
                    ? WorkingCopyPath.resolved(destination)
                    : WorkingCopyPath.resolved((parentFolder(of: target) as NSString).appendingPathComponent(destination))
            }
            guard target.hasPrefix(prefix), !target.dropFirst(prefix.count).split(separator: "/").contains("..") else {
                throw PathEscapeError(path: path, root: root, reason: "it resolves to \(target), outside the project folder \(base)")
            }
        }
    }

    /// Where the link at `path` points; nil when it is no link (or nothing is there).
    static func linkDestination(_ path: String) -> String? {
        // A buffer on the stack: a checkout asks this of every file it writes.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let start = buffer.baseAddress else { return nil }
            let length = readlink(path, start, buffer.count - 1)
            guard length >= 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
        }
    }

    /// The absolute path with every symbolic link and `.`/`..` resolved (as far as it exists).
    public static func resolvedPath(_ path: String) -> String { resolved(path) }

    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = URL(fileURLWithPath: absolute).standardizedFileURL.path
        var rest: [String] = []
        // realpath needs the path to exist: resolve the part that does, keep the rest.
        while !existing.isEmpty, existing != "/" {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : ((base as NSString).appendingPathComponent(rest.reversed().joined(separator: "/")))
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = parentFolder(of: existing)
        }
        return "/" + rest.reversed().joined(separator: "/")
    }
}

/// A checkout refused to write outside the project folder.
public struct PathEscapeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var root: String
    public var reason: String

    public var description: String {
        "refused to write \(ComponentName.quoted(path)) outside the project \(root): \(reason); nothing was written there "
            + "(if the store holds this name, 'trellis fsck' names it and 'trellis gc' removes it)"
    }
}

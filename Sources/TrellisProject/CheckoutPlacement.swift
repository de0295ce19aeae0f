import Foundation
import TrellisModel
import TrellisStore
#if canImport(Glibc)
import Glibc
import TrellisSupport
#endif

/// Where a component is written in the working copy: the one rule every writer follows
/// (checkout, and through it clone, pull, merge, sync and a push into a project folder;
/// restore; conflict markers), so that no component is ever written into a file that
/// holds another.
///
/// A component with a file in the working copy (the one that defines it; for a file that
/// does not parse, the one its file name names) is written there. One without goes to the
/// first free path of:
/// 1. the path its version was recorded at — only a hint: two teammates may each have put
///    a different component in a `Buttons.layout`, and a peer with a write token may record
///    any path;
/// 2. `NAME.layout` at the project's root;
/// 3. `NAME-2.layout`, `NAME-3.layout`, … at the root (a component name never holds a `-`,
///    so these are never another component's own file name).
///
/// A path is free when nothing is on disk there — a file that is not the component's,
/// parsed or not, is someone's uncommitted work — and no component placed earlier in the
/// same checkout took it (compared case-insensitively, so the same paths are picked on a
/// case-insensitive file system). A checkout places the components whose recorded path is
/// their own `NAME.layout` first, then the others, each group by name: a clone picks the
/// same paths every time, and a version recorded at another component's file never takes
/// that file from it.
package struct CheckoutPlacement: Sendable {
    let root: String
    /// Component name → its file (`WorkingCopySummary.filePaths`).
    let files: [String: String]
    /// Relative path, lowercased → the component defined or written there.
    private var taken: [String: String] = [:]
    /// Every path placed is checked to resolve inside the root; each folder resolved once.
    private var inside: WorkingCopyPath.InsideCheck
    /// The root, standardized once (it resolves links: system calls per folder).
    private let top: String

    /// Where one component went.
    package struct Placed: Hashable, Sendable {
        package var path: String
        /// Whether `path` is the component's file in the working copy already.
        package var own: Bool
        /// The first choice (the path it was recorded at, else `NAME.layout`) when that was
        /// not free, and the component whose file that is (nil: a file that defines none).
        package var skipped: String?
        package var occupant: String?
    }

    /// `files`: `WorkingCopySummary.filePaths`; `unparsed`: the paths of its files that do
    /// not parse (they define no component, whatever their names say).
    init(root: String, files: [String: String], unparsed: [String] = []) {
        self.root = root
        self.files = files
        inside = WorkingCopyPath.InsideCheck(root: root)
        top = (root as NSString).standardizingPath
        for (name, path) in files { taken[key(path)] = name }
        for path in unparsed { taken[key(path)] = "" }
    }

    /// The path `name` is written to, its version recorded at `recorded` (relative to the
    /// root). Throws when the name is not in the grammar or the path, resolved, would leave
    /// the project folder (`WorkingCopyPath`): nothing is ever written outside it.
    package mutating func place(_ name: String, recorded: String?) throws -> Placed {
        // A name outside the grammar: `WorkingCopyPath` refuses it, saying why.
        if (try? ComponentName.validate(name)) == nil { _ = try WorkingCopyPath.file(of: name, in: root) }
        if let own = files[name] {
            try inside.require(own)
            return Placed(path: own, own: true)
        }
        var candidates: [String] = []
        if let recorded, SourceText.isSafePath(recorded) { candidates.append(recorded) }
        candidates.append("\(name).layout")
        var skipped: String?
        var occupant: String?
        // Past a few thousand taken names something else is wrong: say so rather than loop.
        for attempt in 0..<(candidates.count + 4096) {
            let relative = attempt < candidates.count ? candidates[attempt] : "\(name)-\(attempt - candidates.count + 2).layout"
            let path = (root as NSString).appendingPathComponent(relative)
            if let holder = holder(of: path) {
                if attempt == 0 { (skipped, occupant) = (relative, holder.isEmpty ? nil : holder) }
                continue
            }
            try inside.require(path)
            taken[key(path)] = name
            return Placed(path: path, own: false, skipped: skipped, occupant: occupant)
        }
        throw NoFreePathError(component: name, root: root)
    }

    /// Who holds `path`: nil when it is free, else the component written or defined there,
    /// or "" for something on disk that defines none (a file that does not parse, a folder).
    /// A folder on the way that is a file (or a component's path) holds it too: the file
    /// could not be created there.
    private func holder(of path: String) -> String? {
        if let holder = taken[key(path)] { return holder }
        var info = stat()
        if lstat(path, &info) == 0 { return "" }
        var folder = parentFolder(of: path)
        while folder.count > root.count, (folder as NSString).standardizingPath != top {
            if let holder = taken[key(folder)] { return holder }
            // Followed: a link to a folder is a folder (`WorkingCopyPath` checks where it leads).
            if stat(folder, &info) == 0 { return Int(info.st_mode) & Int(S_IFMT) == Int(S_IFDIR) ? nil : "" }
            folder = parentFolder(of: folder)
        }
        return nil
    }

    /// The order a checkout places components in: those recorded at their own
    /// `NAME.layout` first, then the rest, each by name.
    static func order(_ names: [(name: String, recorded: String?)]) -> [Int] {
        // Judged once per component, not at every comparison (a clone sorts thousands).
        let own = names.map { isOwnName($0.recorded, $0.name) }
        return names.indices.sorted { a, b in own[a] != own[b] ? own[a] : names[a].name < names[b].name }
    }

    static func isOwnName(_ recorded: String?, _ name: String) -> Bool {
        recorded.map { ($0 as NSString).lastPathComponent == "\(name).layout" } ?? true
    }

    private func key(_ path: String) -> String {
        var relative = path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return relative.lowercased()
    }
}

extension TrellisProject {
    /// The placement of components in the working copy as it is on disk now.
    package func placement() throws -> CheckoutPlacement {
        let summary = try summarizeWorkingCopy()
        return CheckoutPlacement(root: root, files: summary.filePaths, unparsed: summary.unreadable.map(\.path))
    }
}

/// Every file name a component could be written to is taken.
public struct NoFreePathError: Error, Hashable, Sendable, CustomStringConvertible {
    public var component: String
    public var root: String

    public var description: String {
        "cannot write \(component) into \(root): \(component).layout and \(component)-2.layout … \(component)-4097.layout are all taken by other files; move some away and run 'trellis checkout'"
    }
}

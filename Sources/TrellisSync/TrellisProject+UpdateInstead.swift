import Foundation
import TrellisProject
import TrellisStore

/// A push into a project refused because the project's working copy has uncommitted
/// work on components the push would move. Nothing moved, on either side.
public struct WorkingCopyRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: String
    /// `path (Component)`, relative to the project.
    public var files: [String]

    public var description: String {
        let shown = files.prefix(8).joined(separator: ", ") + (files.count > 8 ? ", …" : "")
        return
            "\(location) has uncommitted changes to what this push changes (\(shown)): commit or restore them there first, then push again; nothing was pushed"
    }
}

extension TrellisProject {
    /// A push into this project, as git's `receive.denyCurrentBranch = updateInstead`:
    /// under the project's lock, refuses (moving nothing) when any of `components` has
    /// uncommitted work in the working copy; otherwise runs `move` (the heads'
    /// compare-and-swap) and writes the moved heads into the working copy in the same
    /// step, so the project's files never fall behind its store.
    /// With no `move`, only checks.
    func updateInstead(_ components: [String], location: String, move: (() throws -> [WireHead])?) throws -> [WireHead] {
        try withLock {
            let dirty = try uncommitted(in: status())
            let touched = Set(components).filter { dirty[$0] != nil }.sorted()
            if !touched.isEmpty {
                let prefix = root.hasSuffix("/") ? root : root + "/"
                throw WorkingCopyRefusal(
                    location: location,
                    files: touched.map { name in
                        let path = dirty[name] ?? name
                        return "\(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path) (\(name))"
                    })
            }
            guard let move else { return [] }
            try beginCheckout(Self.pushCheckoutCommand, components: components)
            let moved: [WireHead]
            do {
                moved = try move()
            } catch {
                _ = try? checkout([])  // nothing moved: the journal goes
                throw error
            }
            try checkout(moved.map(\.component))
            return moved
        }
    }
}

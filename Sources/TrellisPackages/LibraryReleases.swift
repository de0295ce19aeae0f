import Foundation
import TrellisModel
import TrellisProject
import TrellisStore

/// A library project's side: `trellis release` and `trellis releases`.
public struct LibraryReleases: Sendable {
    public let project: TrellisProject

    public init(project: TrellisProject) { self.project = project }

    /// What a release ships: the public components (`[library] public` in `Trellis.toml`,
    /// else every container and spec, so example screens stay private) and everything
    /// they use, at the store's heads.
    public func releasedComponents() throws -> (public: [String], all: [String]) {
        let heads = try project.store.heads().filter { !$0.isDeletion }
        var library = LayoutLibrary()
        for head in heads { if let document = try project.store.document(at: head) { library.insert(document) } }
        let manifest = try Manifest.read(root: project.root)
        let publicNames: [String]
        if let listed = manifest.publicComponents {
            let unknown = listed.filter { library.documents[$0] == nil }
            if !unknown.isEmpty {
                throw PackageError.unknownPublic(unknown, suggestion: Suggestions.closest(to: unknown[0], in: library.names))
            }
            publicNames = listed.sorted()
        } else {
            publicNames = library.names.filter { library.documents[$0]?.kind != .screen }
        }
        guard !publicNames.isEmpty else { throw PackageError.nothingPublic }
        var all = Set(publicNames)
        for name in publicNames { all.formUnion(library.transitiveDependencies(of: name).filter { library.documents[$0] != nil }) }
        return (publicNames, all.sorted())
    }

    /// Tags the public components and what they use as release `version`. Refuses, with
    /// nothing tagged, an invalid version, a version released already and a working copy
    /// with uncommitted changes (a release is of the store's heads: what was reviewed).
    @discardableResult
    public func release(_ version: String, message: String = "") throws -> ReleaseInfo {
        _ = try SemanticVersion.parse(version)
        let status = try project.status()
        guard status.isClean else {
            throw PackageError.uncleanWorkingCopy(status.entries.map(\.name) + status.unreadable.map(\.path))
        }
        let components = try releasedComponents().all
        do {
            return try project.store.release(version, components: components, message: message)
        } catch StoreError.tagExists(let component, let tag, _) {
            throw PackageError.releaseExists(tag, component: component)
        }
    }

    /// The releases, oldest first by version.
    public func releases() throws -> [ReleaseInfo] {
        try project.store.releases().sorted { lhs, rhs in
            switch (SemanticVersion(lhs.version), SemanticVersion(rhs.version)) {
            case (let l?, let r?): return l < r
            default: return lhs.version < rhs.version
            }
        }
    }
}

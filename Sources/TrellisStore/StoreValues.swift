import Foundation
import TrellisModel

/// One version of one component, as the store reports it.
public struct VersionInfo: Hashable, Sendable {
    /// SHA-256 (hex) of the version's canonical record: see `VersionID`.
    public var id: String
    public var component: String
    /// The component's content hash; nil for a deletion (tombstone).
    public var contentHash: String?
    /// In order: the first is the head it was committed on.
    public var parents: [String]
    public var author: String
    public var message: String
    public var time: Date
    public var timeMilliseconds: Int64
    public var generation: Int64
    /// The change (store-wide sequence number) that recorded it.
    public var seq: Int64
    /// The component it was renamed from (`trellis mv`): its parents then include that
    /// component's versions. Nil for every other version.
    public var renamedFrom: String? = nil

    public var isDeletion: Bool { contentHash == nil }
    public var shortID: String { String(id.prefix(12)) }
}

/// One write action of the store-wide change sequence: a commit, a merge, a receive,
/// a resolution, a peer's push or a tag.
public struct ChangeInfo: Hashable, Sendable {
    public var seq: Int64
    public var kind: ChangeKind
    /// The remote a receive came from, or what a merge or resolution merged; nil otherwise.
    public var source: String?
    public var author: String
    public var message: String
    public var time: Date
    /// Components whose versions this change recorded, sorted.
    public var components: [String]
}

public struct TagInfo: Hashable, Sendable {
    public var component: String
    public var name: String
    public var versionID: String
    public var author: String
    public var time: Date
    public var seq: Int64
}

/// `from` uses `to`: a container instance (`use`) or a spec application (`apply`).
public struct DependencyEdge: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable { case use, apply }
    public var from: String
    public var to: String
    public var kind: Kind
}

/// The result of a commit: the versions it recorded (none when nothing changed) and the
/// change sequence number it took.
public struct CommitResult: Hashable, Sendable {
    public var seq: Int64?
    public var versions: [VersionInfo]
    public var isEmpty: Bool { versions.isEmpty }
}

/// Everything the store recorded after a sequence number: what a peer asks for to sync.
public struct StoreChanges: Hashable, Sendable {
    public var since: Int64
    public var latest: Int64
    public var versions: [VersionInfo]
    /// (component, ref name, version id) of every ref that moved.
    public var refs: [RefInfo]
    public var tags: [TagInfo]
}

public struct RefInfo: Hashable, Sendable {
    public var component: String
    public var name: String
    public var versionID: String
    public var seq: Int64
}

extension LayoutDocument {
    /// The dependency edges of this document, kinds kept apart (a name may be both).
    public var dependencyEdges: [DependencyEdge] {
        guard let body else { return [] }
        var edges = Set<DependencyEdge>()
        for item in body.items {
            if case .use(let use) = item { edges.insert(DependencyEdge(from: name, to: use.container, kind: .use)) }
        }
        for application in body.applications {
            edges.insert(DependencyEdge(from: name, to: application.spec, kind: .apply))
        }
        return edges.sorted { ($0.to, $0.kind.rawValue) < ($1.to, $1.kind.rawValue) }
    }
}

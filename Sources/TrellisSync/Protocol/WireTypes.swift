import Foundation
import TrellisStore

// The sync protocol's messages: JSON over HTTP (`HTTPRemote`, `TrellisServer`), or
// plain values when the remote is a store file (`StoreFileRemote`). Object bytes travel
// as base64 and are re-hashed by whoever receives them. A clone's snapshot is no message:
// it travels as a SQLite file (`GET /v1/snapshot`), verified whole by the receiver.

/// One version as it travels: enough to recompute its id.
public struct WireVersion: Codable, Hashable, Sendable {
    public var id: String
    public var component: String
    /// The content hash; nil for a deletion.
    public var content: String?
    public var parents: [String]
    public var author: String
    public var message: String
    /// Milliseconds since 1970.
    public var time: Int64
    public var generation: Int64
    /// The author's text and its path (absent for versions without one, and from
    /// peers older than texts): verified on receipt against the content hash.
    public var text: String?
    public var path: String?
    /// A rename's: the component it was renamed from (absent otherwise, and from peers
    /// older than renames, which refuse a rename's version: its id hashes this too).
    public var from: String?

    public init(_ version: VersionInfo, source: SourceText? = nil) {
        id = version.id
        component = version.component
        content = version.contentHash
        parents = version.parents
        author = version.author
        message = version.message
        time = version.timeMilliseconds
        generation = version.generation
        text = source?.text
        path = source?.path
        from = version.renamedFrom
    }

    /// The author's text, when it came with the version.
    public var source: SourceText? {
        guard let text, let path else { return nil }
        return SourceText(text: text, path: path)
    }

    public var info: VersionInfo {
        VersionInfo(
            id: id, component: component, contentHash: content, parents: parents, author: author, message: message,
            timeMilliseconds: time, generation: generation, renamedFrom: from)
    }
}

public struct WireHead: Codable, Hashable, Sendable {
    public var component: String
    public var version: String
    public init(component: String, version: String) {
        self.component = component
        self.version = version
    }
}

public struct WireTag: Codable, Hashable, Sendable {
    public var component: String
    public var name: String
    public var version: String
    public var author: String
    public var time: Int64
    /// A release's message (`trellis release -m`), sent by a push so that the hub records
    /// it on the change that keeps the tags, as the store that made the release did; absent
    /// from older clients, and ignored by older hubs.
    public var message: String?

    public init(_ tag: TagInfo, message: String? = nil) {
        component = tag.component
        name = tag.name
        version = tag.versionID
        author = tag.author
        time = Int64((tag.time.timeIntervalSince1970 * 1000).rounded())
        self.message = message
    }

    public var info: TagInfo {
        TagInfo(component: component, name: name, versionID: version, author: author, timeMilliseconds: time)
    }
}

public struct WireObject: Codable, Hashable, Sendable {
    public var hash: String
    public var data: Data
    public init(hash: String, data: Data) {
        self.hash = hash
        self.data = data
    }
}

/// `GET /v1/changes`: one page of the remote's change feed.
public struct ChangesResponse: Codable, Sendable {
    public var storeID: String
    public var versions: [WireVersion]
    public var heads: [WireHead]
    public var tags: [WireTag]
    public var next: FeedCursor
    public var hasMore: Bool
    public var latest: Int64

    public init(storeID: String, versions: [WireVersion], heads: [WireHead], tags: [WireTag], next: FeedCursor, hasMore: Bool, latest: Int64) {
        self.storeID = storeID
        self.versions = versions
        self.heads = heads
        self.tags = tags
        self.next = next
        self.hasMore = hasMore
        self.latest = latest
    }
}

public struct HashesRequest: Codable, Sendable {
    public var hashes: [String]

    public init(hashes: [String]) {
        self.hashes = hashes
    }
}

public struct ObjectsMessage: Codable, Sendable {
    public var objects: [WireObject]

    public init(objects: [WireObject]) {
        self.objects = objects
    }
}

public struct MissingMessage: Codable, Sendable {
    public var objects: [String]
    public var versions: [String]
    public init(objects: [String] = [], versions: [String] = []) {
        self.objects = objects
        self.versions = versions
    }
}

public struct VersionsMessage: Codable, Sendable {
    public var versions: [WireVersion]
    public var tags: [WireTag]

    public init(versions: [WireVersion], tags: [WireTag]) {
        self.versions = versions
        self.tags = tags
    }
}

public struct ReceivedResponse: Codable, Sendable {
    public var received: Int

    public init(received: Int) {
        self.received = received
    }
}

public struct RefsRequest: Codable, Sendable {
    public var updates: [HeadUpdate]

    public init(updates: [HeadUpdate]) {
        self.updates = updates
    }
}

public struct RefsResponse: Codable, Sendable {
    public var moved: [WireHead]

    public init(moved: [WireHead]) {
        self.moved = moved
    }
}

public struct InfoResponse: Codable, Sendable {
    public var storeID: String
    public var latest: Int64
    /// The most objects one request may carry.
    public var maxBatch: Int

    public init(storeID: String, latest: Int64, maxBatch: Int) {
        self.storeID = storeID
        self.latest = latest
        self.maxBatch = maxBatch
    }
}

/// What the server counted since it started: what tests and benchmarks read.
public struct StatsResponse: Codable, Sendable {
    public var objectsServed: Int
    public var objectsReceived: Int
    public var versionsReceived: Int
    /// Snapshots written for clones.
    public var snapshotsServed: Int
    public var requests: Int

    public init(objectsServed: Int, objectsReceived: Int, versionsReceived: Int, snapshotsServed: Int, requests: Int) {
        self.objectsServed = objectsServed
        self.objectsReceived = objectsReceived
        self.versionsReceived = versionsReceived
        self.snapshotsServed = snapshotsServed
        self.requests = requests
    }
}

/// Every error answer: what happened, and the object or heads concerned.
public struct ErrorResponse: Codable, Sendable {
    public var error: String
    public var object: String?
    public var stale: [StaleHeads.Entry]?

    public init(error: String, object: String?, stale: [StaleHeads.Entry]?) {
        self.error = error
        self.object = object
        self.stale = stale
    }
}

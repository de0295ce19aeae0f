/// The sync protocol's HTTP endpoints, defined once: `TrellisServer` registers one route
/// per case (and the token it needs), `HTTPRemote` calls them, the server's tests walk the
/// list. They live beside the messages (`WireTypes.swift`) because they are the protocol
/// too, and both sides already import this module.
///
/// | endpoint | does | token |
/// |---|---|---|
/// | `GET /v1/info` | store id, latest change, batch limit | read |
/// | `GET /v1/changes?seq=&phase=&generation=&key=&limit=` | one page of the change feed after the cursor | read |
/// | `POST /v1/objects/fetch` `{hashes}` | those objects (bounded batch) | read |
/// | `POST /v1/missing` `{objects, versions}` | which of them the store lacks | read |
/// | `POST /v1/objects` `{objects}` | store a batch, each re-hashed; a mismatch → 422 naming it, nothing stored | write |
/// | `POST /v1/versions` `{versions, tags}` | store versions (ids recomputed) and tags | write |
/// | `POST /v1/refs` `{updates: [{component, expected, new}]}` | compare-and-swap heads, all or none; 409 "pull first" | write |
/// | `GET /v1/snapshot` | the store's shared history as one SQLite file, for a clone | read |
/// | `GET /v1/stats` | what this server process served and received | read |
package enum SyncEndpoint: String, CaseIterable, Sendable {
    case info, changes, fetchObjects, missing, uploadObjects, uploadVersions, updateHeads, snapshot, stats

    package enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    /// What the request's token must allow.
    package enum Access: Sendable {
        case read, write
    }

    package var method: Method {
        switch self {
        case .info, .changes, .snapshot, .stats: .get
        case .fetchObjects, .missing, .uploadObjects, .uploadVersions, .updateHeads: .post
        }
    }

    package var path: String {
        switch self {
        case .info: "/v1/info"
        case .changes: "/v1/changes"
        case .fetchObjects: "/v1/objects/fetch"
        case .missing: "/v1/missing"
        case .uploadObjects: "/v1/objects"
        case .uploadVersions: "/v1/versions"
        case .updateHeads: "/v1/refs"
        case .snapshot: "/v1/snapshot"
        case .stats: "/v1/stats"
        }
    }

    package var access: Access {
        switch self {
        case .uploadObjects, .uploadVersions, .updateHeads: .write
        case .info, .changes, .fetchObjects, .missing, .snapshot, .stats: .read
        }
    }
}

extension SyncEndpoint {
    /// The names of `changes`' query parameters: the cursor's four fields and the page size.
    package enum ChangesQuery {
        package static let seq = "seq", phase = "phase", generation = "generation", key = "key", limit = "limit"
    }
}

import TrellisSync

extension TrellisServer.Limits {
    /// The largest body `endpoint` takes, fitting what it carries: none for a GET, a batch of
    /// at most `maxBatch` hashes for the routes that take a list, `maxBody` for those that
    /// carry objects, versions or heads (only these need the write token).
    func maxBody(for endpoint: SyncEndpoint, maxBatch: Int) -> Int {
        switch endpoint {
        case .info, .changes, .snapshot, .stats: 0
        case .fetchObjects, .missing: min(maxBody, maxBatch * Self.bytesPerListedHash + 4096)
        case .uploadObjects, .uploadVersions, .updateHeads: maxBody
        }
    }

    /// Room for one hash or version id in a list (64 hex digits in quotes take 67).
    static let bytesPerListedHash = 256

    /// The 413 a body over `endpoint`'s limit gets: what the limit is and what to do.
    func bodyTooLarge(for endpoint: SyncEndpoint, maxBatch: Int, declared: Int?) -> BodyTooLarge {
        let route = "\(endpoint.method.rawValue) \(endpoint.path)"
        let fix =
            switch endpoint {
            case .info, .changes, .snapshot, .stats: "\(route) takes no body"
            case .fetchObjects, .missing: "send at most \(maxBatch) hashes per request"
            case .uploadObjects, .uploadVersions, .updateHeads: "send smaller batches, or start the server with a larger --max-body"
            }
        return BodyTooLarge(limit: Self.text(maxBody(for: endpoint, maxBatch: maxBatch)), route: route, declared: declared, fix: fix)
    }

    /// "256 MiB", "1500 bytes": how messages state a body limit.
    static func text(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

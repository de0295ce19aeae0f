import Foundation

// Initialisers for values a peer sends: TrellisSync builds them from the wire.
extension VersionInfo {
    package init(
        id: String, component: String, contentHash: String?, parents: [String], author: String, message: String,
        timeMilliseconds: Int64, generation: Int64, seq: Int64 = 0, renamedFrom: String? = nil
    ) {
        self.init(
            id: id, component: component, contentHash: contentHash, parents: parents, author: author, message: message,
            time: Date(storeMilliseconds: timeMilliseconds), timeMilliseconds: timeMilliseconds, generation: generation, seq: seq,
            renamedFrom: renamedFrom)
    }

    /// What its record hashes to (`VersionID`): the one computation of a received or stored
    /// version's id.
    package var computedID: String {
        VersionID.compute(
            component: component, contentHash: contentHash, parents: parents, author: author, message: message,
            timeMilliseconds: timeMilliseconds, renamedFrom: renamedFrom)
    }
}

extension TagInfo {
    package init(component: String, name: String, versionID: String, author: String, timeMilliseconds: Int64, seq: Int64 = 0) {
        self.init(component: component, name: name, versionID: versionID, author: author, time: Date(storeMilliseconds: timeMilliseconds), seq: seq)
    }
}

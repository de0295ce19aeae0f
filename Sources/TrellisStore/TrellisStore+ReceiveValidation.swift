import Foundation
import TrellisModel

/// What a peer sends is kept only when it is what it claims to be — checked before any of
/// it reaches SQLite, so a refused batch leaves nothing behind:
///
/// - an object is the canonical JSON of a component (it decodes, its kind is a component
///   kind, it re-encodes to the same bytes) whose name, and every name it uses, is in the
///   name grammar (`ComponentName`); a version that refers to it must name that component
///   (checked where the version is received);
/// - a version, tag or head names its component by the grammar, its ids are SHA-256 hex,
///   its author and message are text the store may hold (`RecordText`: no NUL, no control
///   characters, bounded);
/// - a tag's name is a semantic version.
///
/// Every refusal is a `ReceiveError` naming the object or record (HTTP 422 on a server).
package enum ReceiveValidation {
    /// Checks one received object; returns its document.
    @discardableResult
    package static func object(hash: String, data: Data) throws -> LayoutDocument {
        let document: LayoutDocument
        do { document = try LayoutDocument(canonicalData: data) } catch {
            throw ReceiveError.refused(what: "object \(hash)", reason: "it is not a component (\(error))")
        }
        if let problem = ComponentName.problem(document.name) {
            throw ReceiveError.refused(what: "object \(hash)", reason: NameError(name: document.name, kind: .component, problem: problem).description)
        }
        for edge in document.dependencyEdges {
            if let problem = ComponentName.problem(edge.to, as: .reference) {
                throw ReceiveError.refused(
                    what: "object \(hash)", reason: "it uses " + NameError(name: edge.to, kind: .reference, problem: problem).description)
            }
        }
        guard document.canonicalData == data else {
            throw ReceiveError.refused(what: "object \(hash)", reason: "it is not in canonical form (a trellis commit never writes it so)")
        }
        return document
    }

    package static func version(_ version: VersionInfo) throws {
        let what = "version \(version.id.prefix(64))"
        try id(version.id, what: what, field: "id")
        try name(version.component, what: what)
        if let hash = version.contentHash { try id(hash, what: what, field: "content hash") }
        for parent in version.parents { try id(parent, what: what, field: "parent") }
        try text(version.author, .author, what: what)
        try text(version.message, .message, what: what)
        if let from = version.renamedFrom { try name(from, what: what) }
    }

    /// A version's id against its record (`VersionInfo.computedID`): the receive side of
    /// the rule `fsck` and the snapshot verifier run (`StoreRules.versions`).
    package static func versionID(_ version: VersionInfo) throws {
        let computed = version.computedID
        guard computed == version.id else { throw ReceiveError.badVersionID(version: version.id, computed: computed) }
    }

    /// A version's parents against the lineage rule (`StoreRules.lineage`), given each
    /// parent's component: the receive side of the rule the checkers run.
    package static func lineage(_ version: VersionInfo, parents: [(id: String, component: String?)]) throws {
        guard let problem = StoreRules.lineage(component: version.component, renamedFrom: version.renamedFrom, parents: parents).first else { return }
        switch problem {
        case .parentOfOtherComponent(let parent, _): throw ReceiveError.parentOfOtherComponent(version: version.id, parent: parent)
        case .renameWithoutParent, .renamedFromItself:
            throw ReceiveError.refused(what: "version \(version.id.prefix(64))", reason: problem.description)
        }
    }

    package static func tag(_ tag: TagInfo) throws {
        let what = "tag \(ComponentName.quoted(tag.component))@\(ComponentName.quoted(tag.name))"
        try name(tag.component, what: what)
        if let problem = ComponentName.problem(tag.name, as: .tag) {
            throw ReceiveError.refused(what: what, reason: NameError(name: tag.name, kind: .tag, problem: problem).description)
        }
        try id(tag.versionID, what: what, field: "version")
        try text(tag.author, .author, what: what)
    }

    package static func head(component: String, versionID: String) throws {
        let what = "head of \(ComponentName.quoted(component))"
        try name(component, what: what)
        try id(versionID, what: what, field: "version")
    }

    package static func name(_ name: String, what: String) throws {
        if let problem = ComponentName.problem(name) {
            throw ReceiveError.refused(what: what, reason: NameError(name: name, kind: .component, problem: problem).description)
        }
    }

    package static func text(_ text: String, _ field: RecordText.Field, what: String) throws {
        if let problem = RecordText.problem(text, as: field) {
            throw ReceiveError.refused(what: what, reason: "its \(field.rawValue) cannot be stored: \(problem)")
        }
    }

    package static func id(_ id: String, what: String, field: String) throws {
        guard isHexID(id) else {
            throw ReceiveError.refused(what: what, reason: "its \(field) \(ComponentName.quoted(id)) is not 64 lowercase hex digits")
        }
    }

    /// 64 lowercase hex digits: how objects and versions are named.
    package static func isHexID(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

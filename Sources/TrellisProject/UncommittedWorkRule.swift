import Foundation
import TrellisModel
import TrellisStore

/// Whether a component's own file holds work the store does not have: what a checkout
/// must keep rather than replace or remove, and what `status` calls an edit even while an
/// interrupted checkout lists the component (a file edited after a killed pull is neither
/// the version it was written from nor the new head, so it is not "behind").
///
/// The file is no one's work when it says what its base (the version it was last written
/// from or committed as) or its head says — the same content and, when it has the head's
/// content, the text of either (other comments or formatting are an edit) — or holds the
/// content of another earlier version of its component (the store keeps that: replacing it
/// loses nothing). Anything else is, and so is a file that does not parse.
struct UncommittedWorkRule {
    let store: TrellisStore
    /// Author texts read already (version id → text), to hash instead of reading again.
    var known: [String: SourceText] = [:]
    private var textHashes: [String: String?] = [:]

    init(store: TrellisStore, known: [String: SourceText] = [:]) {
        self.store = store
        self.known = known
    }

    /// `content` and `text`: the file's content hash (nil: it does not parse) and the
    /// SHA-256 of its bytes (nil: not known). `base`, `head`: version ids.
    mutating func holdsWork(_ name: String, content: String?, text: String?, base: String?, head: String?) throws -> Bool {
        guard let content else { return true }
        let versions = try store.versions([base, head].compactMap { $0 })
        let baseVersion = versions.first { $0.id == base }
        let headVersion = versions.first { $0.id == head }
        if let headVersion, headVersion.contentHash == content {
            guard let text, let headText = try textHash(of: headVersion.id), headText != text else { return false }
            // The head's content in another text: the base's own text (a comment-only
            // change not written yet), or an edit.
            guard let baseVersion, baseVersion.id != headVersion.id, baseVersion.contentHash == content else { return true }
            return try textHash(of: baseVersion.id).map { $0 != text } ?? false
        }
        if baseVersion?.contentHash == content { return false }
        // Content the store holds for the component already (an earlier version) loses
        // nothing when replaced, whatever the index says the file was written from.
        return try store.latestVersion(of: name, contentHash: content) == nil
    }

    /// The SHA-256 of the author's text of a version, nil when it was recorded without one.
    private mutating func textHash(of id: String) throws -> String? {
        if let hash = textHashes[id] { return hash }
        let hash = try known[id].map(\.hash) ?? store.sourceTexts(of: [id])[id]?.hash
        textHashes[id] = hash
        return hash
    }
}

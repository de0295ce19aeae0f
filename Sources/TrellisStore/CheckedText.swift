import Crypto
import Foundation
import GRDB
import TrellisModel
import TrellisSupport

/// What parsing a version's kept text gave, when it means the version's content: what a
/// working copy's index records of a file holding exactly that text (`_ParsedFile` in
/// TrellisProject). A snapshot's verification parses every text anyway; a clone's
/// checkout reuses these instead of parsing the files it writes a second time.
public struct CheckedText: Hashable, Sendable {
    public var name: String
    /// The parse's content hash: the version's, or — for a version recorded before item
    /// order counted — that of the text's own item order.
    public var contentHash: String
    /// SHA-256 (hex) of the text's bytes.
    public var textHash: String
    public var kind: LayoutDocument.Kind
    /// What it uses directly (`use` and `apply`), sorted.
    public var dependencies: [String]
    /// A spec with an `update` block.
    public var hasUpdate: Bool

    /// `contentHash`: the document's, when the caller has it already.
    public init(document: LayoutDocument, textHash: String, contentHash: String? = nil) {
        self.name = document.name
        self.contentHash = contentHash ?? document.contentHash
        self.textHash = textHash
        self.kind = document.kind
        self.dependencies = document.dependencies
        if case .spec(let spec) = document { hasUpdate = !spec.update.isEmpty } else { hasUpdate = false }
    }
}

/// One row of `version_text` with what it points at: the check `fsck` and a snapshot's
/// verification run on every text (`TrellisStore.textProblems`).
struct _TextLink {
    var versionID: String
    var path: String
    var textHash: String
    /// Nil when the version is missing.
    var component: String?
    /// The version's content hash; nil for a deletion (or a missing version).
    var content: String?
    /// Nil when the text is missing.
    var data: Data?

    /// The columns `init(row:)` reads, from `version_text t` joined to `version v` and `source_text s`.
    static let columns = "t.version_id, t.path, t.text_hash, v.component, v.object_hash, s.data"
    static let joins = "LEFT JOIN version v ON v.id = t.version_id LEFT JOIN source_text s ON s.hash = t.text_hash"

    /// A text whose bytes do not hash to its name and that no version uses.
    static func unusedCorruptText(_ hash: String) -> FsckProblem {
        FsckProblem(
            kind: .text, location: "text \(hash.prefix(12))",
            message: "its bytes do not hash to its name (no version uses it: \(CommandHint.collectGarbage) removes it)")
    }

    init(row: Row) {
        (versionID, path, textHash) = (row[0], row[1], row[2])
        (component, content, data) = (row[3], row[4], row[5])
    }

    /// Its problems (as `fsck` reports them, in order), and what its parse gave when there
    /// are none. `corrupt`: whether the text's bytes are known not to hash to its name
    /// (nil: they are hashed here).
    func check(corrupt known: Bool? = nil) -> (problems: [FsckProblem], checked: CheckedText?) {
        let location = "text of version \(versionID.prefix(12))" + (component.map { " of \(ComponentName.quoted($0))" } ?? "") + " (\(path))"
        // Spelt only for a problem: a clone checks thousands of sound texts.
        var repair: String { "\(CommandHint.repairStore) re-prints it from the stored component" }
        var problems: [FsckProblem] = []
        func report(_ message: String) { problems.append(FsckProblem(kind: .text, location: location, message: message)) }
        guard component != nil else {
            report("its version is missing")
            return (problems, nil)
        }
        guard let content else {
            report("its version is a deletion, which has no text")
            return (problems, nil)
        }
        guard let data else {
            report("its text \(textHash.prefix(12)) is missing; \(repair)")
            return (problems, nil)
        }
        if !SourceText.isSafePath(path) { report("its path is not a relative path to a .layout file inside the project; \(repair)") }
        if known ?? (CanonicalJSONWriter.hex(SHA256.hash(data: data)) != textHash) {
            report("its bytes do not hash to \(textHash.prefix(12)): the text is corrupt; \(repair)")
            return (problems, nil)
        }
        let text = String(decoding: data, as: UTF8.self)
        // The parse's hash is computed once: it is what `means` compares first.
        let parsed = LayoutParser.parse(text, file: path).document
        let parsedHash = parsed?.contentHash
        guard let parsed, let parsedHash, parsedHash == content || parsed.means(contentHash: content) else {
            report("it does not parse to the version's content \(content.prefix(12)); \(repair)")
            return (problems, nil)
        }
        guard problems.isEmpty else { return (problems, nil) }
        // Kept only for bytes a working copy reads back as they are: UTF-8 without a byte
        // order mark (a checkout writes the decoded text; a file is read as UTF-8).
        let plain = !data.starts(with: [0xEF, 0xBB, 0xBF]) && text.utf8.elementsEqual(data)
        return (problems, plain ? CheckedText(document: parsed, textHash: textHash, contentHash: parsedHash) : nil)
    }
}

import Foundation
import TrellisStore
import TrellisModel

/// Writing the store's versions into the working copy: the author's text where it was
/// kept, into the folder it was committed in, each file's base recorded.
extension TrellisProject {
    /// Writes the heads of `requested` (and of whatever an interrupted checkout left, see
    /// `CheckoutJournal`) into the working copy — the file that defines each, else the
    /// path it was committed at, else `NAME.layout` at the root — in the author's text
    /// (the printed form for versions recorded without one), removes the files of
    /// components whose head is a deletion, and records each file's base. Reads the
    /// working copy once, and reads, decodes and prints the heads on every core, so a
    /// clone of thousands stays linear and short. A file that is not there yet is created
    /// directly; one that exists is replaced atomically (a temporary file renamed over
    /// it). The journal, written first and removed last, marks a half-written checkout.
    @discardableResult
    public func checkout(_ requested: [String], command: String = "checkout") throws -> (written: Int, removed: Int) {
        try withLock {
            // What an interrupted checkout left unwritten is written too; the journal
            // says what is being written until every file and base is.
            let pending = CheckoutJournal.read(root: root)
            guard !requested.isEmpty || pending != nil else { return (0, 0) }
            let journal = CheckoutJournal(command: command, components: requested).merged(with: pending)
            try journal.write(root: root)
            let components = try journal.components ?? store.heads().map(\.component)
            let pathOf = try filePaths()
            let heads = try store.headIDs(of: components)
            let versions = try store.versions(components.compactMap { heads[$0] })
            let store = self.store
            let authored = try store.sourceTexts(of: versions.map(\.id))
            let texts = try versions.concurrentMap { version in
                try authored[version.id]?.text ?? store.document(at: version).map(LayoutPrinter.print)
            }
            // Every path checked before the first write: a name that would leave the project
            // stops the checkout with nothing written.
            let paths = try versions.map { try filePath(of: $0.component, in: pathOf, stored: authored[$0.id]?.path) }
            var written = 0, removed = 0
            for (path, text) in zip(paths, texts) {
                let exists = FileManager.default.fileExists(atPath: path)
                if let text {
                    if exists, (try? String(contentsOfFile: path, encoding: .utf8)) == text { continue }
                    if exists {
                        try replaceFile(Data(text.utf8), at: path)
                    } else {
                        try createFolder(of: path)
                        try writeNewFile(Data(text.utf8), to: path)
                    }
                    written += 1
                } else if exists {
                    try FileManager.default.removeItem(atPath: path)
                    removed += 1
                }
            }
            // Each file now holds its head: that is its base.
            try recordBases(heads)
            // A checkout killed between writing a file's temporary and renaming it left the
            // temporary in the user's folder: finishing it clears them.
            if pending != nil {
                ReplacementTemporary.removeLeftovers(in: Set(paths.map { ($0 as NSString).deletingLastPathComponent }))
            }
            try CheckoutJournal.remove(root: root)
            return (written, removed)
        }
    }

    /// The file of component `name`: the one that defines it (`paths`, from `filePaths()`),
    /// else `stored` (the path it was committed at, relative to the root) when that is a
    /// safe path, else `NAME.layout` at the root.
    /// Throws when the name is not in the grammar or the path, resolved, would leave the
    /// project folder (`WorkingCopyPath`): a checkout never writes outside the project,
    /// whatever the store says.
    public func filePath(of name: String, in paths: [String: String], stored: String? = nil) throws -> String {
        let path: String
        if let known = paths[name] {
            path = known
        } else if let stored, SourceText.isSafePath(stored) {
            path = (root as NSString).appendingPathComponent(stored)
        } else {
            return try WorkingCopyPath.file(of: name, in: root)
        }
        try WorkingCopyPath.requireInside(path, root: root)
        return path
    }

    /// Creates the folders above `path` inside the project (a component committed in a subfolder).
    func createFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    /// The file that defines each component in the working copy (the first, if several do;
    /// a file that does not parse, by the name its file name gives). Through the index:
    /// only files it cannot vouch for are parsed.
    public func filePaths() throws -> [String: String] {
        try summarizeWorkingCopy().filePaths
    }

    /// Keeps `text`, read from `file`, as the author's text of `version` (a conflict
    /// resolved from the working copy): its path relative to the root when the file is in
    /// the project, else the component's file there.
    public func keepText(_ text: String, file: String, for version: VersionInfo) throws {
        var path = relativePath(file)
        while path.hasPrefix("./") { path.removeFirst(2) }
        if !SourceText.isSafePath(path) {
            path = relativePath(try filePath(of: version.component, in: try filePaths()))
            while path.hasPrefix("./") { path.removeFirst(2) }
        }
        if !SourceText.isSafePath(path) { path = "\(version.component).layout" }
        try store.receiveTexts([version.id: SourceText(text: text, path: path)])
    }

    /// Keeps, as the text of `version` (a conflict resolved with one side), the text of
    /// the version `side` when it has one, else `version`'s printed form: every version a
    /// project records has a text, so a later comment-only edit is seen against it.
    public func keepText(of side: String, for version: VersionInfo) throws {
        guard let document = try store.document(at: version) else { return }
        let kept = try store.sourceTexts(of: [side])[side]
        let path = try kept?.path ?? relativePath(filePath(of: version.component, in: filePaths()))
        let text = kept.map(\.text) ?? LayoutPrinter.print(document)
        // The side's text only when it says what the version says.
        let chosen =
            version.contentHash.map { LayoutParser.parse(text, file: path).document?.means(contentHash: $0) == true } == true
            ? text : LayoutPrinter.print(document)
        var safe = path
        while safe.hasPrefix("./") { safe.removeFirst(2) }
        try store.receiveTexts([version.id: SourceText(text: chosen, path: SourceText.isSafePath(safe) ? safe : "\(version.component).layout")])
    }

    /// What a checkout writes for `version`: the author's text and path when they were
    /// kept, else the printed document (nil for a deletion).
    public func authorText(of version: VersionInfo) throws -> SourceText? {
        if let kept = try store.sourceTexts(of: [version.id])[version.id] { return kept }
        return try store.document(at: version).map { SourceText(text: LayoutPrinter.print($0), path: "\(version.component).layout") }
    }
}

import Foundation
import TrellisStore
import TrellisModel
import TrellisSupport

/// Writing the store's versions into the working copy: the author's text where it was
/// kept, into the folder it was committed in, each file's base recorded.
extension TrellisProject {
    /// Writes the heads of `requested` (and of whatever an interrupted checkout left, see
    /// `CheckoutJournal`) into the working copy — each where `CheckoutPlacement` puts it:
    /// the file that defines it, else the first free one of the path it was recorded at,
    /// `NAME.layout` and `NAME-2.layout`…, never a file that holds another component — in
    /// the author's text (the printed form for versions recorded without one), removes the
    /// files of components whose head is a deletion, and records each file's base.
    ///
    /// A component's file that holds uncommitted work (`UncommittedWorkRule`: neither its
    /// base nor its head, e.g. edited after the command that was writing it was killed)
    /// is left as it is, with its base, and reported (`CheckoutReport.kept`) — unless the
    /// caller names it in `replacing` (a resolved conflict's file, markers and all).
    ///
    /// Reads the working copy once, and reads, decodes and prints the heads on every core,
    /// so a clone of thousands stays linear and short. A new file is created whole (a
    /// temporary linked into place); one that exists is replaced atomically (a temporary
    /// renamed over it). The journal, written first and removed last, marks a half-written
    /// checkout.
    ///
    /// Each file written is recorded in the working copy's index (its stat taken as it is
    /// written) when what a parse of it gives is known without parsing it: a printed
    /// document's own, or an author's text in `checkedTexts` (version id → the parse a
    /// clone's verification did). So the first `status` after a clone parses nothing.
    @discardableResult
    public func checkout(
        _ requested: [String], command: String = "checkout", replacing: Set<String> = [], checkedTexts: [String: CheckedText] = [:]
    ) throws -> CheckoutReport {
        try withLock {
            // What an interrupted checkout left unwritten is written too; the journal
            // says what is being written until every file and base is.
            let pending = CheckoutJournal.read(root: root)
            guard !requested.isEmpty || pending != nil else { return CheckoutReport() }
            let journal = CheckoutJournal(command: command, components: requested).merged(with: pending)
            try journal.write(root: root)
            let components = try journal.components ?? store.heads().map(\.component)
            let summary = try summarizeWorkingCopy()
            let heads = try store.headIDs(of: components)
            let versions = try store.versions(components.compactMap { heads[$0] })
            let store = self.store
            let authored = try store.sourceTexts(of: versions.map(\.id), verified: checkedTexts)
            let (texts, printed) = try Self.texts(of: versions, authored: authored, store: store)
            var report = CheckoutReport()
            report.components = versions.map(\.component).sorted()
            // Every path chosen and checked before the first write: a name that would leave
            // the project stops the checkout with nothing written.
            var placement = CheckoutPlacement(root: root, files: summary.filePaths, unparsed: summary.unreadable.map(\.path))
            var rule = UncommittedWorkRule(store: store, known: authored)
            var writes: [(path: String, text: String?, checked: CheckedText?)] = []
            // Files at paths placement found free: created together (`createFiles`).
            var creations: [(path: String, text: String, checked: CheckedText?)] = []
            for index in CheckoutPlacement.order(versions.map { ($0.component, authored[$0.id]?.path) }) {
                let (version, text) = (versions[index], texts[index])
                let name = version.component
                // A deletion whose component has no file here: nothing to remove.
                if text == nil, summary.filePaths[name] == nil { continue }
                let placed = try placement.place(name, recorded: authored[version.id]?.path)
                if placed.own {
                    let work = try rule.holdsWork(
                        name, content: summary.hashes[name], text: summary.textHashes[name], base: summary.bases[name], head: version.id)
                    if work, !replacing.contains(name) {
                        report.kept[name] = relativePath(placed.path)
                        continue
                    }
                }
                if let wanted = placed.skipped {
                    report.relocated.append(
                        CheckoutReport.Relocation(component: name, path: relativePath(placed.path), wanted: wanted, occupant: placed.occupant))
                }
                // What a parse of the file will give: the printed document's, or the verified text's.
                let checked = (printed[index] ?? checkedTexts[version.id]).flatMap { $0.name == name ? $0 : nil }
                if let text, !placed.own {
                    creations.append((placed.path, text, checked))
                } else {
                    writes.append((placed.path, text, checked))
                }
            }
            report.relocated.sort { $0.component < $1.component }
            var writer = writer()
            // A checkout killed between writing a file's temporary and renaming it left the
            // temporary in the user's folder: finishing it clears them, whatever their age.
            writer.sweepsEveryTemporary = pending != nil
            report.written += try writer.createFiles(creations)
            for (path, text, checked) in writes {
                if let text {
                    if try writer.write(text, to: path) { report.written += 1 }
                    if let checked { writer.recordIndexEntry(of: path, checked) }
                } else if try writer.remove(path) {
                    report.removed += 1
                }
            }
            // Each file now holds its head: that is its base. A kept file keeps its own.
            for (name, head) in heads where report.kept[name] == nil { writer.recordBase(head, of: name) }
            try writer.finish()
            try CheckoutJournal.remove(root: root)
            return report
        }
    }

    /// What a checkout writes for each of `versions`, in order: the author's text where it
    /// was kept, else the printed document (nil for a deletion); and for each printed one,
    /// what parsing it gives (the document's own facts: printing round-trips). The
    /// documents are read in batches, one read transaction each (`TrellisStore.documents(at:)`),
    /// and decoded and printed on every core.
    static func texts(
        of versions: [VersionInfo], authored: [String: SourceText], store: TrellisStore
    ) throws -> (texts: [String?], printed: [CheckedText?]) {
        var texts = versions.map { authored[$0.id]?.text }
        var checked: [CheckedText?] = Array(repeating: nil, count: versions.count)
        let printed = versions.indices.filter { texts[$0] == nil && versions[$0].contentHash != nil }
        let batch = 64
        let batches = stride(from: 0, to: printed.count, by: batch).map { Array(printed[$0..<min($0 + batch, printed.count)]) }
        let results = try batches.concurrentMap(chunkSize: 1) { indices in
            try store.documents(at: indices.map { versions[$0] }).map { document in
                document.map { document in
                    let text = LayoutPrinter.print(document)
                    return (text, CheckedText(document: document, textHash: SourceText(text: text, path: "").hash))
                }
            }
        }
        for (indices, batchTexts) in zip(batches, results) {
            for (index, result) in zip(indices, batchTexts) { (texts[index], checked[index]) = (result?.0, result?.1) }
        }
        return (texts, checked)
    }

    /// The file of component `name`: the one that defines it (`paths`, from `filePaths()`),
    /// else `NAME.layout` at the root, where it would be by default — a path to read or
    /// name in a message. What a command writes, it places with `CheckoutPlacement`.
    /// Throws when the name is not in the grammar or the path, resolved, would leave the
    /// project folder (`WorkingCopyPath`).
    public func filePath(of name: String, in paths: [String: String]) throws -> String {
        guard let known = paths[name] else { return try WorkingCopyPath.file(of: name, in: root) }
        try WorkingCopyPath.requireInside(known, root: root)
        return known
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

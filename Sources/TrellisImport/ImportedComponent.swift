import TrellisModel

/// One component import made: its document, its `.layout` text, and for Interface Builder
/// sources the frames IB recorded.
public struct ImportedComponent: Sendable {
    public var document: LayoutDocument
    public var text: String
    public var interfaceBuilder: InterfaceBuilderRecord?
    /// Where its statements came from in the app, and what was imported only in part.
    public var record: ImportRecord?

    public var name: String { document.name }
}

/// What import made of one source file.
public struct ImportedFile: Sendable {
    public var report: FileImportReport
    public var components: [ImportedComponent] = []
    /// Swift drafts not yet validated: they may use components of other files of the run.
    var pending: [PendingDraft] = []
    /// The code of the classes that own this file's components, to merge (`ImportRun+OwnedClasses`).
    var merges: [OwnedClassMerge] = []

    public init(report: FileImportReport, components: [ImportedComponent] = []) {
        self.report = report
        self.components = components
    }

    mutating func absorb(_ finished: DraftFinisher.Finished, record: InterfaceBuilderRecord? = nil) {
        var finished = finished
        if let placeholders = record?.placeholders { finished.markPlaceholders(placeholders, source: report.path) }
        report.skipped += finished.skipped
        report.notes += finished.notes
        report.constraintsImported -= finished.constraintsLost
        if let document = finished.document {
            components.append(ImportedComponent(document: document, text: finished.text, interfaceBuilder: record, record: finished.record))
            report.components.append(document.name)
        } else if let error = finished.error {
            report.skipped.append(error)
        }
        // Constraints of a component that is not written are not imported.
        if finished.document == nil { report.constraintsImported -= finished.unwrittenLines }
    }

    /// Validates and adds the pending drafts, with `library` holding every component of the
    /// run. A draft from `trellis export` output is compared with the hash its header names.
    mutating func finishPending(in library: inout LayoutLibrary, skipped: [String: [ImportFinding]] = [:]) {
        let path = report.path
        for pending in pending {
            var finished = DraftFinisher.finish(pending.draft, file: path, library: &library, skipped: skipped)
            // A view class of the app's is sized as it is embedded (a component `trellis export` wrote is read back as it was).
            if pending.exportedHash == nil, let document = finished.document, ContentSizedRoot.decidesHeight(document, in: &library) {
                var sized = pending.draft
                sized.heightIsAuto = true
                finished = DraftFinisher.finish(sized, file: path, library: &library, skipped: skipped)
            }
            if let hash = pending.exportedHash, let document = finished.document {
                report.notes.append(
                    ImportFinding(
                        line: nil, construct: "component \(document.name)",
                        reason: document.contentHash == hash
                            ? "the same component as the one exported (sha256:\(hash.prefix(12))…)"
                            : "differs from the component exported as sha256:\(hash.prefix(12))… (now sha256:\(document.contentHash.prefix(12))…): edited after export, or a design-time fact export does not write"
                    ))
            }
            absorb(finished)
        }
        pending = []
    }

    /// The pending drafts as documents, for the run's library.
    var pendingDocuments: [LayoutDocument] { pending.map { $0.draft.document() } }
}

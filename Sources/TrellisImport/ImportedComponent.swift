import TrellisModel

/// One component import made: its document, its `.layout` text, and for Interface Builder
/// sources the frames IB recorded.
public struct ImportedComponent: Sendable {
    public var document: LayoutDocument
    public var text: String
    public var interfaceBuilder: InterfaceBuilderRecord?

    public var name: String { document.name }
}

/// What import made of one source file.
public struct ImportedFile: Sendable {
    public var report: FileImportReport
    public var components: [ImportedComponent] = []

    public init(report: FileImportReport, components: [ImportedComponent] = []) {
        self.report = report
        self.components = components
    }

    mutating func absorb(_ finished: DraftFinisher.Finished, record: InterfaceBuilderRecord? = nil) {
        report.skipped += finished.skipped
        report.notes += finished.notes
        report.constraintsImported -= finished.constraintsLost
        if let document = finished.document {
            components.append(ImportedComponent(document: document, text: finished.text, interfaceBuilder: record))
            report.components.append(document.name)
        } else if let error = finished.error {
            report.skipped.append(error)
        }
    }
}

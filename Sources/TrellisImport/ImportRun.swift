import Foundation
import TrellisModel
import TrellisSupport

/// The result of an import run: the components and the report.
public struct ImportRun: Sendable {
    public var files: [ImportedFile] = []
    /// Paths that do not exist.
    public var errors: [String] = []

    public var report: ImportReport { ImportReport(files: files.map(\.report)) }
    public var components: [ImportedComponent] { files.flatMap(\.components) }

    /// The run failed outright: a path does not exist, or a file could not be read or parsed.
    /// Skipped constructs inside files that were read are not failures: the report lists them.
    public var hasFailures: Bool { !errors.isEmpty || files.contains { $0.report.error != nil } }

    mutating func append(_ file: ImportedFile) { files.append(file) }

    /// After every file is read: each class's code merged into the components of the xibs and
    /// scenes it owns, two sources that want one name told apart by their paths, then every
    /// Swift draft validated against all components of the run, and table cells whose content
    /// decides their height made self-sizing.
    mutating func finish() {
        mergeOwnedClasses()
        dropUnmergedOutletStates()
        resolveNameClashes()
        var library = LayoutLibrary(components.map(\.document) + files.flatMap(\.pendingDocuments))
        // What the readers skipped, by file: a draft's items it names are imported in part.
        let skipped = Dictionary(files.map { ($0.report.path, $0.report.skipped) }, uniquingKeysWith: +)
        for index in files.indices { files[index].finishPending(in: &library, skipped: skipped) }
        finishMerges(in: &library, skipped: skipped)
        sizeCellsByTheirContent(in: &library)
        recordPartialStates()
        recordStateConditions()
    }

    /// Writes `NAME.layout` for every component (`NAME.import.json` beside it, and
    /// `NAME.ib.json` beside those from Interface Builder) into `directory`, creating it,
    /// each file through `write` (bytes, path): the project's `WorkingCopyWriter`, the one
    /// way a `.layout` file is written. Returns the paths written.
    @discardableResult
    public func write(into directory: String, using write: (Data, String) throws -> Void) throws(ImportError) -> [String] {
        try self.write(placing: { name in (directory as NSString).appendingPathComponent("\(name).layout") }, using: write)
    }

    /// Writes every component to the path `place` gives its name (a project's
    /// `CheckoutPlacement`), its IB record beside it, through `write`. Returns the paths written.
    @discardableResult
    public func write(placing place: (String) throws(ImportError) -> String, using write: (Data, String) throws -> Void) throws(ImportError)
        -> [String]
    {
        var written: [String] = []
        for component in components {
            let layoutPath = try place(component.name)
            let folder = parentFolder(of: layoutPath)
            do {
                try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(file: folder)
            }
            try emit(Data(component.text.utf8), to: layoutPath, write)
            written.append(layoutPath)
            if let record = component.interfaceBuilder {
                let recordPath = (folder as NSString).appendingPathComponent(InterfaceBuilderRecord.fileName(for: component.name))
                guard let data = try? record.encoded() else { throw .cannotWrite(file: recordPath) }
                try emit(data, to: recordPath, write)
                written.append(recordPath)
            }
            if let record = component.record {
                let recordPath = ImportRecord.path(besideLayout: layoutPath)
                guard let data = try? record.encoded() else { throw .cannotWrite(file: recordPath) }
                try emit(data, to: recordPath, write)
                written.append(recordPath)
            }
        }
        return written
    }

    private func emit(_ data: Data, to path: String, _ write: (Data, String) throws -> Void) throws(ImportError) {
        do { try write(data, path) } catch { throw .cannotWrite(file: path) }
    }
}

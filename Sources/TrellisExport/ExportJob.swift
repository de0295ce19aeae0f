import TrellisModel

/// `trellis export` as one call: which components, which style, which folder; write the
/// files or (`--check`) list those the folder holds stale.
public struct ExportJob: Sendable {
    public var library: LayoutLibrary
    /// nil: every component.
    public var names: [String]?
    public var style: ExportStyle
    public var directory: String

    public init(library: LayoutLibrary, names: [String]?, style: ExportStyle, directory: String) {
        self.library = library
        self.names = names
        self.style = style
        self.directory = directory
    }

    public var files: [ExportedFile] {
        get throws(ExportError) { try SwiftExporter(library: library, style: style).exportAll(names) }
    }

    /// Writes what differs; returns the paths written.
    public func write() throws -> [String] { try ExportDirectory.write(try files, to: directory) }

    /// The files that are missing or differ; empty when the folder is up to date.
    public func stale() throws -> [ExportDirectory.StaleFile] { ExportDirectory.stale(try files, in: directory) }
}

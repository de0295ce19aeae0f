import TrellisModel

/// `trellis export` as one call: which components, which style, which folder; write the
/// files or (`--check`) list those the folder holds stale.
public struct ExportJob: Sendable {
    public var library: LayoutLibrary
    /// nil: every component.
    public var names: [String]?
    public var style: ExportStyle
    public var runtime: ExportRuntime
    public var directory: String

    public init(library: LayoutLibrary, names: [String]?, style: ExportStyle, runtime: ExportRuntime = .embedded, directory: String) {
        self.library = library
        self.names = names
        self.style = style
        self.runtime = runtime
        self.directory = directory
    }

    public var files: [ExportedFile] {
        get throws(ExportError) { try SwiftExporter(library: library, style: style, runtime: runtime).exportAll(names) }
    }

    /// Writes what differs and, exporting every component, removes the files export wrote
    /// for components that are gone; returns the paths written or removed.
    public func write() throws -> [String] {
        let files = try self.files
        let written = try ExportDirectory.write(files, to: directory)
        return names == nil ? written + (try ExportDirectory.removeExtra(besides: files, in: directory)) : written
    }

    /// The files that are missing or differ and, exporting every component, those export
    /// wrote for components that are gone; empty when the folder is up to date.
    public func stale() throws -> [ExportDirectory.StaleFile] {
        let files = try self.files
        let stale = ExportDirectory.stale(files, in: directory)
        return names == nil ? stale + ExportDirectory.extra(besides: files, in: directory) : stale
    }
}

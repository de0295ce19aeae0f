import TrellisModel

/// A generated Swift file: its name (`UserAvatarContainer.swift`) and text.
public struct ExportedFile: Hashable, Sendable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// The public entry: Swift for the app from a library of components.
///
/// ```swift
/// let exporter = SwiftExporter(library: workspace.library, style: .anchors)
/// let files = try exporter.exportAll()   // one file per component + TrellisLayoutRuntime.swift
/// ```
///
/// Output is a function of the components and the style alone: the same library gives
/// byte-identical files. Components are validated first (export writes only what
/// `trellis check` accepts). A component without source locations (a stored version) is
/// printed and read back first, so its identifiers name the lines of `trellis show`'s text.
public struct SwiftExporter: Sendable {
    public let library: LayoutLibrary
    public let style: ExportStyle

    public init(library: LayoutLibrary, style: ExportStyle = .anchors) {
        self.library = library
        self.style = style
    }

    /// The Swift type a component becomes: its name, and a screen's with `Layout` appended
    /// (`ListCell` → `ListCellLayout`, so the app's `ListCell` cell class keeps its name).
    public static func typeName(of document: LayoutDocument) -> String {
        guard case .screen = document, !document.name.hasSuffix("Layout") else { return document.name }
        return document.name + "Layout"
    }

    /// The label of a screen type's root view in its initializer: `root` (a view
    /// controller's view), `contentView` (`root cell`) or `view` (`root view`).
    public static func rootLabel(of screen: Screen) -> String { ComponentWriter.rootName(screen.root) }

    /// The name of the runtime file every export writes once.
    public static let runtimeFileName = RuntimeFile.name + ".swift"

    public func runtimeFile() -> ExportedFile {
        ExportedFile(name: Self.runtimeFileName, contents: SwiftPrinter.print(RuntimeFile.swiftFile(style: style)))
    }

    /// One component's file.
    public func export(_ name: String) throws(ExportError) -> ExportedFile {
        guard let document = library[name] else {
            throw .unknownComponent(name, suggestion: Suggestions.closest(to: name, in: library.names))
        }
        let errors = LayoutValidator.validate(document, in: library).filter { $0.severity == .error }
        guard errors.isEmpty else { throw .invalidComponent(name, errors) }
        let located = Self.located(document)
        let file = try ComponentWriter(document: located, library: library, style: style).swiftFile()
        return ExportedFile(name: Self.typeName(of: document) + ".swift", contents: SwiftPrinter.print(file))
    }

    /// The files for `names` (every component when nil), sorted by name, then the runtime file.
    public func exportAll(_ names: [String]? = nil) throws(ExportError) -> [ExportedFile] {
        var files: [ExportedFile] = []
        for name in names ?? library.names { files.append(try export(name)) }
        return files.sorted { $0.name < $1.name } + [runtimeFile()]
    }

    /// A document with source locations: itself, or its printed text read back.
    static func located(_ document: LayoutDocument) -> LayoutDocument {
        guard document.location == nil else { return document }
        let text = LayoutPrinter.print(document)
        return LayoutParser.parse(text, file: "\(document.name).layout").document ?? document
    }
}

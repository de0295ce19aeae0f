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
    public var library: LayoutLibrary { validated.library }
    /// The library, each component validated once however many files export writes.
    public let validated: ValidatedLibrary
    public let style: ExportStyle
    public let runtime: ExportRuntime
    /// Every name's Swift spelling, decided once for the library.
    let names: SwiftNames
    /// The library with Swift names, which the writers print as they are.
    let swiftLibrary: LayoutLibrary

    public init(library: LayoutLibrary, style: ExportStyle = .anchors, runtime: ExportRuntime = .embedded) {
        self.init(validated: ValidatedLibrary(library), style: style, runtime: runtime)
    }

    /// An exporter over a library validated already (by a check that ran before it).
    public init(validated: ValidatedLibrary, style: ExportStyle = .anchors, runtime: ExportRuntime = .embedded) {
        self.validated = validated
        let library = validated.library
        self.style = style
        self.runtime = runtime
        let names = SwiftNames(library: library)
        self.names = names
        swiftLibrary = LayoutLibrary(library.documents.values.map { names.renamed($0, in: library) })
    }

    /// The Swift type a component of this library becomes, as app code names it:
    /// `ListCellLayout`, `DS.UserAvatarContainer`.
    public func swiftType(of component: String) -> String { names.type(of: component) }

    /// How each of a component's items, parameters and references is spelled in Swift,
    /// keyed by its `.layout` name (the same name where it needs no change).
    public func swiftMembers(of component: String) -> [String: String] { names.members[component] ?? [:] }

    /// The name of the file a component is exported to: `ListCellLayout.swift`,
    /// `DS+UserAvatarContainer.swift` (a dependency's component extends its namespace's enum).
    public func fileName(of component: String) -> String { names.type(of: component).split(separator: ".").joined(separator: "+") + ".swift" }

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
        ExportedFile(name: Self.runtimeFileName, contents: SwiftPrinter.print(RuntimeFile.swiftFile(style: style, runtime: runtime)))
    }

    /// `DS.swift` holding `enum DS {}` for each dependency namespace among `components`.
    public func namespaceFiles(for components: [String]) -> [ExportedFile] {
        let namespaces = Set(components.compactMap { ComponentName.split($0).namespace }).sorted()
        return namespaces.map { namespace in
            let type = names.namespaces[namespace] ?? namespace
            let members = components.filter { ComponentName.split($0).namespace == namespace }.sorted().map(names.type(of:))
            let file = SwiftFile(
                header: [
                    ExportComment.generatedNamespace(file: type, namespace: namespace),
                    "The namespace of the dependency \(namespace): \(members.prefix(3).joined(separator: ", "))\(members.count > 3 ? ", …" : "").",
                ],
                imports: [], declarations: [.line("enum \(type) {}")])
            return ExportedFile(name: type + ".swift", contents: SwiftPrinter.print(file))
        }
    }

    /// One component's file.
    public func export(_ name: String) throws(ExportError) -> ExportedFile {
        guard let document = library[name] else {
            throw .unknownComponent(name, suggestion: Suggestions.closest(to: name, in: library.names))
        }
        let errors = validated.errors(of: document.name)
        guard errors.isEmpty else { throw .invalidComponent(name, errors) }
        let located = Self.located(document)
        let writer = ComponentWriter(
            document: names.renamed(located, in: library), source: located, library: swiftLibrary, names: names, style: style, runtime: runtime)
        return ExportedFile(name: fileName(of: document.name), contents: SwiftPrinter.print(try writer.swiftFile()))
    }

    /// The files for `names` (every component when nil) and their namespaces' files, sorted
    /// by name, then the runtime file.
    public func exportAll(_ names: [String]? = nil) throws(ExportError) -> [ExportedFile] {
        let components = names ?? library.names
        var files: [ExportedFile] = []
        for name in components { files.append(try export(name)) }
        files += namespaceFiles(for: components.compactMap { library[$0]?.name })
        return files.sorted { $0.name < $1.name } + [runtimeFile()]
    }

    /// A document with source locations: itself, or its printed text read back.
    static func located(_ document: LayoutDocument) -> LayoutDocument {
        guard document.location == nil else { return document }
        let text = LayoutPrinter.print(document)
        return LayoutParser.parse(text, file: "\(document.name).layout").document ?? document
    }
}

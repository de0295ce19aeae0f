import Foundation
import TrellisModel
import TrellisSupport

/// The `.layout` files of a project (or any paths named on the command line), parsed
/// and resolved into one library, so components can refer to each other by name.
public struct LayoutWorkspace: Sendable {
    public private(set) var files: [LayoutSourceFile] {
        didSet { positions = Self.positions(of: files) }
    }
    /// Path → position of its first file in `files`: `source(of:)` is asked once per
    /// diagnostic, and a linear search made a check of 10,000 files quadratic.
    private var positions: [String: Int]

    public init(files: [LayoutSourceFile]) {
        self.files = files
        positions = Self.positions(of: files)
    }

    private static func positions(of files: [LayoutSourceFile]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(files.count)
        for (position, file) in files.enumerated() where positions[file.path] == nil { positions[file.path] = position }
        return positions
    }

    /// Reads every `.layout` file under the given paths (files or folders, searched
    /// recursively, hidden folders skipped), in a stable order; parsed on every core.
    public init(loading paths: [String]) throws {
        self.init(files: try Self.layoutFiles(in: paths).concurrentMap(LayoutSourceFile.read))
    }

    public static func layoutFiles(in paths: [String]) throws -> [String] {
        let fileManager = FileManager.default
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw WorkspaceError.noSuchPath(path)
            }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".layout") else { throw WorkspaceError.notALayoutFile(path) }
                found.append(path)
                continue
            }
            // `appendingPathComponent` once, for the spelling of the folder part.
            let probe = (path as NSString).appendingPathComponent("x")
            let prefix = path == "." ? "" : String(probe.dropLast())
            guard _walk(directory: path, relative: "", into: &found, prefix: prefix) else {
                throw WorkspaceError.unreadable(path)
            }
        }
        found.sort()
        // One folder walked once holds no path twice; several paths may overlap.
        guard paths.count > 1 else { return found }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// Appends `prefix + relative path` of every entry named `*.layout` under
    /// `directory`, descending into folders (not into links to folders) and skipping
    /// hidden entries and `build`, as `FileManager`'s enumerator walk did; with
    /// `readdir`, which at 10,000 files is many times faster. False when `directory`
    /// cannot be opened (a sub-folder that cannot be read is skipped).
    static func _walk(directory: String, relative: String, into found: inout [String], prefix: String) -> Bool {
        guard let stream = opendir(directory) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { bytes in
                    String(
                        decoding: UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))), as: UTF8.self)
                }
            }
            if name == "." || name == ".." || name.hasPrefix(".") || name == "build" { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if name.hasSuffix(".layout") { found.append(prefix + path) }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                let full = directory + "/" + name
                isDirectory = lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory {
                _ = _walk(directory: directory + "/" + name, relative: path, into: &found, prefix: prefix)
            }
        }
        return true
    }

    /// The project's dependencies' components, under their namespaces
    /// (`DS.UserAvatarContainer`): read-only, resolved by `use`/`apply`, never files of the
    /// project (`ResolvedDependencies`).
    public var dependencies: [LayoutDocument] = []

    /// Every component that parsed, and the dependencies' components.
    public var library: LayoutLibrary { LayoutLibrary(dependencies + files.compactMap(\.document)) }

    public var documents: [LayoutDocument] { files.compactMap(\.document) }

    /// The file a component was read from.
    public func file(defining name: String) -> LayoutSourceFile? {
        files.first { $0.document?.name == name }
    }

    /// The component called `name`, or an error that suggests the closest name.
    public func document(named name: String) throws -> LayoutDocument {
        if let document = file(defining: name)?.document { return document }
        let names = documents.map(\.name)
        throw WorkspaceError.unknownComponent(name, suggestion: Suggestions.closest(to: name, in: names))
    }

    /// Parse errors, validation errors and project-level problems (two files defining
    /// one name, a file named differently from its component), in file order.
    public func check() -> [Diagnostic] { check(validated: ValidatedLibrary(library)) }

    /// `check()`, reading each component's validation from `validated` (over this
    /// workspace's library: `ValidatedLibrary(library, reusing:)` makes one from an earlier
    /// check's), which keeps it for the engine: what it found already is not validated again.
    /// Over another library it is not read.
    public func check(validated: ValidatedLibrary) -> [Diagnostic] {
        let library = library
        let validated = validated.library == library ? validated : ValidatedLibrary(library)
        var diagnostics = files.flatMap(\.diagnostics)
        var firstDefinition: [String: LayoutSourceFile] = [:]
        for file in files {
            guard let document = file.document else { continue }
            if let earlier = firstDefinition[document.name] {
                diagnostics.append(
                    Diagnostic(
                        at: document.location,
                        "component '\(document.name)' is also defined in \(earlier.path)",
                        hint: "component names are unique in a project"
                    ))
            } else {
                firstDefinition[document.name] = file
            }
            if document.name != file.expectedName {
                diagnostics.append(
                    Diagnostic(
                        .warning, at: document.location,
                        "component '\(document.name)' is in \((file.path as NSString).lastPathComponent)",
                        hint: "name the file \(document.name).layout"
                    ))
            }
        }
        diagnostics += validated.diagnostics()
        return diagnostics.sorted(by: Self.sourceOrder)
    }

    /// The text of a file, to show the offending line under a diagnostic.
    public func source(of path: String) -> String? { positions[path].map { files[$0].text } }

    static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        return (left.file, left.line, left.column) < (right.file, right.line, right.column)
    }
}

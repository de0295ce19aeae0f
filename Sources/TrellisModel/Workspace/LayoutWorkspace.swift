import Foundation

/// The `.layout` files of a project (or any paths named on the command line), parsed
/// and resolved into one library, so components can refer to each other by name.
public struct LayoutWorkspace: Sendable {
    public private(set) var files: [LayoutSourceFile]

    public init(files: [LayoutSourceFile]) { self.files = files }

    /// Reads every `.layout` file under the given paths (files or folders, searched
    /// recursively, hidden folders skipped), in a stable order.
    public init(loading paths: [String]) throws {
        self.files = try Self.layoutFiles(in: paths).map(LayoutSourceFile.read)
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
            guard let walker = fileManager.enumerator(atPath: path) else { throw WorkspaceError.unreadable(path) }
            while let relative = walker.nextObject() as? String {
                let last = (relative as NSString).lastPathComponent
                if last.hasPrefix(".") || last == "build" {
                    walker.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".layout") {
                    found.append(path == "." ? relative : (path as NSString).appendingPathComponent(relative))
                }
            }
        }
        var seen = Set<String>()
        return found.sorted().filter { seen.insert($0).inserted }
    }

    /// Every component that parsed.
    public var library: LayoutLibrary { LayoutLibrary(files.compactMap(\.document)) }

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
    public func check() -> [Diagnostic] {
        var diagnostics = files.flatMap(\.diagnostics)
        var firstDefinition: [String: LayoutSourceFile] = [:]
        for file in files {
            guard let document = file.document else { continue }
            if let earlier = firstDefinition[document.name] {
                diagnostics.append(Diagnostic(
                    at: document.location,
                    "component '\(document.name)' is also defined in \(earlier.path)",
                    hint: "component names are unique in a project"
                ))
            } else {
                firstDefinition[document.name] = file
            }
            if document.name != file.expectedName {
                diagnostics.append(Diagnostic(
                    .warning, at: document.location,
                    "component '\(document.name)' is in \((file.path as NSString).lastPathComponent)",
                    hint: "name the file \(document.name).layout"
                ))
            }
        }
        diagnostics += LayoutValidator.validate(library: library)
        return diagnostics.sorted(by: Self.sourceOrder)
    }

    /// The text of a file, to show the offending line under a diagnostic.
    public func source(of path: String) -> String? { files.first { $0.path == path }?.text }

    static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        return (left.file, left.line, left.column) < (right.file, right.line, right.column)
    }
}

import Foundation
import TOMLKit
import TrellisModel
import TrellisProjectFiles

/// `Trellis.toml`: a project's component libraries, written by hand or by `trellis add`.
///
/// ```toml
/// [library]                        # in a library: what other projects may use
/// public = ["UserAvatarContainer"] # default: every container and spec (screens stay private)
///
/// [dependencies.DS]                # in an app: DS.UserAvatarContainer
/// path = "../DesignSystem"         # a library project's folder (or its store file)
/// from = "1.0.0"                   # 1.0.0 ..< 2.0.0; or exact = "1.0.0"
///                                  # (url = "http://host:8080" for a library served by 'trellis serve')
/// [check]                          # where check, solve, relayout and update --preview lay out
/// devices = ["iPhone-SE", "iPad-Air-11"]
/// [import.classes]                 # what import cannot read: the UIKit class of the app's own
/// ThemeableTable = "UITableView"   # classes defined outside the imported sources
/// ```
///
/// `add`, `update` and `remove` edit the file's text in place (`ManifestEditor`), so the
/// user's comments and order survive.
public struct Manifest: Hashable, Sendable, ProjectRootFile {
    public static let fileName = "Trellis.toml"

    /// Components a library exports; nil: every container and spec.
    public var publicComponents: [String]?
    /// Sorted by name.
    public var dependencies: [Dependency]
    /// The `[check]` table: the project's devices and environment; nil when absent.
    public var check: CheckConfiguration?
    /// The `[import]` table (`[import.classes]`); nil when absent.
    public var imports: ImportConfiguration?

    public struct Dependency: Hashable, Sendable, NamedEntry {
        /// The namespace its components take (`DS`).
        public var name: String
        /// A library project's folder or store file, relative to the project or absolute,
        /// or the http(s) URL of a served library.
        public var source: String
        public var requirement: VersionRequirement

        public init(name: String, source: String, requirement: VersionRequirement) {
            self.name = name
            self.source = source
            self.requirement = requirement
        }
    }

    public init(
        publicComponents: [String]? = nil, dependencies: [Dependency] = [], check: CheckConfiguration? = nil, imports: ImportConfiguration? = nil
    ) {
        self.publicComponents = publicComponents
        self.dependencies = dependencies.sorted { $0.name < $1.name }
        self.check = check
        self.imports = imports
    }

    public static var empty: Manifest { Manifest() }

    public func dependency(named name: String) -> Dependency? { dependencies.named(name) }

    public mutating func set(_ dependency: Dependency) { dependencies.replaceOrAdd(dependency) }

    public mutating func remove(_ name: String) { dependencies.removeAll { $0.name == name } }

    public static func parse(contentsOf path: String) throws -> Manifest {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw PackageError.manifest(path: path, line: nil, "cannot read it as UTF-8 text")
        }
        return try Manifest(parsing: text, path: path)
    }

    /// Parses the manifest's text; every error names `path`, the line and what to write.
    public init(parsing text: String, path: String = fileName) throws {
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let error as TOMLParseError {
            throw PackageError.manifest(path: path, line: error.source.begin.line, error.description)
        }
        func line(of header: String) -> Int? { Self.line(of: header, in: text) }
        var publicComponents: [String]?
        if let library = table["library"] {
            guard let library = library.table else { throw PackageError.manifest(path: path, line: line(of: "library"), "library must be a table: [library]") }
            if let list = library["public"] {
                guard let array = list.array, array.allSatisfy({ $0.string != nil }) else {
                    throw PackageError.manifest(
                        path: path, line: line(of: "public"), "public must be a list of component names: public = [\"UserAvatarContainer\"]")
                }
                publicComponents = array.compactMap(\.string)
                for name in publicComponents ?? [] where !ComponentName.isValid(name) {
                    throw PackageError.manifest(path: path, line: line(of: name), "\(ComponentName.quoted(name)) in public is not a component name")
                }
            }
        }
        var dependencies: [Dependency] = []
        if let section = table["dependencies"] {
            guard let section = section.table else {
                throw PackageError.manifest(path: path, line: line(of: "dependencies"), "dependencies must be tables: [dependencies.NAME]")
            }
            for name in section.keys.sorted() {
                let at = line(of: "dependencies.\(name)")
                guard ComponentName.isValid(name) else {
                    throw PackageError.manifest(
                        path: path, line: at, "\(ComponentName.quoted(name)) is not a dependency name: an identifier, such as DS, names its namespace")
                }
                guard let entry = section[name]?.table else {
                    throw PackageError.manifest(path: path, line: at, "[dependencies.\(name)] must be a table with path and from or exact")
                }
                guard let source = entry["path"]?.string ?? entry["url"]?.string else {
                    throw PackageError.manifest(
                        path: path, line: at,
                        "[dependencies.\(name)] has no path: write path = \"../DesignSystem\" (or url = \"http://host:8080\" for a served library)")
                }
                let requirement: VersionRequirement
                switch (entry["from"]?.string, entry["exact"]?.string) {
                case (let from?, nil): requirement = .from(try Self.version(from, path: path, line: at))
                case (nil, let exact?): requirement = .exact(try Self.version(exact, path: path, line: at))
                default:
                    throw PackageError.manifest(path: path, line: at, "[dependencies.\(name)] needs one of from = \"1.0.0\" or exact = \"1.0.0\"")
                }
                dependencies.append(Dependency(name: name, source: source, requirement: requirement))
            }
        }
        let check = try table["check"].map { try CheckConfiguration(parsing: $0, text: text, path: path) }
        let imports = try table["import"].map { try ImportConfiguration(parsing: $0, text: text, path: path) }
        self.init(publicComponents: publicComponents, dependencies: dependencies, check: check, imports: imports)
    }

    /// The 1-based line of the first line holding `fragment` at or after `start` (0-based).
    static func line(of fragment: String, in text: String, from start: Int = 0) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard start < lines.count else { return nil }
        return lines[start...].firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

    static func version(_ text: String, path: String, line: Int?) throws -> SemanticVersion {
        guard let version = SemanticVersion(text) else {
            throw PackageError.manifest(path: path, line: line, "\(ComponentName.quoted(text)) is not a version: \(ComponentName.rule(.tag))")
        }
        return version
    }
}

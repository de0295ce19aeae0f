import Foundation
import TOMLKit
import TrellisModel

/// `Trellis.toml`: a project's component libraries, written by hand or by `trellis add`.
///
/// ```toml
/// [library]                        # in a library: what other projects may use
/// public = ["UserAvatarContainer"] # default: every container and spec (screens stay private)
///
/// [dependencies.DS]                # in an app: DS.UserAvatarContainer
/// path = "../DesignSystem"         # a library project's folder (or its store file)
/// from = "1.0.0"                   # 1.0.0 ..< 2.0.0; or exact = "1.0.0"
/// ```
public struct Manifest: Hashable, Sendable {
    public static let fileName = "Trellis.toml"

    /// Components a library exports; nil: every container and spec.
    public var publicComponents: [String]?
    /// Sorted by name.
    public var dependencies: [Dependency]

    public struct Dependency: Hashable, Sendable {
        /// The namespace its components take (`DS`).
        public var name: String
        /// A library project's folder or store file, relative to the project or absolute.
        public var source: String
        public var requirement: VersionRequirement

        public init(name: String, source: String, requirement: VersionRequirement) {
            self.name = name
            self.source = source
            self.requirement = requirement
        }
    }

    public init(publicComponents: [String]? = nil, dependencies: [Dependency] = []) {
        self.publicComponents = publicComponents
        self.dependencies = dependencies.sorted { $0.name < $1.name }
    }

    public func dependency(named name: String) -> Dependency? { dependencies.first { $0.name == name } }

    public mutating func set(_ dependency: Dependency) {
        dependencies.removeAll { $0.name == dependency.name }
        dependencies.append(dependency)
        dependencies.sort { $0.name < $1.name }
    }

    public static func path(root: String) -> String { (root as NSString).appendingPathComponent(fileName) }

    /// The project's manifest; an empty one when there is none.
    public static func read(root: String) throws -> Manifest {
        let path = path(root: root)
        guard FileManager.default.fileExists(atPath: path) else { return Manifest() }
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
        func line(of header: String) -> Int? {
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(header) }.map { $0 + 1 }
        }
        var publicComponents: [String]?
        if let library = table["library"] {
            guard let library = library.table else { throw PackageError.manifest(path: path, line: line(of: "library"), "library must be a table: [library]") }
            if let list = library["public"] {
                guard let array = list.array, array.allSatisfy({ $0.string != nil }) else {
                    throw PackageError.manifest(path: path, line: line(of: "public"), "public must be a list of component names: public = [\"UserAvatarContainer\"]")
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
                    throw PackageError.manifest(path: path, line: at, "\(ComponentName.quoted(name)) is not a dependency name: an identifier, such as DS, names its namespace")
                }
                guard let entry = section[name]?.table else {
                    throw PackageError.manifest(path: path, line: at, "[dependencies.\(name)] must be a table with path and from or exact")
                }
                guard let source = entry["path"]?.string ?? entry["url"]?.string else {
                    throw PackageError.manifest(path: path, line: at, "[dependencies.\(name)] has no path: write path = \"../DesignSystem\"")
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
        self.init(publicComponents: publicComponents, dependencies: dependencies)
    }

    static func version(_ text: String, path: String, line: Int?) throws -> SemanticVersion {
        guard let version = SemanticVersion(text) else {
            throw PackageError.manifest(path: path, line: line, "\(ComponentName.quoted(text)) is not a version: \(ComponentName.rule(.tag))")
        }
        return version
    }

    /// The manifest as TOML, in one stable layout (what `trellis add` writes).
    public var text: String {
        var lines = ["# Trellis.toml — this project's component libraries (edit by hand or with 'trellis add').", ""]
        if let publicComponents {
            lines.append("[library]")
            lines.append("# What other projects may use; the rest (example screens) stays private.")
            lines.append("public = [" + publicComponents.map(Self.quote).joined(separator: ", ") + "]")
            lines.append("")
        }
        for dependency in dependencies {
            lines.append("[dependencies.\(dependency.name)]")
            lines.append("path = \(Self.quote(dependency.source))")
            switch dependency.requirement {
            case .from(let version): lines.append("from = \(Self.quote(version.description))")
            case .exact(let version): lines.append("exact = \(Self.quote(version.description))")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    public func write(root: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: Self.path(root: root)), options: .atomic)
    }

    /// A TOML basic string.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if ComponentName.isControl(scalar) {
                    result += String(format: "\\u%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

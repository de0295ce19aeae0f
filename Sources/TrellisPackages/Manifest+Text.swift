import Foundation
import TrellisModel

/// Writing `Trellis.toml`: a new file in one stable layout; an existing one edited in place.
extension Manifest {
    /// The manifest as TOML, in one stable layout (a project's first `trellis add`).
    public var text: String {
        var lines = ["# Trellis.toml — this project's component libraries (edit by hand or with 'trellis add').", ""]
        if let publicComponents {
            lines.append("[library]")
            lines.append("# What other projects may use; the rest (example screens) stays private.")
            lines.append("public = [" + publicComponents.map(Self.quote).joined(separator: ", ") + "]")
            lines.append("")
        }
        for dependency in dependencies {
            lines += dependency.tableLines
            lines.append("")
        }
        if let check {
            lines.append("[check]")
            lines += check.lines
            lines.append("")
        }
        if let imports, !imports.classes.isEmpty {
            lines.append("[import.classes]")
            lines += imports.lines
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Writes the manifest: the file's own text with only what changed edited in place
    /// (comments, order and spacing kept), or the stable layout when there is no file yet
    /// or its text cannot be edited safely.
    public func write(root: String) throws {
        let path = Self.path(root: root)
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        let output = existing.flatMap { ManifestEditor.edit($0, to: self) } ?? text
        try Data(output.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
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

extension Manifest.Dependency {
    /// `url` for a served library, `path` for a folder or store file.
    var sourceKey: String { LibrarySource.isServed(source) ? "url" : "path" }

    var sourceLine: String { "\(sourceKey) = \(Manifest.quote(source))" }

    var requirementLine: String {
        switch requirement {
        case .from(let version): return "from = \(Manifest.quote(version.description))"
        case .exact(let version): return "exact = \(Manifest.quote(version.description))"
        }
    }

    /// `[dependencies.NAME]` and its keys.
    var tableLines: [String] { ["[dependencies.\(name)]", sourceLine, requirementLine] }

    /// `NAME = { path = "…", from = "…" }`, for a manifest that writes them inline.
    var inlineLine: String { "\(name) = { \(sourceLine), \(requirementLine) }" }
}

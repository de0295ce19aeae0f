import Foundation
import TrellisModel

/// The `[export]` table of a project's `Trellis.toml`, which `trellis export` and
/// `trellis-codegen` (the build plugin's tool, which links no TOML library) both read:
///
/// ```toml
/// [export]
/// style = "snapkit"              # or "anchors" (the default)
/// runtime = "module TeamLayout"  # or "embedded" (the default), "none"
/// ```
///
/// Only this table's `key = "string"` lines are read; the rest of the file is the
/// manifest's. An option on the command line wins over the file.
public struct ExportSettings: Hashable, Sendable {
    public var style: ExportStyle?
    public var runtime: ExportRuntime?

    public init(style: ExportStyle? = nil, runtime: ExportRuntime? = nil) {
        self.style = style
        self.runtime = runtime
    }

    public static let fileName = "Trellis.toml"

    /// The settings of the project at `root`; empty when it has no `Trellis.toml` or no `[export]`.
    public static func read(root: String) throws(ExportSettingsError) -> ExportSettings {
        let path = (root as NSString).appendingPathComponent(fileName)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ExportSettings() }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws(ExportSettingsError) -> ExportSettings {
        var settings = ExportSettings()
        var inExport = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.withoutComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inExport = line == "[export]"
                continue
            }
            guard inExport, !line.isEmpty else { continue }
            let place = "\(path):\(index + 1)"
            guard let equals = line.firstIndex(of: "=") else { throw .invalid(place, "expected key = \"value\"") }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
                throw .invalid(place, "[export] \(key) takes a string in double quotes")
            }
            let string = String(value.dropFirst().dropLast())
            switch key {
            case "style":
                guard let style = ExportStyle(rawValue: string) else { throw .invalid(place, "[export] style is anchors or snapkit, not '\(string)'") }
                settings.style = style
            case "runtime":
                guard let runtime = ExportRuntime(parsing: string) else {
                    throw .invalid(place, "[export] runtime is \(ExportRuntime.forms), not '\(string)'")
                }
                settings.runtime = runtime
            default:
                throw .invalid(place, "[export] has no setting '\(key)' (it has style and runtime)")
            }
        }
        return settings
    }

    /// The line up to a `#` outside a string.
    private static func withoutComment(_ line: String) -> String {
        var inString = false
        for (offset, character) in line.enumerated() {
            if character == "\"" { inString.toggle() }
            if character == "#", !inString { return String(line.prefix(offset)) }
        }
        return line
    }
}

public enum ExportSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalid(String, String)

    public var description: String {
        switch self {
        case .invalid(let place, let message): return "\(place): error: \(message)"
        }
    }
}

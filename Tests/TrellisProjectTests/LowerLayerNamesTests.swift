import Foundation
import Testing

/// Issue 37: the modules below the project layer never spell a `trellis` command, the
/// `.trellis` folder or `Trellis.lock` in what they say: their messages carry a
/// `CommandHint` that the command line spells (`CommandSpelling`), and the project's
/// names live in TrellisProjectFiles. Comments may name them; string literals may not.
@Suite struct LowerLayerNamesTests {
    /// Every library but the project layer's two (TrellisProject, TrellisProjectFiles):
    /// those below it, and the libraries above it that the command line and the server
    /// print (sync, relayout, packages, check, import, the server).
    static let lower = [
        "TrellisSupport", "TrellisSolver", "TrellisModel", "TrellisStore", "TrellisEngine", "TrellisExport", "TrellisImport", "TrellisDiagnostics",
        "TrellisRelayout", "TrellisSync", "TrellisPackages", "TrellisServer",
    ]
    /// A command in quotes ('trellis fsck', `trellis devices`), the project's folder, the lock file.
    static let projectNames = #"['`]trellis [a-z]|"\.trellis|[ (]\.trellis[ /)]|Trellis\.lock"#
    /// What an exported file says about itself is the file's format, not a message: the
    /// one type that owns export's comment grammar writes it and import reads it back.
    /// `Trellis.toml`'s header comment, likewise, is the file's own text (for whoever edits it).
    static let fileFormat: Set<String> = ["Sources/TrellisExport/ExportComment.swift", "Sources/TrellisPackages/Manifest+Text.swift"]

    /// Each line of a string literal outside comments, in the lower modules, naming the project's things.
    static func offendingLines() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var found: [String] = []
        for module in lower {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in files where path.hasSuffix(".swift") {
                let name = "Sources/\(module)/\(path)"
                guard !fileFormat.contains(name) else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where offends(String(line)) {
                    found.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    static func offends(_ line: String) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), code.contains("\"") else { return false }
        return code.range(of: projectNames, options: .regularExpression) != nil
    }

    @Test func noModuleBelowTheProjectSpellsACommandOrTheProjectsFiles() throws {
        let lines = try Self.offendingLines()
        #expect(lines.isEmpty, "put a CommandHint in the message (or name the file through TrellisProjectFiles):\n\(lines.joined(separator: "\n"))")
    }

    /// The scan sees what it is meant to see, so an empty result means something.
    @Test func theScanRecognisesACommandInAMessage() {
        #expect(Self.offends(#"        return "object \(hash) is corrupt: \(detail) (run 'trellis fsck')""#))
        #expect(Self.offends(#"        return "unknown device '\(name)' (see `trellis devices`)""#))
        #expect(Self.offends(#"        "check that the .trellis folder exists""#))
        #expect(Self.offends(#"        "the dependencies are not as Trellis.lock pins them""#))
        #expect(!Self.offends(#"        return "object \(hash) is corrupt: \(detail) (run \(CommandHint.checkStore))""#))
        #expect(!Self.offends(#"    /// `trellis fsck --repair` re-prints it"#))
        #expect(!Self.offends(#"        return "\(path) is not a trellis store (\(reason))""#))
    }
}

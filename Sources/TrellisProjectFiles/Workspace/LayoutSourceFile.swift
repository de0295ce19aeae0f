import Foundation
import TrellisModel

/// One `.layout` file as read from disk, with what its parse produced.
public struct LayoutSourceFile: Sendable {
    public var path: String
    public var text: String
    public var document: LayoutDocument?
    public var diagnostics: [Diagnostic]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        let result = LayoutParser.parse(text, file: path)
        self.document = result.document
        self.diagnostics = result.diagnostics
    }

    public static func read(_ path: String) throws -> LayoutSourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WorkspaceError.unreadable(path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw WorkspaceError.notUTF8(path)
        }
        return LayoutSourceFile(path: path, text: text)
    }

    /// The component name the file is expected to hold: its name without `.layout`.
    public var expectedName: String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}

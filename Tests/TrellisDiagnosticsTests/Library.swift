import TrellisDiagnostics
import TrellisExamples
import TrellisModel
import TrellisProjectFiles

/// The example library as a workspace, optionally with one file's text changed.
enum Library {
    static func files() throws -> [LayoutSourceFile] {
        try ExampleLibrary.files().map { LayoutSourceFile(path: $0.name, text: $0.text) }
    }

    static func workspace(editing name: String? = nil, _ edit: (String) -> String = { $0 }) throws -> LayoutWorkspace {
        LayoutWorkspace(
            files: try files().map { file in
                file.path == name ? LayoutSourceFile(path: file.path, text: edit(file.text)) : file
            })
    }

    /// The example library with `vip.top == self.top` removed from UserAvatarContainer: the
    /// badge's vertical position is free in the container and in ListCell, which uses it.
    static func missingTop() throws -> LayoutWorkspace {
        try workspace(editing: "UserAvatarContainer.layout") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("vip.top == self.top") }.joined(separator: "\n")
        }
    }

    static func withoutLine(_ text: String, _ line: Int) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.remove(at: line - 1)
        return lines.joined(separator: "\n")
    }
}

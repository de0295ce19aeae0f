import TrellisModel

extension LayoutWorkspace {
    /// The workspace with every file's text `LayoutTextStyle.normalized` (LF line breaks,
    /// no byte order mark), so that line-based edits and fix-its read a CRLF file as they
    /// read an LF one. Files already so are kept as they are; dependencies are kept.
    public func normalizingTextStyle() -> LayoutWorkspace {
        var normalized = LayoutWorkspace(
            files: files.map { file in
                let text = LayoutTextStyle.normalized(file.text)
                return text == file.text ? file : LayoutSourceFile(path: file.path, text: text)
            })
        normalized.dependencies = dependencies
        return normalized
    }
}

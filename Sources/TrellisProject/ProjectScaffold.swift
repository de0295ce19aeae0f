import Foundation
import TrellisModel
import TrellisProjectFiles

/// Creates project folders and component skeletons. Refuses before writing anything
/// when it would overwrite a file, so a mistaken `init` or `new` loses no work.
public enum ProjectScaffold {
    /// The folder inside a project that marks it (and later holds its store).
    public static let metadataFolder = ProjectFolder.metadata

    /// Creates `directory` (if needed) as a project holding `files` (name, text).
    /// Returns the paths written.
    @discardableResult
    public static func createProject(at directory: String, files: [(name: String, text: String)]) throws -> [String] {
        let fileManager = FileManager.default
        let metadata = (directory as NSString).appendingPathComponent(metadataFolder)
        if fileManager.fileExists(atPath: metadata) {
            throw WorkspaceError.alreadyExists(metadata)
        }
        let targets = files.map { ((directory as NSString).appendingPathComponent($0.name), $0.text) }
        if let clash = targets.first(where: { fileManager.fileExists(atPath: $0.0) }) {
            throw WorkspaceError.alreadyExists(clash.0)
        }
        try fileManager.createDirectory(atPath: metadata, withIntermediateDirectories: true)
        // No index yet (the store comes after): the files are written whole, bases none.
        var writer = WorkingCopyWriter()
        for (path, text) in targets { try writer.write(text, to: path) }
        try writer.finish()
        return targets.map(\.0)
    }

    /// Writes a skeleton `NAME.layout` of the given kind into `directory`; it parses and validates.
    @discardableResult
    public static func createComponent(_ kind: LayoutDocument.Kind, named name: String, in directory: String) throws -> String {
        guard isValidName(name) else { throw WorkspaceError.invalidName(name) }
        let path = (directory as NSString).appendingPathComponent("\(name).layout")
        if FileManager.default.fileExists(atPath: path) { throw WorkspaceError.alreadyExists(path) }
        var writer = WorkingCopyWriter()
        try writer.write(skeleton(kind, named: name), to: path)
        try writer.finish()
        return path
    }

    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSetASCII.isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { CharacterSetASCII.isLetter($0) || CharacterSetASCII.isDigit($0) || $0 == "_" }
    }

    public static func skeleton(_ kind: LayoutDocument.Kind, named name: String) -> String {
        switch kind {
        case .container:
            return """
                // \(name): a layout container. Its views are added to the owning view;
                // lay them out relative to `self`, the container's guide. It takes its
                // size from its content, so a screen only places it (or also stretches it).
                container \(name) {
                    param spacing = 8

                    view icon: UIImageView
                    view title: UILabel {
                        intrinsic 120 x 20
                    }

                    icon.leading == self.leading
                    icon.centerY == self.centerY
                    icon.size == 24
                    title.leading == icon.trailing + spacing
                    title.trailing == self.trailing
                    title.centerY == self.centerY
                    self.height == icon.height
                }

                """
        case .spec:
            return """
                // \(name): a Layoutable spec. `self` is the item it is applied to:
                //     apply \(name)(superView: owner, panelHeight: 80) to panel
                spec \(name) {
                    ref superView
                    param panelHeight
                    param offset?

                    make {
                        self.bottom == superView.bottom
                        self.horizontalEdges == superView.horizontalEdges
                        self.height == panelHeight
                    }

                    update {
                        self.bottom == superView.bottom - offset
                    }
                }

                """
        case .screen:
            return """
                // \(name): a screen laid out on a device; `owner` is its root view.
                screen \(name) {
                    view title: UILabel {
                        intrinsic 200 x 24
                    }

                    title.top == owner.safeArea.top + 16
                    title.leading == owner.margins.leading
                    title.trailing <= owner.margins.trailing
                }

                """
        }
    }
}

/// ASCII-only character tests: component names end up in file names and SQL.
enum CharacterSetASCII {
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}

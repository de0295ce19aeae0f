import Foundation

/// The renames `trellis mv` made and no commit has recorded yet, kept in
/// `.trellis/renames.json` as new name → old name (a project-local file, like the index:
/// never shared, never in the store).
struct PendingRenames {
    let path: String

    /// Those kept; none when the file is missing or unreadable (a rename then shows as a
    /// deletion and a new component, as before `mv` existed).
    func read() -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
            let renames = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return renames
    }

    func save(_ renames: [String: String]) throws {
        guard !renames.isEmpty else {
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(renames).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

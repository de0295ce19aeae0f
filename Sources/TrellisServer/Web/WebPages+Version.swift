import Foundation
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisStore
import TrellisSync

extension WebPages {
    struct Change {
        var operation: String
        var text: String
    }

    struct VersionPage {
        var title: String
        var site: String
        var name: String
        var link: String
        var short: String
        var message: String
        var author: String
        var time: String
        var parent: Bool
        var parentID: String
        var parentShort: String
        var tags: [String]
        var changes: [Change]
        var device: String
        var devices: [String]
        var note: String?
        var moved: [VisualDiff.Move]
        var added: [String]
        var removed: [String]
        var overlay: String
    }

    /// A version against its first parent: the structural diff, and both laid out on
    /// `device` (the rest of the library at its heads) and drawn over each other.
    static func version(
        _ version: VersionInfo, library: HubLibrary, storage: any HubStorage, device: Device, devices: [Device], site: String
    ) async throws -> VersionPage {
        let parent = version.parents.first.flatMap { library.versions[$0] }
        let texts = try await HubLibrary.texts(of: [version] + (parent.map { [$0] } ?? []), from: storage)
        func document(_ version: VersionInfo?) -> LayoutDocument? {
            guard let version, let text = texts[version.id]?.text else { return nil }
            return LayoutSourceFile(path: "\(version.component).layout", text: text).document
        }
        let after = document(version), before = document(parent)
        var note: String?
        func solve(_ document: LayoutDocument?) -> LayoutSolution? {
            guard let document, document.kind != .spec else { return nil }
            var components = library.components
            components.insert(document)
            do {
                return try LayoutEngine(library: components).solve(document.name, in: device.environment())
            } catch {
                note = "\(document.name) cannot be laid out on \(device.id): \(error)"
                return nil
            }
        }
        let beforeSolution = solve(before), afterSolution = solve(after)
        if (after ?? before)?.kind == .spec { note = "\(version.component) is a spec: it is laid out where it is applied" }
        let diff = VisualDiff(before: beforeSolution, after: afterSolution)
        let changes = LayoutDiff.changes(from: before, to: after).map { Change(operation: $0.operation.rawValue, text: $0.text) }
        let tagsByVersion = Dictionary(grouping: library.tags, by: \.versionID)
        return VersionPage(
            title: "\(version.component) @ \(version.shortID)", site: site, name: version.component, link: HTMLText.pathSegment(version.component),
            short: version.shortID, message: version.message, author: version.author, time: time(version.time), parent: parent != nil,
            parentID: parent?.id ?? "", parentShort: parent?.shortID ?? "", tags: (tagsByVersion[version.id] ?? []).map(\.name).sorted(),
            changes: changes, device: device.id, devices: devices.map(\.id), note: note, moved: diff.moved, added: diff.added,
            removed: diff.removed, overlay: diff.svg)
    }
}

import Foundation
import TrellisEngine
import TrellisStore
import TrellisSync

extension WebPages {
    struct DeviceRow {
        var device: String
        var moved: [VisualDiff.Move]
        var added: [String]
        var removed: [String]
        var overlay: String
    }

    struct ComparisonRow {
        var name: String
        var link: String
        var status: String
        var isChanged: Bool
        var beforeShort: String?
        var afterShort: String?
        var afterID: String?
        var changes: [Change]
        var notes: [String]
        var devices: [DeviceRow]
        var still: String?
    }

    /// The release page and the relayout page: what changed between two points, laid out.
    struct ComparisonPage {
        var title: String
        var site: String
        var heading: String
        /// A release's message (nil: none kept, or not a release).
        var message: String?
        var isRelease: Bool
        var noMessage: Bool
        var byline: String
        var from: String
        var to: String
        var fromTitle: String
        var toTitle: String
        var summary: String
        var releases: [Link]
        var rows: [ComparisonRow]
    }

    static func rows(_ comparison: LibraryComparison) -> [ComparisonRow] {
        comparison.entries.map { entry in
            ComparisonRow(
                name: entry.component, link: HTMLText.pathSegment(entry.component), status: entry.status, isChanged: !entry.changes.isEmpty,
                beforeShort: entry.before?.shortID, afterShort: entry.after?.shortID, afterID: entry.after?.id,
                changes: entry.changes.map { Change(operation: $0.operation.rawValue, text: $0.text) }, notes: entry.notes,
                devices: entry.moved.map {
                    DeviceRow(device: $0.device, moved: $0.diff.moved, added: $0.diff.added, removed: $0.diff.removed, overlay: $0.diff.svg)
                },
                still: entry.still.isEmpty ? nil : entry.still.joined(separator: ", "))
        }
    }

    static func summary(_ comparison: LibraryComparison) -> String {
        let moved = comparison.entries.filter { !$0.moved.isEmpty }.count
        let own = comparison.entries.filter { $0.status != "uses a changed component" }.count
        return
            "\(own) component\(own == 1 ? "" : "s") changed, \(comparison.entries.count - own) more use\(comparison.entries.count - own == 1 ? "s" : "") them; "
            + "\(moved) of them move on some device; \(comparison.unchanged) unchanged"
    }

    /// A release against the release made before it (all its components as added for the first).
    static func release(
        _ name: String, library: HubLibrary, storage: any HubStorage, devices: [Device], site: String,
        compare: (LibraryPoint, LibraryPoint) async throws -> LibraryComparison
    ) async throws -> ComparisonPage? {
        let releases = library.releases
        guard let index = releases.firstIndex(where: { $0.name == name }) else { return nil }
        let tags = releases[index].tags
        let previous = index + 1 < releases.count ? releases[index + 1].name : nil
        let before = previous.map { LibraryPoint.release($0, in: library) } ?? LibraryPoint(title: "nothing (the first release)", versions: [:])
        let after = LibraryPoint.release(name, in: library)
        let comparison = try await compare(before, after)
        let messages = try await storage.changeMessages(tags.map(\.seq))
        let message = tags.lazy.compactMap { messages[$0.seq].flatMap { releaseMessage($0, name: name) } }.first
        let author = tags.first?.author ?? ""
        return ComparisonPage(
            title: "Release \(name)", site: site, heading: "Release \(name)", message: message, isRelease: true, noMessage: message == nil,
            byline: "by \(author), \(tags.map(\.time).max().map(time) ?? "")", from: previous ?? "", to: name, fromTitle: before.title,
            toTitle: after.title, summary: summary(comparison), releases: releases.map { link($0.name) }, rows: rows(comparison))
    }

    /// The message `release` gave, from its change's (`release 1.1.0: Bigger badge`); nil
    /// when the change is another's (a hub that received the tags records the push).
    static func releaseMessage(_ change: String, name: String) -> String? {
        ReleaseMessage.given(in: change, release: name)
    }

    static func relayout(
        from before: LibraryPoint, to after: LibraryPoint, fromText: String, toText: String, library: HubLibrary, site: String,
        comparison: LibraryComparison
    ) -> ComparisonPage {
        ComparisonPage(
            title: "Relayout", site: site, heading: "Relayout: \(before.title) → \(after.title)", message: nil, isRelease: false, noMessage: false,
            byline: "", from: fromText, to: toText, fromTitle: before.title, toTitle: after.title, summary: summary(comparison),
            releases: library.releases.map { link($0.name) }, rows: rows(comparison))
    }
}

import Foundation
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisStore
import TrellisSync

/// Two points of the hub's history compared as `relayout` compares a working copy with
/// the store: every component whose own version changed, or that uses one that did, laid
/// out on each device on both sides (each side's library as it was) and drawn over each
/// other (`VisualDiff`), with the structural diff of those that changed themselves. What
/// the release page and the relayout page show.
package struct LibraryComparison: Sendable {
    package struct DeviceDiff: Sendable {
        package var device: String
        package var diff: VisualDiff
    }

    package struct Entry: Sendable {
        package var component: String
        /// `added`, `removed`, `changed`, or `uses a changed component`.
        package var status: String
        package var changes: [LayoutChange]
        /// The devices where an item moved, appeared or went.
        package var moved: [DeviceDiff]
        /// The devices where nothing moved.
        package var still: [String]
        /// Why nothing is drawn (a spec) or a side that fails, if so.
        package var notes: [String]
        package var before: VersionInfo?
        package var after: VersionInfo?
    }

    package var entries: [Entry]
    /// Components at both points whose layout cannot have changed (neither they nor what they use).
    package var unchanged: Int

    package static func compare(
        _ before: LibraryPoint, _ after: LibraryPoint, library: HubLibrary, storage: any HubStorage, devices: [Device]
    ) async throws -> LibraryComparison {
        let wanted = Array(Set(before.versions.values.map(\.id) + after.versions.values.map(\.id)))
        var documents: [String: LayoutDocument] = [:]
        var unread: [VersionInfo] = []
        for id in wanted {
            guard let version = library.versions[id] else { continue }
            if library.heads[version.component]?.id == id, let document = library.document(version.component) {
                documents[id] = document
            } else {
                unread.append(version)
            }
        }
        for (id, source) in try await HubLibrary.texts(of: unread, from: storage) {
            guard let version = library.versions[id] else { continue }
            if let document = LayoutSourceFile(path: "\(version.component).layout", text: source.text).document { documents[id] = document }
        }
        func side(_ point: LibraryPoint) -> LayoutLibrary {
            LayoutLibrary(point.versions.values.compactMap { documents[$0.id] })
        }
        let old = side(before), new = side(after)
        let names = Set(before.versions.keys).union(after.versions.keys)
        let changed = names.filter { before.versions[$0]?.id != after.versions[$0]?.id }
        let affected = names.filter { name in
            changed.contains(name) || !changed.isDisjoint(with: new.transitiveDependencies(of: name))
                || !changed.isDisjoint(with: old.transitiveDependencies(of: name))
        }
        let environments = devices.map { $0.environment() }
        var entries: [Entry] = []
        for name in affected.sorted() {
            let was = before.versions[name], now = after.versions[name]
            let oldDocument = was.flatMap { documents[$0.id] }, newDocument = now.flatMap { documents[$0.id] }
            let status = was == nil ? "added" : now == nil ? "removed" : changed.contains(name) ? "changed" : "uses a changed component"
            var entry = Entry(
                component: name, status: status, changes: changed.contains(name) ? LayoutDiff.changes(from: oldDocument, to: newDocument) : [],
                moved: [], still: [], notes: [], before: was, after: now)
            if (newDocument ?? oldDocument)?.kind == .spec {
                entry.notes.append("a spec: laid out where it is applied")
                entries.append(entry)
                continue
            }
            func layouts(_ document: LayoutDocument?, _ components: LayoutLibrary, _ label: String) -> [LayoutSolution?] {
                guard document != nil else { return devices.map { _ in nil } }
                do {
                    return try LayoutEngine(library: components).check(name, on: environments).map { try? $0.result.get() }
                } catch {
                    entry.notes.append("\(label): cannot be laid out: \(error)")
                    return devices.map { _ in nil }
                }
            }
            let olds = layouts(oldDocument, old, "before"), news = layouts(newDocument, new, "after")
            for (index, device) in devices.enumerated() {
                let diff = VisualDiff(before: olds[index], after: news[index])
                if diff.moved.isEmpty && diff.added.isEmpty && diff.removed.isEmpty {
                    entry.still.append(device.id)
                } else {
                    entry.moved.append(DeviceDiff(device: device.id, diff: diff))
                }
            }
            entries.append(entry)
        }
        return LibraryComparison(entries: entries, unchanged: names.count - affected.count)
    }
}

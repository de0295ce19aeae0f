import Foundation
import TrellisStore

/// A point of the hub's history the pages compare: a release (its tagged versions), or the
/// heads as they were after change N (`?from=` and `?to=` of the relayout page, where CI
/// links to: a change number, a release's name, or a version id — the library as it was
/// when that version was committed).
package struct LibraryPoint: Sendable {
    /// How the page names the point (`release 1.1.0`, `change 42`).
    package var title: String
    /// Component → its version at this point (deleted components left out).
    package var versions: [String: VersionInfo]

    /// What decides a comparison with this point: its versions, by component.
    package var key: String {
        versions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.id)" }.joined(separator: ",")
    }

    /// Reads `text` as a change number, a release, or a version id (12 or more hex digits).
    package static func parse(_ text: String, in library: HubLibrary) -> LibraryPoint? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let seq = Int64(text), seq >= 0 { return heads(after: min(seq, library.latest), in: library) }
        if library.releases.contains(where: { $0.name == text }) { return release(text, in: library) }
        guard text.count >= 12, text.allSatisfy(\.isHexDigit) else { return nil }
        let matches = library.versions.values.filter { $0.id.hasPrefix(text.lowercased()) }
        guard matches.count == 1, let version = matches.first else { return nil }
        return committed(by: version, in: library)
    }

    /// The library as it was when `version` was committed: per component, its version of
    /// the highest generation committed by then. By the versions' own times, not the hub's
    /// change numbers, since one push records a whole chain of commits in one change.
    package static func committed(by version: VersionInfo, in library: HubLibrary) -> LibraryPoint {
        var best: [String: VersionInfo] = [:]
        for candidate in library.versions.values where candidate.timeMilliseconds <= version.timeMilliseconds {
            if let current = best[candidate.component], (current.generation, current.id) >= (candidate.generation, candidate.id) { continue }
            best[candidate.component] = candidate
        }
        best[version.component] = version
        return LibraryPoint(title: "\(version.component) @ \(version.shortID)", versions: best.filter { !$0.value.isDeletion })
    }

    /// The heads as they stood after change `seq`: per component, its version recorded by
    /// then of the highest generation (a push records a chain; its tip is the head).
    package static func heads(after seq: Int64, in library: HubLibrary) -> LibraryPoint {
        var best: [String: VersionInfo] = [:]
        for version in library.versions.values where version.seq <= seq {
            if let current = best[version.component], (current.generation, current.seq, current.id) >= (version.generation, version.seq, version.id) {
                continue
            }
            best[version.component] = version
        }
        return LibraryPoint(title: seq == library.latest ? "now (change \(seq))" : "change \(seq)", versions: best.filter { !$0.value.isDeletion })
    }

    /// The versions release `name` tagged.
    package static func release(_ name: String, in library: HubLibrary) -> LibraryPoint {
        var versions: [String: VersionInfo] = [:]
        for tag in library.tags where tag.name == name {
            if let version = library.versions[tag.versionID] { versions[tag.component] = version }
        }
        return LibraryPoint(title: "release \(name)", versions: versions)
    }
}

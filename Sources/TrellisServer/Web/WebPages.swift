import Foundation
import TrellisDiagnostics
import TrellisModel
import TrellisStore

/// What each template prints: plain values, built from the library by `WebPages`.
package enum WebPages {
    struct Link: Hashable { var name: String; var link: String }

    struct LibraryCard: Hashable {
        var name: String
        var lowercased: String
        var link: String
        var kind: String
        var version: String
        var thumbnail: Bool
        var device: String
        var tags: [String]
    }

    struct Release: Hashable {
        var name: String
        var link: String
        var author: String
        var time: String
        var components: [Link]
    }

    struct LibraryPage {
        var title = "Library"
        var site: String
        var count: Int
        var latest: Int64
        var query: String
        var hasReleases: Bool
        /// The releases' list and the cards, each rendered apart (`WebSite.fragments`): a
        /// push renders again only the cards whose component changed.
        var releases: String
        var hasComponents: Bool
        var components: String
    }

    struct ProblemRow {
        var severity: String
        var isError: Bool
        var kind: String
        var message: String
        var place: String
        var anchor: String?
        var whereText: String
        var hint: String?
        var fixIts: [String]
    }

    struct SourceLine {
        var number: Int
        var text: String
        var problem: Bool
        var notes: [String]
    }

    struct PictureRow {
        var device: String
        var svg: String
        var status: String
        var ok: Bool
    }

    /// One state's pictures (the base first): the page shows one group at a time and a
    /// button per group switches (all shown, one under the other, without JavaScript).
    struct StateGroup {
        /// `data-state`: the state's name, "" for the base.
        var key: String
        var label: String
        var isBase: Bool
        var pictures: [PictureRow]
    }

    static func stateGroups(_ pictures: [ComponentLayouts.Picture]) -> [StateGroup] {
        var groups: [StateGroup] = []
        for picture in pictures {
            let row = PictureRow(device: picture.device, svg: picture.svg, status: picture.status, ok: picture.ok)
            if let last = groups.indices.last, groups[last].key == (picture.state ?? "") {
                groups[last].pictures.append(row)
            } else {
                groups.append(StateGroup(key: picture.state ?? "", label: picture.state ?? "base", isBase: picture.state == nil, pictures: [row]))
            }
        }
        return groups
    }

    struct HistoryRow {
        var id: String
        var short: String
        var link: String
        var message: String
        var author: String
        var time: String
        var tags: [String]
    }

    struct ComponentPage {
        var title: String
        var site: String
        var name: String
        var link: String
        var kind: String
        var versionID: String
        var version: String
        var author: String
        var time: String
        var message: String
        var tags: [String]
        var note: String?
        var hasStates: Bool
        var stateGroups: [StateGroup]
        var hasProblems: Bool
        var problems: [ProblemRow]
        var path: String
        var lines: [SourceLine]
        var uses: [Link]
        var usedBy: [Link]
        var history: [HistoryRow]
    }

    static let timeFormat: Date.FormatStyle = .dateTime.year().month().day().hour().minute()

    static func time(_ date: Date) -> String {
        // UTC, so two viewers of one hub read the same times.
        var format = timeFormat
        format.timeZone = TimeZone(identifier: "UTC") ?? .current
        return date.formatted(format) + " UTC"
    }

    static func link(_ name: String) -> Link { Link(name: name, link: HTMLText.pathSegment(name)) }

    /// The library page: every component matching `query` (by name, case-insensitively).
    /// `fragments` renders the cards and releases, keeping each for the next page.
    static func library(_ library: HubLibrary, query: String, site: String, fragments: WebSite) -> LibraryPage {
        let tagsByVersion = Dictionary(grouping: library.tags, by: \.versionID)
        let needle = query.lowercased()
        let cards = library.names.filter { needle.isEmpty || $0.lowercased().contains(needle) }.map { name -> LibraryCard in
            let head = library.heads[name]
            let kind = library.document(name)?.kind
            return LibraryCard(
                name: name, lowercased: name.lowercased(), link: HTMLText.pathSegment(name), kind: kind?.rawValue ?? "unparsed",
                version: head?.shortID ?? "", thumbnail: kind != nil && kind != .spec, device: "iPhone-SE",
                tags: (head.flatMap { tagsByVersion[$0.id] } ?? []).map(\.name).sorted())
        }
        let releases = library.releases.map { release in
            Release(
                name: release.name, link: HTMLText.pathSegment(release.name), author: release.tags.first?.author ?? "",
                time: release.tags.map(\.time).max().map(time) ?? "",
                components: release.tags.map { link($0.component) })
        }
        return LibraryPage(
            site: site, count: library.names.count, latest: library.latest, query: query, hasReleases: !releases.isEmpty,
            releases: fragments.fragments("release", releases).joined(), hasComponents: !cards.isEmpty,
            components: fragments.fragments("card", cards).joined(separator: "\n"))
    }

    static func problemRows(_ problems: [Problem], path: String?, library: HubLibrary) -> [ProblemRow] {
        problems.map { problem in
            var anchor: String?
            var place = ""
            if let location = problem.location {
                place = "\(location.file):\(location.line)"
                if location.file == path {
                    anchor = "#L\(location.line)"
                } else if let owner = library.paths.first(where: { $0.value == location.file })?.key {
                    anchor = "/c/\(HTMLText.pathSegment(owner))#L\(location.line)"
                }
            }
            return ProblemRow(
                severity: problem.severity.rawValue, isError: problem.severity == .error, kind: problem.kind, message: problem.message, place: place,
                anchor: anchor, whereText: problem.whereText, hint: problem.hint, fixIts: problem.fixIts.map(\.message))
        }
    }

    static func component(_ name: String, library: HubLibrary, layouts: ComponentLayouts, site: String) -> ComponentPage? {
        guard let head = library.heads[name] else { return nil }
        let path = library.paths[name] ?? "\(name).layout"
        let tagsByVersion = Dictionary(grouping: library.tags, by: \.versionID)
        var notesByLine: [Int: [String]] = [:]
        for problem in layouts.problems {
            guard let location = problem.location, location.file == path else { continue }
            notesByLine[location.line, default: []].append("\(problem.severity.rawValue): \(problem.message)")
        }
        let text = library.source(name) ?? ""
        var lines: [SourceLine] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let notes = notesByLine[number] ?? []
            lines.append(SourceLine(number: number, text: String(line.hasSuffix("\r") ? line.dropLast() : line), problem: !notes.isEmpty, notes: notes))
        }
        if lines.last?.text.isEmpty == true { lines.removeLast() }
        let history = library.history(of: name).map { version in
            HistoryRow(
                id: version.id, short: version.shortID, link: HTMLText.pathSegment(name), message: version.message, author: version.author,
                time: time(version.time), tags: (tagsByVersion[version.id] ?? []).map(\.name).sorted())
        }
        let problems = problemRows(layouts.problems, path: path, library: library)
        return ComponentPage(
            title: name, site: site, name: name, link: HTMLText.pathSegment(name), kind: library.document(name)?.kind.rawValue ?? "unparsed",
            versionID: head.id, version: head.shortID, author: head.author, time: time(head.time), message: head.message,
            tags: (tagsByVersion[head.id] ?? []).map(\.name).sorted(), note: layouts.note,
            hasStates: !layouts.states.isEmpty, stateGroups: stateGroups(layouts.pictures),
            hasProblems: !problems.isEmpty, problems: problems, path: path, lines: lines,
            uses: library.uses(name).map(link), usedBy: library.usedBy(name).map(link), history: history)
    }

    struct Message {
        var title: String
        var site: String
        var message: String
    }

    struct TokenForm {
        var title = "Read token"
        var site: String
        var action: String
        var wrong: Bool
    }
}

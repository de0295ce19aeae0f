import Foundation
import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisStore
import TrellisSync
import TrellisSupport

/// The hub's web pages: reads the hub through its storage, keeps what it read and drew
/// while the hub's latest change stays the same, and renders pages from `WebTemplates`.
/// One per server; every method may be called from any task.
package final class WebSite: Sendable {
    package let storage: any HubStorage
    package let devices: [Device]
    private let state = Locked(CacheState())

    struct CacheState {
        var library: HubLibrary?
        /// The read of the hub under way, if any.
        var loading: Task<HubLibrary, any Error>?
        /// Per component: its pictures and `check`'s problems, for `library.latest`.
        var components: [String: ComponentLayouts] = [:]
        /// Per component: its thumbnail (the first device), for `library.latest`.
        var thumbnails: [String: String] = [:]
        /// Per pair of points (the versions on each side): the comparison. A point's
        /// versions decide its comparison, so it outlives changes of the hub.
        var comparisons: [String: LibraryComparison] = [:]
        /// Rendered pages by address (the library page of thousands of cards), for `library.latest`.
        var pages: [String: String] = [:]
        /// Parts of pages by template and the values they show (a component's card): what a
        /// value shows decides its HTML, so they outlive changes of the hub.
        var fragments: [String: [AnyHashable: String]] = [:]

        /// The hub moved on to `library`: what the components whose heads moved (and
        /// what uses them) drew is dropped, the rest kept; pages are rendered again.
        mutating func advance(to library: HubLibrary) {
            if let previous = self.library {
                let moved = Set(previous.heads.keys).union(library.heads.keys).filter { previous.heads[$0]?.id != library.heads[$0]?.id }
                let stale = Self.usersOf(moved, in: library).union(Self.usersOf(moved, in: previous))
                components = components.filter { !stale.contains($0.key) }
                thumbnails = thumbnails.filter { key, _ in !stale.contains(String(key.prefix { $0 != "\u{0}" })) }
            } else {
                components = [:]
                thumbnails = [:]
            }
            if comparisons.count > 64 { comparisons = [:] }
            // Cards of components since changed are not asked for again: start over when they pile up.
            if fragments.values.reduce(0, { $0 + $1.count }) > 2 * library.heads.count + 1_000 { fragments = [:] }
            pages = [:]
            self.library = library
        }

        /// `names` and every component that uses one of them, directly or through others
        /// (a use by a dependency's short name included).
        static func usersOf(_ names: Set<String>, in library: HubLibrary) -> Set<String> {
            var found = names
            var stack = Array(names)
            while let name = stack.popLast() {
                let short = ComponentName.split(name).name
                for user in (library.users[name] ?? []) + (short == name ? [] : library.users[short] ?? []) where found.insert(user).inserted {
                    stack.append(user)
                }
            }
            return found
        }
    }

    package init(storage: any HubStorage, devices: [Device] = DeviceCatalog.defaultDevices) {
        self.storage = storage
        self.devices = devices
    }

    /// The library as of the hub's latest change: brought up to date only when something
    /// changed, from where it was (only the components whose heads moved are read again).
    /// One read at a time: requests that arrive while it runs wait for it rather than
    /// reading the hub again (a warm-up at start, or the first visitors after a push).
    package func library() async throws -> HubLibrary {
        let latest = try await storage.latestSeq()
        for _ in 0..<3 {
            let (cached, task) = state.withLock { state -> (HubLibrary?, Task<HubLibrary, any Error>?) in
                if let library = state.library, library.latest >= latest { return (library, nil) }
                if let loading = state.loading { return (nil, loading) }
                let base = state.library
                let storage = self.storage
                let loading = Task {
                    if let base { return try await base.advanced(from: storage) }
                    return try await HubLibrary.load(from: storage)
                }
                state.loading = loading
                return (nil, loading)
            }
            if let cached { return cached }
            guard let task else { break }
            let library: HubLibrary
            do {
                library = try await task.value
            } catch {
                state.withLock { if $0.loading == task { $0.loading = nil } }
                throw error
            }
            state.withLock { state in
                if state.loading == task { state.loading = nil }
                if (state.library?.latest ?? -1) < library.latest { state.advance(to: library) }
            }
            // A read that started before `latest` may not reach it: read again.
            if library.latest >= latest { return library }
        }
        return try await HubLibrary.load(from: storage)
    }

    /// A component's pictures and problems, drawn once per change of the hub.
    package func layouts(of name: String, in library: HubLibrary) -> ComponentLayouts {
        if let cached = state.withLock({ $0.library?.latest == library.latest ? $0.components[name] : nil }) { return cached }
        let made = ComponentLayouts(name, in: library, devices: devices)
        state.withLock { if $0.library?.latest == library.latest { $0.components[name] = made } }
        return made
    }

    /// The components whose pictures and problems are kept for `library` (what a push
    /// left drawn), sorted.
    package func cachedLayouts(in library: HubLibrary) -> [String] {
        state.withLock { $0.library?.latest == library.latest ? $0.components.keys.sorted() : [] }
    }

    /// Each value rendered with `template`; what was rendered for an equal value before is
    /// reused (a push renders again only the cards whose component changed).
    package func fragments<Value: Hashable & Sendable>(_ template: String, _ values: [Value]) -> [String] {
        let kept = state.withLock { $0.fragments[template] ?? [:] }
        var made: [AnyHashable: String] = [:]
        let rendered = values.map { value in
            if let html = kept[value] { return html }
            let html = WebTemplates.render(template, value) ?? ""
            made[value] = html
            return html
        }
        if !made.isEmpty { state.withLock { $0.fragments[template, default: [:]].merge(made) { _, new in new } } }
        return rendered
    }

    /// The page at `key` rendered once per change of the hub (nil, a failed template, is not kept).
    package func page(_ key: String, in library: HubLibrary, render: () -> String?) -> String? {
        if let cached = state.withLock({ $0.library?.latest == library.latest ? $0.pages[key] : nil }) { return cached }
        guard let made = render() else { return nil }
        state.withLock { if $0.library?.latest == library.latest { $0.pages[key] = made } }
        return made
    }

    /// Two points of the library compared (the release and relayout pages), once per pair
    /// of points: a push that changes neither side keeps it.
    package func comparison(_ before: LibraryPoint, _ after: LibraryPoint, in library: HubLibrary) async throws -> LibraryComparison {
        let key = before.key + "\u{0}" + after.key
        if let cached = state.withLock({ $0.comparisons[key] }) { return cached }
        let made = try await LibraryComparison.compare(before, after, library: library, storage: storage, devices: devices)
        state.withLock { $0.comparisons[key] = made }
        return made
    }

    /// The SVG of `name` on one device (a thumbnail on the library page).
    package func picture(of name: String, device: String, in library: HubLibrary) -> String? {
        let key = "\(name)\u{0}\(device)"
        if let cached = state.withLock({ $0.library?.latest == library.latest ? $0.thumbnails[key] : nil }) { return cached }
        guard let device = DeviceCatalog.device(named: device), library.heads[name] != nil else { return nil }
        let svg: String
        if let components = state.withLock({ $0.library?.latest == library.latest ? $0.components[name] : nil }),
            let drawn = components.pictures.first(where: { $0.device == device.id })?.svg
        {
            svg = drawn
        } else {
            svg = ComponentLayouts.picture(name, in: library, on: device) ?? ""
        }
        state.withLock { if $0.library?.latest == library.latest { $0.thumbnails[key] = svg } }
        return svg
    }
}

/// A component laid out on each device in its base and in each of its states, and what
/// `check` says of it.
package struct ComponentLayouts: Sendable {
    package struct Picture: Sendable {
        package var device: String
        /// The state drawn (nil: the base).
        package var state: String?
        package var svg: String
        package var status: String
        package var ok: Bool
    }

    package var pictures: [Picture]
    package var problems: [Problem]
    /// Why nothing was drawn (a spec, a file that does not parse), if so.
    package var note: String?

    /// The states drawn, in the component's order (the base not among them).
    package var states: [String] {
        var seen = Set<String>()
        return pictures.compactMap(\.state).filter { seen.insert($0).inserted }
    }

    init(_ name: String, in library: HubLibrary, devices: [Device]) {
        pictures = []
        problems = []
        let workspace = Self.workspace(for: name, in: library)
        problems = LayoutCheck.run(workspace, options: CheckOptions(environments: devices.map { $0.environment() }, fixItSearchLimit: 5)).problems
        guard let document = library.document(name) else {
            note = "\(name)'s text does not parse: see the problems below"
            return
        }
        if document.kind == .spec {
            note = "\(name) is a spec: it is laid out where it is applied (see 'used by')"
            return
        }
        let drawn = Self.draw(name, engine: LayoutEngine(library: workspace.library), devices: devices)
        pictures = drawn.pictures
        note = drawn.note
    }

    /// `name` on each device, in its base and then in each state `check` lays out (those
    /// whose parameters all have values); a state that cannot be prepared says why on its
    /// pictures rather than hiding the others.
    package static func draw(_ name: String, engine: LayoutEngine, devices: [Device]) -> (pictures: [Picture], note: String?) {
        var pictures: [Picture] = []
        let environments = devices.map { $0.environment() }
        for state in [nil] + engine.checkableStates(of: name) {
            let layouts: [DeviceLayout]
            do {
                layouts = try engine.check(name, state: state, on: environments)
            } catch {
                guard let state else { return ([], "\(name) cannot be laid out: \(error)") }
                pictures += devices.map { Picture(device: $0.id, state: state, svg: "", status: "cannot be laid out: \(error)", ok: false) }
                continue
            }
            for (device, layout) in zip(devices, layouts) {
                switch layout.result {
                case .success(let solution):
                    let status = solution.errors.isEmpty ? "no problems" : "\(solution.errors.count) error(s)"
                    pictures.append(
                        Picture(
                            device: device.id, state: state, svg: SVGRenderer.render(titled(solution, state: state)), status: status,
                            ok: solution.errors.isEmpty))
                case .failure(let error):
                    pictures.append(Picture(device: device.id, state: state, svg: "", status: "cannot be laid out: \(error)", ok: false))
                }
            }
        }
        return (pictures, nil)
    }

    /// The picture's header names the state, as `render --state` does.
    static func titled(_ solution: LayoutSolution, state: String?) -> LayoutSolution {
        guard let state else { return solution }
        var titled = solution.inState(state)
        titled.component += " in state \(state)"
        return titled
    }

    /// The component's file and the files of everything it uses: what `check` reads for it.
    static func workspace(for name: String, in library: HubLibrary) -> LayoutWorkspace {
        let wanted = Set([name] + library.components.transitiveDependencies(of: name)).compactMap { library.paths[$0] }
        let paths = Set(wanted)
        return LayoutWorkspace(files: library.workspace.files.filter { paths.contains($0.path) })
    }

    /// One device's picture alone (no `check`): a thumbnail.
    static func picture(_ name: String, in library: HubLibrary, on device: Device) -> String? {
        guard library.document(name)?.kind != .spec else { return nil }
        let engine = LayoutEngine(library: library.components)
        guard let solution = try? engine.solve(name, in: device.environment()) else { return nil }
        return SVGRenderer.render(solution)
    }
}

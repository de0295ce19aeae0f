import Foundation
import TrellisEngine
import TrellisModel
import TrellisProject
import TrellisStore

extension Relayout {
    /// `trellis relayout` on a project: builds both sides from the selection and runs.
    ///
    /// - `names`, `changed`, `all`: before = the store's heads, after = the working copy.
    /// - `since(REV)`: before = the heads right after change REV, after = the heads now.
    ///
    /// A component whose working copy matches its head is never decoded from the store:
    /// the parsed file serves both sides.
    /// `beforeEnvironments`: see ``run(before:after:changed:environments:beforeEnvironments:)``.
    public func run(
        project root: String, selection: RelayoutSelection, environments: [Environment], beforeEnvironments: [Environment]? = nil
    ) throws -> Output {
        guard !environments.isEmpty else { throw RelayoutError.noDevices }
        var clock = _PhaseClock()
        let before: LibrarySnapshot, after: LibrarySnapshot, changed: [String]
        switch selection {
        case .since(let text):
            let seq = try SincePoint.resolve(text, in: store)
            after = try LibrarySnapshot.stored(try store.headHashes(), store: store, workers: jobs)
            before = try LibrarySnapshot.stored(try store.headHashes(asOf: seq), store: store, reuse: after, workers: jobs)
            changed = Set(before.hashes.keys).union(after.hashes.keys).filter { before.hashes[$0] != after.hashes[$0] }.sorted()
        case .changed, .names, .all:
            after = try LibrarySnapshot.workingCopy(project: TrellisProject(root: root, store: store))
            clock.lap("read working copy")
            before = try LibrarySnapshot.stored(try store.headHashes(), store: store, reuse: after, workers: jobs)
            clock.lap("read heads")
            switch selection {
            case .names(let names):
                let known = Set(before.hashes.keys).union(after.hashes.keys)
                for name in names where !known.contains(name) {
                    throw RelayoutError.unknownComponent(name, suggestion: Suggestions.closest(to: name, in: Array(known)))
                }
                changed = names
            case .all:
                changed = Set(before.hashes.keys).union(after.hashes.keys).sorted()
            default:
                changed = try store.status(workingCopy: after.hashes).map(\.name)
            }
        }
        clock.lap("read sides")
        var output = try run(
            before: before, after: after, changed: changed, environments: environments, beforeEnvironments: beforeEnvironments)
        output.phases.insert(contentsOf: clock.phases, at: 0)
        return output
    }

    /// What `--devices` takes: nil for the default devices (`DeviceCatalog.defaultDevices`),
    /// `all` for the whole catalog, or a comma-separated list of device names.
    public static func environments(_ text: String?) throws -> [Environment] {
        guard let text else { return DeviceCatalog.defaultDevices.map { $0.environment() } }
        if text.lowercased() == "all" { return DeviceCatalog.all.map { $0.environment() } }
        var result: [Environment] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let device = DeviceCatalog.device(named: name) else {
                throw RelayoutError.unknownDevice(name, suggestions: Self.deviceSuggestions(name))
            }
            let environment = device.environment()
            if !result.contains(environment) { result.append(environment) }
        }
        guard !result.isEmpty else { throw RelayoutError.noDevices }
        return result
    }

    static func deviceSuggestions(_ name: String) -> [String] {
        do {
            _ = try DeviceCatalog.lookup(name)
            return []
        } catch {
            if case .unknownDevice(_, let suggestions) = error { return suggestions }
            return []
        }
    }
}

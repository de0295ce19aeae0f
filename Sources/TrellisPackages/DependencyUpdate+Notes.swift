import Foundation
import TrellisModel
import TrellisProjectFiles
import TrellisRelayout

extension ProjectDependencies {
    /// What each planned update brings, for its preview: the release's message (asked of
    /// the library; nil when it keeps none or cannot be reached — the preview still runs
    /// from what was fetched) and, per component of the dependency whose content the
    /// release changes, the structural diff between the fetched releases.
    public func releaseNotes(_ plans: [UpdatePlan]) async -> [ReleaseNotes] {
        var notes: [ReleaseNotes] = []
        for plan in plans {
            let before = Dictionary((plan.from?.components ?? []).map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
            let after = Dictionary(plan.to.components.map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            let components = changed.map { name in
                ReleaseNotes.Component(
                    name: name,
                    changes: LayoutDiff.changes(
                        from: before[name] == nil ? nil : fetchedDocument(name, of: plan.from),
                        to: after[name] == nil ? nil : fetchedDocument(name, of: plan.to)))
            }
            notes.append(
                ReleaseNotes(
                    dependency: plan.name, from: plan.from?.release, to: plan.to.release, message: await releaseMessage(plan),
                    components: components))
        }
        return notes
    }

    /// A component of a fetched release, as `.trellis/deps` holds it.
    func fetchedDocument(_ name: String, of dependency: LockedDependency?) -> LayoutDocument? {
        guard let dependency else { return nil }
        let path = ResolvedDependencies.file(root: project.root, dependency: dependency.name, release: dependency.release, component: name)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return LayoutSourceFile(path: path, text: text).document
    }

    /// The message the planned release was made with, as its library tells it.
    func releaseMessage(_ plan: UpdatePlan) async -> String? {
        guard let library = try? await open(plan.to.source, dependency: plan.name), let releases = try? library.releases() else { return nil }
        return releases.first { $0.release.version == plan.to.release }?.release.message
    }
}

import Foundation
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisRelayout
import TrellisStore

/// `trellis update`: resolve, fetch, show what the update does to the app's own screens
/// (relayout of every app component that uses a changed dependency component, on each
/// device, before vs after), then record it in the lock file — or, for a preview, only report.
extension ProjectDependencies {
    /// One dependency's move: from the locked release to the resolved one.
    public struct UpdatePlan: Hashable, Sendable {
        public var name: String
        public var from: LockedDependency?
        public var to: LockedDependency
        /// The manifest's requirement after the update (`--to` outside the range widens it).
        public var requirement: VersionRequirement
        public var changesRelease: Bool { from?.release != to.release }
    }

    /// Resolves `name` (every dependency when nil), to `version` when given, else the
    /// newest release its requirement allows, and fetches what is not fetched yet
    /// (`.trellis/deps` is a cache: fetching is not applying). The locked release is
    /// fetched again, verified against the lock file's hashes, when its files are missing
    /// or were edited; it needs no library at all when they are intact (offline).
    public func plan(_ name: String? = nil, to version: String? = nil) async throws -> [UpdatePlan] {
        let manifest = try Manifest.read(root: project.root)
        let lock = try LockFile.read(root: project.root)
        let selected: [Manifest.Dependency]
        if let name {
            guard let dependency = manifest.dependency(named: name) else {
                throw PackageError.unknownDependency(name, known: manifest.dependencies.map(\.name))
            }
            selected = [dependency]
        } else {
            selected = manifest.dependencies
        }
        let target = try version.map(SemanticVersion.parse)
        sweepStaleFetches()
        var plans: [UpdatePlan] = []
        for dependency in selected {
            let locked = lock.dependency(named: dependency.name)
            var requirement = dependency.requirement
            if let target, !requirement.allows(target) {
                if case .exact = requirement { requirement = .exact(target) } else { requirement = .from(target) }
            }
            // Offline: the locked release, intact, with nothing newer asked for by name,
            // and the library unreachable (a folder gone, a server down).
            let offline =
                locked.map { locked in
                    (target == nil || target?.description == locked.release) && locked.source == dependency.source
                        && requirement.allows(SemanticVersion(locked.release) ?? SemanticVersion(0, 0, 0)) && isFetched(locked)
                } ?? false
            let library: LibrarySource
            do {
                library = try await open(dependency.source, dependency: dependency.name)
            } catch {
                guard offline, let locked else { throw error }
                plans.append(UpdatePlan(name: dependency.name, from: locked, to: locked, requirement: requirement))
                continue
            }
            let resolved = try library.resolve(target.map(VersionRequirement.exact) ?? requirement, library: dependency.name)
            if let locked, locked.release == resolved.release.version, locked.source == dependency.source {
                // Fetched again only when missing or edited, and then verified against the
                // lock file: a release that changed since it was locked is refused.
                let fetched =
                    isFetched(locked)
                    ? locked : try await fetch(dependency.name, source: dependency.source, from: library, release: resolved.release, expected: locked)
                plans.append(UpdatePlan(name: dependency.name, from: locked, to: fetched, requirement: requirement))
                continue
            }
            let fetched = try await fetch(dependency.name, source: dependency.source, from: library, release: resolved.release, expected: nil)
            plans.append(UpdatePlan(name: dependency.name, from: locked, to: fetched, requirement: requirement))
        }
        return plans
    }

    /// What an update does to the app's own components, per device.
    public struct UpdatePreview: Sendable {
        public var plans: [UpdatePlan]
        /// The relayout of the app's components that use a changed dependency component.
        public var output: Relayout.Output
        /// App components whose layout the update breaks (unsatisfiable or ambiguous on a
        /// device) or that no longer validate (an unqualified name became ambiguous).
        public var broken: [String]
        /// Validation errors the update introduces, rendered.
        public var errors: [String]
    }

    /// Lays out every app component that uses a dependency component the plans change,
    /// on `environments`, with the locked releases and with the planned ones.
    public func preview(_ plans: [UpdatePlan], environments: [Environment]) throws -> UpdatePreview {
        let lock = try LockFile.read(root: project.root)
        var after = lock
        for plan in plans { after.set(plan.to) }
        let appDocuments = try project.workingCopy().workspace.documents
        let beforeDependencies = ResolvedDependencies.load(root: project.root, lock: lock).documents
        let afterDependencies = ResolvedDependencies.load(root: project.root, lock: after).documents
        func side(_ dependencies: [LayoutDocument]) -> (LibrarySnapshot, LayoutLibrary) {
            let library = LayoutLibrary(dependencies + appDocuments)
            let resolved = appDocuments.map { $0.resolvingAliases(in: library) }
            return (LibrarySnapshot(dependencies + resolved), library)
        }
        let (beforeSnapshot, beforeLibrary) = side(beforeDependencies)
        let (afterSnapshot, afterLibrary) = side(afterDependencies)
        let changed = Set(beforeSnapshot.hashes.keys).union(afterSnapshot.hashes.keys)
            .filter { ComponentName.split($0).namespace != nil && beforeSnapshot.hashes[$0] != afterSnapshot.hashes[$0] }
            .sorted()
        var output = try Relayout(store: project.store).run(before: beforeSnapshot, after: afterSnapshot, changed: changed, environments: environments)
        // The report is about the app: a dependency's own components are the library's business.
        let keep = output.report.entries.indices.filter { ComponentName.split(output.report.entries[$0].component).namespace == nil }
        let entries = output.report.entries
        output.report.entries = keep.map { entries[$0] }
        let outcomes = output.outcomes
        output.outcomes = keep.map { outcomes[$0] }
        output.report.components = output.report.components.filter { ComponentName.split($0).namespace == nil }

        // Validation errors the update introduces (an alias that became ambiguous, a
        // removed parameter), by component.
        var errors: [String] = []
        var broken = Set(output.report.entries.filter(\.isBroken).map(\.component))
        for document in appDocuments {
            let old = Set(ValidatedLibrary.errors(of: document, in: beforeLibrary).map(\.message))
            for diagnostic in ValidatedLibrary.errors(of: document, in: afterLibrary) where !old.contains(diagnostic.message) {
                errors.append(diagnostic.rendered(source: nil))
                broken.insert(document.name)
            }
        }
        return UpdatePreview(plans: plans, output: output, broken: broken.sorted(), errors: errors)
    }

    /// Records the plans in the lock file (and a widened requirement in the manifest).
    public func apply(_ plans: [UpdatePlan]) throws {
        var lock = try LockFile.read(root: project.root)
        var manifest = try Manifest.read(root: project.root)
        var manifestChanged = false
        for plan in plans {
            lock.set(plan.to)
            if var dependency = manifest.dependency(named: plan.name), dependency.requirement != plan.requirement {
                dependency.requirement = plan.requirement
                manifest.set(dependency)
                manifestChanged = true
            }
        }
        try write(manifest: manifestChanged ? manifest : nil, lock: lock)
    }
}

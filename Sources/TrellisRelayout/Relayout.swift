import Foundation
import TrellisEngine
import TrellisModel
import TrellisStore
import TrellisSupport

/// Batch re-layout after an edit: takes the changed components, finds every component
/// that uses them (directly or through other containers and specs), lays each out on
/// every device on both sides — before (the store's heads) and after (the working copy)
/// — through the store's solution cache, and compares.
///
/// ```swift
/// let result = try Relayout(store: project.store).run(
///     before: heads, after: workingCopy, changed: ["UserAvatarContainer"],
///     environments: DeviceCatalog.defaultDevices.map { $0.environment() })
/// print(result.report.text)
/// ```
///
/// Only cache misses are solved, spread over `jobs` threads (one solver each); results
/// are sorted before anything is reported, so any `jobs` gives the same report.
public struct Relayout: Sendable {
    public let store: TrellisStore
    /// How many layouts are solved at once (default: the number of cores).
    public var jobs: Int
    /// Called with (solved so far, to solve) while solving, from worker threads.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Whether `Output.outcomes` holds both sides of every entry that changed (for
    /// pictures: `writeHTML`). When false, a component whose sides an earlier run already
    /// compared is taken from that comparison (``ComparisonMemo``), its layouts unread.
    public var keepsOutcomes = true

    public init(store: TrellisStore, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.store = store
        self.jobs = max(1, jobs)
        self.progress = progress
    }

    /// A report, and the two sides of every entry that changed (for pictures).
    public struct Output: Sendable {
        public var report: RelayoutReport
        /// Parallel to `report.entries`: both sides' outcomes where the entry is not
        /// `unchanged` (those are never loaded), nil otherwise.
        public var outcomes: [(before: SolveOutcome?, after: SolveOutcome?)?]
        /// Wall time of each phase, in order, in milliseconds: for benchmarks, never in the report.
        public var phases: [(name: String, ms: Double)] = []
    }

    // MARK: The core

    /// Lays out `changed` and everything that uses them, on both sides, and compares.
    /// `beforeEnvironments` (parallel to `environments`, default the same) lays the before
    /// side out elsewhere: `--content-size AX5` compares the default text size with AX5.
    public func run(
        before: LibrarySnapshot, after: LibrarySnapshot, changed: [String], environments: [Environment],
        beforeEnvironments: [Environment]? = nil
    ) throws -> Output {
        let beforeEnvironments = beforeEnvironments ?? environments
        precondition(beforeEnvironments.count == environments.count, "one before environment for each environment")
        var clock = _PhaseClock()
        let graph = DependencyGraph([before, after])
        let components = graph.closure(of: changed).filter { Self.solvable($0, in: before) || Self.solvable($0, in: after) }
        let environmentDigests = environments.map(SolutionKey.environmentDigest)
        let beforeDigests = beforeEnvironments.map(SolutionKey.environmentDigest)
        let deviceCount = environments.count

        // 1. Keys: one component digest per (component, variant, side), one key per device;
        //    spread over the workers (a cold run hashes 12,000 keys).
        let rowsPerComponent = parallelMap(components.count, workers: jobs, chunkSize: 64) { index -> [_Row] in
            let name = components[index]
            let updates = before.appliesSpecUpdates(name) || after.appliesSpecUpdates(name)
            return (updates ? [RelayoutReport.Variant.make, .update] : [.make]).map { variant in
                func digest(_ side: LibrarySnapshot) -> String? {
                    guard Self.solvable(name, in: side) else { return nil }
                    return SolutionKey.componentDigest(name, in: side, applyingUpdates: variant == .update)
                }
                func keys(_ digest: String?, _ environments: [String]) -> [String]? {
                    digest.map { digest in environments.map { SolutionKey.key(component: digest, environment: $0) } }
                }
                let beforeDigest = digest(before), afterDigest = digest(after)
                let afterKeys = keys(afterDigest, environmentDigests)
                let beforeKeys =
                    beforeDigest == afterDigest && beforeDigests == environmentDigests
                    ? afterKeys : keys(beforeDigest, beforeDigests)
                return _Row(component: name, variant: variant, before: beforeKeys, after: afterKeys)
            }
        }
        let rows = try Self.withStateRows(rowsPerComponent.flatMap { $0 }, before: before, after: after, jobs: jobs) { name, side, state in
            let snapshot = side ? after : before
            guard Self.solvable(name, in: snapshot) else { return nil }
            let digest = SolutionKey.componentDigest(name, in: snapshot, applyingUpdates: false, state: state)
            return (side ? environmentDigests : beforeDigests).map { SolutionKey.key(component: digest, environment: $0) }
        }

        clock.lap("keys")
        // 2. What the cache holds. First, comparisons of the same sides made before: those
        //    components are done. The layouts a comparison reads (where the sides' keys
        //    differ) come back with their data in the same queries: a warm run reads each
        //    key once.
        let memoKeys = Self.memoKeys(rows, devices: deviceCount)
        let remembered = try rememberedEntries(rows, memoKeys: memoKeys, devices: environments.map(\.name))
        // Keys of remembered rows count as cached, but are not looked up.
        var wanted: [String] = [], comparedKeys = Set<String>()
        var seenKeys = Set<String>()
        var rememberedKeys = 0
        for (r, row) in rows.enumerated() {
            let isRemembered = remembered[r] != nil
            for key in (row.after ?? []) + (row.before ?? []) where seenKeys.insert(key).inserted {
                if isRemembered { rememberedKeys += 1 } else { wanted.append(key) }
            }
            if isRemembered { continue }
            for index in 0..<deviceCount where row.before?[index] != row.after?[index] {
                if let key = row.before?[index] { comparedKeys.insert(key) }
                if let key = row.after?[index] { comparedKeys.insert(key) }
            }
        }
        let stored = try store.cachedSolutions(wanted.filter(comparedKeys.contains))
        let hits = Set(stored.keys).union(try store.cachedSolutionKeys(among: wanted.filter { !comparedKeys.contains($0) }))

        clock.lap("cache lookup")
        // 3. Solve the misses, grouped per (side, component, variant) to prepare once; the
        //    after side first, so a key both sides share is solved from the working copy.
        var groups: [_SolveGroup] = []
        var claimed = Set<String>()
        for (side, snapshot) in [(true, after), (false, before)] {
            var sideGroups: [(component: String, variant: RelayoutReport.Variant, state: String?, slots: [(environment: Int, key: String)])] = []
            for (r, row) in rows.enumerated() where remembered[r] == nil {
                guard let keys = side ? row.after : row.before else { continue }
                var slots: [(environment: Int, key: String)] = []
                for (index, key) in keys.enumerated() where !hits.contains(key) && claimed.insert(key).inserted {
                    slots.append((index, key))
                }
                if !slots.isEmpty { sideGroups.append((row.component, row.variant, row.state, slots)) }
            }
            guard !sideGroups.isEmpty else { continue }
            // Documents are loaded only now, and only for what is solved.
            // One engine per side: it validates each shared container once for all its users.
            let engine = LayoutEngine(library: try snapshot.library(including: sideGroups.map(\.component), workers: jobs))
            for group in sideGroups {
                groups.append(
                    _SolveGroup(
                        engine: engine, environments: side ? environments : beforeEnvironments, component: group.component,
                        variant: group.variant, state: group.state, slots: group.slots))
            }
        }
        // Each group is encoded by the worker that solved it; written by the cache writer's
        // thread while the others are solved when a core is free for it, else at the end.
        let writer =
            groups.isEmpty ? nil : _SolutionWriter(store: store, inBackground: jobs < ProcessInfo.processInfo.activeProcessorCount)
        let solved = solve(groups) { group, outcomes in
            writer?.submit(zip(group.slots, outcomes).map { CachedSolution(key: $0.key, data: SolutionCodec.encode($1)) })
        }
        clock.lap("solve")
        var fresh: [String: SolveOutcome] = [:]
        for (group, outcomes) in zip(groups, solved) {
            for (slot, outcome) in zip(group.slots, outcomes) { fresh[slot.key] = outcome }
        }
        try writer?.finish()
        clock.lap("cache write")

        // 4. Compare: only where the keys differ (equal keys are equal layouts), each side
        //    freshly solved or read with the lookup.
        var kinds: [String: LayoutDocument.Kind] = [:]
        for name in components { kinds[name] = after.kind(of: name) ?? before.kind(of: name) }

        struct Pending: Sendable { var row: Int; var device: Int }
        var pending: [Pending] = []
        var entries: [RelayoutReport.Entry?] = []
        for (r, row) in rows.enumerated() {
            if let known = remembered[r] {
                entries.append(contentsOf: known.map(Optional.some))
                continue
            }
            for index in 0..<deviceCount {
                if let b = row.before?[index], let a = row.after?[index], b == a {
                    entries.append(
                        RelayoutReport.Entry(
                            component: row.component, variant: row.variant, device: environments[index].name, state: .unchanged,
                            moves: [], appeared: [], disappeared: [], beforeFailure: nil, afterFailure: nil, isBroken: false,
                            layoutState: row.state))
                } else {
                    entries.append(nil)
                    pending.append(Pending(row: r, device: index))
                }
            }
        }
        let freshOutcomes = fresh, kindsCopy = kinds, pendingCopy = pending
        let compared = parallelMap(pending.count, workers: jobs) { i -> Swift.Result<(RelayoutReport.Entry, SolveOutcome?, SolveOutcome?), Error> in
            Swift.Result {
                let p = pendingCopy[i], row = rows[p.row], environment = environments[p.device]
                func outcome(_ key: String?, in environment: Environment) throws -> SolveOutcome? {
                    guard let key else { return nil }
                    if let outcome = freshOutcomes[key] { return outcome }
                    guard let data = stored[key] else {
                        throw SolutionCodec.DecodingError(description: "cached solution \(key.prefix(12)) vanished during the run")
                    }
                    return try SolutionCodec.decode(data, component: row.component, kind: kindsCopy[row.component] ?? .screen, environment: environment)
                }
                let b = try outcome(row.before?[p.device], in: beforeEnvironments[p.device])
                let a = try outcome(row.after?[p.device], in: environment)
                let entry = RelayoutReport.Entry.compare(
                    component: row.component, variant: row.variant, layoutState: row.state, device: environment.name, before: b, after: a)
                return (entry, b, a)
            }
        }
        var outcomes = [(before: SolveOutcome?, after: SolveOutcome?)?](repeating: nil, count: entries.count)
        for (p, result) in zip(pending, compared) {
            let (entry, b, a) = try result.get()
            let index = p.row * deviceCount + p.device
            entries[index] = entry
            outcomes[index] = (b, a)
        }
        // Every entry is filled by now: remembered or unchanged above, the rest compared.
        let allEntries = entries.map { $0! }
        // What was compared, for the next run that compares the same sides.
        try rememberComparisons(memoKeys: memoKeys, skipping: remembered, entries: allEntries, devices: deviceCount)
        // Rows are already in (component, variant) order and devices in the order asked for.
        let report = RelayoutReport(
            changed: Array(Set(changed)).sorted(), components: components, devices: environments.map(\.name),
            entries: allEntries, solved: fresh.count, cached: wanted.count + rememberedKeys - fresh.count,
            textSizes: Self.textSizes(before: beforeEnvironments, after: environments))
        clock.lap("compare")
        return Output(report: report, outcomes: outcomes, phases: clock.phases)
    }

    /// `L → AX5` when the sides are laid out at different text sizes.
    static func textSizes(before: [Environment], after: [Environment]) -> String? {
        let old = Set(before.map(\.contentSizeCategory)), new = Set(after.map(\.contentSizeCategory))
        guard old != new else { return nil }
        func names(_ sizes: Set<ContentSizeCategory>) -> String { sizes.map(\.rawValue).sorted().joined(separator: ", ") }
        return "\(names(old)) → \(names(new))"
    }

    static func solvable(_ name: String, in snapshot: LibrarySnapshot) -> Bool {
        guard let kind = snapshot.kind(of: name) else { return false }
        return kind != .spec
    }

    // MARK: Solving

    struct _Row: Sendable {
        var component: String
        var variant: RelayoutReport.Variant
        /// The layout state (`state expanded`), nil for the base layout.
        var state: String? = nil
        /// One key per environment; nil when the side has no such component (or state).
        var before: [String]?
        var after: [String]?
    }

    struct _SolveGroup: Sendable {
        var engine: LayoutEngine
        /// The side's environments (the before side keeps the default text size when the
        /// after side is laid out at another).
        var environments: [Environment]
        var component: String
        var variant: RelayoutReport.Variant
        var state: String?
        var slots: [(environment: Int, key: String)]
    }

    /// Every group's outcomes, in slot order; groups spread over `jobs` threads, each
    /// solve with its own solver. `solved` is called on the worker with each group's
    /// outcomes as they are ready.
    func solve(_ groups: [_SolveGroup], solved: (_SolveGroup, [SolveOutcome]) -> Void) -> [[SolveOutcome]] {
        let total = groups.reduce(0) { $0 + $1.slots.count }
        let counter = _ProgressCounter(total: total, report: progress)
        counter.start()
        let results = parallelMap(groups.count, workers: jobs) { index -> [SolveOutcome] in
            let group = groups[index]
            let prepared: PreparedComponent
            do {
                prepared = try group.engine.prepare(group.component, state: group.state, applyingUpdates: group.variant == .update)
            } catch {
                let outcomes = group.slots.map { _ in SolveOutcome.failed("\(error)") }
                solved(group, outcomes)
                counter.advance(group.slots.count)
                return outcomes
            }
            // One system per component, re-solved for each device it misses.
            let layouts = prepared.check(on: group.slots.map { group.environments[$0.environment] })
            let outcomes = layouts.map { layout -> SolveOutcome in
                switch layout.result {
                case .success(let solution): return .solved(solution)
                case .failure(let error): return .failed("\(error)")
                }
            }
            solved(group, outcomes)
            counter.advance(group.slots.count)
            return outcomes
        }
        return results
    }
}

/// Counts solves across worker threads and passes the count on.
final class _ProgressCounter: Sendable {
    private let done = Locked(0)
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func start() { if total > 0 { report?(0, total) } }

    func advance(_ count: Int) {
        guard let report else { return }
        let now = done.withLock { done in
            done += count
            return done
        }
        report(now, total)
    }
}

/// Wall-clock laps, for `Output.phases`.
struct _PhaseClock {
    var phases: [(name: String, ms: Double)] = []
    var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, Double(now - last) / 1e6))
        last = now
    }
}

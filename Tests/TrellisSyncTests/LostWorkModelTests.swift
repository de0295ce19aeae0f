import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Hunts for lost work: seeded random sequences of what three people do with three
/// projects — edit a value, edit only a comment, reorder items, move a file into a
/// subfolder, commit, restore (with and without --force), pull, push and sync between any
/// two of them (pushes go into the other's project folder, dirty or not), commit different
/// values of one parameter on two sides and pull (a conflict, its markers in the file),
/// merge an edit made on an older version into the head, resolve conflicts, and another
/// writer moving a head under the files — checked after every step (the projects the step
/// could change; all three when the sequence ends) against a reference model of what each
/// project must hold:
///
/// - no uncommitted edit is overwritten: a file the model edited holds exactly that text
///   until it is committed, or dropped on purpose (`restore --force`), or merged on
///   purpose (`checkout --merge`, whose result is the new edit);
/// - no committed change is lost: a head only ever moves to a descendant of where it was;
/// - no file differs from what was committed: every other file holds its head's text
///   byte for byte (unless it is behind a head another writer moved, or holds a
///   conflict's markers);
/// - a commit records exactly the components the model edited, with their text.
@Suite(.temporaryFolders) struct LostWorkModelTests {
    static let components = ["Card", "Chip", "Tile"]

    static func text(_ name: String, a: Int = 4, b: Int = 6, comment: String = "one", reversed: Bool = false) -> String {
        let views = reversed ? "    view badge: UIView\n    view icon: UIImageView" : "    view icon: UIImageView\n    view badge: UIView"
        return """
            // \(name) — \(comment)
            container \(name) {
                param a = \(a)


                param b = \(b)

            \(views)

                icon.top == self.top + a
                icon.leading == self.leading
                icon.size == 20


                badge.top == self.top
                badge.leading == self.leading + b
                badge.size == 10
            }

            """
    }

    /// One project of a sequence and what the model knows of it.
    struct Person {
        var project: TrellisProject
        var name: String
        /// Component → (path relative to the root, text): edits not committed yet.
        var dirty: [String: (path: String, text: String)] = [:]
        /// Components whose head another writer moved under the files.
        var movedUnder: Set<String> = []
    }

    struct Counts {
        var sequences = 0, steps = 0, commits = 0, refusedCommits = 0, pushes = 0, refusedPushes = 0, merges = 0, conflicts = 0, resolved = 0
    }

    /// Sequences per shard: 8 shards × 125 = 1,000 by default, what CI runs (`swift
    /// test`); TRELLIS_MODEL_SEQUENCES sets another total (a lower one for a quick local
    /// run). The per-sequence cost is in the note of issue 13.
    static let perShard = max(1, (ProcessInfo.processInfo.environment["TRELLIS_MODEL_SEQUENCES"].flatMap(Int.init) ?? 1_000) / 8)

    /// Project folders live in memory where the machine has a tmpfs (`/dev/shm`): the
    /// test is about what the files hold, not about the disk.
    static let scratch: String = {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: "/dev/shm")
        {
            return "/dev/shm"
        }
        return FileManager.default.temporaryDirectory.path
    }()

    @Test(arguments: 0..<8)
    func randomSequencesNeverLoseWork(shard: Int) async throws {
        var counts = Counts()
        let perShard = Self.perShard
        let start = ContinuousClock.now
        let origin = try await Origin()
        defer { try? FileManager.default.removeItem(atPath: origin.folder) }
        for index in 0..<perShard {
            let seed = UInt64(shard * perShard + index)
            try await runSequence(seed: seed, from: origin, counts: &counts)
        }
        print(
            "lost-work model (shard \(shard)): \(counts.sequences) sequences, \(counts.steps) steps; \(counts.commits) commits (\(counts.refusedCommits) refused), "
                + "\(counts.pushes) pushes (\(counts.refusedPushes) refused), \(counts.merges) merges, \(counts.conflicts) conflicts (\(counts.resolved) resolved); "
                + "\(ContinuousClock.now - start)")
        #expect(counts.sequences == perShard)
    }

    static let names = ["ana", "ben", "cy"]

    /// Where every sequence starts: ana commits the library, ben and cy pull it (each
    /// project has the other two as remotes, by relative path). Built once per shard and
    /// copied for each sequence — stores by SQLite's backup, folders by copy — rather
    /// than rebuilt: the same state, a fraction of the cost.
    struct Origin {
        let folder: String
        let stores: [TrellisStore]

        init() async throws {
            folder = (LostWorkModelTests.scratch as NSString).appendingPathComponent("trellis-model-origin-\(UUID().uuidString)")
            var projects: [TrellisProject] = []
            for (index, name) in LostWorkModelTests.names.enumerated() {
                let root = (folder as NSString).appendingPathComponent(name)
                try ProjectScaffold.createProject(
                    at: root, files: index == 0 ? LostWorkModelTests.components.map { (name: "\($0).layout", text: LostWorkModelTests.text($0)) } : [])
                let store = try TrellisStore.inMemory(environment: .fixed(author: name, storeID: "\(name)-origin"))
                projects.append(TrellisProject(root: root, store: store))
            }
            for (project, name) in zip(projects, LostWorkModelTests.names) {
                for other in LostWorkModelTests.names where other != name { try project.store.addRemote(name: other, url: "../\(other)") }
            }
            try projects[0].commit(message: "library")
            for index in 1...2 {
                let client = SyncClient(
                    store: projects[index].store, remoteName: "ana", remote: StoreFileRemote(project: projects[0], location: projects[0].root))
                _ = try await projects[index].pull(with: client)
            }
            stores = projects.map(\.store)
        }

        /// A copy of the three projects in `folder`. Their clocks start after every time
        /// the origin recorded.
        func copy(into folder: String) throws -> [Person] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try zip(LostWorkModelTests.names, stores).map { name, origin in
                let root = (folder as NSString).appendingPathComponent(name)
                try FileManager.default.copyItem(atPath: (self.folder as NSString).appendingPathComponent(name), toPath: root)
                let queue = try DatabaseQueue(configuration: TrellisStore.configuration())
                try origin.writer.backup(to: queue)
                let environment = StoreEnvironment.fixed(author: name, start: Date(timeIntervalSince1970: 1_700_100_000), storeID: "\(name)-origin")
                return Person(project: TrellisProject(root: root, store: try TrellisStore(queue, environment: environment)), name: name)
            }
        }
    }

    func runSequence(seed: UInt64, from origin: Origin, counts: inout Counts) async throws {
        var rng = SeededRandom(seed: seed)
        let folder = (Self.scratch as NSString).appendingPathComponent("trellis-model-\(seed)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var people = try origin.copy(into: folder)
        counts.sequences += 1
        let context = "seed \(seed)"
        // The heads each check saw are the next step's "before".
        var before = try checkAll(people, before: nil, context: context)

        for step in 0..<rng.int(8...16) {
            let who = rng.int(0...2)
            let other = (who + rng.int(1...2)) % 3
            let component = rng.pick(Self.components)
            let stepContext = "\(context) step \(step)"
            counts.steps += 1
            // Whether the step can change `other` too (a pull, push or sync with it, or its commit).
            var touchesOther = false
            switch rng.int(0...13) {
            case 0, 1, 2: try edit(&people[who], component, &rng, kind: rng.int(0...3))
            case 3, 4:
                counts.commits += 1
                try commit(&people[who], context: stepContext, refused: &counts.refusedCommits)
            case 5:
                if try people[who].project.store.openConflicts().allSatisfy({ $0.component != component }) {
                    try restore(&people[who], component, force: rng.chance(0.3), context: stepContext)
                }
            case 6, 7:
                touchesOther = true
                counts.merges += 1
                do {
                    let (_, merged) = try await people[who].project.pull(with: client(people[who], people[other]))
                    counts.conflicts += merged.marked.count
                } catch is ProjectSyncError {}
            case 8, 9:
                touchesOther = true
                counts.pushes += 1
                do {
                    _ = try await client(people[who], people[other]).push()
                } catch is WorkingCopyRefusal {
                    counts.refusedPushes += 1
                } catch is SyncError {
                    counts.refusedPushes += 1
                } catch is OpenConflictsError {
                    counts.refusedPushes += 1
                }
            case 10:
                touchesOther = true
                do {
                    let report = try await people[who].project.sync(with: client(people[who], people[other]))
                    counts.conflicts += report.merge.marked.count
                } catch is ProjectSyncError {}
            case 11:
                if try resolveOrMerge(&people[who]) { counts.resolved += 1 }
            case 12:
                // Both commit another value of the same parameter, then one pulls: a conflict
                // (unless a commit is refused or a pull has to refuse).
                touchesOther = true
                let field = rng.chance(0.5) ? "param a = " : "param b = "
                let value = rng.int(0...40)
                try setParameter(&people[who], component, field, value)
                try setParameter(&people[other], component, field, value + 1 + rng.int(0...5))
                counts.commits += 2
                try commit(&people[who], context: stepContext, refused: &counts.refusedCommits)
                try commit(&people[other], context: stepContext, refused: &counts.refusedCommits)
                counts.merges += 1
                do {
                    let (_, merged) = try await people[who].project.pull(with: client(people[who], people[other]))
                    counts.conflicts += merged.marked.count
                } catch is ProjectSyncError {}
            default:
                try moveHeadUnder(&people[who], component, &rng)
            }
            // The projects the step could change are read again (once each, through the
            // index) and checked; one it did not touch holds what its last check saw (every
            // step's projects are its own folders and stores), and all three are checked
            // again when the sequence ends.
            let touched = touchesOther ? [who, other] : [who]
            var summaries: [Int: TrellisProject.WorkingCopySummary] = [:]
            var statuses: [Int: TrellisProject.Status] = [:]
            for index in touched {
                let summary = try people[index].project.summarizeWorkingCopy()
                summaries[index] = summary
                statuses[index] = try people[index].project.status(of: summary)
            }
            settle(&people, statuses: statuses)
            before = try check(people, only: touched, before: before, context: stepContext, summaries: summaries, statuses: statuses)
        }
        _ = try checkAll(people, before: before, context: "\(context) end")
    }

    /// Every project read and checked.
    func checkAll(_ people: [Person], before: [[String: String]]?, context: String) throws -> [[String: String]] {
        var summaries: [Int: TrellisProject.WorkingCopySummary] = [:]
        for index in people.indices { summaries[index] = try people[index].project.summarizeWorkingCopy() }
        return try check(people, only: Array(people.indices), before: before, context: context, summaries: summaries)
    }

    func client(_ person: Person, _ other: Person) -> SyncClient {
        SyncClient(store: person.project.store, remoteName: other.name, remote: StoreFileRemote(project: other.project, location: other.project.root))
    }

    func headMap(_ store: TrellisStore) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try store.heads().map { ($0.component, $0.id) })
    }

    /// The file of `component` in the person's working copy (relative path).
    func currentPath(_ person: Person, _ component: String, in known: [String: String]? = nil) throws -> String? {
        let paths = try known ?? person.project.filePaths()
        guard let path = paths[component] else { return nil }
        let prefix = person.project.root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    func read(_ person: Person, _ path: String) -> String? {
        try? String(contentsOfFile: (person.project.root as NSString).appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ person: Person, _ path: String, _ text: String) throws {
        let full = (person.project.root as NSString).appendingPathComponent(path)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    // MARK: Steps

    /// 0: a value, 1: a comment, 2: the item order, 3: a move into a subfolder.
    func edit(_ person: inout Person, _ component: String, _ rng: inout SeededRandom, kind: Int) throws {
        guard try person.project.store.openConflicts().allSatisfy({ $0.component != component }),
            let path = try currentPath(person, component), let text = read(person, path),
            LayoutParser.parse(text, file: path).document != nil
        else { return }
        var edited = text
        switch kind {
        case 0:
            edited = Self.setting(rng.chance(0.5) ? "param a = " : "param b = ", to: rng.int(0...40), in: text)
        case 1:
            edited = text.replacingOccurrences(of: "// \(component) — ", with: "// \(component) — \(rng.pick(["new", "old", "x"])) ")
        case 2:
            let order = ["    view icon: UIImageView\n    view badge: UIView", "    view badge: UIView\n    view icon: UIImageView"]
            edited = text.contains(order[0]) ? text.replacingOccurrences(of: order[0], with: order[1]) : text.replacingOccurrences(of: order[1], with: order[0])
        default:
            guard !path.contains("/") else { return }
            let moved = "Sub/\(path)"
            try write(person, moved, text)
            try FileManager.default.removeItem(atPath: (person.project.root as NSString).appendingPathComponent(path))
            // A move alone is not a change of the component: nothing to commit.
            if person.dirty[component] != nil { person.dirty[component] = (moved, text) }
            return
        }
        guard edited != text else { return }
        try write(person, path, edited)
        person.dirty[component] = (path, edited)
    }

    /// `text` with the line declaring `field` (`param a = `) set to `value`.
    static func setting(_ field: String, to value: Int, in text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains(field) ? "    \(field)\(value)" : String(line)
        }.joined(separator: "\n")
    }

    /// Sets one parameter of `component` in the person's file (an edit, as `edit` kind 0).
    func setParameter(_ person: inout Person, _ component: String, _ field: String, _ value: Int) throws {
        guard try person.project.store.openConflicts().allSatisfy({ $0.component != component }),
            let path = try currentPath(person, component), let text = read(person, path),
            LayoutParser.parse(text, file: path).document != nil
        else { return }
        let edited = Self.setting(field, to: value, in: text)
        guard edited != text else { return }
        try write(person, path, edited)
        person.dirty[component] = (path, edited)
    }

    func commit(_ person: inout Person, context: String, refused: inout Int) throws {
        let before = try headMap(person.project.store)
        do {
            let result = try person.project.commit(message: "edit")
            let recorded = Set(result.versions.map(\.component))
            #expect(
                recorded.isSubset(of: Set(person.dirty.keys)), "\(context): \(person.name) committed \(recorded) but edited only \(person.dirty.keys.sorted())")
            for version in result.versions {
                let kept = try person.project.authorText(of: version)
                #expect(kept?.text == person.dirty[version.component]?.text, "\(context): \(version.component) committed other text than the file's")
                #expect(version.parents == before[version.component].map { [$0] } ?? [], "\(context): \(version.component) not on its head")
                person.dirty[version.component] = nil
            }
        } catch is ProjectError {
            refused += 1
        } catch is OpenConflictsError {
            refused += 1
        } catch let error as StoreError {
            refused += 1
            _ = error
        }
    }

    func restore(_ person: inout Person, _ component: String, force: Bool, context: String) throws {
        do {
            try person.project.restore(ComponentRevision(name: component), force: force)
            #expect(force || person.dirty[component] == nil, "\(context): restore overwrote an uncommitted edit of \(component) without --force")
            person.dirty[component] = nil
            person.movedUnder.remove(component)
        } catch is ProjectError {
            #expect(!force && person.dirty[component] != nil, "\(context): restore of \(component) refused without an edit")
        }
    }

    /// Resolves an open conflict with theirs (returns true), or merges diverged edits
    /// into their heads.
    func resolveOrMerge(_ person: inout Person) throws -> Bool {
        let store = person.project.store
        if let conflict = try store.openConflicts().first {
            let theirs = try store.version(conflict.theirsID).flatMap { try store.document(at: $0) }
            let version = try store.resolveConflict(conflict.component, with: theirs, message: "theirs")
            try person.project.keepText(of: conflict.theirsID, for: version)
            try person.project.checkout([conflict.component], replacing: [conflict.component])
            return true
        }
        do {
            let merged = try person.project.mergeWorkingCopy()
            for name in merged {
                // The merge is the edit now: the head's change with ours on top.
                if let path = try currentPath(person, name), let text = read(person, path) { person.dirty[name] = (path, text) }
                person.movedUnder.remove(name)
            }
        } catch is WorkingCopyMergeError {}
        return false
    }

    /// Another writer (an older trellis, a script) moves a head without touching the files.
    func moveHeadUnder(_ person: inout Person, _ component: String, _ rng: inout SeededRandom) throws {
        let store = person.project.store
        guard try store.openConflicts().isEmpty, let head = try store.head(of: component), let document = try store.document(at: head) else { return }
        let printed = LayoutPrinter.print(document)
        let changed = printed.replacingOccurrences(of: "badge.size == 10", with: "badge.size == \(rng.int(11...30))")
        guard changed != printed, let edited = LayoutParser.parse(changed, file: "x.layout").document else { return }
        let path = try currentPath(person, component) ?? "\(component).layout"
        try store.commit([edited], message: "elsewhere", texts: [component: SourceText(text: changed, path: path)])
        person.movedUnder.insert(component)
    }

    /// Forgets edits whose file now equals the head again (an edit undone by hand), in
    /// the projects whose status was read.
    func settle(_ people: inout [Person], statuses: [Int: TrellisProject.Status]) {
        for (index, status) in statuses {
            let listed = Set(status.entries.map(\.name)).union(status.unreadable.map(\.expectedName))
            for name in people[index].dirty.keys where !listed.contains(name) { people[index].dirty[name] = nil }
            for name in people[index].movedUnder where !listed.contains(name) { people[index].movedUnder.remove(name) }
        }
    }

    // MARK: The model's checks

    /// Checks the projects `only` lists against the model (their working copies read as
    /// `summaries`, their statuses `statuses` where known); returns each project's heads
    /// (name → id): those checked now, the others' from `before`.
    func check(
        _ people: [Person], only indices: [Int], before: [[String: String]]?, context: String,
        summaries: [Int: TrellisProject.WorkingCopySummary], statuses: [Int: TrellisProject.Status] = [:]
    ) throws -> [[String: String]] {
        var headMaps = before ?? Array(repeating: [:], count: people.count)
        for index in indices {
            let person = people[index]
            guard let summary = summaries[index] else {
                Issue.record("\(context): \(person.name)'s working copy was not read for its check")
                continue
            }
            let store = person.project.store
            let heads = try store.heads()
            let now = Dictionary(uniqueKeysWithValues: heads.map { ($0.component, $0.id) })
            headMaps[index] = now
            // Heads only move forward.
            if let before {
                for (name, old) in before[index] {
                    guard let new = now[name] else {
                        Issue.record("\(context): \(person.name) lost the head of \(name)")
                        continue
                    }
                    #expect(try new == old || store.isAncestor(old, of: new), "\(context): \(person.name)'s head of \(name) moved backwards or sideways")
                }
            }
            // Edits stay as written.
            for (name, edit) in person.dirty {
                #expect(read(person, edit.path) == edit.text, "\(context): \(person.name)'s uncommitted edit of \(name) was overwritten")
            }
            // Everything else holds what was committed.
            let conflicted = Set(try store.openConflicts().map(\.component))
            #expect(person.project.interruptedCheckout() == nil, "\(context): \(person.name) has an unfinished checkout")
            let paths = summary.filePaths
            let kept = try store.sourceTexts(of: heads.map(\.id))
            for head in heads
            where person.dirty[head.component] == nil && !conflicted.contains(head.component)
                && !person.movedUnder.contains(head.component)
            {
                let path = try currentPath(person, head.component, in: paths)
                // What a checkout writes: the kept text, else the printed form (`authorText`).
                guard let expected = try kept[head.id] ?? person.project.authorText(of: head) else {
                    #expect(path == nil, "\(context): \(person.name) keeps a file of deleted \(head.component)")
                    continue
                }
                #expect(
                    path.flatMap { read(person, $0) } == expected.text,
                    "\(context): \(person.name)'s \(head.component) differs from what was committed")
            }
            let status = try statuses[index] ?? person.project.status(of: summary)
            for entry in status.entries {
                let expected = person.dirty[entry.name] != nil || person.movedUnder.contains(entry.name) || conflicted.contains(entry.name)
                #expect(expected, "\(context): \(person.name)'s status lists \(entry.name) as \(entry.state.rawValue) though nobody edited it")
            }
        }
        return headMaps
    }
}

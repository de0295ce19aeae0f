import Foundation
import TrellisModel
import TrellisStore

/// Checks a merged component the way a textual merge cannot: by solving it. Implemented
/// with the engine (`EngineSemanticCheck`); injected so the merge logic stays testable.
public protocol SemanticCheck: Sendable {
    /// The problems of `document` (using `library` for the components it uses) on each
    /// device checked; empty when it solves cleanly everywhere.
    func problems(of document: LayoutDocument, in library: LayoutLibrary) -> [SemanticProblem]
}

/// A component that solves unsatisfiable or ambiguous on a device.
public struct SemanticProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable { case unsatisfiable, ambiguous }
    public var device: String
    public var kind: Kind
    /// The engine's message (for ambiguity, it names the items).
    public var message: String
    /// The constraints that cannot hold together, as written (`vip.top == self.top`).
    public var constraints: [String]
    /// The component that uses the merged one and breaks with it; nil for the merged
    /// component itself.
    public var dependent: String?
    /// The state it shows in (issue 33); nil for the base layout.
    public var state: String?

    public init(device: String, kind: Kind, message: String, constraints: [String], dependent: String? = nil, state: String? = nil) {
        self.device = device
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.dependent = dependent
        self.state = state
    }

    public var description: String {
        // The engine's messages already open with "unsatisfiable on iPhone-SE:"; say it once.
        let prefix = "\(kind.rawValue) on "
        let text = message.hasPrefix(prefix) ? message : "\(prefix)\(device): \(message)"
        return (dependent.map { "in \($0), which uses it: " } ?? "") + (state.map { "in state \($0): " } ?? "") + text
            + (constraints.isEmpty ? "" : " [" + constraints.joined(separator: "; ") + "]")
    }

    /// What makes two problems the same for "neither side had it": where (the state too) and what kind.
    var key: String { "\(dependent ?? "")|\(state.map { "state \($0)|" } ?? "")\(device)|\(kind.rawValue)" }
}

public struct MergeOptions: Sendable {
    /// Record a clean merge even when it solves worse than both sides did.
    public var allowBroken: Bool
    public var semanticCheck: (any SemanticCheck)?

    public init(allowBroken: Bool = false, semanticCheck: (any SemanticCheck)? = nil) {
        self.allowBroken = allowBroken
        self.semanticCheck = semanticCheck
    }
}

/// What merging one component did.
public struct MergeOutcome: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Their version is already in our history.
        case upToDate = "up to date"
        /// Our head moved forward to theirs.
        case fastForward = "fast-forward"
        /// A merge version with two parents.
        case merged
        /// Field conflicts, kept in the store until resolved.
        case conflict
        /// A clean merge that solves unsatisfiable or ambiguous where neither side did:
        /// not recorded as a merge, kept as a conflict.
        case semanticConflict = "semantic conflict"
        /// The same, recorded anyway (`--allow-broken`).
        case mergedBroken = "merged (broken)"
    }
    public var component: String
    public var kind: Kind
    public var base: String?
    public var ours: String?
    public var theirs: String
    /// The head after the merge (for fast-forwards and merges).
    public var head: String?
    public var conflicts: [FieldConflict]
    public var problems: [SemanticProblem]
    /// Why a merged version keeps no author's text (it comes back printed), if so.
    public var textNote: String? = nil
    /// An edit carried across a rename (`ComponentMerger.carryAcrossRename`): what became
    /// of it, on the old name's outcome and on the new name's.
    public var renameNote: String? = nil
}

/// Merges other versions of components into this store's heads: fast-forward when one
/// head descends from the other, otherwise a three-way merge against the merge base.
///
/// Merge base: the lowest common ancestors of the two versions in the component's DAG;
/// when there are several (criss-cross merges), the one with the smallest version id —
/// deterministic and the same whichever side merges.
public enum ComponentMerger {
    /// Merges `theirs` (component → version id, all present in the store) into the
    /// heads, and records the result in one transaction. `remote` (if any) has its
    /// tracking refs of these components marked merged.
    public static func merge(
        store: TrellisStore, theirs: [(component: String, version: String)], remote: String?, source: String,
        options: MergeOptions = MergeOptions(), message: String
    ) throws -> [MergeOutcome] {
        var plan = try self.plan(store: store, theirs: theirs, options: options)
        // The merge versions' texts are decided first and recorded with them.
        let texts = try MergeTexts.texts(store: store, steps: plan.steps, outcomes: &plan.outcomes)
        let (_, heads) = try store.recordMerge(plan.steps, remote: remote, source: source, texts: texts, message: message)
        let moved = Dictionary(heads.map { ($0.component, $0.versionID) }, uniquingKeysWith: { _, last in last })
        for index in plan.outcomes.indices where plan.outcomes[index].kind == .merged || plan.outcomes[index].kind == .mergedBroken {
            plan.outcomes[index].head = moved[plan.outcomes[index].component]
        }
        return plan.outcomes
    }

    /// Decides, without writing, what merging each component takes.
    public static func plan(
        store: TrellisStore, theirs: [(component: String, version: String)], options: MergeOptions
    ) throws -> (steps: [MergeStep], outcomes: [MergeOutcome]) {
        let heads = try store.headIDs(of: theirs.map(\.component))
        var loader = _DocumentLoader(store: store)
        var steps: [MergeStep] = []
        var outcomes: [MergeOutcome] = []
        var deletedVsEdited: [DeletedVsEdited] = []
        for (component, theirID) in theirs.sorted(by: { $0.component < $1.component }) {
            let ours = heads[component]
            func outcome(_ kind: MergeOutcome.Kind, base: String? = nil, head: String? = nil, conflicts: [FieldConflict] = [], problems: [SemanticProblem] = [])
            {
                outcomes.append(
                    MergeOutcome(
                        component: component, kind: kind, base: base, ours: ours, theirs: theirID, head: head,
                        conflicts: conflicts, problems: problems))
            }
            guard let ours else {
                steps.append(.fastForward(component: component, ours: nil, to: theirID))
                outcome(.fastForward, head: theirID)
                continue
            }
            if try ours == theirID || store.isAncestor(theirID, of: ours) {
                steps.append(.upToDate(component: component))
                outcome(.upToDate, head: ours)
                continue
            }
            if try store.isAncestor(ours, of: theirID) {
                steps.append(.fastForward(component: component, ours: ours, to: theirID))
                outcome(.fastForward, head: theirID)
                continue
            }
            let base = try store.lowestCommonAncestors(ours, theirID).first
            let baseDocument = try base.flatMap { try loader.document(version: $0) }
            let ourDocument = try loader.document(version: ours)
            let theirDocument = try loader.document(version: theirID)
            let library = try loader.library(for: [ourDocument, theirDocument].compactMap { $0 })
            let result = ThreeWayMerge.merge(base: baseDocument, ours: ourDocument, theirs: theirDocument, library: library)
            if result.isConflict {
                // An edit on one side of a rename made on the other: said as that, not as a deletion.
                let conflicts =
                    try renameConflict(
                        store: store, component: component, ours: (ours, ourDocument != nil), theirs: (theirID, theirDocument != nil)
                    )
                    .map { [$0] } ?? result.conflicts
                steps.append(.conflict(component: component, base: base, ours: ours, theirs: theirID, fields: FieldConflict.encodeList(conflicts)))
                outcome(.conflict, base: base, conflicts: conflicts)
                if (ourDocument == nil) != (theirDocument == nil) {
                    deletedVsEdited.append(
                        DeletedVsEdited(
                            component: component, base: base, ours: ours, theirs: theirID, baseDocument: baseDocument, ourDocument: ourDocument,
                            theirDocument: theirDocument))
                }
                continue
            }
            if case .merged(let merged) = result, let check = options.semanticCheck {
                let introduced =
                    semanticProblems(merged, ours: ourDocument, theirs: theirDocument, library: library, check: check)
                    + (try dependentProblems(of: merged, ours: ourDocument, theirs: theirDocument, loader: &loader, check: check))
                if !introduced.isEmpty {
                    if options.allowBroken {
                        steps.append(.merge(component: component, ours: ours, theirs: theirID, document: merged))
                        outcome(.mergedBroken, base: base, problems: introduced)
                    } else {
                        let conflicts = introduced.map { problem in
                            FieldConflict(path: "", kind: .semantic, base: nil, ours: nil, theirs: nil, message: problem.description)
                        }
                        steps.append(.conflict(component: component, base: base, ours: ours, theirs: theirID, fields: FieldConflict.encodeList(conflicts)))
                        outcome(.semanticConflict, base: base, conflicts: conflicts, problems: introduced)
                    }
                    continue
                }
            }
            steps.append(.merge(component: component, ours: ours, theirs: theirID, document: result.document))
            outcome(.merged, base: base)
        }
        // Edits of a name the other side renamed: carried into the new name where they merge.
        let theirHeads = Dictionary(theirs.map { ($0.component, $0.version) }, uniquingKeysWith: { _, last in last })
        for item in deletedVsEdited {
            try carryAcrossRename(
                item, theirHeads: theirHeads, store: store, options: options, loader: &loader, steps: &steps, outcomes: &outcomes)
        }
        return (steps, outcomes)
    }

    /// When one side deleted `component` by renaming it (`trellis mv`) and the other edited
    /// it: the conflict saying so and what to do, or nil. `carryAcrossRename` then carries
    /// the edit into the new name where it merges, and words the conflict where it does not.
    static func renameConflict(
        store: TrellisStore, component: String, ours: (id: String, present: Bool), theirs: (id: String, present: Bool)
    ) throws -> FieldConflict? {
        guard ours.present != theirs.present else { return nil }
        let deletion = ours.present ? theirs.id : ours.id
        guard let rename = try store.rename(recordedWith: deletion) else { return nil }
        let (renamedSide, editedSide) = ours.present ? ("there", "here") : ("here", "there")
        return FieldConflict(
            path: "", kind: .deletedVsModified, base: nil, ours: nil, theirs: nil,
            message: "renamed to \(rename.component) \(renamedSide) (version \(rename.shortID)), edited \(editedSide): "
                + "the edit is not in \(rename.component); keep the rename (theirs if it was made there, ours if here) "
                + "and make the edit in \(rename.component)")
    }

    /// Problems of the merge on a device and of a kind that neither side had there. The
    /// sides are solved only when the merge has problems (the usual merge has none).
    static func semanticProblems(
        _ merged: LayoutDocument, ours: LayoutDocument?, theirs: LayoutDocument?, library: LayoutLibrary, check: any SemanticCheck
    ) -> [SemanticProblem] {
        func problems(_ document: LayoutDocument?) -> [SemanticProblem] {
            guard let document else { return [] }
            var scope = library
            scope.insert(document)
            return check.problems(of: document, in: scope)
        }
        let found = problems(merged)
        guard !found.isEmpty else { return [] }
        let known = Set((problems(ours) + problems(theirs)).map(\.key))
        return found.filter { !known.contains($0.key) }
    }

    /// Problems the merge brings to the components that use it, directly or through other
    /// containers (the store's dependency edges, from our heads): each solved with the
    /// merged component, and — only when that has problems — with ours and with theirs; a
    /// problem neither side gave it is reported, naming the dependent.
    static func dependentProblems(
        of merged: LayoutDocument, ours: LayoutDocument?, theirs: LayoutDocument?, loader: inout _DocumentLoader, check: any SemanticCheck
    ) throws -> [SemanticProblem] {
        var introduced: [SemanticProblem] = []
        for name in try loader.dependents(of: merged.name) {
            guard let dependent = try loader.head(name), dependent.kind != .spec else { continue }
            let library = try loader.library(for: [dependent])
            func problems(with version: LayoutDocument?) -> [SemanticProblem] {
                var scope = library
                if let version { scope.insert(version) } else { _ = scope.remove(merged.name) }
                return check.problems(of: dependent, in: scope).map { problem in
                    var problem = problem
                    problem.dependent = name
                    return problem
                }
            }
            let found = problems(with: merged)
            guard !found.isEmpty else { continue }
            let known = Set((problems(with: ours) + problems(with: theirs)).map(\.key))
            introduced += found.filter { !known.contains($0.key) }
        }
        return introduced
    }
}

/// Reads documents by version, and the heads of the components they use, caching both.
struct _DocumentLoader {
    let store: TrellisStore
    var byVersion: [String: LayoutDocument?] = [:]
    var heads: [String: LayoutDocument?] = [:]

    init(store: TrellisStore) { self.store = store }

    mutating func document(version id: String) throws -> LayoutDocument? {
        if let cached = byVersion[id] { return cached }
        guard let version = try store.version(id) else { throw ReceiveError.unknownVersion(id) }
        let document = try store.document(at: version)
        byVersion[id] = document
        return document
    }

    mutating func head(_ name: String) throws -> LayoutDocument? {
        if let cached = heads[name] { return cached }
        let document = try store.head(of: name).flatMap { try store.document(at: $0) }
        heads[name] = document
        return document
    }

    /// The components whose heads use `name`, directly or through others, by name.
    mutating func dependents(of name: String) throws -> [String] {
        var found = Set<String>()
        var queue = [name]
        while let next = queue.popLast() {
            for edge in try store.dependents(of: next) where edge.from != name && found.insert(edge.from).inserted {
                queue.append(edge.from)
            }
        }
        return found.sorted()
    }

    /// The heads of everything `documents` use, directly or through others.
    mutating func library(for documents: [LayoutDocument]) throws -> LayoutLibrary {
        var library = LayoutLibrary()
        var queue = documents.flatMap(\.dependencies)
        var seen = Set(documents.map(\.name))
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, let document = try head(name) else { continue }
            library.insert(document)
            queue.append(contentsOf: document.dependencies)
        }
        return library
    }
}

import TrellisModel

/// The three-way merge of one component, as a pure function of base, ours and theirs
/// (nil: the component is absent there — never added, or deleted).
///
/// Field by field over `MergeTree` (items by name, constraints by key, parameters,
/// references and arguments by name, applications by target and spec, properties one by
/// one): a field both sides leave equal is kept; a field one side leaves as in the base
/// takes the other side's value; anything else is a conflict. The items' declaration
/// order merges as a list (`OrderMerge`): insertions kept at their places, a reorder on
/// one side kept, different reorders on both sides a `bothReordered` conflict. Deleting an entity (an item,
/// a constraint, a parameter, the component) while the other side changed any of its
/// fields is a conflict. An item or component whose `kind` changed is merged as a whole.
///
/// Symmetric by construction: merging theirs into ours gives the same content (same
/// hash), or the same conflicts with ours and theirs swapped, as merging ours into theirs.
public enum ThreeWayMerge {
    public enum Result: Hashable, Sendable {
        /// Both sides hold the same content (or both deleted it): nothing to merge.
        case same(LayoutDocument?)
        /// Only theirs changed since the base: take theirs.
        case takeTheirs(LayoutDocument?)
        /// Only ours changed since the base: keep ours.
        case keepOurs(LayoutDocument?)
        /// Both changed, in fields that do not collide: the merged component.
        case merged(LayoutDocument)
        /// Both changed the same fields: nothing merged; the conflicts, sorted by path.
        case conflicts([FieldConflict])

        /// The resulting content, nil for a deletion or a conflict.
        public var document: LayoutDocument? {
            switch self {
            case .same(let document), .takeTheirs(let document), .keepOurs(let document): return document
            case .merged(let document): return document
            case .conflicts: return nil
            }
        }

        public var conflicts: [FieldConflict] {
            if case .conflicts(let conflicts) = self { return conflicts }
            return []
        }

        public var isConflict: Bool { !conflicts.isEmpty }
    }

    /// Merges `theirs` into `ours` against `base`. `library` resolves the containers and
    /// specs the component uses, to validate a merged result: a merge that introduces a
    /// validation error neither side had (one side deletes an item the other constrains)
    /// is an `invalidResult` conflict.
    public static func merge(
        base: LayoutDocument?, ours: LayoutDocument?, theirs: LayoutDocument?, library: LayoutLibrary = LayoutLibrary()
    ) -> Result {
        let oursHash = ours?.contentHash, theirsHash = theirs?.contentHash, baseHash = base?.contentHash
        if oursHash == theirsHash { return .same(ours) }
        if oursHash == baseHash { return .takeTheirs(theirs) }
        if theirsHash == baseHash { return .keepOurs(ours) }

        let baseTree = base.map { MergeTree(document: $0.canonicalJSON) }
        let oursTree = ours.map { MergeTree(document: $0.canonicalJSON) }
        let theirsTree = theirs.map { MergeTree(document: $0.canonicalJSON) }
        var conflicts: [FieldConflict] = []
        let merged = mergeNode(base: baseTree, ours: oursTree, theirs: theirsTree, path: "", conflicts: &conflicts)
        if !conflicts.isEmpty { return .conflicts(conflicts.sorted { $0.path < $1.path }) }
        // Both sides present and differing means a merged tree; a deletion on one side with
        // the other unchanged was handled above.
        guard let merged else { return .same(nil) }
        let document: LayoutDocument
        do {
            document = try LayoutDocument(canonicalJSON: merged.json)
        } catch {
            return .conflicts([
                FieldConflict(
                    path: "", kind: .invalidResult, base: base?.canonicalJSON, ours: ours?.canonicalJSON, theirs: theirs?.canonicalJSON,
                    message: "the merged fields do not make a component: \(error)")
            ])
        }
        let introduced = newErrors(in: document, comparedTo: [ours, theirs].compactMap { $0 }, library: library)
        if !introduced.isEmpty {
            return .conflicts([
                FieldConflict(
                    path: "", kind: .invalidResult, base: nil, ours: nil, theirs: nil,
                    message: "each side is valid alone, the merge is not: " + introduced.joined(separator: "; "))
            ])
        }
        return .merged(document)
    }

    /// Validation errors of `document` that none of `parents` has (by message).
    static func newErrors(in document: LayoutDocument, comparedTo parents: [LayoutDocument], library: LayoutLibrary) -> [String] {
        func errors(_ document: LayoutDocument) -> Set<String> {
            Set(ValidatedLibrary.errors(of: document, in: library).map(\.message))
        }
        let known = parents.reduce(into: Set<String>()) { $0.formUnion(errors($1)) }
        return errors(document).subtracting(known).sorted()
    }

    // MARK: The recursion

    static func mergeNode(
        base: MergeTree?, ours: MergeTree?, theirs: MergeTree?, path: String, conflicts: inout [FieldConflict]
    ) -> MergeTree? {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        guard let ours, let theirs else {
            // One side deleted (or never had, when the base lacks it too: impossible here,
            // since then the deleting side would equal the base) what the other changed.
            conflicts.append(FieldConflict(path: path, kind: .deletedVsModified, base: base?.json, ours: ours?.json, theirs: theirs?.json))
            return ours ?? theirs
        }
        switch (ours, theirs) {
        case (.record(let ourFields), .record(let theirFields)) where ours.kind == theirs.kind && (base == nil || base?.kind == ours.kind):
            var baseFields: [String: MergeTree] = [:]
            if case .record(let fields)? = base { baseFields = fields }
            var result: [String: MergeTree] = [:]
            for name in Set(ourFields.keys).union(theirFields.keys).union(baseFields.keys) {
                let childPath = path.isEmpty ? name : "\(path).\(name)"
                if let child = mergeNode(base: baseFields[name], ours: ourFields[name], theirs: theirFields[name], path: childPath, conflicts: &conflicts) {
                    result[name] = child
                }
            }
            return .record(result)
        case (.collection(let ourEntities), .collection(let theirEntities)):
            var baseEntities: [String: MergeTree] = [:]
            if case .collection(let entities)? = base { baseEntities = entities }
            var result: [String: MergeTree] = [:]
            for key in Set(ourEntities.keys).union(theirEntities.keys).union(baseEntities.keys) {
                if let child = mergeNode(
                    base: baseEntities[key], ours: ourEntities[key], theirs: theirEntities[key], path: "\(path)[\(key)]", conflicts: &conflicts)
                {
                    result[key] = child
                }
            }
            return .collection(result)
        case (.ordered(let ourOrder, let ourEntities), .ordered(let theirOrder, let theirEntities)):
            var baseOrder: [String] = [], baseEntities: [String: MergeTree] = [:]
            if case .ordered(let order, let entities)? = base { (baseOrder, baseEntities) = (order, entities) }
            var result: [String: MergeTree] = [:]
            for key in Set(ourEntities.keys).union(theirEntities.keys).union(baseEntities.keys) {
                if let child = mergeNode(
                    base: baseEntities[key], ours: ourEntities[key], theirs: theirEntities[key], path: "\(path)[\(key)]", conflicts: &conflicts)
                {
                    result[key] = child
                }
            }
            guard let order = OrderMerge.merge(base: baseOrder, ours: ourOrder, theirs: theirOrder, keeping: Set(result.keys)) else {
                func names(_ order: [String]) -> CanonicalJSON { .array(order.map(CanonicalJSON.string)) }
                conflicts.append(
                    FieldConflict(
                        path: "\(path) order", kind: .bothReordered, base: base == nil ? nil : names(baseOrder),
                        ours: names(ourOrder), theirs: names(theirOrder)))
                return ours
            }
            return .ordered(order, result)
        default:
            conflicts.append(
                FieldConflict(
                    path: path, kind: base == nil ? .bothAdded : .bothChanged, base: base?.json, ours: ours.json, theirs: theirs.json))
            return ours
        }
    }
}

extension Array where Element == FieldConflict {
    /// The conflicts as merging the other way round reports them: ours and theirs swapped.
    public var swapped: [FieldConflict] { map(\.swapped) }
}

import Foundation
import TrellisModel
import TrellisStore
import TrellisSupport

/// An edit of a component on one side and its rename (`trellis mv OLD NEW`) on the other,
/// merged as git merges a file's edit into the file it was renamed to: OLD's edit is merged
/// three-way into NEW (the base is OLD where the two sides parted, under NEW's name) and
/// recorded as a version of NEW renamed from OLD whose parents are NEW's head and the edit;
/// OLD's deletion stands, as a merge of the edit and the deletion. An edit that collides
/// with what NEW changed since stays a conflict of OLD that names both names and the fields.
extension ComponentMerger {
    /// A component one side deleted and the other edited, as the merge's plan saw it.
    struct DeletedVsEdited {
        var component: String
        var base: String?
        var ours: String
        var theirs: String
        var baseDocument: LayoutDocument?
        var ourDocument: LayoutDocument?
        var theirDocument: LayoutDocument?
    }

    /// Carries `item`'s edit across the rename its deletion was recorded with, rewriting
    /// OLD's conflict step and outcome (and NEW's fast-forward, when NEW came from theirs)
    /// in place; or, when it cannot be carried, leaves the conflict and says why, naming
    /// both names. Does nothing when the deletion was no rename's.
    static func carryAcrossRename(
        _ item: DeletedVsEdited, theirHeads: [String: String], store: TrellisStore, options: MergeOptions,
        loader: inout _DocumentLoader, steps: inout [MergeStep], outcomes: inout [MergeOutcome]
    ) throws {
        let editedHere = item.ourDocument != nil
        guard editedHere != (item.theirDocument != nil), let edited = item.ourDocument ?? item.theirDocument else { return }
        let (deletion, edit) = editedHere ? (item.theirs, item.ours) : (item.ours, item.theirs)
        guard let rename = try store.rename(recordedWith: deletion), let old = outcomes.firstIndex(where: { $0.component == item.component })
        else { return }
        let new = rename.component
        let (renamedSide, editedSide) = editedHere ? ("there", "here") : ("here", "there")
        func conflict(_ why: String) {
            outcomes[old].conflicts = [
                FieldConflict(
                    path: "", kind: .deletedVsModified, base: nil, ours: nil, theirs: nil,
                    message: "renamed to \(new) \(renamedSide) (version \(rename.shortID)), edited \(editedSide) as \(item.component): \(why); "
                        + "keep the rename (\(CommandHint.resolveTaking(component: item.component, theirs: editedHere))) and make the edit in \(new)")
            ]
            if let step = steps.firstIndex(where: { $0.component == item.component }),
                case .conflict(let component, let base, let ours, let theirs, _) = steps[step]
            {
                steps[step] = .conflict(component: component, base: base, ours: ours, theirs: theirs, fields: FieldConflict.encodeList(outcomes[old].conflicts))
            }
        }
        // NEW's head on the side that renamed, which must continue the rename; the other side has no NEW.
        let ourNew = try store.headIDs(of: [new])[new]
        let renamingHead = editedHere ? theirHeads[new] : ourNew
        guard let renamingHead, try renamingHead == rename.id || store.isAncestor(rename.id, of: renamingHead),
            editedHere ? ourNew == nil : theirHeads[new] == nil
        else { return conflict("\(new) has a history of its own on both sides, so the edit is not carried over") }
        guard let newDocument = try loader.document(version: renamingHead) else {
            return conflict("\(new) was deleted since, so the edit has nowhere to go")
        }
        let base = item.baseDocument?.renamed(new) { _ in nil }
        let carried = edited.renamed(new) { _ in nil }
        let library = try loader.library(for: [newDocument, carried])
        let result = ThreeWayMerge.merge(
            base: base, ours: editedHere ? carried : newDocument, theirs: editedHere ? newDocument : carried, library: library)
        guard let merged = result.document, !result.isConflict else {
            let fields = result.conflicts.map(\.description).prefix(5).joined(separator: "; ")
            return conflict("the edit conflicts with \(new)'s own changes (\(fields.isEmpty ? "the component" : fields))")
        }
        if let check = options.semanticCheck, !options.allowBroken {
            let introduced = semanticProblems(merged, ours: newDocument, theirs: carried, library: library, check: check)
            if !introduced.isEmpty {
                return conflict("carried into \(new) it would be " + introduced.map(\.description).prefix(3).joined(separator: "; "))
            }
        }
        // OLD: the deletion, as a merge of the edit and the deletion.
        if let step = steps.firstIndex(where: { $0.component == item.component }) {
            steps[step] = .merge(component: item.component, ours: item.ours, theirs: item.theirs, document: nil)
        }
        outcomes[old].kind = .merged
        outcomes[old].conflicts = []
        outcomes[old].renameNote = "renamed to \(new) \(renamedSide); the edit made \(editedSide) is carried into \(new)"
        // NEW: the edit merged in, its parents NEW's head and the edit (replacing a fast-forward to theirs).
        steps.removeAll { $0.component == new }
        outcomes.removeAll { $0.component == new }
        steps.append(.carry(component: new, ours: ourNew, parents: [renamingHead, edit], renamedFrom: item.component, document: merged))
        var outcome = MergeOutcome(
            component: new, kind: .merged, base: item.base, ours: editedHere ? edit : renamingHead, theirs: editedHere ? renamingHead : edit,
            head: nil, conflicts: [], problems: [])
        outcome.renameNote = "carries the edit of \(item.component) made \(editedSide)"
        outcomes.append(outcome)
    }
}

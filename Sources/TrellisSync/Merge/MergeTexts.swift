import Foundation
import TrellisModel
import TrellisProject
import TrellisStore

/// The author's text of a merge version: the line-by-line merge of the texts of base,
/// ours and theirs (`LineMerge`) when it merges without a conflicting hunk and parses to
/// exactly the merged content, so both sides' comments and layout survive; else the
/// side whose content the merge took; else the printed form (the outcome carries a note
/// saying so).
enum MergeTexts {
    /// The text of each merge version `steps` record, by component, decided before the
    /// merge is recorded so that the store keeps them in the merge's transaction.
    /// Notes the outcomes whose text comes back printed.
    static func texts(store: TrellisStore, steps: [MergeStep], outcomes: inout [MergeOutcome]) throws -> [String: SourceText] {
        var documents: [String: LayoutDocument] = [:]
        for step in steps {
            if case .merge(let component, _, _, let document?) = step { documents[component] = document }
            if case .carry(let component, _, _, _, let document) = step { documents[component] = document }
        }
        var result: [String: SourceText] = [:]
        for index in outcomes.indices {
            let outcome = outcomes[index]
            guard outcome.kind == .merged || outcome.kind == .mergedBroken, let document = documents[outcome.component] else { continue }
            let content = document.contentHash
            let ids = [outcome.base, outcome.ours, outcome.theirs].compactMap { $0 }
            let texts = try store.sourceTexts(of: ids)
            let versions = Dictionary(try store.versions(ids).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            func lines(_ id: String?) throws -> [String]? {
                guard let id, let version = versions[id] else { return [] }
                let text = try texts[id]?.text ?? store.document(at: version).map(LayoutPrinter.print) ?? ""
                return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            // A side of another component (an edit carried across a rename) has the old name's path.
            let sides = [outcome.ours, outcome.theirs].compactMap { $0 }.filter { versions[$0]?.component == outcome.component }
            let path = sides.lazy.compactMap { texts[$0]?.path }.first ?? "\(outcome.component).layout"
            var candidates: [String] = []
            if let base = try lines(outcome.base), let ours = try lines(outcome.ours), let theirs = try lines(outcome.theirs) {
                let merged = LineMerge.merge(base: base, ours: ours, theirs: theirs, labels: LineMerge.Labels(ours: "ours", base: "base", theirs: "theirs"))
                if merged.conflicts == 0 { candidates.append(merged.lines.joined(separator: "\n")) }
            }
            for side in [outcome.ours, outcome.theirs] {
                if let side, versions[side]?.contentHash == content, let text = texts[side]?.text { candidates.append(text) }
            }
            if let chosen = candidates.first(where: { LayoutParser.parse($0, file: path).document?.contentHash == content }) {
                result[outcome.component] = SourceText(text: chosen, path: path)
            } else {
                // The printed form is kept as its text, so a later comment-only edit is seen.
                result[outcome.component] = SourceText(
                    text: LayoutPrinter.print(document), path: SourceText.isSafePath(path) ? path : "\(outcome.component).layout")
                if !texts.isEmpty {
                    outcomes[index].textNote = "the texts of both sides do not merge line by line: written in the printed form (their comments are not kept)"
                }
            }
        }
        return result
    }
}

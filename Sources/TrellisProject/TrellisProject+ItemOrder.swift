import Foundation
import TrellisModel
import TrellisStore

/// Item declaration order is part of the content hash. A head recorded before it was
/// holds its items sorted by name, so a file declaring them in another order is
/// *modified* once; `status` says which kind of modification that is, rather than show
/// an unexplained edit.
extension TrellisProject {
    /// `entries` with `itemOrder` set on the modified components whose file differs from
    /// the head only in the order of its items. `document` gives a component's parsed file.
    func withItemOrderNotes(_ entries: [StatusEntry], document: (String) throws -> LayoutDocument?) throws -> [StatusEntry] {
        let candidates = entries.indices.filter { entries[$0].state == .modified && !entries[$0].textOnly && entries[$0].headVersion != nil }
        guard !candidates.isEmpty else { return entries }
        var entries = entries
        for index in candidates {
            guard let headID = entries[index].headVersion, let head = try store.version(headID),
                let stored = try store.document(at: head), let file = try document(entries[index].name),
                file.differsOnlyInItemOrder(from: stored)
            else { continue }
            entries[index].itemOrder = try isFirstRecording(of: file, head: head, stored: stored) ? .firstRecorded : .reordered
        }
        return entries
    }

    /// Whether the head keeps its items in name order (recorded before order counted) and
    /// its author's text (when it has one) declares them as `file` does.
    private func isFirstRecording(of file: LayoutDocument, head: VersionInfo, stored: LayoutDocument) throws -> Bool {
        guard stored.body?.items == stored.withItemsInNameOrder.body?.items else { return false }
        guard let text = try store.sourceTexts(of: [head.id])[head.id] else { return true }
        let written = LayoutParser.parse(text.text, file: text.path).document
        return written?.body?.items.map(\.name) == file.body?.items.map(\.name)
    }
}

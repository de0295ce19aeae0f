import TrellisEngine
import TrellisModel

/// Interface Builder marks a view misplaced when its frame in its superview is not where its
/// constraints put it; the views inside it are placed relative to that stale frame, and IB
/// does not mark them. So `check --against-ib` compares a view inside a misplaced one by its
/// position relative to the nearest misplaced ancestor, in IB's frames and in ours. A real
/// app's scroll view recorded misplaced at (12, 25) in a 414-wide root it fills holds a
/// content view at (0, 0) in it and labels on its 16-pt margins, which IB records at x 28
/// and y 25 from the root; laid out, they are at x 16 and y 0.
///
/// A view whose record is stale (``IBStaleRecords``: its frame breaks a required constraint
/// of its own file) is misplaced in all but IB's flag, which IB sets the next time it opens
/// the document; the views inside it are compared relative to it in the same way. A real
/// app's Xcode 8.3 collection cell records a stack at (5, 9) whose width breaks its own
/// equal-width constraint, and the labels in it 3 and 7 points from where its 8-point
/// margins put them, each at its place in the stack.
///
/// A view IB marks ambiguous has a frame IB's engine chose among many, and the views inside
/// it are placed relative to that choice; they are compared relative to it too. A real app's
/// modal scene holds a card IB marks ambiguous at y 295 in an 844-high root (its height is
/// not determined: 0 laid out, at y 422), and the card's views 0 to 12 points below its top.
enum IBMisplacedAncestors {
    /// Each recorded view (not itself marked) inside one IB marks misplaced or ambiguous, or
    /// one whose record is `stale`, with the nearest such ancestor's name; the root does not
    /// count (its size is handled apart).
    static func nearest(in library: LayoutLibrary, record: InterfaceBuilderRecord, stale: Set<String> = []) -> [String: String] {
        let flagged = record.views.filter { ($0.misplaced || $0.ambiguous) && $0.name != "owner" }
        let misplaced = Set(flagged.map(\.name)).union(stale.subtracting(["owner"]))
        guard !misplaced.isEmpty, case .screen(let screen)? = library[record.component] else { return [:] }
        var parents: [String: String] = [:]
        for item in screen.body.items {
            if let parent = item.parent { parents[item.name] = parent }
            if case .stack(let stack) = item {
                for name in stack.arranged { parents[name] = stack.view.name }
            }
        }
        var found: [String: String] = [:]
        for view in record.views where !misplaced.contains(view.name) {
            var current = parents[view.name]
            var steps = 0
            while let name = current, steps <= parents.count {
                if misplaced.contains(name) {
                    found[view.name] = name
                    break
                }
                current = parents[name]
                steps += 1
            }
        }
        return found
    }

    /// `solved` moved by as much as IB's recorded frame of `ancestor` is from ours, so that it
    /// compares with IB's frame relative to that ancestor.
    static func relative(_ solved: Rect, ancestorRecorded: Rect, ancestorSolved: Rect) -> Rect {
        Rect(
            x: solved.x + ancestorRecorded.x - ancestorSolved.x, y: solved.y + ancestorRecorded.y - ancestorSolved.y,
            width: solved.width, height: solved.height
        )
    }
}

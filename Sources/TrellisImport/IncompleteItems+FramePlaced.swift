import TrellisModel

extension IncompleteItems {
    /// Views the code lays out by their frame and autoresizing mask (`SwiftFramePlacedViews`),
    /// which only their own subviews' constraints name: placed by what import does not read.
    mutating func markFramePlacedViews(_ draft: ComponentDraft) {
        for name in draft.framePlacedViews.sorted() {
            let made = draft.itemNamed(name)?.location.map { " (made at \(Self.place($0.file, $0.line)))" } ?? ""
            mark(
                name, "\(name)\(made) is laid out by the frame and autoresizing mask its code sets, which import does not read",
                changesConstraints: false)
        }
    }
}

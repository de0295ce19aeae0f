import TrellisModel

extension IncompleteItems {
    /// An image view IB holds without an image, whose class's code sets one (`SwiftCodeSetImages`:
    /// `iconView.image = …` in a setter, `iconView.kf.setImage(with:)`): UIKit sizes it to that
    /// image, which import does not read. On the axes no equality or fill stack sizes it, it is
    /// imported in part, as a code-made image view is.
    mutating func markCodeSetImages(_ draft: ComponentDraft) {
        guard !draft.codeSetImages.isEmpty else { return }
        let filled = Self.stackFilledAxes(in: draft)
        for case .view(let view) in draft.items where draft.codeSetImages.contains(view.name) {
            guard view.uikitClass == "UIImageView", view.intrinsicSize == nil, let location = view.location,
                !location.file.hasSuffix(".swift")
            else { continue }
            let open = Self.both.subtracting(Self.sizedAxes(of: view.name, in: draft)).subtracting(filled[view.name] ?? [])
            guard !open.isEmpty else { continue }
            mark(
                view.name,
                "\(view.name) has no image in \(Self.place(location.file, location.line)); its code sets one, and its size comes from that image, which import does not read",
                axes: open, changesConstraints: false)
        }
    }
}

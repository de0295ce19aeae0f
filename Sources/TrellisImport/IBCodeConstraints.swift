import TrellisEngine
import TrellisModel

/// The constraints a xib's or scene's owning class adds in code (``OwnedClassMerge``) are
/// part of the app's layout, so its `.layout` holds them, but Interface Builder never sees
/// them: the frames it recorded are what the document's own constraints give. The comparison
/// with IB takes out those on IB's views, as it adds back what the class deactivates.
///
/// A real app's collection cell pins its icon's leading edge in `awakeFromNib`; its storyboard
/// has no horizontal position for the icon, so IB lays the icon and the title beside it out
/// by the title's text width (icon at x 222.7, title 75.3 wide), while with the code's
/// constraint the icon is at x 16 and the title stretches to 282.
///
/// The code's constraints among its own views, and between them and the root, stay: they
/// place what IB does not draw and move none of its views (IB's constraints cannot name a
/// view the code makes), and with them a xib root the class adds to itself (``SwiftNibRoot``)
/// fills the class's view as it fills IB's canvas.
enum IBCodeConstraints {
    /// The base constraints of the merged `document` that come from code (any file but
    /// `ibPath`) and relate a view IB recorded other than the root, as `.layout` lines; nil
    /// when there are none.
    static func lines(of document: LayoutDocument, ibPath: String, record: InterfaceBuilderRecord) -> [String]? {
        guard case .screen(let screen) = document else { return nil }
        let ibViews = Set(record.views.map(\.name)).subtracting([ItemReference.owner.root])
        let lines = screen.body.constraints.filter { constraint in
            guard let location = constraint.location, location.file != ibPath else { return false }
            let items = [constraint.first.item.root] + (constraint.second.map { [$0.item.root] } ?? [])
            let codeItems = items.filter { $0 != ItemReference.owner.root && !ibViews.contains($0) }
            // On IB's views, or on the root alone (a size the code gives it).
            return items.contains(where: ibViews.contains) || codeItems.isEmpty
        }
        return lines.isEmpty ? nil : lines.map(LayoutPrinter.constraintText)
    }

    /// The library with the record's code constraints taken out of its screen, once each (a
    /// line the `.layout` no longer has is passed over: it was edited). IB lays out the base
    /// alone, so the screen compared has no states (one may change a constraint taken out).
    static func removing(_ record: InterfaceBuilderRecord, from library: LayoutLibrary) -> LayoutLibrary {
        guard let lines = record.codeConstraints, !lines.isEmpty, case .screen(var screen)? = library[record.component] else {
            return library
        }
        var left = lines
        screen.body.constraints.removeAll { constraint in
            guard let index = left.firstIndex(of: LayoutPrinter.constraintText(constraint)) else { return false }
            left.remove(at: index)
            return true
        }
        screen.body.states = []
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }
}

import TrellisEngine
import TrellisModel

/// A root view whose `insetsLayoutMarginsFromSafeArea` is off (`insetsLayoutMarginsFromSafeArea="NO"`
/// on the xib's top-level view or the controller's view) keeps its layout margins clear of
/// the safe area, as UIKit does for any view: the safe area Interface Builder simulates over
/// it (the status bar or sensor housing over a small view of a xib) moves what is pinned to
/// its safe area, not what is pinned to its margins.
///
/// Seen in a real app: two views of Xcode 12.4 xibs designed on the iPhone 11, 371 and 385
/// wide, flag their root so; IB records a label on the root's `topMargin` at y 0 (a controller
/// root's 0, hosted as IB hosts a xib's top-level view) and a card on the margins of a root
/// with margins of 16 at y 16, where a root that insets its margins records y 44 and 60;
/// other apps' top-level views without the flag record views on `topMargin` at 44 on that iPhone.
///
/// For the comparison only (``InterfaceBuilderRecord/rootMarginsIgnoreSafeArea``): the
/// `.layout` has no such setting for a root; a root of a pinned size, as these are, takes no
/// safe area on a device.
enum IBRootMarginsIgnoringSafeArea {
    /// The record's flag for `root`: true when its element turns the setting off, nil otherwise.
    static func flag(of root: IBScreenMapper.Root) -> Bool? {
        root.element.flag("insetsLayoutMarginsFromSafeArea") == false ? true : nil
    }

    /// `library` with the record's screen, as laid out on IB's canvas, given margins that
    /// take back the safe area the engine adds to a root's margins: a plain view's root whose
    /// margins are the ones UIKit gives its kind less that safe area.
    static func applying(_ record: InterfaceBuilderRecord, to library: LayoutLibrary, in environment: Environment) -> LayoutLibrary {
        guard record.rootMarginsIgnoreSafeArea == true, case .screen(var screen)? = library[record.component] else { return library }
        let safe = rootSafeArea(of: screen, in: environment)
        guard safe != .zero else { return library }
        let margins = rootMargins(of: screen, in: environment)
        screen.root = .view
        screen.margins = DirectionalInsets(
            top: margins.top - safe.top, leading: margins.leading - safe.left, bottom: margins.bottom - safe.bottom,
            trailing: margins.trailing - safe.right)
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }

    /// The safe area the engine gives the root: the screen's own, none for a cell, else the
    /// environment's on the sides whose size the screen does not pin.
    static func rootSafeArea(of screen: Screen, in environment: Environment) -> EdgeInsets {
        if let explicit = screen.safeArea { return EdgeInsets(explicit) }
        if screen.root == .cell { return .zero }
        var safe = environment.safeArea
        if screen.height != nil { safe.top = 0; safe.bottom = 0 }
        if screen.width != nil { safe.left = 0; safe.right = 0 }
        return safe
    }

    /// The root's margins before the safe area: a controller's root takes at least UIKit's
    /// system minimum at the sides, a cell or plain view its own or UIView's 8.
    static func rootMargins(of screen: Screen, in environment: Environment) -> DirectionalInsets {
        switch screen.root {
        case .controller:
            let own = screen.margins ?? DirectionalInsets(all: 0)
            let minimum = environment.systemMinimumHorizontalMargin(rootWidth: screen.width ?? environment.width)
            return DirectionalInsets(
                top: max(own.top, 0), leading: max(own.leading, minimum), bottom: max(own.bottom, 0), trailing: max(own.trailing, minimum))
        case .cell, .view:
            return screen.margins ?? .uikitDefault
        }
    }
}

import TrellisModel
import TrellisSolver

/// A component's solver system as `_SystemBuilder` built it for one placement: every item's
/// geometry, the constraints in build order with where each came from, and what a solve
/// settles afterwards (subview guides, text). Immutable: a ``LayoutSession`` adds it to its
/// solver, solves it, re-solves it for other devices (a change of the constants that follow
/// device values) and reads frames through its geometry.
struct _BuiltSystem {
    let component: _Instantiation
    let geometry: [_Geometry]
    /// Stack item → index into the component's stacks.
    let stackIndex: [Int: Int]
    /// Solver constraints and where each came from (parallel arrays), in build order.
    let built: [Constraint]
    let origins: [_Origin]
    /// Model constraint index → (built index, solver constant when the model constant is 0).
    /// nil where the model constraint made no solver constraint (no variables).
    let modelConstraints: [(built: Int, base: Double)?]
    /// Built constraints whose constants follow the device values.
    let deviceDependent: [_DeviceDependence]
    /// A constraint with only device values in it (`owner.width == 400`): whether it holds
    /// is decided per device, so this system is not re-solved for another one.
    let hasDeviceOnlyConstraint: Bool
    /// Required constraints with no variables that do not hold (`owner.width == 400` on a
    /// 375-wide device): reported as conflicts with the root's size, never added.
    let constantConflicts: [Int]
    /// Subview guides at their first insets (a session refines them after each solve).
    let subviewGuides: [_SubviewGuide]
    /// Views sized by their text, at their one-line sizes (a session measures them again).
    let textViews: [_TextView]
    /// `height auto`: the root's height variable and its fitting preference.
    let autoHeight: Variable?
    let autoHeightPreference: Constraint?
    /// Views whose frame is larger than the alignment rect constraints act on (a
    /// `UISlider`): frames are reported grown by these insets.
    let alignmentInsets: [Int: EdgeInsets]
}

/// A subview's system guide, whose insets follow its view's frame: its four constraints
/// (left, top, width, height) and the insets they hold now.
struct _SubviewGuide {
    var item: Int
    var view: Int
    var guide: SystemGuide
    var constraints: [Constraint]
    var insets: EdgeInsets
}

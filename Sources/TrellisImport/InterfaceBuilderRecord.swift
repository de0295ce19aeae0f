import Foundation
import TrellisEngine

/// What Interface Builder recorded for an imported screen — the device it was designed on
/// and every view's frame — kept beside the `.layout` as `NAME.ib.json`, so
/// `trellis check --against-ib` can solve the screen where IB did and compare frames.
/// IB's frames come from Apple's own layout engine, so they are the reference.
public struct InterfaceBuilderRecord: Hashable, Sendable, SidecarRecord {
    public struct RecordedView: Hashable, Sendable, Codable {
        /// The item's name in the `.layout` (`owner` for the root).
        public var name: String
        public var className: String
        /// Relative to the root view, as IB drew it (its frames are relative to the superview; these are summed).
        public var frame: Rect
        /// IB's `misplaced="YES"`: the recorded frame is not where the constraints put the view.
        public var misplaced: Bool
        /// IB's `ambiguous="YES"`: the constraints do not determine the frame.
        public var ambiguous: Bool
        /// The source line of the view's element.
        public var line: Int
        /// A hidden arranged view of a stack, or a view inside one: UIKit collapses it to zero
        /// size, IB draws it at its own size beside the stack, and neither is on screen, so it
        /// is listed apart, not compared. nil when not (and in records written before this).
        public var hiddenInStack: Bool?

        public init(
            name: String, className: String, frame: Rect, misplaced: Bool, ambiguous: Bool, line: Int, hiddenInStack: Bool? = nil
        ) {
            self.name = name
            self.className = className
            self.frame = frame
            self.misplaced = misplaced
            self.ambiguous = ambiguous
            self.line = line
            self.hiddenInStack = hiddenInStack
        }
    }

    /// The component this record belongs to.
    public var component: String
    /// `path:line` of the root element in the source.
    public var source: String
    /// IB's device id (`retina6_1`) and orientation; nil when the document names none.
    public var device: String?
    public var landscape: Bool
    /// The root's size as designed.
    public var width: Double
    public var height: Double
    /// Safe-area insets (top, left, bottom, right) IB gave the root: the device's, plus
    /// simulated navigation and tab bars of a view controller; zero for cells and custom views.
    public var safeArea: [Double]
    /// Points per pixel of the device; IB snaps recorded frames to this grid.
    public var scale: Double
    public var views: [RecordedView]
    /// IB's placeholder constraints ("Remove at build time"), and the xib's constraints its
    /// owning class deactivates as it loads, as `.layout` lines: not in the app's layout, so
    /// not in the `.layout`, but in force where IB laid the screen out, so the comparison adds
    /// them. nil when there are none (and in records written before them).
    public var placeholders: [String]?
    /// The constraints the owning class's code adds as it loads (`awakeFromNib`,
    /// `viewDidLoad`), as `.layout` lines: in the app's layout, so in the `.layout`, but not on
    /// IB's canvas, where IB computed the frames it recorded, so the comparison takes them out
    /// (``IBCodeConstraints``). nil when there are none (and in records written before them).
    public var codeConstraints: [String]?
    /// The margins (top, leading, bottom, trailing) IB's canvas gives a root whose `.layout`
    /// keeps UIKit's run-time default: a collection cell xib's own cell, hosted as a view
    /// controller's root (``IBCollectionCellCanvas``), and a table's header or footer view,
    /// which is not (``IBTableHeaderCanvas``). nil for every other root (and in records
    /// written before them).
    public var canvasMargins: [Double]?
    /// The root's `insetsLayoutMarginsFromSafeArea` is off: on IB's canvas its margins leave
    /// out the safe area IB simulates (``IBRootMarginsIgnoringSafeArea``). nil when it is on
    /// (and in records written before this).
    public var rootMarginsIgnoreSafeArea: Bool?
    /// The item of the `.layout` that is the xib's root, when the owning class adds that view
    /// to itself (``SwiftNibRoot``): IB's canvas is the xib's view alone, so the comparison
    /// lays it out as the root (``IBNibRootCanvas``). nil otherwise (and in records written before this).
    public var nibRoot: String?

    /// `safeArea` as top, left, bottom, right, the missing ones 0 (the record is a file a
    /// user may have edited, and records of cells store none).
    var safeAreaInsets: [Double] { safeArea + Array(repeating: 0, count: max(0, 4 - safeArea.count)) }

    public init(
        component: String, source: String, device: String?, landscape: Bool, width: Double, height: Double,
        safeArea: [Double], scale: Double, views: [RecordedView], placeholders: [String]? = nil
    ) {
        self.component = component
        self.source = source
        self.device = device
        self.landscape = landscape
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.scale = scale
        self.views = views
        self.placeholders = placeholders
    }

    /// The file name beside `NAME.layout`.
    public static func fileName(for component: String) -> String { "\(component).ib.json" }
}

import Foundation
import TrellisEngine
import TrellisModel

/// `trellis check --against-ib`: solves an imported screen where Interface Builder laid it
/// out (its designed device, orientation and bars) and compares every view's frame with the
/// frame IB recorded — frames Apple's own engine computed.
///
/// IB records frames on the device's pixel grid, as UIKit sets them; the engine rounds ours
/// the same way (the record's scale is the environment's); a difference over `tolerance`
/// (0.5 pt) in x, y, width or height
/// is a mismatch. Views IB itself marks misplaced or ambiguous are listed apart: their recorded
/// frame is not what their constraints give, in IB either.
public enum IBComparison {
    public static let tolerance = 0.5

    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        public var name: String
        public var recorded: Rect
        /// Ours (on the pixel grid, as the engine reports frames); nil when the view is not in our solution.
        public var solved: Rect?
        public var line: Int
        public var source: String

        public var description: String {
            let ours = solved.map { Self.format($0) } ?? "missing"
            return
                "\(source.split(separator: ":").first.map(String.init) ?? source):\(line): \(name): Interface Builder \(Self.format(recorded)), Trellis \(ours)"
        }

        static func format(_ rect: Rect) -> String {
            "(\(LayoutNumber.format(rect.x)), \(LayoutNumber.format(rect.y)), \(LayoutNumber.format(rect.width)) × \(LayoutNumber.format(rect.height)))"
        }
    }

    /// A view whose recorded frame breaks `constraint` (its `.layout` text and line).
    public struct StaleView: Hashable, Sendable {
        public var difference: Difference
        public var constraint: String
        public var line: Int?
    }

    public struct Result: Sendable {
        public var component: String
        public var environment: String
        /// Views whose frame differs by more than the tolerance.
        public var mismatches: [Difference]
        /// Views IB marks misplaced or ambiguous, whatever our frame (listed, not counted as ours).
        public var misplaced: [Difference]
        /// Views whose recorded frame breaks a required constraint of the file: stale in IB
        /// (it flags them misplaced when it next opens the document); listed, not compared.
        public var stale: [StaleView] = []
        /// Hidden arranged views of stacks and the views inside them (not on screen; not compared).
        public var hiddenInStacks: [Difference] = []
        /// Views compared (the root included).
        public var compared: Int
        /// Errors of the solve itself (unsatisfiable, ambiguous).
        public var errors: [String]
    }

    /// The environment IB laid the screen out in.
    public static func environment(for record: InterfaceBuilderRecord) -> Environment {
        let insets = record.safeAreaInsets
        let orientation: Environment.Orientation = record.landscape ? .landscape : .portrait
        // The device's size classes select the constraints of `when` blocks, as IB's traits do.
        let device = record.device.flatMap { DeviceCatalog.device(interfaceBuilderID: $0) }
        return Environment(
            name: record.device.map { "\($0)\(record.landscape ? "-landscape" : "")" },
            width: record.width, height: record.height,
            safeArea: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
            orientation: orientation, sizeClasses: device?.sizeClasses(orientation)
        ).scale(record.scale)
    }

    public static func compare(_ record: InterfaceBuilderRecord, library: LayoutLibrary) throws(EngineError) -> Result {
        let environment = environment(for: record)
        // What the owning class's code adds is not on IB's canvas (IBCodeConstraints, IBStackCodeArrangedViews).
        let library = IBStackCodeArrangedViews.removing(record, from: IBCodeConstraints.removing(record, from: library))
        let canvas = IBRootMarginsIgnoringSafeArea.applying(
            record,
            to: onCanvas(
                record,
                in: IBNibRootCanvas.applying(
                    record, to: IBCollectionCellCanvas.applying(record, to: IBCanvasSizes.adding(record, to: withPlaceholders(of: record, in: library))))),
            in: environment)
        let solution = try LayoutEngine(library: canvas).solve(record.component, in: environment)
        var result = Result(
            component: record.component, environment: environment.name, mismatches: [], misplaced: [], compared: 0,
            errors: solution.errors.map(\.description)
        )
        var solved = [String: Rect]()
        for view in record.views { solved[view.name] = solution.item(view.name)?.frame }
        let stale = staleConstraints(record, in: library, solved: solved, environment: environment)
        let inMisplaced = IBMisplacedAncestors.nearest(in: library, record: record, stale: Set(stale.keys))
        let recorded = Dictionary(record.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for view in record.views {
            let path = view.name == "owner" ? "owner" : view.name
            let solved = solution.item(path)?.frame
            let difference = Difference(name: view.name, recorded: view.frame, solved: solved, line: view.line, source: record.source)
            if view.misplaced || view.ambiguous {
                result.misplaced.append(difference)
                continue
            }
            if view.hiddenInStack == true {
                result.hiddenInStacks.append(difference)
                continue
            }
            if let broken = stale[view.name] {
                let constraint = broken.constraint
                result.stale.append(StaleView(difference: difference, constraint: constraint.layoutText, line: constraint.location?.line))
                continue
            }
            result.compared += 1
            // Inside a view IB marks misplaced, or one stale in IB: compared relative to it (IBMisplacedAncestors).
            var compared = solved
            if let solvedFrame = solved, let ancestor = inMisplaced[view.name], let ancestorRecorded = recorded[ancestor],
                let ancestorSolved = solution.item(ancestor)?.frame
            {
                compared = IBMisplacedAncestors.relative(solvedFrame, ancestorRecorded: ancestorRecorded, ancestorSolved: ancestorSolved)
            }
            guard let compared, !differs(compared, view.frame) else {
                result.mismatches.append(difference)
                continue
            }
        }
        return result
    }

    /// Each view a required constraint breaks in IB's recorded frames and not in ours (`solved`), with the first such constraint.
    static func staleConstraints(
        _ record: InterfaceBuilderRecord, in library: LayoutLibrary, solved: [String: Rect], environment: Environment
    ) -> [String: IBStaleRecords.Broken] {
        guard case .screen(let screen)? = library[record.component] else { return [:] }
        var result = [String: IBStaleRecords.Broken]()
        for broken in IBStaleRecords.broken(in: screen, record: record, solved: solved, environment: environment) {
            for view in broken.views where result[view] == nil { result[view] = broken }
        }
        return result
    }

    /// The library with the record's placeholder constraints added to its screen, as IB has
    /// them on its canvas; lines that no longer parse are left out (the `.layout` was edited).
    /// IB lays out the base alone, so the screen compared has no states: a constraint the
    /// class deactivates as it loads and a state activates again is then written once.
    static func withPlaceholders(of record: InterfaceBuilderRecord, in library: LayoutLibrary) -> LayoutLibrary {
        guard let lines = record.placeholders, !lines.isEmpty, case .screen(var screen)? = library[record.component] else { return library }
        let source = "screen IBPlaceholders {\n" + lines.joined(separator: "\n") + "\n}\n"
        guard let parsed = LayoutParser.parse(source, file: record.source).document?.body else { return library }
        screen.body.states = []
        screen.body.constraints += parsed.constraints
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }

    /// The library with the record's screen laid out at the canvas size IB recorded: a
    /// self-sizing cell (`height auto`) is as tall as its rect on IB's canvas there, which is
    /// where IB computed the frames it recorded (a table sizes it by its content on a device).
    /// A root of a pinned size takes the safe area IB gave it on its canvas (the status bar
    /// over a small view of a xib), which its `.layout` leaves to where it is placed.
    /// A xib's top-level view (`root view`) with no margins of its own has a view
    /// controller's root margins on IB's canvas, which hosts it as a controller's view: the
    /// system minimum at the sides (16, or 20 on a root 414 wide or more), 0 top and
    /// bottom, where UIKit gives a plain view 8 all round. Real apps' header, footer and
    /// banner xibs record views on the root's leading margin at x 16 in a 375-wide root and
    /// 20 in 414- and 417-wide ones (Xcode 11 to 13), and on its top margin at the top
    /// inset plus the constant (0 in an iPhone 8's 42-high header, 44 on an iPhone 11).
    static func onCanvas(_ record: InterfaceBuilderRecord, in library: LayoutLibrary) -> LayoutLibrary {
        guard case .screen(var screen)? = library[record.component] else { return library }
        let insets = record.safeAreaInsets
        let pinned = screen.width != nil || screen.height != nil
        let simulatedSafeArea = pinned && screen.safeArea == nil && screen.root != .cell && insets.contains { $0 != 0 }
        let hosted = screen.root == .view && screen.margins == nil
        guard screen.heightIsAuto || simulatedSafeArea || hosted else { return library }
        screen.heightIsAuto = false
        if simulatedSafeArea { screen.safeArea = AbsoluteInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]) }
        if hosted { screen.root = .controller }
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }

    static func differs(_ lhs: Rect, _ rhs: Rect) -> Bool {
        abs(lhs.x - rhs.x) > tolerance || abs(lhs.y - rhs.y) > tolerance
            || abs(lhs.width - rhs.width) > tolerance || abs(lhs.height - rhs.height) > tolerance
    }

    /// The record beside `NAME.layout` (`NAME.ib.json`): nil when there is none, an error
    /// message naming the file when it cannot be read.
    public static func record(besideLayout path: String) -> Swift.Result<InterfaceBuilderRecord, RecordError>? {
        let recordPath = String(path.dropLast(".layout".count)) + ".ib.json"
        guard FileManager.default.fileExists(atPath: recordPath) else { return nil }
        guard let data = FileManager.default.contents(atPath: recordPath), let record = try? InterfaceBuilderRecord.decode(data) else {
            return .failure(RecordError(path: recordPath))
        }
        return .success(record)
    }

    public struct RecordError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var description: String {
            "\(path): error: not a readable Interface Builder record (import the .xib or .storyboard again to rewrite it)"
        }
    }
}

import TrellisModel

/// A component as import assembles it from a source, before it becomes a `LayoutDocument`:
/// the parts the model has, and the root's kind and insets that the format states on screens.
package struct ComponentDraft: Sendable {
    package var name: String
    package var kind: LayoutDocument.Kind
    package var rootKind: RootKind = .controller
    package var width: Double?
    package var height: Double?
    /// `height auto`: a self-sizing cell.
    package var heightIsAuto = false
    /// Explicit safe-area insets of a root that is not device-sized.
    package var safeArea: AbsoluteInsets?
    /// The root's own layout margins, where the source sets them.
    package var margins: DirectionalInsets?
    package var parameters: [Parameter] = []
    package var items: [Item] = []
    package var constraints: [LayoutConstraint] = []
    package var applications: [SpecApplication] = []
    /// Run-time layouts (Swift's conditional constraints): each a difference from the base.
    package var states: [LayoutState] = []
    package var comments: [String] = []
    // Specs.
    package var references: [ReferenceParameter] = []
    package var update: [LayoutConstraint] = []
    /// Views the source declares and never adds in code import reads (a local array handed to
    /// a stack, `navigationItem.titleView`): their superview is not known. The run leaves out
    /// those nothing constrains and marks the rest (`UnplacedViews`).
    package var unplaced: [String] = []
    /// Views the code lays out by their frame and autoresizing mask (`SwiftFramePlacedViews`).
    package var framePlacedViews: Set<String> = []
    /// Parameters standing for values import could not read (`param actionHeight = 0` for a
    /// constant of another file): what they size or place is the app's only in part.
    package var guessedParameters: Set<String> = []
    /// Views given a stand-in intrinsic size (UIKit's default for a label or button whose text
    /// or image the code sets): a conflict that holds only at that size may not be the app's.
    package var standInSizes: Set<String> = []
    /// Views whose image the code sets (`SwiftCodeSetImages`): an image view IB holds without an
    /// image is as large as that image at run time.
    package var codeSetImages: Set<String> = []
    /// The xib's constraints the owning class deactivates as it is set up (an outlet's `didSet`,
    /// `awakeFromNib`), by outlet: not in the app's base layout (`OutletConstraintNames`).
    package var outletsRemovedAtSetup: [String] = []
    /// Those constraints as `.layout` lines, once taken out: in force on IB's canvas, so the
    /// comparison with IB's recorded frames adds them back as it adds placeholders.
    package var constraintsRemovedAtSetup: [String] = []

    package init(name: String, kind: LayoutDocument.Kind) {
        self.name = name
        self.kind = kind
    }

    package func itemNamed(_ name: String) -> Item? { items.first { $0.name == name } }

    /// The model document. Later constraints whose key repeats an earlier one get an
    /// identifier (diff and merge know constraints by key), named after where they came from;
    /// so do a state's constraints that repeat a base constraint's key (an app that activates
    /// `height == 0` beside its `height == 148`: UIKit logs that set, and `check` reports it,
    /// rather than the component being refused whole).
    package func document() -> LayoutDocument {
        let constraints = Self.distinctKeys(constraints)
        let states = Self.distinctKeys(states, after: constraints)
        switch kind {
        case .screen:
            var screen = Screen(
                name: name, parameters: parameters, width: width, height: height,
                body: LayoutBody(items: items, constraints: constraints, applications: applications, states: states)
            )
            screen.root = rootKind
            screen.heightIsAuto = heightIsAuto
            screen.safeArea = safeArea
            screen.margins = margins
            screen.comments = comments
            return .screen(screen)
        case .container:
            var container = Container(
                name: name, parameters: parameters, body: LayoutBody(items: items, constraints: constraints, applications: applications, states: states))
            container.comments = comments
            return .container(container)
        case .spec:
            var spec = Spec(
                name: name, references: references, parameters: parameters,
                make: constraints, update: Self.distinctKeys(update), states: states
            )
            spec.comments = comments
            return .spec(spec)
        }
    }

    /// Each state's constraints, named where their key repeats the base's or an earlier one of the state.
    static func distinctKeys(_ states: [LayoutState], after base: [LayoutConstraint]) -> [LayoutState] {
        states.map { state in
            var state = state
            state.constraints = Array(distinctKeys(base + state.constraints).dropFirst(base.count))
            return state
        }
    }

    static func distinctKeys(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var seen = Set<ConstraintKey>()
        var usedIdentifiers = Set(constraints.compactMap(\.identifier))
        // The last number tried per base: thousands of repeats of one constraint counted from 2 each time.
        var counters: [String: Int] = [:]
        return constraints.map { constraint in
            var constraint = constraint
            let keys = constraint.expanded().map(\.key)
            if keys.contains(where: seen.contains) {
                let base = "\(constraint.first.item).\(constraint.first.attribute.rawValue)"
                var candidate = constraint.location.map { "\(base)@\($0.line)" } ?? base
                var counter = counters[base, default: 2]
                while usedIdentifiers.contains(candidate) {
                    candidate = "\(base)#\(counter)"
                    counter += 1
                }
                counters[base] = counter
                constraint.identifier = candidate
                usedIdentifiers.insert(candidate)
            }
            for key in constraint.expanded().map(\.key) { seen.insert(key) }
            return constraint
        }
    }
}

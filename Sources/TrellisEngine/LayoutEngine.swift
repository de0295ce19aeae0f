import TrellisModel
import TrellisSupport

/// The public entry: lays out the components of a library.
///
/// ```swift
/// let engine = LayoutEngine(library: workspace.library)
/// let solution = try engine.solve("ListCell", in: DeviceCatalog.device(named: "iPhone-SE")!.environment())
/// solution["avatar.vip"]  // (82, 10, 30 × 30)
/// ```
///
/// Screens are laid out in a root view of the environment's size (or the size the screen
/// pins: a 120-tall cell; `height auto`: its content's height). A container solved on its
/// own is laid out at its fitting size, or the device's where its content does not size it
/// (``PreparedComponent/sessionOnItsOwn(in:)``). Specs are recipes and are solved only
/// where they are applied (solving one on its own is an error).
public struct LayoutEngine: Sendable {
    /// The library and its components' validation, found once (and shared by the engine's
    /// copies): preparing a component validates every component it uses, and a library's
    /// cells share their containers.
    public let validated: ValidatedLibrary
    public var library: LayoutLibrary { validated.library }

    /// An engine over a library validated elsewhere (what it found is not found again).
    public init(validated: ValidatedLibrary) { self.validated = validated }

    /// An engine that validates `library`'s components as it lays them out.
    public init(library: LayoutLibrary) { self.init(validated: ValidatedLibrary(library)) }

    /// Validates and flattens a component once; the result lays it out in any environment.
    public func prepare(_ name: String, applyingUpdates: Bool = false) throws(EngineError) -> PreparedComponent {
        guard let document = library[name] else {
            throw .unknownComponent(name, suggestion: Suggestions.closest(to: name, in: library.names))
        }
        if case .spec = document { throw .specIsNotSolvable(name) }
        let diagnostics = validated.errors(includingDependenciesOf: name)
        guard diagnostics.isEmpty else { throw .invalidComponent(name, diagnostics) }
        let instantiation = try _Instantiator.instantiate(document, library: library, applyingUpdates: applyingUpdates)
        return PreparedComponent(instantiation: instantiation)
    }

    /// Lays `name` out on its own in `environment` (a container at its fitting size: see
    /// ``PreparedComponent/sessionOnItsOwn(in:)``): frames and diagnostics.
    /// `applyingUpdates` applies every applied spec's `update` block (SnapKit's
    /// `updateConstraints`).
    public func solve(
        _ name: String, in environment: Environment, applyingUpdates: Bool = false, checkingAmbiguity: Bool = true
    ) throws(EngineError) -> LayoutSolution {
        try prepare(name, applyingUpdates: applyingUpdates).sessionOnItsOwn(in: environment).solution(checkingAmbiguity: checkingAmbiguity)
    }

    /// The components `trellis check` solves: screens and containers, by name.
    public var solvableNames: [String] {
        library.names.filter { library[$0]?.kind != .spec }
    }
}

/// A validated, flattened component, independent of the environment.
public struct PreparedComponent: Sendable {
    let instantiation: _Instantiation

    public var name: String { instantiation.name }
    public var kind: LayoutDocument.Kind { instantiation.kind }
    /// Every item's path, in display order.
    public var paths: [String] { instantiation.displayOrder.map { instantiation.items[$0].path } }
    public var itemCount: Int { instantiation.items.count }
    public var viewCount: Int { instantiation.items.filter { $0.kind == .view || $0.kind == .stack }.count }
    public var constraintCount: Int { instantiation.constraints.count }

    /// Builds the solver constraints for `environment` and solves; with `fitting`, a
    /// container is laid out at its fitting size (an error for a screen), without it in a
    /// device-sized owner with `self` pinned to its edges.
    public func session(in environment: Environment, fitting: Fitting? = nil) throws(EngineError) -> LayoutSession {
        if fitting != nil, instantiation.containerSelf == nil {
            throw .unresolved(
                "\(name) is a screen: only a container is laid out at its fitting size (a screen takes its root's size; pin width and height in it)", at: nil)
        }
        return try LayoutSession(component: instantiation, environment: environment, fitting: fitting)
    }
}

import TrellisModel

/// One component laid out on its own in one environment, by
/// ``LayoutEngine/check(_:on:applyingUpdates:checkingAmbiguity:)``.
public struct DeviceLayout: Sendable {
    public var environment: Environment
    /// Frames and diagnostics, or why the component could not be laid out there.
    public var result: Result<LayoutSolution, EngineError>
    /// Whether the solution came from re-solving a system built for an earlier
    /// environment (false: built for this one).
    public var isReSolved: Bool
}

extension LayoutEngine {
    /// The one way to lay a component out on a set of devices — what `check`, `relayout`,
    /// `render --all` and the merge's semantic check run. Each environment's result is the
    /// same as ``PreparedComponent/sessionOnItsOwn(in:)`` would give (a container at its
    /// fitting size, a screen at the device's), but the component's solver system is built
    /// once and re-solved for each further device (see ``PreparedComponent/check(on:checkingAmbiguity:rebuildingPerDevice:)``).
    /// Throws only when the component cannot be prepared (unknown, a spec, invalid).
    public func check(
        _ name: String, on environments: [Environment], applyingUpdates: Bool = false, checkingAmbiguity: Bool = true
    ) throws(EngineError) -> [DeviceLayout] {
        try prepare(name, applyingUpdates: applyingUpdates).check(on: environments, checkingAmbiguity: checkingAmbiguity)
    }
}

extension PreparedComponent {
    /// The component laid out on its own in each environment, in order.
    ///
    /// A component's constraints do not change between devices: only the root's size,
    /// safe area, margins, keyboard and fitting size do, and those are constants of the
    /// built system (`_DeviceValue`). So the system is built once and re-solved per device
    /// (a constant change: microseconds to a few milliseconds against a build); another
    /// build is made only where the system differs — other size classes when the
    /// component has `when` blocks, right-to-left when it reads leading/trailing edges,
    /// another text size, each fitting a container's rule tries.
    ///
    /// The results equal a build per device (a seeded property test holds them to 1e-6):
    /// a conflicting layout (what Auto Layout breaks depends on the build) is built per
    /// device, and when a re-solved layout turns out ambiguous (an ambiguous system has
    /// more than one solution, and a re-solve may land on another) it is built again and
    /// the component is built per device from then on. `rebuildingPerDevice` builds every
    /// device afresh (the reference the test and the benchmark compare with).
    public func check(
        on environments: [Environment], checkingAmbiguity: Bool = true, rebuildingPerDevice: Bool = false
    ) -> [DeviceLayout] {
        let sessions = _DeviceSessions(self, reusing: !rebuildingPerDevice)
        return environments.map { environment in
            sessions.reSolved = false
            var result = sessions.solve(in: environment, checkingAmbiguity: checkingAmbiguity)
            let reSolved = sessions.reSolved
            if Self.isUnsettled(result) {
                sessions.stopReusing()
                if reSolved { result = sessions.solve(in: environment, checkingAmbiguity: checkingAmbiguity) }
            }
            return DeviceLayout(environment: environment, result: result, isReSolved: reSolved && !Self.isUnsettled(result))
        }
    }

    /// A layout whose frames another build could place elsewhere: ambiguous, broken, or
    /// not laid out at all.
    static func isUnsettled(_ result: Result<LayoutSolution, EngineError>) -> Bool {
        guard case .success(let solution) = result else { return true }
        return solution.diagnostics.contains { $0.kind == .ambiguous || $0.kind == .unsatisfiable }
    }
}

/// The systems built for one component, by what they depend on besides device values.
final class _DeviceSessions {
    let prepared: PreparedComponent
    private var reusing: Bool
    private var built: [LayoutSession.BuildKey: LayoutSession] = [:]
    /// Set when a solve re-solved a system instead of building one.
    var reSolved = false

    init(_ prepared: PreparedComponent, reusing: Bool) {
        self.prepared = prepared
        self.reusing = reusing
    }

    func stopReusing() {
        reusing = false
        built = [:]
    }

    func solve(in environment: Environment, checkingAmbiguity: Bool) -> Result<LayoutSolution, EngineError> {
        do throws(EngineError) {
            let isContainer = prepared.instantiation.containerSelf != nil
            let session = try PreparedComponent.onItsOwn(isContainer: isContainer) { (fitting: Fitting?) throws(EngineError) in
                try self.session(in: environment, fitting: fitting)
            }
            return .success(session.solution(checkingAmbiguity: checkingAmbiguity))
        } catch {
            return .failure(error)
        }
    }

    /// A system laid out in `environment` with `fitting`: one built earlier and re-solved,
    /// or a new one (kept for the next device when it can be re-solved).
    func session(in environment: Environment, fitting: Fitting?) throws(EngineError) -> LayoutSession {
        let key = LayoutSession.buildKey(prepared.instantiation, environment, fitting)
        if reusing, let session = built[key] {
            if session.relayOut(in: environment, fitting: fitting) {
                reSolved = true
                return session
            }
            built[key] = nil
        }
        let session = try prepared.session(in: environment, fitting: fitting)
        if reusing, session.canRelayOut { built[key] = session }
        return session
    }
}

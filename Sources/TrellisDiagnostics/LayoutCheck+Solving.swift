import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

/// The solving half of `collect`: each component is prepared and laid out on every device
/// (and in each of its states) on its own core, then the findings are folded into the report
/// in the components' order, so the report is the one a serial run gives. A check solved one
/// component after another on one core while `relayout --all` used them all.
extension LayoutCheck {
    /// What laying one component out found, in the order a serial check would report it.
    struct SolvedComponent: Sendable {
        enum Finding: Sendable {
            /// Layouts of the base (`state` nil) or of one state, on every device.
            case layouts([DeviceLayout], state: String?)
            /// A problem reported as it is (it cannot be laid out there).
            case problem(Problem)
        }

        var name: String
        var location: SourceLocation?
        /// Whether it was prepared and solved (counted in the report).
        var solved = false
        var findings: [Finding] = []
    }

    /// Solves `names` (in order), on every core when `inParallel`; a component in `known`
    /// that was laid out there is taken as it is (what it found does not depend on the
    /// validation reported beside it; one that could not be prepared does, and is done again).
    static func solve(
        _ names: [String], engine: LayoutEngine, workspace: LayoutWorkspace, reported: Set<Diagnostic>, options: CheckOptions,
        inParallel: Bool, known: [String: SolvedComponent] = [:]
    ) -> [SolvedComponent] {
        // Locations come from one table, not a pass over every file per component.
        var locations: [String: SourceLocation?] = [:]
        for file in workspace.files {
            if let document = file.document, locations[document.name] == nil { locations[document.name] = .some(document.location) }
        }
        let library = engine.library
        let solveOne = { (index: Int) -> SolvedComponent in
            if let found = known[names[index]], found.solved { return found }
            return solveComponent(
                names[index], engine: engine, library: library, location: locations[names[index]] ?? nil, reported: reported, options: options)
        }
        return inParallel ? parallelMap(names.count, solveOne) : names.indices.map(solveOne)
    }

    static func solveComponent(
        _ name: String, engine: LayoutEngine, library: LayoutLibrary, location: SourceLocation?, reported: Set<Diagnostic>,
        options: CheckOptions
    ) -> SolvedComponent {
        var result = SolvedComponent(name: name, location: location)
        let prepared: PreparedComponent
        do {
            prepared = try engine.prepare(name)
        } catch EngineError.invalidComponent(_, let errors) {
            // The project's own errors are reported above; a dependency's are not (validation
            // covers the project's files), and the component would pass without being solved.
            let unreported = errors.filter { !reported.contains($0) }
            if let problem = blockedByDependency(name, errors: unreported, in: library) { result.findings.append(.problem(problem)) }
            return result
        } catch {
            result.findings.append(
                .problem(Problem(severity: .error, kind: "engine", message: "\(name) cannot be laid out: \(error)", location: location)))
            return result
        }
        result.solved = true
        result.findings.append(.layouts(prepared.check(on: options.environments), state: nil))
        // Each state on its own, on every device (`LayoutCheck+States.swift`).
        result.findings += stateFindings(of: name, engine: engine, options: options, at: location)
        return result
    }
}

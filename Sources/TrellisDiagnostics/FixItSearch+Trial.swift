import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// A candidate line tried in the solved system instead of a fresh layout: the component the
/// problem is in is built and solved once per problem on the first device (a
/// `SolvingSession`); each candidate's constraints go in, the solver re-solves
/// incrementally, probes ask whether the item is still free, and the constraints come out.
/// A layout of its own per candidate cost a build, a solve and, for the candidates that
/// leave the item free (most), two more builds to probe it.
///
/// Sound as the first layout is (`FixItSearch+FirstLayout.swift`): a candidate is turned
/// down when the item keeps exactly the parts the problem says are free — the same
/// ambiguity at the same place, which a re-check would report again — or when the edit does
/// not validate at its own lines. Where the trial cannot stand for a build (another kind of
/// edit, a conflict, a system measured again from frames) it says nothing and the first
/// layout decides.
extension FixItSearch {
    enum TrialVerdict { case fails, passes, unknown }

    /// The component's solved system on the first device, made at the first candidate of a
    /// problem (nil inside: it could not be made).
    final class TrialBase {
        var session: SolvingSession??
    }

    func trialVerdict(
        _ problem: Problem, component name: String, original: LayoutWorkspace, edited: LayoutWorkspace, file: String,
        inserted: Range<Int>, reusing earlier: ValidatedLibrary?, base: TrialBase
    ) -> TrialVerdict {
        // A use left free holds its container's views with it (its notes): they are free
        // through it alone, so they stay free exactly when it does.
        guard turnsDownOnFirstLayout, triesInSession, problem.kind == "ambiguous", problem.state == nil,
            problem.components.first == name, let path = problem.items.first, let environment = options.environments.first
        else { return .unknown }
        if base.session == nil {
            base.session = .some(try? SolvingSession(Self.engine(for: original.library, reusing: earlier).prepare(name), in: environment))
        }
        guard let session = base.session ?? nil else { return .unknown }
        let prepared: PreparedComponent
        do {
            prepared = try Self.engine(for: edited.library, reusing: earlier).prepare(name)
        } catch EngineError.invalidComponent(_, let errors) {
            // An error at an inserted line is a validation problem no check before the edit had.
            let atInserted = errors.contains { $0.location?.file == file && inserted.contains($0.location?.line ?? 0) }
            return atInserted ? .fails : .unknown
        } catch {
            return .unknown
        }
        guard let additions = session.additions(in: prepared), additions.count > 0,
            let parts = session.trying(additions, { $0.freeParts(of: path) }) ?? nil
        else { return .unknown }
        return parts == problem.freeParts ? .fails : .passes
    }

    /// An engine over `library` that reads `earlier`'s validation of what is unedited.
    static func engine(for library: LayoutLibrary, reusing earlier: ValidatedLibrary?) -> LayoutEngine {
        LayoutEngine(validated: earlier.map { ValidatedLibrary(library, reusing: $0) } ?? ValidatedLibrary(library))
    }
}

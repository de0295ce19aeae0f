import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// A candidate turned down from one layout instead of a whole re-check: the component the
/// problem shows in, laid out with the edit on the first device only. Most candidates fail,
/// and most fail there (the item is still free, or the new line conflicts), so their re-check
/// of every file in scope, every component that uses the edited one and every device (and,
/// for a conflicting candidate, the conflict's minimal explanation) is never paid for.
///
/// Sound against the whole re-check: an ambiguity of the item at the problem's line is an
/// occurrence grouped into the problem (same place, kind and subject), so the re-check's
/// problems would contain it (or a new wording of it, which no problem before has); a layout
/// diagnostic or a validation error at a line the edit inserted is a problem no check before
/// the edit could have.
/// The first device's layout is the one a check on every device builds first, so it is the same.
extension FixItSearch {
    /// Whether the candidate written into `edited` leaves `problem` (an ambiguity) in place or
    /// adds a problem at the inserted lines `inserted` (lines of the edited file), judged on
    /// the first device; false when that one layout cannot say (the check on every device decides).
    func failsOnFirstLayout(
        _ problem: Problem, in edited: LayoutWorkspace, file: String, inserted: Range<Int>, shift: (from: Int, by: Int),
        reusing earlier: ValidatedLibrary?
    ) -> Bool {
        guard turnsDownOnFirstLayout, problem.kind == "ambiguous", problem.state == nil, let location = problem.location,
            let environment = options.environments.first, let subject = problem.subject
        else { return false }
        let engine = Self.engine(for: edited.library, reusing: earlier)
        // The components it shows in, its own first: a container's item may be free only in
        // the screens that use it (a use without a position), so a few are tried.
        for name in problem.components.prefix(Self.firstLayoutComponents) {
            let prepared: PreparedComponent
            do {
                prepared = try engine.prepare(name)
            } catch EngineError.invalidComponent(_, let errors) {
                // An error at an inserted line is a validation problem no check before the edit had.
                if errors.contains(where: { $0.location?.file == file && inserted.contains($0.location?.line ?? 0) }) { return true }
                continue
            } catch {
                continue
            }
            guard case .success(let solution)? = prepared.check(on: [environment]).first?.result else { continue }
            for diagnostic in solution.diagnostics {
                guard var place = diagnostic.location else { continue }
                if place.file == file {
                    if inserted.contains(place.line) { return true }
                    if place.line >= shift.from { place.line -= shift.by }
                }
                if place == location, diagnostic.kind.rawValue == problem.kind, diagnostic.severity == problem.severity,
                    OccurrenceGrouper.subject(of: diagnostic, device: environment.name) == subject
                {
                    return true
                }
            }
        }
        return false
    }

    /// How many of the components a problem shows in are laid out to turn a candidate down.
    static let firstLayoutComponents = 3
}

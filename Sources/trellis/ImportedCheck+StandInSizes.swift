import TrellisDiagnostics
import TrellisImport

extension ImportedCheck {
    /// Why a conflict is import's when it holds only at a stand-in intrinsic size: one of its
    /// required members is the intrinsic width or height (required hugging or compression
    /// resistance) of a view import sized with UIKit's default for its class, because the text
    /// or image the app's code sets is not known (a button's image, a label's text), and every
    /// other member is about that view too (`moreButton.width == 44` against a stand-in 46): with
    /// the real size the set may well hold, and UIKit logs nothing then. A set that also pins
    /// other views (a button pushed past its superview's edge) conflicts at any size, and so does
    /// one where a stack collapses a hidden view (UIKit's `UISV-hiding`): errors still. nil for
    /// any other problem.
    static func standInSizeReason(_ problem: Problem, record: ImportRecord) -> String? {
        guard problem.kind == "unsatisfiable", let file = problem.location?.file else { return nil }
        let members = problem.conflicting + (problem.broken.map { [$0] } ?? [])
        guard !members.contains(where: { $0.origin.hasPrefix("stack ") && $0.text.contains("hidden view collapsed") }) else { return nil }
        for member in members where member.origin.hasPrefix("intrinsic ") && member.priority >= 1000 {
            guard let location = member.location, location.file == file, let reason = record.line(location.line)?.standInSize,
                let view = member.text.split(separator: ".").first.map(String.init),
                members.allSatisfy({ mentions($0.text, view) })
            else { continue }
            return reason
        }
        return nil
    }

    /// Whether a constraint's text names `view` (`view.width`, `… == view.leading`, `(view)`).
    static func mentions(_ text: String, _ view: String) -> Bool {
        text.hasPrefix(view + ".") || text.contains(" \(view).") || text.contains("(\(view))")
    }
}

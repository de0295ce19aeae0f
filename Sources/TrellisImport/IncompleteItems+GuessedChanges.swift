import Foundation
import TrellisModel

extension IncompleteItems {
    /// Why a state's change of a constraint's constant is the app's only in part: it sets a value
    /// import could not read (a height the code measures, `textHeightConstraint.constant =
    /// text.sizeThatFits(maxSize).height`, imported as a parameter of 0), so a conflict it makes
    /// at 0 is import's (Rocket.Chat's message cells collapse their text to 0 pt).
    func guessedValueReason(_ change: ConstraintChange) -> String? {
        guard let guessed = change.constant?.parameters.first(where: guessedParameters.contains) else { return nil }
        let place = change.location.map { " (\(Self.place($0.file, $0.line)))" } ?? ""
        return "change \"\(change.name)\"\(place) sets '\(guessed)', a value import could not read (imported as 0)"
    }
}

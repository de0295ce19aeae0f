import SwiftSyntax

extension ImportStateCondition {
    /// Where a compact vertical size class holds: an iPhone in landscape, whose root is at most
    /// 440 points high (a portrait iPhone is 568 or more, an iPad is regular both ways).
    static let compactHeightLimit = 500.0

    /// `traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact))` or
    /// `traitCollection.verticalSizeClass == .compact` (`.regular`, `!=`): a condition on the
    /// vertical size class, written as the root's height it means (`height < 500` for compact);
    /// nil for anything else.
    init?(verticalSizeClassIn conditions: ConditionElementListSyntax) {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition else { return nil }
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        let compact: Bool
        switch text.replacingOccurrences(of: "self.", with: "") {
        case "traitCollection.containsTraits(in:UITraitCollection(verticalSizeClass:.compact))", "traitCollection.verticalSizeClass==.compact",
            "traitCollection.verticalSizeClass!=.regular":
            compact = true
        case "traitCollection.containsTraits(in:UITraitCollection(verticalSizeClass:.regular))", "traitCollection.verticalSizeClass==.regular",
            "traitCollection.verticalSizeClass!=.compact":
            compact = false
        default:
            return nil
        }
        self.init(.height, compact ? .under : .atLeast, Self.compactHeightLimit)
    }
}

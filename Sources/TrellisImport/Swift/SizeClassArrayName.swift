import TrellisModel

/// The size-class arrays of trait-dependent code: `widthCompactConstraints`,
/// `heightRegularConstraints`, `widthRegularHeightCompactConstraints` — what `trellis
/// export` writes for `when` blocks, and the names iOS code gives the arrays it swaps
/// in `traitCollectionDidChange`.
enum SizeClassArrayName {
    /// The condition an array's name states, or nil when the name states none.
    static func condition(of name: String) -> SizeClassCondition? {
        var rest = Substring(name)
        while rest.hasSuffix("_") { rest = rest.dropLast() }
        guard rest.hasSuffix("Constraints") else { return nil }
        rest = rest.dropLast("Constraints".count)
        var condition = SizeClassCondition()
        if let width = take(axis: "width", from: &rest) { condition.width = width }
        if let height = take(axis: rest.isEmpty ? "" : (condition.width == nil ? "height" : "Height"), from: &rest) {
            condition.height = height
        }
        guard rest.isEmpty, !condition.isAlways else { return nil }
        return condition
    }

    /// Removes `axis` + `Compact`/`Regular` from the front of `text`.
    private static func take(axis: String, from text: inout Substring) -> SizeClass? {
        guard !axis.isEmpty, text.hasPrefix(axis) else { return nil }
        let after = text.dropFirst(axis.count)
        for sizeClass in SizeClass.allCases {
            let word = sizeClass.rawValue.prefix(1).uppercased() + sizeClass.rawValue.dropFirst()
            if after.hasPrefix(word) {
                text = after.dropFirst(word.count)
                return sizeClass
            }
        }
        return nil
    }
}

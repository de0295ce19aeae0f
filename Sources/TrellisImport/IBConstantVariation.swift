import TrellisModel

/// A constraint whose constant changes with the size class:
/// `<constraint … constant="8"><variation key="heightClass=compact" constant="20"/></constraint>`
/// (Interface Builder's "+" beside Constant). UIKit applies the variation's constant in
/// those traits and the constraint's own elsewhere, so the import makes two versions: the
/// variation's in a `when` block of its traits, the default in the block(s) of every other
/// trait (`heightClass=compact` → `when height regular`; `heightClass=regular-widthClass=regular`
/// → `when width compact` and `when width regular, height compact`).
enum IBConstantVariation {
    /// Each version of `element` (the constraint with its constant for those traits) and the
    /// traits it holds in; nil when it has no constant variation, a failure when its
    /// variations are more than one set of traits or not size classes.
    static func versions(of element: IBElement) -> Result<[(element: IBElement, condition: SizeClassCondition)], Failure>? {
        let variations = element.children("variation").filter { $0["constant"] != nil }
        guard !variations.isEmpty else { return nil }
        guard variations.count == 1, let variation = variations.first, let key = variation["key"] else {
            return .failure("its constant varies in several size classes, which import does not split into 'when' blocks")
        }
        guard let condition = IBVariations.condition(interfaceBuilderKey: key), let constant = variation["constant"] else {
            return .failure("its constant varies in '\(key)', a trait variation import does not know")
        }
        var varied = element
        varied.attributes["constant"] = constant
        varied.children.removeAll { $0.name == "variation" }
        var base = element
        base.children.removeAll { $0.name == "variation" }
        return .success([(varied, condition)] + complement(of: condition).map { (base, $0) })
    }

    /// The traits `condition` does not hold in, as blocks that do not overlap.
    static func complement(of condition: SizeClassCondition) -> [SizeClassCondition] {
        func other(_ sizeClass: SizeClass) -> SizeClass { sizeClass == .compact ? .regular : .compact }
        switch (condition.width, condition.height) {
        case (let width?, nil): return [SizeClassCondition(width: other(width))]
        case (nil, let height?): return [SizeClassCondition(height: other(height))]
        case (let width?, let height?):
            return [SizeClassCondition(width: other(width)), SizeClassCondition(width: width, height: other(height))]
        case (nil, nil): return []
        }
    }
}

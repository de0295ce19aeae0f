import TrellisModel

/// Interface Builder's size-class variations: `<variation key="default">` excludes
/// constraints and subviews from the default traits, `<variation key="widthClass=compact">`
/// includes them again in those traits.
struct IBVariations {
    private(set) var excludedByDefault: Set<String> = []
    private(set) var included: [String: [SizeClassCondition]] = [:]
    /// Installed by default but excluded in these size classes.
    private(set) var excluded: [String: [SizeClassCondition]] = [:]
    /// Variation keys import does not understand, with their lines.
    private(set) var unknownKeys: [(key: String, line: Int)] = []

    mutating func collect(from element: IBElement) {
        for variation in element.children("variation") {
            guard let key = variation["key"] else { continue }
            let references = variation.children("mask").flatMap { mask in
                mask.children.compactMap { entry in entry["reference"].map { (entry.name, $0) } }
            }
            if key == "default" {
                for (kind, reference) in references where kind == "exclude" { excludedByDefault.insert(reference) }
            } else if let condition = Self.condition(interfaceBuilderKey: key) {
                for (kind, reference) in references {
                    if kind == "include" { included[reference, default: []].append(condition) }
                    if kind == "exclude" { excluded[reference, default: []].append(condition) }
                }
            } else {
                unknownKeys.append((key, variation.line))
            }
        }
    }

    func isExcludedByDefault(_ id: String) -> Bool { excludedByDefault.contains(id) }

    /// The size classes a constraint excluded by default is installed in (empty: never installed).
    func conditions(for id: String) -> [SizeClassCondition] { included[id] ?? [] }

    /// A constraint installed by default but excluded in some size classes exists in the
    /// others: nil when it is not excluded anywhere, else the `when` blocks of the classes left,
    /// disjoint (empty when it is excluded everywhere). Excluded in `widthClass=regular` →
    /// `when width compact`; excluded in `heightClass=regular-widthClass=regular` (iPad only, a
    /// common form) → `when width compact` and `when width regular height compact`.
    func restriction(for id: String) -> [SizeClassCondition]? {
        guard let conditions = excluded[id], !conditions.isEmpty else { return nil }
        var left = [(SizeClass, SizeClass)]()
        for width in SizeClass.allCases {
            for height in SizeClass.allCases where !conditions.contains(where: { $0.matches(width: width, height: height) }) {
                left.append((width, height))
            }
        }
        return Self.cover(left)
    }

    /// The fewest disjoint conditions matching exactly these (width, height) pairs.
    static func cover(_ pairs: [(SizeClass, SizeClass)]) -> [SizeClassCondition] {
        if pairs.count == 4 { return [.always] }
        var left = pairs
        var result = [SizeClassCondition]()
        for width in SizeClass.allCases where left.filter({ $0.0 == width }).count == 2 {
            result.append(SizeClassCondition(width: width))
            left.removeAll { $0.0 == width }
        }
        for height in SizeClass.allCases where left.filter({ $0.1 == height }).count == 2 {
            result.append(SizeClassCondition(height: height))
            left.removeAll { $0.1 == height }
        }
        return result + left.map { SizeClassCondition(width: $0.0, height: $0.1) }
    }

    /// `widthClass=compact`, `heightClass=regular-widthClass=compact`; nil for anything else.
    static func condition(interfaceBuilderKey key: String) -> SizeClassCondition? {
        var condition = SizeClassCondition()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": condition.width = value
            case "heightClass": condition.height = value
            default: return nil
            }
        }
        return condition.isAlways ? nil : condition
    }
}

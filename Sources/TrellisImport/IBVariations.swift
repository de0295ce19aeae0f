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

    /// A constraint installed by default but excluded in one size class of one dimension
    /// exists in the other class only (`widthClass=regular` excluded → `when width compact`);
    /// nil when it is not excluded anywhere, `.failure` when the exclusions name no single block.
    func restriction(for id: String) -> Result<SizeClassCondition, Failure>? {
        guard let conditions = excluded[id], !conditions.isEmpty else { return nil }
        guard conditions.count == 1, let only = conditions.first else {
            return .failure("excluded in several size classes (\(conditions.map(\.description).joined(separator: "; "))), which no single 'when' block states")
        }
        func other(_ sizeClass: SizeClass) -> SizeClass { sizeClass == .compact ? .regular : .compact }
        switch (only.width, only.height) {
        case (let width?, nil): return .success(SizeClassCondition(width: other(width)))
        case (nil, let height?): return .success(SizeClassCondition(height: other(height)))
        default: return .failure("excluded in '\(only)' only, which no single 'when' block states")
        }
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

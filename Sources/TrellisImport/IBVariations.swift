/// Interface Builder's size-class variations: `<variation key="default">` excludes
/// constraints and subviews from the default traits, `<variation key="widthClass=compact">`
/// includes them again in those traits.
struct IBVariations {
    private(set) var excludedByDefault: Set<String> = []
    private(set) var included: [String: [TraitCondition]] = [:]
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
            } else if let condition = TraitCondition(interfaceBuilderKey: key) {
                for (kind, reference) in references where kind == "include" {
                    included[reference, default: []].append(condition)
                }
            } else {
                unknownKeys.append((key, variation.line))
            }
        }
    }

    func isExcludedByDefault(_ id: String) -> Bool { excludedByDefault.contains(id) }

    /// The size classes a constraint excluded by default is installed in (empty: never installed).
    func conditions(for id: String) -> [TraitCondition] { included[id] ?? [] }
}

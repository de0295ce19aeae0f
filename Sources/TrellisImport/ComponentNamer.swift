/// Component names over a whole import run: after the type or the scene, unique across
/// files (a second `ViewController` becomes `ViewController2`).
public struct ComponentNamer: Sendable {
    private var used: Set<String> = []
    /// The last number given to each base name: counting from 2 again for each of thousands
    /// of types of one name was quadratic.
    private var counters: [String: Int] = [:]

    public init(taken: [String] = []) { used = Set(taken) }

    public mutating func name(preferred: String?, fallback: String) -> String {
        let base = ItemNamer.componentName(preferred ?? fallback)
        if used.insert(base).inserted { return base }
        var counter = counters[base, default: 1] + 1
        while !used.insert("\(base)\(counter)").inserted { counter += 1 }
        counters[base] = counter
        return "\(base)\(counter)"
    }
}

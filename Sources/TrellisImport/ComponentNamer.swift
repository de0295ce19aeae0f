/// Component names over a whole import run: after the type or the scene, unique across
/// files (a second `ViewController` becomes `ViewController2`).
public struct ComponentNamer: Sendable {
    private var used: Set<String> = []

    public init(taken: [String] = []) { used = Set(taken) }

    public mutating func name(preferred: String?, fallback: String) -> String {
        let base = ItemNamer.componentName(preferred ?? fallback)
        if used.insert(base).inserted { return base }
        var counter = 2
        while !used.insert("\(base)\(counter)").inserted { counter += 1 }
        return "\(base)\(counter)"
    }
}

import TrellisModel
import TrellisProjectFiles

/// Seeded random screens and containers with states (issue 33), as `.layout` texts that
/// `trellis check` accepts structurally: named base constraints (composites too, and
/// names that are no Swift identifier), and states that change constants (literals, the
/// component's and the state's parameters) and priorities, remove whole constraints and
/// composite members, add constraints, and hide or show views. State names include Swift
/// keywords. Facts export writes as comments only (text, intrinsic sizes) are left out,
/// so what import reads back is the whole component.
struct StatefulComponents {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }

    private mutating func draw() -> UInt64 { next() >> 33 }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(draw() % UInt64(range.count)) }
    private mutating func chance(_ p: Double) -> Bool { Double(draw() % 1000) < p * 1000 }
    private mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    static let stateNames = ["expanded", "collapsed", "editing", "keyboard", "compact", "default", "in", "loading"]

    /// `count` components, each validated (a candidate that does not is drawn again).
    mutating func generate(count: Int) -> [(name: String, text: String)] {
        var result: [(name: String, text: String)] = []
        var attempt = 0
        while result.count < count, attempt < count * 10 {
            attempt += 1
            let name = String(format: "Stateful%03d", result.count)
            let text = component(name: name, isContainer: result.count % 3 == 2)
            let workspace = LayoutWorkspace(files: [LayoutSourceFile(path: "\(name).layout", text: text)])
            guard let document = workspace.library[name], !document.stateNames.isEmpty,
                !LayoutValidator.validate(document, in: workspace.library).contains(where: { $0.severity == .error })
            else { continue }
            result.append((name, text))
        }
        return result
    }

    private mutating func component(name: String, isContainer: Bool) -> String {
        let root = isContainer ? "self" : "owner"
        let top = isContainer ? "self.top" : "owner.safeArea.top"
        let gap = int(4...24)
        var lines = [isContainer ? "container \(name) {" : "screen \(name) {", "    param gap = \(gap)", ""]
        lines += ["    view a: UIView", "    view b: UILabel", "    view c: UIButton in a"]
        let hasD = chance(0.5)
        if hasD { lines.append("    view d: UIImageView\(chance(0.5) ? " {\n        hidden\n    }" : "")") }
        lines.append("")
        // Base constraints: (name, text); a nil name is unnamed.
        var named: [(name: String, isComposite: Bool, members: [String], isRequired: Bool)] = []
        func add(_ text: String, _ constraintName: String?, composite: [String] = [], required: Bool = true) {
            lines.append("    " + text + (constraintName.map { " as \"\($0)\"" } ?? ""))
            if let constraintName { named.append((constraintName, !composite.isEmpty, composite, required)) }
        }
        add("a.top == \(top) + gap", chance(0.7) ? "aTop" : nil)
        add("a.horizontalEdges == \(root).horizontalEdges", chance(0.7) ? pick(["aSides", "a sides"]) : nil, composite: ["leading", "trailing"])
        add("a.height == \(int(40...200))", "aHeight")
        add("b.top == a.bottom + \(int(0...16))", chance(0.6) ? "bTop" : nil)
        add("b.leading == \(root).leading + \(int(8...20))", chance(0.5) ? "b.leading" : nil)
        add("b.width == \(int(80...240)) @high", "bWidth", required: false)
        add("b.height == 30", nil)
        add("c.center == a.center", chance(0.5) ? "cCenter" : nil, composite: ["centerX", "centerY"])
        add("c.size == 44", nil)
        if hasD {
            add("d.top == b.bottom + 8", chance(0.7) ? "dTop" : nil)
            add("d.leading == b.leading", nil)
            add("d.size == \(int(20...60))", chance(0.5) ? "dSize" : nil, composite: ["width", "height"])
        }
        var used = Set<String>()
        for _ in 0..<int(1...3) {
            var stateName = pick(Self.stateNames)
            while used.contains(stateName) { stateName += "2" }
            used.insert(stateName)
            lines.append("")
            lines += state(stateName, named: named, root: root, hasD: hasD)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func state(
        _ name: String, named: [(name: String, isComposite: Bool, members: [String], isRequired: Bool)], root: String, hasD: Bool
    ) -> [String] {
        let parameter: String? = chance(0.4) ? pick(["offset", "inset", "k2"]) : nil
        let defaultValue = chance(0.7) ? " = \(int(0...300))" : ""
        var lines = ["    state \(name)\(parameter.map { "(\($0)\(defaultValue))" } ?? "") {"]
        var touched = Set<String>()
        for _ in 0..<int(1...4) {
            guard !named.isEmpty else { break }
            let target = pick(named)
            // A whole composite, or one member of it.
            let targetName = target.isComposite && chance(0.5) ? "\(target.name).\(pick(target.members))" : target.name
            guard !touched.contains(target.name), !touched.contains(targetName) else { continue }
            touched.insert(targetName)
            if target.isComposite { touched.insert(target.name) }
            switch int(0...3) {
            case 0:
                lines.append("        remove \"\(targetName)\"")
            case 1:
                let constant = parameter.map { chance(0.6) ? "-\($0)" : "gap + \($0)" } ?? "\(int(-40...300))"
                lines.append("        change \"\(targetName)\" = \(constant)")
            case 2:
                lines.append("        change \"\(targetName)\" @ \(pick(["low", "high", "999", "500"]))")
            default:
                let constant = chance(0.5) ? "gap" : "\(int(0...99))"
                lines.append("        change \"\(targetName)\" = \(constant) @ \(pick(["high", "251"]))")
            }
        }
        if chance(0.5) {
            let constant = parameter.map { " + \($0)" } ?? (chance(0.5) ? " + gap" : "")
            lines.append("        b.centerX == \(root).centerX\(constant) @\(pick(["low", "high", "900"]))")
        }
        if chance(0.3) { lines.append("        a.width <= \(int(100...400))") }
        if chance(0.4) { lines.append("        \(pick(hasD ? ["hide b", "show d", "hide c", "hide d"] : ["hide b", "hide c", "show c"]))") }
        lines.append("    }")
        return lines
    }
}

extension StatefulComponents: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

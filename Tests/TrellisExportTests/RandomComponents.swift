import TrellisModel
import TrellisTestSupport

/// Seeded random components for the export round trip: containers, specs and screens that
/// use them, with views of several classes, parents, stacks, guides, system guides,
/// composites, margins attributes, multipliers, priorities, parameters, hugging and
/// compression; text (`text`, `font`, `lines`), `scrolls off`, `preservesSuperviewMargins`,
/// `alignmentInsets`, screens' `root`, `margins`, `safeArea` and `height auto`, and
/// constraints in `when` blocks. Each candidate constraint is kept only if the component still validates,
/// so every component is one `trellis check` accepts.
struct RandomComponents {
    var random: SeededRandom
    var library = LayoutLibrary()
    var texts: [(name: String, text: String)] = []

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let classes = ["UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UITextView"]
    static let textClasses: Set<String> = ["UILabel", "UIButton", "UITextView"]

    mutating func generate(count: Int) -> [(name: String, text: String)] {
        for index in 0..<count {
            let kind = index % 5 == 1 ? "spec" : (index % 5 == 3 ? "container" : "screen")
            let name = String(format: "Random%03d%@", index, kind.capitalized)
            let text = component(kind: kind, name: name)
            guard let document = LayoutParser.parse(text, file: "\(name).layout").document else { continue }
            library.insert(document)
            texts.append((name, text))
        }
        return texts
    }

    private mutating func component(kind: String, name: String) -> String {
        var header: [String] = []
        var items: [String] = []
        var views: [String] = []
        var guides: [String] = []
        var parameters: [String] = []
        if kind == "spec" {
            header.append("    ref anchor")
            header.append("    param gap = \(random.int(2...20))")
            header.append("    param lift?")
            let make = ["self.top == anchor.bottom + gap", "self.leading == anchor.leading", "self.width == anchor.width * 0.5 @high", "self.height == 44"]
            let chosen = make.filter { _ in random.chance(0.8) }
            var lines = ["spec \(name) {"] + header + ["", "    make {"] + (chosen.isEmpty ? [make[0]] : chosen).map { "        " + $0 } + ["    }"]
            if random.chance(0.6), let first = (chosen.isEmpty ? [make[0]] : chosen).first, first.hasPrefix("self.top") {
                lines += ["", "    update {", "        self.top == anchor.bottom + gap + lift", "    }"]
            }
            return (lines + ["}"]).joined(separator: "\n") + "\n"
        }
        if random.chance(0.7) { parameters.append("inset"); header.append("    param inset = \(random.int(0...16))") }
        if kind == "screen" {
            if random.chance(0.3) { header.append("    root \(random.pick(["cell", "view"]))") }
            if random.chance(0.2) { header.append("    margins " + random.pick(["\(random.int(0...20))", "4 12 6 \(random.int(8...24))"])) }
            if random.chance(0.15) { header.append("    safeArea \(random.pick(["44 0 34 0", "20 0 0 0", "0 44 21 44"]))") }
            if random.chance(0.15) { header.append("    height auto") }
        }
        for index in 0..<random.int(1...4) {
            let view = "v\(index)"
            let className = random.pick(Self.classes)
            var line = "    view \(view): \(className)"
            if let parent = views.last, random.chance(0.25) { line += " in \(parent)" }
            var properties: [String] = []
            if random.chance(0.4) { properties.append("intrinsic \(random.int(20...120)) x \(random.int(20...60))") }
            if random.chance(0.3) { properties.append("hugging h \(random.pick(["high", "251", "low + 1"]))") }
            if random.chance(0.3) { properties.append("compression v \(random.pick(["low", "999", "required"]))") }
            if random.chance(0.15) { properties.append("hidden") }
            if random.chance(0.2) { properties.append("margins \(random.int(0...20))") }
            if random.chance(0.1) { properties.append("marginsIgnoreSafeArea") }
            if random.chance(0.1) { properties.append("preservesSuperviewMargins") }
            if random.chance(0.1) { properties.append("alignmentInsets \(random.int(0...4)) \(random.int(0...4)) \(random.int(0...4)) \(random.int(0...4))") }
            if className == "UITextView", random.chance(0.6) { properties.append("scrolls off") }
            if Self.textClasses.contains(className), random.chance(0.5) {
                properties.append(random.pick(["text 12", "text 60", "text \"On my way\""]))
                if random.chance(0.6) { properties.append("font \(random.pick(["body", "headline", "caption1", "title2", "15"]))") }
                if random.chance(0.5) { properties.append("lines \(random.int(0...3))") }
            }
            if !properties.isEmpty { line += " {\n" + properties.map { "        " + $0 }.joined(separator: "\n") + "\n    }" }
            items.append(line)
            views.append(view)
        }
        if random.chance(0.3) { guides.append("g0"); items.append("    guide g0") }
        var stackArranged: [String] = []
        if random.chance(0.3) {
            let free = views.filter { v in !items.contains { $0.hasPrefix("    view \(v):") && $0.contains(" in ") } }
            if free.count >= 2 {
                stackArranged = Array(free.prefix(2))
                let alignment = random.pick(["top", "center", "bottom", "fill", "firstBaseline"])
                items.append(
                    "    stack s0: horizontal {\n        arranged \(stackArranged.joined(separator: ", "))\n        distribution \(random.pick(["fill", "fillEqually", "equalSpacing"]))\n        alignment \(alignment)\n        spacing \(random.int(0...12))\n    }"
                )
                views.append("s0")
            }
        }
        let containers = library.names.filter { library[$0]?.kind == .container }
        var uses: [String] = []
        if kind == "screen", let container = containers.last, random.chance(0.5) {
            let passes = parameters.isEmpty ? false : random.chance(0.5)
            let takesInset = library[container]?.parameters.contains { $0.name == "inset" } ?? false
            let argument = passes && takesInset ? "(inset: inset + 2)" : ""
            items.append("    use u0: \(container)\(argument)")
            uses.append("u0")
        }
        var applications: [String] = []
        let specs = library.names.filter { library[$0]?.kind == .spec }
        let targets = views.filter { !stackArranged.contains($0) && $0 != "s0" }
        if kind == "screen", let spec = specs.last, let target = targets.last, random.chance(0.4) {
            let anchor = random.pick(["owner"] + views.filter { $0 != target })
            applications.append("    apply \(spec)(anchor: \(anchor), lift: \(random.int(1...9))) to \(target)")
        }
        let itemNames = views + guides + uses
        var constraints: [String] = []
        let base = (kind == "container" ? ["self", "owner"] : ["owner"]) + ["owner.safeArea", "owner.margins"]
        let others = itemNames + base + views.prefix(1).map { "\($0).margins" } + (kind == "screen" ? ["owner.readable", "owner.keyboard"] : [])
        func document(_ lines: [String]) -> LayoutDocument? {
            let text = render(kind: kind, name: name, header: header, items: items, applications: applications, constraints: lines)
            return LayoutParser.parse(text, file: "\(name).layout").document
        }
        let xs = ["leading", "trailing", "centerX"], ys = ["top", "bottom", "centerY"], ds = ["width", "height"]
        for _ in 0..<random.int(3...9) {
            let first = random.pick(itemNames)
            let second = random.pick(others.filter { $0 != first })
            var line: String
            switch random.int(0...9) {
            case 0: line = "\(first).edges == \(second).edges" + (random.chance(0.5) ? " + \(random.int(1...12))" : "")
            case 1: line = "\(first).size == \(random.int(10...90))"
            case 2: line = "\(first).center == \(second).center"
            case 3: line = "\(first).\(random.pick(ds)) \(random.pick(["==", "<=", ">="])) \(second).\(random.pick(ds)) \(random.pick(["* 0.5", "/ 3", "* 2"]))"
            case 4: line = "\(first).leadingMargin == \(second).leading + \(random.int(0...9))"
            case 5: line = "\(first).centerX == \(second).centerX * 0.5"
            default:
                let axis = random.pick([xs, ys])
                let constant = parameters.isEmpty || random.chance(0.5) ? "\(random.int(-20...20))" : random.pick(["inset", "2 * inset + 4", "-inset"])
                line = "\(first).\(random.pick(axis)) \(random.pick(["==", "<=", ">="])) \(second).\(random.pick(axis)) + \(constant)"
            }
            if random.chance(0.25) { line += " @\(random.pick(["high", "low", "700", "high + 1", "fittingSize"]))" }
            if random.chance(0.1) { line += " as \"c\(constraints.count)\"" }
            line = line.replacingOccurrences(of: "+ -", with: "- ")
            if kind != "spec", random.chance(0.2) {
                let classes = random.pick(["width compact", "width regular", "height compact", "width regular height compact"])
                line = "when \(classes) {\n        \(line)\n    }"
            }
            if let candidate = document(constraints + [line]),
                LayoutValidator.validate(candidate, in: library).allSatisfy({ $0.severity != .error })
            {
                constraints.append(line)
            }
        }
        return render(kind: kind, name: name, header: header, items: items, applications: applications, constraints: constraints)
    }

    private func render(kind: String, name: String, header: [String], items: [String], applications: [String], constraints: [String]) -> String {
        var lines = ["// Generated by ExportCorpusTests (seeded); regenerate on purpose, never by hand.", "\(kind) \(name) {"]
        for group in [header, items, applications, constraints.map { "    " + $0 }] where !group.isEmpty {
            if lines.count > 2 { lines.append("") }
            lines += group
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }
}

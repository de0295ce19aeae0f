/// Seeded `.layout` components whose names are built to break generated Swift: Swift
/// keywords (`class`, `init`, `Self`, `_`), the generated members (`view`, `owningView`,
/// `install`, `views`, `make`), the base classes' members (`topAnchor`, `description`),
/// the types generated code names (`UIView`, `CGFloat`, `LayoutContainer`), names that
/// differ only in case (`avatar`, `Avatar`), names that become other generated names
/// (`vip` with alignment insets beside `VipView`, `avatarLayout`), and Unicode letters,
/// one of which (U+2E2F) Swift's lexer does not take. Containers, screens that use them and
/// apply specs, and specs; each component parses and validates (a draw that does not is
/// drawn again), so export has to make every one compile.
struct HostileComponents {
    /// SplitMix64: the same components for the same seed on every platform.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    }

    static let memberNames = [
        "view", "init", "Self", "Type", "Protocol", "_", "class", "default", "for", "in", "let", "var", "inout",
        "subscript", "Any", "owningView", "install", "root", "contentView", "views", "constants", "make", "constraints",
        "topAnchor", "description", "identifier", "layoutFrame", "UIView", "CGFloat", "LayoutContainer", "Layoutable",
        "NSLayoutConstraint", "UIImageView", "updateLayout", "initializeViews", "layoutSubviews", "avatar", "Avatar",
        "AVATAR", "vip", "VipView", "vipView", "xⸯ", "é", "名前", "ñandú", "Ω", "x²", "avatarLayout", "rootLayout",
        "widthCompactConstraints", "guard", "return", "true", "nil", "is", "as", "try", "throws", "await", "super",
        "deinit", "Int", "String", "target", "updateSizeClassConstraints", "snp", "traits", "import", "struct",
    ]

    static let componentNames = [
        "UIView", "Layoutable", "LayoutContainer", "class", "Type", "Self", "default", "ListCell", "ListCellLayout", "Foo",
        "foo", "FOO", "名前", "Any", "CGFloat", "NSLayoutConstraint", "UILabel", "init", "_", "Ω",
    ]

    private var random: Generator
    /// Name → text, in generation order.
    private(set) var components: [(name: String, text: String)] = []
    /// Containers so far: name, parameters, items.
    private var containers: [(name: String, parameters: [String], items: [String])] = []
    /// Specs so far: name, references, parameters.
    private var specs: [(name: String, references: [String], parameters: [String])] = []

    init(seed: UInt64) { random = Generator(state: seed) }

    /// `count` components that parse and validate as one library, via `isValid`.
    mutating func generate(count: Int, isValid: ([(name: String, text: String)]) -> Bool) -> [(name: String, text: String)] {
        var used = Set<String>()
        var draws = 0
        while components.count < count, draws < count * 20 {
            draws += 1
            let index = components.count
            // The hostile component names once each, then with the index (unique names).
            let base = index < Self.componentNames.count ? Self.componentNames[index] : random.pick(Self.componentNames) + "\(index)"
            guard !used.contains(base) else { continue }
            let kind = index < 6 ? index % 3 : Int(random.next() % 3)
            let text: String
            switch kind {
            case 0: text = container(base)
            case 1: text = spec(base)
            default: text = screen(base)
            }
            if isValid(components + [(base, text)]) {
                components.append((base, text))
                used.insert(base)
                recordLast(kind: kind)
            } else {
                pending = nil
            }
        }
        return components
    }

    // MARK: Drawing names

    private mutating func distinctNames(_ count: Int, avoiding: Set<String> = []) -> [String] {
        var names: [String] = []
        var attempts = 0
        while names.count < count, attempts < 100 {
            attempts += 1
            let name = random.pick(Self.memberNames)
            if !names.contains(name), !avoiding.contains(name) { names.append(name) }
        }
        return names
    }

    private mutating func viewClass() -> String { random.pick(["UIView", "UILabel", "UIImageView", "UIButton"]) }

    /// What the last draw declared, kept when it validates so later components use it.
    private var pending: (kind: Int, name: String, first: [String], second: [String])?

    private mutating func recordLast(kind: Int) {
        guard let pending else { return }
        if pending.kind == 0 { containers.append((pending.name, pending.first, pending.second)) }
        if pending.kind == 1 { specs.append((pending.name, pending.first, pending.second)) }
        self.pending = nil
    }

    // MARK: Components

    private mutating func container(_ name: String) -> String {
        let parameters = distinctNames(Int(random.next() % 3))
        let items = distinctNames(2 + Int(random.next() % 3), avoiding: Set(parameters))
        var lines = ["container \(name) {"]
        lines += parameters.map { "    param \($0) = \(random.next() % 40)" }
        for (index, item) in items.enumerated() {
            lines.append("    view \(item): \(viewClass())")
            if index == 0, random.chance(50) { lines.append("    \(item).alignmentInsets 1 2 3 4") }
        }
        for item in items {
            let constant = parameters.isEmpty ? "8" : random.pick(parameters)
            lines += ["    \(item).top == self.top + \(constant)", "    \(item).leading == self.leading", "    \(item).size == 20"]
        }
        lines.append("}")
        pending = (0, name, parameters, items)
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func spec(_ name: String) -> String {
        let references = distinctNames(1 + Int(random.next() % 2))
        let parameters = distinctNames(1 + Int(random.next() % 2), avoiding: Set(references))
        var lines = ["spec \(name) {"]
        lines += references.map { "    ref \($0)" }
        lines += parameters.enumerated().map { index, parameter in index == 0 ? "    param \(parameter) = 4" : "    param \(parameter)?" }
        lines.append("    make {")
        lines.append("        self.top == \(references[0]).bottom + \(parameters[0])")
        lines.append("        self.leading == \(references[0]).leading")
        if parameters.count > 1 { lines.append("        self.width == \(parameters[1])") }
        lines.append("    }")
        lines.append("    update {")
        lines.append("        self.top == \(references[0]).bottom + \(parameters.last ?? "0")")
        lines.append("    }")
        lines.append("}")
        pending = (1, name, references, parameters)
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func screen(_ name: String) -> String {
        let parameters = distinctNames(Int(random.next() % 2))
        let items = distinctNames(2 + Int(random.next() % 2), avoiding: Set(parameters))
        var lines = ["screen \(name) {", "    root \(random.pick(["controller", "cell", "view"]))"]
        lines += parameters.map { "    param \($0) = 12" }
        lines += items.map { "    view \($0): \(viewClass())" }
        var useName: String?
        var used: (name: String, parameters: [String], items: [String])?
        if !containers.isEmpty {
            let container = random.pick(containers)
            let taken = Set(items + parameters)
            if let chosen = distinctNames(1, avoiding: taken).first {
                useName = chosen
                used = container
                let arguments = container.parameters.prefix(1).map { "\($0): \(parameters.first ?? "3")" }.joined(separator: ", ")
                lines.append("    use \(chosen): \(container.name)\(arguments.isEmpty ? "" : "(\(arguments))")")
            }
        }
        for item in items {
            lines += ["    \(item).top == owner.margins.top", "    \(item).leadingMargin == owner.leadingMargin", "    \(item).size == 44"]
        }
        if let useName, let used {
            lines += ["    \(useName).top == \(items[0]).bottom", "    \(useName).leading == owner.leading", "    \(useName).size == 30"]
            if let inner = used.items.first { lines.append("    \(items[1]).trailing == \(useName).\(inner).trailing") }
        }
        lines += ["    when width compact {", "        \(items[0]).width == owner.width * 0.5", "    }"]
        if !specs.isEmpty, random.chance(70) {
            let spec = random.pick(specs)
            let arguments = [spec.references[0] + ": " + items[1]] + spec.parameters.prefix(1).map { "\($0): 6" }
            lines.append("    apply \(spec.name)(\(arguments.joined(separator: ", "))) to \(items.last ?? items[0])")
        }
        lines.append("}")
        pending = (2, name, [], [])
        return lines.joined(separator: "\n") + "\n"
    }
}

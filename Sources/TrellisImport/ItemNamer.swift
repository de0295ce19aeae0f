import TrellisModel

/// Turns what a source calls a view (an outlet, a `userLabel`, a property, a class) into a
/// `.layout` name that is unique in its component and not one of the format's own words.
package struct ItemNamer: Sendable {
    private var used: Set<String> = []
    private var counters: [String: Int] = [:]

    package init() {}

    /// Words a `.layout` path or statement reads specially.
    static let reserved: Set<String> = {
        var words: Set<String> = [
            "self", "owner", "view", "guide", "use", "stack", "param", "ref", "apply", "to", "make", "update",
            "in", "as", "when", "root", "container", "screen", "spec", "arranged", "class", "distribution",
            "alignment", "spacing", "intrinsic", "hugging", "compression", "margins", "hidden", "scrolls",
            "baselines", "superView",
        ]
        words.formUnion(SystemGuide.allCases.map(\.rawValue))
        words.formUnion(LayoutAttribute.allCases.map(\.rawValue))
        return words
    }()

    /// A name made only of letters, digits and `_`, starting with a letter, in lower camel case.
    static func sanitize(_ raw: String) -> String {
        var words: [String] = []
        var current = ""
        for character in raw {
            if character.isLetter || character.isNumber, character.isASCII {
                current.append(character)
            } else if character == "_" && !current.isEmpty {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return "" }
        var name = lowerFirst(first) + words.dropFirst().map(upperFirst).joined()
        if let leading = name.first, !leading.isLetter { name = "v" + name }
        return name
    }

    static func lowerFirst(_ word: String) -> String {
        // `URLField` → `urlField`, `Title` → `title`.
        let uppercasePrefix = word.prefix { $0.isUppercase }
        if uppercasePrefix.count > 1, uppercasePrefix.count < word.count {
            return uppercasePrefix.dropLast().lowercased() + word.dropFirst(uppercasePrefix.count - 1)
        }
        if uppercasePrefix.count == word.count { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Reserves a name derived from `preferred`, or from `fallback` plus a counter.
    package mutating func name(preferred: String?, fallback: String) -> String {
        if let preferred {
            var base = Self.sanitize(preferred)
            if Self.reserved.contains(base) { base += "View" }
            if !base.isEmpty, used.insert(base).inserted { return base }
            if !base.isEmpty { return numbered(base) }
        }
        var base = Self.sanitize(fallback)
        if base.isEmpty { base = "item" }
        if Self.reserved.contains(base) { base += "View" }
        if used.insert(base).inserted { return base }
        return numbered(base)
    }

    /// Reserves exactly `name` if it is free (a property name used by code); nil if taken.
    package mutating func claim(_ name: String) -> Bool {
        !Self.reserved.contains(name) && used.insert(name).inserted
    }

    private mutating func numbered(_ base: String) -> String {
        while true {
            let next = max(counters[base, default: 1] + 1, 2)
            counters[base] = next
            let candidate = "\(base)\(next)"
            if used.insert(candidate).inserted { return candidate }
        }
    }

    /// A component name: the app's own type name exactly as spelled (`SPAuthViewController`
    /// stays so, or exported classes would not match the app's). Only a name that cannot be
    /// one (a storyboard identifier `sign-in form`, a title) is made upper camel case from
    /// its words, case inside each word kept.
    package static func componentName(_ raw: String) -> String {
        let isIdentifier = raw.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        if isIdentifier, let first = raw.first, !first.isNumber { return raw }
        let words = raw.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        var name = words.map { upperFirst(String($0)) }.joined()
        if let first = name.first, first.isNumber { name = "V" + name }
        return name.isEmpty ? "Imported" : name
    }
}

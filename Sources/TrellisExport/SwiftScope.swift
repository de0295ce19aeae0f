import TrellisModel

/// How a component's names read in the Swift it becomes: `self` is the container's guide
/// (or the view a spec is applied to), `owner` the owning view or the screen's root, items
/// are properties, a used container's items are its properties (`avatar.vip`), system
/// guides are UIKit's (`owner.safeArea` → `root.safeAreaLayoutGuide`).
struct SwiftScope {
    /// The Swift for `self`.
    var selfName: String
    /// The Swift for `owner`; nil where the component has no owner (a spec).
    var ownerName: String?
    /// Parameters that may be absent (`param x?`): constraints using them are made only
    /// when a value is given, as the engine does.
    var optionalParameters: Set<String> = []
    /// The items that are views (`viewPaths(of:library:)`); nil in a spec, whose items all are.
    var views: Set<String>? = nil

    /// `avatar.vip` → `avatar.vip`, `owner.safeArea` → `root.safeAreaLayoutGuide`.
    func expression(_ reference: ItemReference) -> String {
        var parts: [String] = []
        for (index, component) in reference.path.enumerated() {
            if index == 0 {
                switch component {
                case "self": parts.append(selfName)
                case "owner": parts.append(ownerName ?? "owner")
                default: parts.append(SwiftName.escaped(component))
                }
            } else if let guide = SystemGuide(rawValue: component) {
                parts.append(guide.uikitName)
            } else {
                parts.append(SwiftName.escaped(component))
            }
        }
        return parts.joined(separator: ".")
    }

    /// The parameters a constant needs that may be absent.
    func optionalParameters(in constant: ConstantExpression) -> [String] {
        var seen: [String] = []
        for term in constant.terms where optionalParameters.contains(term.parameter) && !seen.contains(term.parameter) {
            seen.append(term.parameter)
        }
        return seen
    }
}

/// Identifiers and literals as Swift spells them.
package enum SwiftName {
    /// Swift keywords that an item or parameter name may collide with, escaped with backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]

    package static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A number as a Swift literal: `8`, `0.5`, `-12`.
    static func number(_ value: Double) -> String { LayoutNumber.format(value) }

    /// A constant expression over `CGFloat` parameters: `badgeSize`, `-bottomOffset`, `2 * gap + 4`
    /// (the `.layout` printer's form, parameters escaped).
    static func constant(_ expression: ConstantExpression) -> String {
        LayoutNumber.formatExpression(expression, naming: escaped)
    }

    /// `1 / 3` for the reciprocal of a whole number (as people write it), else the number.
    static func multiplier(_ value: Double) -> String {
        if value > 0, value < 1 {
            let divisor = (1 / value).rounded()
            if divisor >= 2, divisor < 1e15, 1 / divisor == value { return "1 / \(number(divisor))" }
        }
        return number(value)
    }

    /// `lowerCamelCase` of a path: `avatar.vip` → `avatarVip`.
    static func camelCase(_ path: [String]) -> String {
        guard let first = path.first else { return "" }
        return path.dropFirst().reduce(first) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
    }
}

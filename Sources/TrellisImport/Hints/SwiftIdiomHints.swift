import Foundation
import SwiftParser
import SwiftSyntax
import TrellisModel

/// The `.layout` translation of a line written as Swift: SnapKit's
/// `make.top.equalToSuperview().offset(8)` or an anchor's
/// `title.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8)`. People paste
/// the code they write by hand today; the parse error then says what to write instead.
/// The parser knows `.layout` only, so the hints reach it through `ParseHints`; each line is
/// read with swift-syntax (`SwiftIdiomHints+Syntax.swift`).
public enum SwiftIdiomHints {
    /// From now on, parse errors on lines written as Swift carry their translation (the
    /// command line installs this when it starts).
    public static func install() { ParseHints.install(annotate) }

    /// Puts the translation into the hint of each parse error on a line written as Swift.
    @Sendable static func annotate(_ diagnostics: [Diagnostic], source: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let superview = lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("container ") } ? "self" : "owner"
        var seen: Set<Int> = []
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, let line = diagnostic.location?.line, line >= 1, line <= lines.count,
                let translation = translate(lines[line - 1], view: constrainedView(above: line, in: lines), superview: superview)
                    ?? block(at: line, in: lines, superview: superview)
            else { return diagnostic }
            var diagnostic = diagnostic
            // One hint per line: the statement's later errors are follow-ons.
            guard seen.insert(line).inserted else { return diagnostic }
            diagnostic.hint = "this is Swift, not .layout; write: \(translation)"
            return diagnostic
        }
    }

    /// `title.snp.makeConstraints { make in` and the block's lines, translated: the parser
    /// skips the block as one broken statement, so its first line carries them all.
    static func block(at line: Int, in lines: [String], superview: String) -> String? {
        guard lines[line - 1].contains(".snp.") else { return nil }
        let view = constrainedView(above: line + 1, in: lines)
        let body = lines[line...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("}") }
        let translated = body.compactMap { translate($0, view: view, superview: superview) }
        return translated.isEmpty ? nil : translated.joined(separator: "; ")
    }

    /// The view a SnapKit `make` means: `X` of the nearest `X.snp.makeConstraints` above.
    static func constrainedView(above line: Int, in lines: [String]) -> String {
        let makers: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]
        for text in lines[..<(line - 1)].reversed() where text.contains(".snp.") {
            let names = chain(text).map(\.name)
            guard let snp = names.firstIndex(of: "snp"), snp + 1 < names.count, makers.contains(names[snp + 1]) else { continue }
            let name = reference(names[..<snp].joined(separator: "."))
            if !name.isEmpty { return name }
        }
        return "view"
    }

    /// `.layout` text for one line of SnapKit or anchor code, or nil.
    static func translate(_ line: String, view: String = "view", superview: String = "owner") -> String? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
        while text.hasSuffix(",") || text.hasSuffix(";") { text.removeLast() }
        if text.hasSuffix(".isActive = true") { text.removeLast(".isActive = true".count) }
        for prefix in ["NSLayoutConstraint.activate([", "constraints.append("] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        if text.contains("Anchor.constraint(") { return anchor(text, superview: superview) }
        for prefix in ["make.", "$0."] where text.hasPrefix(prefix) {
            return snapKit(String(text.dropFirst(prefix.count)), view: view, superview: superview)
        }
        return nil
    }

    // MARK: SnapKit

    static let relations: [(call: String, symbol: String)] = [
        ("lessThanOrEqualTo", "<="), ("greaterThanOrEqualTo", ">="), ("equalTo", "=="),
    ]

    /// `top.equalToSuperview().offset(8)` (after `make.`).
    static func snapKit(_ text: String, view: String, superview: String) -> String? {
        var calls = chain(text)
        var attributes: [String] = []
        while let first = calls.first, first.argument == nil, LayoutAttribute(rawValue: first.name) != nil {
            attributes.append(first.name)
            calls.removeFirst()
        }
        guard !attributes.isEmpty, let relationCall = calls.first, let argument = relationCall.argument else { return nil }
        calls.removeFirst()
        var symbol: String?
        var other: String?
        var otherAttribute: String?
        var constant: Double?
        for relation in relations {
            if relationCall.name == relation.call + "Superview" {
                symbol = relation.symbol
                other = superview
            } else if relationCall.name == relation.call {
                symbol = relation.symbol
                if let number = Double(argument) {
                    constant = number
                } else {
                    let target = chain(argument)
                    let names = target.map(\.name).filter { $0 != "snp" && $0 != "self" }
                    if let last = names.last, LayoutAttribute(rawValue: last) != nil, names.count >= 2 {
                        other = item(Array(names.dropLast()), superview: superview)
                        otherAttribute = last
                    } else if !names.isEmpty {
                        other = item(names, superview: superview)
                    }
                }
            }
            if symbol != nil { break }
        }
        guard let symbol else { return nil }
        var multiplier: String?
        var offset: Double?
        var inset: Double?
        var priority: String?
        for call in calls {
            guard let value = call.argument else { return nil }
            switch call.name {
            case "offset": offset = Double(value)
            case "inset": inset = Double(value)
            case "multipliedBy": multiplier = " * " + value
            case "dividedBy": multiplier = " / " + value
            case "priority":
                let named = value.hasPrefix(".") ? String(value.dropFirst()) : value
                priority = ["high", "low", "required"].contains(named) ? named : (Int(named).map(String.init) ?? (named == "medium" ? "500" : nil))
            case "labeled": continue
            default: return nil
            }
        }
        return attributes.map { attribute in
            var right: String
            if let other {
                right = "\(other).\(otherAttribute ?? attribute)" + (multiplier ?? "")
                var shift = offset ?? 0
                if let inset { shift += Self.insetsInward(attribute) ? inset : -inset }
                if shift != 0 { right += shift > 0 ? " + \(number(shift))" : " - \(number(-shift))" }
            } else {
                right = number(constant ?? 0)
            }
            return "\(view).\(attribute) \(symbol) \(right)" + (priority.map { " @\($0)" } ?? "")
        }.joined(separator: "; ")
    }

    /// Whether `inset(c)` adds c (top, leading, left and the compound edges, whose
    /// `.layout` constant is already an inset) rather than subtracting it.
    static func insetsInward(_ attribute: String) -> Bool {
        ["top", "leading", "left", "edges", "horizontalEdges", "verticalEdges", "topMargin", "leadingMargin", "leftMargin"].contains(attribute)
    }

    // MARK: Anchors

    /// `title.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8)`.
    static func anchor(_ text: String, superview: String) -> String? {
        guard let open = text.range(of: "Anchor.constraint(") else { return nil }
        let (view, attribute) = anchorParts(String(text[..<open.lowerBound]) + "Anchor", superview: superview)
        guard let attribute else { return nil }
        var calls = chain(String(text[open.lowerBound...].dropFirst("Anchor.".count)))
        guard let call = calls.first, call.name == "constraint", let arguments = call.argument else { return nil }
        calls.removeFirst()
        var symbol = "=="
        var right: String?
        var constant = 0.0
        var multiplier: String?
        for (label, value) in labeledArguments(arguments) {
            guard let label else { return nil }
            switch label {
            case "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo":
                symbol = relations.first { $0.call == label }?.symbol ?? "=="
                let (other, otherAttribute) = anchorParts(value, superview: superview)
                guard let otherAttribute else { return nil }
                right = "\(other).\(otherAttribute)"
            case "equalToConstant", "lessThanOrEqualToConstant", "greaterThanOrEqualToConstant":
                symbol = relations.first { label.hasPrefix($0.call) }?.symbol ?? "=="
                guard let number = Double(value) else { return nil }
                constant = number
            case "constant":
                guard let number = Double(value) else { return nil }
                constant = number
            case "multiplier": multiplier = " * " + value
            default: return nil
            }
        }
        var priority: String?
        for call in calls where call.name == "withPriority" || call.name == "priority" {
            priority = call.argument.map {
                $0.hasPrefix(".")
                    ? String($0.dropFirst()).replacingOccurrences(of: "defaultHigh", with: "high").replacingOccurrences(of: "defaultLow", with: "low") : $0
            }
        }
        var line = "\(view).\(attribute) \(symbol) "
        if let right {
            line += right + (multiplier ?? "")
            if constant != 0 { line += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))" }
        } else {
            line += number(constant)
        }
        return line + (priority.map { " @\($0)" } ?? "")
    }

    /// `self.view.safeAreaLayoutGuide.topAnchor` → (`owner.safeArea`, `top`).
    static func anchorParts(_ text: String, superview: String) -> (String, String?) {
        var names = chain(text).map(\.name)
        guard let last = names.popLast(), last.hasSuffix("Anchor") else { return ("", nil) }
        let attribute = String(last.dropLast("Anchor".count))
        return (item(names, superview: superview), LayoutAttribute(rawValue: attribute) != nil ? attribute : nil)
    }

    /// A view or guide as `.layout` names it: `self.view.safeAreaLayoutGuide` → `owner.safeArea`
    /// (a view controller's `view` and a cell's `contentView` are the component's root).
    static func item(_ names: [String], superview: String) -> String {
        var names = names
        if names.first == "self" { names.removeFirst() }
        let guides = ["safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readable"]
        names = names.map { guides[$0] ?? $0 }
        if names.first == "view" || names.first == "contentView" || names.first == "superview" { names[0] = superview }
        if names.isEmpty { names = [superview] }
        return names.joined(separator: ".")
    }

    /// A view reference without `self.` (`self.titleLabel` → `titleLabel`).
    static func reference(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

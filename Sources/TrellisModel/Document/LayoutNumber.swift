/// One way to write numbers everywhere (printer, canonical JSON, messages): integers
/// without a fraction, everything else in Swift's shortest round-tripping form.
public enum LayoutNumber {
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }  // folds -0
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `inset + 4`, `-bottomOffset`, `2 * gap - 1`, `0`; `naming` spells a parameter (the
    /// exporter escapes Swift keywords), so `.layout` and Swift write constants alike.
    package static func formatExpression(_ expression: ConstantExpression, naming: (String) -> String = { $0 }) -> String {
        var parts: [String] = []
        for (index, term) in expression.terms.enumerated() {
            let magnitude = abs(term.coefficient)
            let name = naming(term.parameter)
            let body = magnitude == 1 ? name : "\(format(magnitude)) * \(name)"
            if index == 0 {
                parts.append(term.coefficient < 0 ? "-\(body)" : body)
            } else {
                parts.append(term.coefficient < 0 ? "- \(body)" : "+ \(body)")
            }
        }
        if expression.terms.isEmpty {
            parts.append(format(expression.value))
        } else if expression.value != 0 {
            parts.append(expression.value < 0 ? "- \(format(-expression.value))" : "+ \(format(expression.value))")
        }
        return parts.joined(separator: " ")
    }
}

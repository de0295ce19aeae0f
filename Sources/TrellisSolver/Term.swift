/// A variable multiplied by a coefficient: `coefficient * variable`.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public init(variable: Variable, coefficient: Double = 1) {
        self.init(variable, coefficient)
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(_format(coefficient)) * \(variable)"
    }
}

/// Prints whole numbers without a trailing `.0`, so descriptions read like equations.
func _format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

/// The relation of a constraint, written `==`, `<=` or `>=`.
public enum Relation: String, CaseIterable, Hashable, Sendable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    public var symbol: String { rawValue }
}

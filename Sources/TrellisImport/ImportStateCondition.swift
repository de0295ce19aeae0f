/// The root's size a state's condition asks for (`if view.bounds.width > 530 { … }` → width
/// > 530): only a device whose root meets it can be in that state. Import writes it as the
/// state's comment (`prefix`) and keeps it in the record (`ImportRecord.stateConditions`);
/// `check` leaves the state's problems out on devices that cannot meet it — a 500-pt dialog
/// for wide screens is no conflict on a phone (pocket-casts' TourViewController).
public struct ImportStateCondition: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Dimension: String, Hashable, Sendable, Codable { case width, height }
    public enum Relation: String, Hashable, Sendable, Codable {
        case over = ">", atLeast = ">=", under = "<", atMost = "<="

        var negated: Relation {
            switch self {
            case .over: return .atMost
            case .atLeast: return .under
            case .under: return .atLeast
            case .atMost: return .over
            }
        }
    }

    public var dimension: Dimension
    public var relation: Relation
    public var value: Double

    public init(_ dimension: Dimension, _ relation: Relation, _ value: Double) {
        self.dimension = dimension
        self.relation = relation
        self.value = value
    }

    /// The comment a state made under such a condition carries, then the condition (`width > 530`).
    static let prefix = "only where the root's "

    /// `width > 530`.
    public var description: String {
        let number = value.rounded() == value ? String(Int(value)) : String(value)
        return "\(dimension.rawValue) \(relation.rawValue) \(number)"
    }

    /// The condition of the other branch of an `if … else`.
    var negated: ImportStateCondition { ImportStateCondition(dimension, relation.negated, value) }

    /// Whether a root `width` × `height` meets it.
    public func holds(width: Double, height: Double) -> Bool {
        let size = dimension == .width ? width : height
        switch relation {
        case .over: return size > value
        case .atLeast: return size >= value
        case .under: return size < value
        case .atMost: return size <= value
        }
    }

    /// `width > 530` as `description` writes it; nil for anything else.
    init?(parsing text: String) {
        let words = text.split(separator: " ")
        guard words.count == 3, let dimension = Dimension(rawValue: String(words[0])), let relation = Relation(rawValue: String(words[1])),
            let value = Double(words[2])
        else { return nil }
        self.init(dimension, relation, value)
    }

    /// The conditions a state's comments state (`only where the root's width > 530 (…)`).
    static func conditions(in comments: [String]) -> [ImportStateCondition] {
        comments.compactMap { comment in
            guard comment.hasPrefix(prefix) else { return nil }
            let rest = comment.dropFirst(prefix.count)
            return ImportStateCondition(parsing: String(rest.firstIndex(of: "(").map { rest[..<$0] } ?? rest))
        }
    }
}

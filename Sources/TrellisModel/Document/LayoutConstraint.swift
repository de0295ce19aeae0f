/// `first (==|<=|>=) second * multiplier + constant @priority`, as NSLayoutConstraint has it.
/// `second` is nil for a constraint against a constant (`vip.width == 30`).
public struct LayoutConstraint: Hashable, Sendable {
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: ConstantExpression
    public var priority: Priority
    public var identifier: String?
    /// The size classes it exists in (`when width compact { … }`); `.always` outside a block.
    public var sizeClasses: SizeClassCondition
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(
        _ first: Anchor,
        _ relation: Relation,
        _ second: Anchor? = nil,
        multiplier: Double = 1,
        constant: ConstantExpression = .zero,
        priority: Priority = .required,
        identifier: String? = nil,
        sizeClasses: SizeClassCondition = .always,
        location: SourceLocation? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.sizeClasses = sizeClasses
        self.location = location
    }

    public var isComposite: Bool { first.attribute.isComposite }

    /// The single constraints a composite stands for, in a fixed order (a single
    /// constraint expands to itself). The identifier gets the member's name appended,
    /// so expanded constraints stay distinct.
    public func expanded() -> [LayoutConstraint] {
        guard first.attribute.isComposite else { return [self] }
        return first.attribute.expansion.map { member, sign in
            var single = self
            single.first = Anchor(first.item, member)
            if let second {
                // `a.edges == b.edges`, or `a.size == b.size`; a composite on the left and a
                // single on the right (`a.size == b.width`) relates each member to that one.
                let secondAttribute = second.attribute.isComposite ? member : second.attribute
                single.second = Anchor(second.item, secondAttribute)
            }
            single.constant = constant.scaled(by: sign)
            single.identifier = identifier.map { "\($0).\(member.rawValue)" }
            return single
        }
    }

    /// What a constraint is called for diff and merge: its identifier, or
    /// (first item.attr, relation, second item.attr); either with its size classes, so the
    /// same anchors in `when width compact` and `when width regular` are two constraints.
    public var key: ConstraintKey {
        if let identifier { return .identifier(identifier, when: sizeClasses) }
        return .anchors(first: first, relation: relation, second: second, when: sizeClasses)
    }
}

public enum ConstraintKey: Hashable, Sendable, CustomStringConvertible {
    case identifier(String, when: SizeClassCondition = .always)
    case anchors(first: Anchor, relation: Relation, second: Anchor?, when: SizeClassCondition = .always)

    public var description: String {
        switch self {
        case .identifier(let name, let condition):
            return "\"\(name)\"" + Self.suffix(condition)
        case .anchors(let first, let relation, let second, let condition):
            return "\(first) \(relation.symbol) \(second.map(\.description) ?? "constant")" + Self.suffix(condition)
        }
    }

    /// ` when width compact`, or nothing for a constraint that always applies.
    static func suffix(_ condition: SizeClassCondition) -> String {
        condition.isAlways ? "" : " when \(condition)"
    }
}

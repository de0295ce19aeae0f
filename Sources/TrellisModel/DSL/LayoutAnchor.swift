// The Double overloads are disfavoured so that literals become `ConstantExpression`s
// (no ambiguity) while Double variables still work: `$0.width == badgeSize`.

/// An anchor in the DSL. Deliberately not `Equatable`, so `==` between anchors always
/// means "make a constraint", never a Bool.
public struct LayoutAnchor: Sendable {
    public let anchor: Anchor
    public init(_ anchor: Anchor) { self.anchor = anchor }
}

/// The right side of a DSL constraint: `anchor * multiplier + constant`.
public struct AnchorExpression: Sendable {
    public var anchor: Anchor
    public var multiplier: Double
    public var constant: ConstantExpression

    public init(_ anchor: Anchor, multiplier: Double = 1, constant: ConstantExpression = .zero) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}

// MARK: Arithmetic on the right side.

public func * (lhs: LayoutAnchor, rhs: Double) -> AnchorExpression { AnchorExpression(lhs.anchor, multiplier: rhs) }
public func / (lhs: LayoutAnchor, rhs: Double) -> AnchorExpression { AnchorExpression(lhs.anchor, multiplier: 1 / rhs) }

public func + (lhs: LayoutAnchor, rhs: ConstantExpression) -> AnchorExpression { AnchorExpression(lhs.anchor, constant: rhs) }
public func - (lhs: LayoutAnchor, rhs: ConstantExpression) -> AnchorExpression { AnchorExpression(lhs.anchor, constant: -rhs) }
@_disfavoredOverload
public func + (lhs: LayoutAnchor, rhs: Double) -> AnchorExpression { lhs + ConstantExpression(rhs) }
@_disfavoredOverload
public func - (lhs: LayoutAnchor, rhs: Double) -> AnchorExpression { lhs - ConstantExpression(rhs) }

public func + (lhs: AnchorExpression, rhs: ConstantExpression) -> AnchorExpression {
    var result = lhs
    result.constant = result.constant + rhs
    return result
}
public func - (lhs: AnchorExpression, rhs: ConstantExpression) -> AnchorExpression { lhs + -rhs }
@_disfavoredOverload
public func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression { lhs + ConstantExpression(rhs) }
@_disfavoredOverload
public func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression { lhs - ConstantExpression(rhs) }

// MARK: Relations make constraints.

private func constraint(_ first: LayoutAnchor, _ relation: Relation, _ second: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(first.anchor, relation, second.anchor, multiplier: second.multiplier, constant: second.constant)
}

private func constraint(_ first: LayoutAnchor, _ relation: Relation, _ constant: ConstantExpression) -> LayoutConstraint {
    LayoutConstraint(first.anchor, relation, nil, constant: constant)
}

public func == (lhs: LayoutAnchor, rhs: AnchorExpression) -> LayoutConstraint { constraint(lhs, .equal, rhs) }
public func <= (lhs: LayoutAnchor, rhs: AnchorExpression) -> LayoutConstraint { constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: LayoutAnchor, rhs: AnchorExpression) -> LayoutConstraint { constraint(lhs, .greaterThanOrEqual, rhs) }

public func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint { lhs == AnchorExpression(rhs.anchor) }
public func <= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint { lhs <= AnchorExpression(rhs.anchor) }
public func >= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint { lhs >= AnchorExpression(rhs.anchor) }

public func == (lhs: LayoutAnchor, rhs: ConstantExpression) -> LayoutConstraint { constraint(lhs, .equal, rhs) }
public func <= (lhs: LayoutAnchor, rhs: ConstantExpression) -> LayoutConstraint { constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: LayoutAnchor, rhs: ConstantExpression) -> LayoutConstraint { constraint(lhs, .greaterThanOrEqual, rhs) }

@_disfavoredOverload
public func == (lhs: LayoutAnchor, rhs: Double) -> LayoutConstraint { lhs == ConstantExpression(rhs) }
@_disfavoredOverload
public func <= (lhs: LayoutAnchor, rhs: Double) -> LayoutConstraint { lhs <= ConstantExpression(rhs) }
@_disfavoredOverload
public func >= (lhs: LayoutAnchor, rhs: Double) -> LayoutConstraint { lhs >= ConstantExpression(rhs) }

extension LayoutConstraint {
    /// SnapKit's `.priority(…)`: `($0.width <= 50).priority(.low)`.
    public func priority(_ priority: Priority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    public func priority(_ value: Int) -> LayoutConstraint { priority(Priority(value)) }

    /// The constraint's identifier, which names it for diff and merge.
    public func identifier(_ name: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = name
        return copy
    }
}

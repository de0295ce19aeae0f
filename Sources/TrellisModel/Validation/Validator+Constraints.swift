/// Constraints: anchors that may be related, constants, multipliers, priorities, parameters
/// and shared keys (`Validator+SharedKeys.swift`).
extension _ComponentValidation {
    mutating func checkConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            let location = constraint.location
            resolve(constraint.first.item, at: location)
            if let second = constraint.second { resolve(second.item, at: location) }
            checkAnchors(constraint)
            checkRightSide(constraint)
            checkPriority(constraint.priority, of: "\(constraint.first) \(constraint.relation.symbol) …", at: location)
            checkParameters(in: constraint.constant, at: location, anchor: constraint.first)
        }
        checkSharedKeys(constraints)
    }

    /// Auto Layout relates x to x, y to y and dimension to dimension, and never
    /// leading/trailing to left/right.
    private mutating func checkAnchors(_ constraint: LayoutConstraint) {
        guard let second = constraint.second else { return }
        let first = constraint.first
        if second.attribute.isComposite, first.attribute != second.attribute {
            error(
                at: constraint.location,
                "cannot relate \(first) to \(second): a composite can only be related to the same composite",
                hint: first.attribute.isComposite ? nil : "write \(first.item).\(second.attribute) == \(second)"
            )
            return
        }
        for single in constraint.expanded() {
            guard let other = single.second else { continue }
            let (a, b) = (single.first.attribute, other.attribute)
            if a.kind != b.kind {
                error(
                    at: constraint.location,
                    "cannot relate \(single.first) (\(a.kind.rawValue)) to \(other) (\(b.kind.rawValue))"
                )
                return
            }
            if a.direction != .none, b.direction != .none, a.direction != b.direction {
                error(
                    at: constraint.location,
                    "cannot relate \(single.first) to \(other): leading/trailing follow the layout direction and left/right do not, so Auto Layout refuses to mix them",
                    hint: "use leading/trailing on both sides, or left/right on both"
                )
                return
            }
        }
    }

    /// A position needs something to be positioned against; a multiplier needs something
    /// to multiply.
    private mutating func checkRightSide(_ constraint: LayoutConstraint) {
        let location = constraint.location
        let first = constraint.first
        guard let second = constraint.second else {
            if constraint.multiplier != 1 {
                error(
                    at: location,
                    "\(first) has a multiplier (\(LayoutNumber.format(constraint.multiplier))) but no second anchor to multiply"
                )
            }
            if first.attribute.expansion.contains(where: { $0.attribute.kind != .dimension }) {
                let hint = defaultReference.map { reference -> String in
                    var pinned = constraint
                    pinned.second = Anchor(ItemReference([reference]), first.attribute)
                    pinned.multiplier = 1
                    return "did you mean \(LayoutPrinter.rightSideText(pinned))?"
                }
                error(at: location, "cannot pin \(first), a position, to a constant", hint: hint)
            }
            return
        }
        if !constraint.multiplier.isFinite {
            error(at: location, "the multiplier of \(first) \(constraint.relation.symbol) \(second) is not a finite number")
        } else if constraint.multiplier == 0 {
            error(
                at: location,
                "zero multiplier: \(first) \(constraint.relation.symbol) \(second) * 0 ignores \(second)",
                hint: "to relate \(first) to a constant only, leave \(second) out"
            )
        }
    }

    /// `what` is only made for an error: every constraint of every component passes here.
    mutating func checkPriority(_ priority: Priority, of what: @autoclosure () -> String, at location: SourceLocation?) {
        guard !priority.isValid else { return }
        error(at: location, "priority \(priority.rawValue) of \(what()) is out of range 1...1000")
    }

    /// Every parameter a constant names must be declared (in a spec, as a `param`).
    mutating func checkParameters(in constant: ConstantExpression, at location: SourceLocation?, anchor: Anchor? = nil) {
        for name in constant.parameters where parameters[name] == nil {
            if references.contains(name) {
                error(at: location, "\(name) is a ref (a view), not a number; constants can only use params")
            } else if items[name] != nil || name == "self" || name == "owner" {
                error(
                    at: location, "\(name) is an item, not a parameter",
                    hint: anchor.map { "did you mean \(name).\($0.attribute.rawValue)?" }
                )
            } else {
                error(
                    at: location, "unknown parameter \(name)",
                    hint: Suggestions.hint(for: name, in: parameters.keys.sorted())
                )
            }
        }
    }
}

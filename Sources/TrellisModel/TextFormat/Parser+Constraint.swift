/// `anchor relation rhs [ "@" priority ] [ "as" STRING ]`.
extension Parser {
    mutating func parseConstraint() throws(ParseFailure) -> LayoutConstraint {
        let start = current
        let first = try parseAnchor()
        let relation: Relation
        switch current.kind {
        case .symbol(.equal): relation = .equal
        case .symbol(.lessOrEqual): relation = .lessThanOrEqual
        case .symbol(.greaterOrEqual): relation = .greaterThanOrEqual
        case .symbol(.assign):
            throw failure("expected a relation (==, <=, >=) after \(first)", hint: "did you mean ==?")
        default:
            throw failure("expected a relation (==, <=, >=) after \(first)")
        }
        advance()
        var constraint = LayoutConstraint(first, relation, location: location(start))
        try parseRightSide(into: &constraint)
        if consume(.at) {
            constraint.priority = try parsePriority(after: "'@'")
        }
        if consumeName("as") {
            guard case .string(let identifier) = current.kind else {
                throw failure("expected a quoted name after as (as \"name\")")
            }
            advance()
            constraint.identifier = identifier
        }
        return constraint
    }

    /// `anchor [ ("*" | "/") number ] [ ("+" | "-") constant ] | constant`.
    private mutating func parseRightSide(into constraint: inout LayoutConstraint) throws(ParseFailure) {
        guard current.name != nil else {
            constraint.constant = try parseConstant()
            return
        }
        let path = try parsePath(after: constraint.relation.symbol)
        guard path.path.count >= 2 else {
            // A bare name is a parameter: `vip.size == badgeSize`.
            if current.isSymbol(.star) || current.isSymbol(.slash) {
                throw failure("a parameter takes its factor in front: write 2 * \(path.path[0])")
            }
            constraint.constant = try parseConstant(startingWith: path.path[0])
            return
        }
        constraint.second = try anchor(from: path)
        let second = constraint.second.map(\.description) ?? ""
        if consume(.star) {
            constraint.multiplier = try parseSignedNumber("expected a number after '*' in \(second) *")
        } else if consume(.slash) {
            let token = current
            let divisor = try parseSignedNumber("expected a number after '/' in \(second) /")
            guard divisor != 0 else { throw failure("cannot divide by zero", at: token) }
            constraint.multiplier = 1 / divisor
        }
        if current.isSymbol(.plus) || current.isSymbol(.minus) {
            constraint.constant = try parseConstant(continuing: ConstantExpression())
        } else if !current.endsStatement, !current.isSymbol(.at), !current.isName("as") {
            throw failure("expected '+', '-', '*', '/', '@' or the end of the line after \(second), found \(current.quoted)")
        }
    }

    /// `path "." ATTRIBUTE`.
    mutating func parseAnchor() throws(ParseFailure) -> Anchor {
        guard current.name != nil else {
            throw failure("expected a constraint such as vip.top == self.top, found \(current.quoted)")
        }
        // Two statements: `anchor(from:)` is non-mutating, so a nested call would see `self`
        // from before the path was read.
        let path = try parsePath(after: "")
        return try anchor(from: path)
    }

    /// The anchor a path spells: every component but the last names the item, the last
    /// its attribute. A misspelt attribute is reported here, with the closest one.
    private func anchor(from path: ParsedPath) throws(ParseFailure) -> Anchor {
        let names = path.path
        guard names.count >= 2, let last = names.last, let lastToken = path.tokens.last else {
            throw failure("expected an attribute after \(names.joined(separator: ".")), as in \(names.joined(separator: ".")).top")
        }
        guard let attribute = LayoutAttribute(rawValue: last) else {
            let attributes = LayoutAttribute.allCases.map(\.rawValue)
            if let hint = Suggestions.hint(for: last, in: attributes) {
                throw failure("unknown attribute \(last) in \(names.joined(separator: "."))", at: lastToken, hint: hint)
            }
            throw failure(
                "expected an attribute after \(names.joined(separator: ".")), as in \(names.joined(separator: ".")).top"
            )
        }
        return Anchor(ItemReference(Array(names.dropLast())), attribute)
    }
}

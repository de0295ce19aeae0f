/// Paths, numbers, constant expressions, priorities and argument lists.
extension Parser {
    struct ParsedPath {
        var path: [String]
        var tokens: [Token]
    }

    /// `NAME { "." NAME }`.
    mutating func parsePath(after context: String) throws(ParseFailure) -> ParsedPath {
        let first = current
        guard let root = first.name else {
            throw failure(context.isEmpty ? "expected a name" : "expected a name after \(context)")
        }
        advance()
        var path = ParsedPath(path: [root], tokens: [first])
        while consume(.dot) {
            let token = current
            guard let name = token.name else {
                throw failure("expected a name after \(path.path.joined(separator: ".")).")
            }
            advance()
            path.path.append(name)
            path.tokens.append(token)
        }
        return path
    }

    /// `[ "-" ] number`.
    mutating func parseSignedNumber(_ message: @autoclosure () -> String) throws(ParseFailure) -> Double {
        let negative = consume(.minus)
        guard case .number(let value, _) = current.kind else { throw failure(message()) }
        advance()
        return negative ? -value : value
    }

    /// `cterm { ("+" | "-") cterm } | "-" cterm { … }`, or the rest of one whose first
    /// term (a parameter) has been read.
    mutating func parseConstant(startingWith parameter: String? = nil) throws(ParseFailure) -> ConstantExpression {
        var expression = ConstantExpression()
        if let parameter {
            expression.terms.append(.init(parameter))
        } else {
            let sign: Double = consume(.minus) ? -1 : 1
            try parseTerm(sign: sign, into: &expression)
        }
        return try parseConstant(continuing: expression)
    }

    /// `{ ("+" | "-") cterm }` added to `expression`.
    mutating func parseConstant(continuing expression: ConstantExpression) throws(ParseFailure) -> ConstantExpression {
        var expression = expression
        while current.isSymbol(.plus) || current.isSymbol(.minus) {
            let sign: Double = current.isSymbol(.minus) ? -1 : 1
            advance()
            try parseTerm(sign: sign, into: &expression)
        }
        return expression
    }

    /// `number | NAME | number "*" NAME`; a number may carry its own sign (`+ -8`).
    private mutating func parseTerm(sign: Double, into expression: inout ConstantExpression) throws(ParseFailure) {
        let after = previous?.quoted ?? "the start"
        var sign = sign
        if current.isSymbol(.minus), case .number = peek().kind {
            advance()
            sign = -sign
        }
        switch current.kind {
        case .number(let value, let text):
            advance()
            guard consume(.star) else {
                expression.value += sign * value
                return
            }
            let name = try expectName("expected a parameter name after \(text) *")
            if current.isSymbol(.dot) {
                throw failure("a multiplier goes after the anchor: write \(name).… * \(text)")
            }
            expression.terms.append(.init(name, coefficient: sign * value))
        case .name(let name):
            advance()
            if current.isSymbol(.dot) {
                throw failure("an anchor cannot follow a constant; write the anchor first, as in \(name).top + 8", at: previous)
            }
            expression.terms.append(.init(name, coefficient: sign))
        default:
            throw failure("expected a number or a parameter after \(after)")
        }
    }

    /// `priorityValue [ ("+" | "-") INTEGER ]`, priorityValue = INTEGER | a UIKit name.
    /// Out-of-range values are kept for validation to report, so a typo never silently
    /// becomes another priority.
    mutating func parsePriority(after context: String) throws(ParseFailure) -> Priority {
        let names = Priority.named.map(\.name)
        let message = "expected a priority (\(names.joined(separator: ", ")) or 1...1000) after \(context)"
        var value: Int
        if let name = current.name {
            guard let named = Priority.named.first(where: { $0.name == name }) else {
                throw failure(message, hint: Suggestions.hint(for: name, in: names))
            }
            advance()
            value = named.priority.rawValue
        } else {
            let negative = consume(.minus)
            value = try parseInteger(message) * (negative ? -1 : 1)
        }
        while current.isSymbol(.plus) || current.isSymbol(.minus) {
            let sign = current.isSymbol(.minus) ? -1 : 1
            advance()
            value += sign * (try parseInteger("expected a whole number after \(previous?.quoted ?? "'+'") in a priority"))
        }
        return Priority(value)
    }

    /// A whole number small enough that sums of a few never overflow.
    private mutating func parseInteger(_ message: String) throws(ParseFailure) -> Int {
        guard case .number(let value, let text) = current.kind else { throw failure(message) }
        guard value == value.rounded(), abs(value) <= 1_000_000_000, let integer = Int(exactly: value) else {
            throw failure("priority \(text) must be a whole number in 1...1000")
        }
        advance()
        return integer
    }

    /// `"(" [ argument { "," argument } ] ")"`; newlines and comments may sit inside.
    mutating func parseArguments(of owner: String) throws(ParseFailure) -> [LayoutArgument] {
        advance()  // "("
        var arguments: [LayoutArgument] = []
        innerComments += skipArgumentTrivia()
        if consume(.closeParen) { return arguments }
        while true {
            let token = current
            let name = try expectName("expected an argument name in \(owner)(…)")
            try expect(.colon, "expected ':' after the argument name \(name)")
            arguments.append(LayoutArgument(name, try parseArgumentValue(name), location: location(token)))
            innerComments += skipArgumentTrivia()
            if consume(.closeParen) { return arguments }
            guard consume(.comma) else { throw failure("expected ',' or ')' after the argument \(name)") }
            innerComments += skipArgumentTrivia()
        }
    }

    private mutating func skipArgumentTrivia() -> [String] {
        var comments: [String] = []
        while true {
            switch current.kind {
            case .newline: advance()
            case .comment(let text, _):
                comments.append(text)
                advance()
            default: return comments
            }
        }
    }

    /// A path is an item (a spec's ref) unless it is a lone name followed by an operator;
    /// lone names that are parameters become constants once the component is read
    /// (see `resolveArguments`), because parameters may be declared further down.
    private mutating func parseArgumentValue(_ name: String) throws(ParseFailure) -> ArgumentValue {
        guard current.name != nil else { return .constant(try parseConstant()) }
        let path = try parsePath(after: "\(name):")
        if path.path.count == 1, current.isSymbol(.plus) || current.isSymbol(.minus) {
            return .constant(try parseConstant(startingWith: path.path[0]))
        }
        return .item(ItemReference(path.path))
    }

    /// Turns `.item(["inset"])` into `.constant(inset)` where `inset` is a parameter of
    /// the component, and reports paths into a parameter (`inset.top`).
    mutating func resolveArguments(in body: LayoutBody, parameters: [Parameter]) -> LayoutBody {
        let names = Set(parameters.map(\.name))
        var body = body
        func resolve(_ arguments: [LayoutArgument], _ diagnostics: inout [Diagnostic]) -> [LayoutArgument] {
            arguments.map { argument in
                guard case .item(let reference) = argument.value, names.contains(reference.root) else { return argument }
                var argument = argument
                if reference.path.count == 1 {
                    argument.value = .constant(.parameter(reference.root))
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .error, at: argument.location,
                            "\(reference) names an item inside parameter \(reference.root), which is a number"
                        ))
                }
                return argument
            }
        }
        for index in body.items.indices {
            guard case .use(var use) = body.items[index] else { continue }
            use.arguments = resolve(use.arguments, &diagnostics)
            body.items[index] = .use(use)
        }
        for index in body.applications.indices {
            body.applications[index].arguments = resolve(body.applications[index].arguments, &diagnostics)
        }
        return body
    }
}

/// `state NAME [ "(" stateParam { "," stateParam } ")" ] "{" { stateStatement } "}"`.
extension Parser {
    static let stateKeywords = ["remove", "change", "hide", "show"]

    /// One statement of a state's block.
    enum StateStatement {
        case constraint(LayoutConstraint)
        case removal(StateTarget)
        case change(ConstraintChange)
        case visibility(VisibilityChange)
    }

    /// `current` is `state`.
    mutating func parseState() throws(ParseFailure) -> LayoutState {
        let keyword = current
        advance()
        let name = try expectName("expected a state name after state (state expanded { … })")
        var state = LayoutState(name: name, location: location(keyword))
        if current.isSymbol(.openParen) { state.parameters = try parseStateParameters(of: name) }
        try expect(.openBrace, "expected '{' after state \(state.signature)")
        let leftover = parseBlock(closing: "state \(name)") { (parser: inout Parser) throws(ParseFailure) in
            try parser.parseStateStatement(in: name)
        } store: { statement, comments in
            switch statement {
            case .constraint(var constraint):
                constraint.comments = comments
                state.constraints.append(constraint)
            case .removal(var removal):
                removal.comments = comments
                state.removals.append(removal)
            case .change(var change):
                change.comments = comments
                state.changes.append(change)
            case .visibility(var visibility):
                visibility.comments = comments
                state.visibility.append(visibility)
            }
            return true
        }
        state.trailingComments = leftover
        return state
    }

    /// `"(" NAME [ "=" number ] { "," NAME [ "=" number ] } ")"`; `current` is `(`.
    private mutating func parseStateParameters(of state: String) throws(ParseFailure) -> [Parameter] {
        advance()
        var parameters: [Parameter] = []
        while !current.isSymbol(.closeParen) {
            let token = current
            let name = try expectName("expected a parameter name in state \(state)( … ), as in state \(state)(height = 336)")
            var parameter = Parameter(name, location: location(token))
            if consume(.assign) {
                parameter.defaultValue = try parseSignedNumber("expected a number after '=' in state \(state)(\(name) = …)")
            } else if current.isSymbol(.question) {
                throw failure("a state's parameter cannot be optional; give it a value to check the state with: \(name) = 0")
            }
            parameters.append(parameter)
            if !consume(.comma), !current.isSymbol(.closeParen) {
                throw failure("expected ',' or ')' after \(name) in state \(state)( … ), found \(current.quoted)")
            }
        }
        advance()  // ")"
        if parameters.isEmpty {
            throw failure("state \(state)() has no parameters: write state \(state) { … }", at: previous)
        }
        return parameters
    }

    private mutating func parseStateStatement(in state: String) throws(ParseFailure) -> StateStatement {
        let keyword = current
        guard let word = keyword.name else {
            throw failure("expected a constraint, remove, change, hide or show in state \(state), found \(current.quoted)")
        }
        let next = peek()
        guard !next.isSymbol(.dot) else { return .constraint(try parseConstraint()) }
        switch word {
        case "remove":
            advance()
            return .removal(StateTarget(try constraintName(after: "remove"), location: location(keyword)))
        case "change":
            advance()
            let name = try constraintName(after: "change")
            var change = ConstraintChange(name, location: location(keyword))
            if consume(.assign) {
                change.constant = try parseConstant()
            } else if current.isSymbol(.equal) {
                throw failure("write change \"\(name)\" = value (one '=')", hint: "did you mean =?")
            }
            if consume(.at) { change.priority = try parsePriority(after: "'@' in change \"\(name)\"") }
            guard change.constant != nil || change.priority != nil else {
                throw failure("change \"\(name)\" needs a new constant or priority: change \"\(name)\" = 120, or change \"\(name)\" @high")
            }
            return .change(change)
        case "hide", "show":
            advance()
            let item = try expectName("expected an item after \(word) (\(word) banner)")
            return .visibility(VisibilityChange(item, isHidden: word == "hide", location: location(keyword)))
        case "when":
            throw failure("a state cannot hold a when block; write the size-class constraints in the base", at: keyword)
        case "state":
            throw failure("a state cannot hold another state; states never stack, each is a difference from the base", at: keyword)
        default:
            if Self.bodyKeywords.contains(word) || Self.screenKeywords.contains(word), next.name != nil || word == "param" {
                throw failure(
                    "a state holds constraints, remove, change, hide and show; declare \(word) in the component and hide or show it here",
                    at: keyword
                )
            }
            if next.name != nil || next.kind.isString {
                throw failure(
                    "unknown statement \(word) in state \(state)", at: keyword,
                    hint: Suggestions.hint(for: word, in: Self.stateKeywords)
                )
            }
            return .constraint(try parseConstraint())
        }
    }

    /// The quoted name of a constraint (`"panelBottom"`), as `as "panelBottom"` gave it.
    private mutating func constraintName(after keyword: String) throws(ParseFailure) -> String {
        guard case .string(let name) = current.kind else {
            throw failure(
                "expected a constraint's quoted name after \(keyword) (\(keyword) \"panelBottom\"); name a base constraint with as \"panelBottom\""
            )
        }
        advance()
        return name
    }
}

extension Token.Kind {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

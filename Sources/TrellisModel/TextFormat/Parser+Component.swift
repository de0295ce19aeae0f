/// The file and its one component: `container`, `screen` or `spec`.
extension Parser {
    static let componentKeywords = ["container", "screen", "spec"]
    static let bodyKeywords = ["param", "view", "guide", "use", "stack", "apply", "when", "state"]
    static let screenKeywords = ["width", "height", "root", "safeArea", "margins"]
    static let specKeywords = ["ref", "param", "make", "update", "state"]

    /// `{ comment } component { comment }`.
    mutating func parseFile() -> LayoutDocument? {
        var leading = skipTrivia()
        if !isComponentStart {
            report(
                failure(
                    isAtEnd
                        ? "expected a component (container, screen or spec); the file is empty"
                        : "expected a component (container, screen or spec), found \(current.quoted)",
                    hint: current.name.flatMap { Suggestions.hint(for: $0, in: Self.componentKeywords) }
                ))
            // Look further down for a component, so its own errors are reported too.
            while !isAtEnd, !isComponentStart { advance() }
            guard isComponentStart else { return nil }
            leading = []
        }
        var document = parseComponent(comments: leading)
        let after = skipTrivia()
        document.appendTrailingComments(after)
        if !isAtEnd {
            report(failure("unexpected \(current.quoted) after the end of \(document.kind.rawValue) \(document.name); a file holds one component"))
        }
        return document
    }

    private var isComponentStart: Bool {
        guard let name = current.name, Self.componentKeywords.contains(name) else { return false }
        return peek().name != nil
    }

    private mutating func parseComponent(comments: [String]) -> LayoutDocument {
        let keyword = current
        advance()
        let name = current.name ?? ""
        advance()
        let what = "\(keyword.name ?? "") \(name)"
        if !consume(.openBrace) {
            report(failure("expected '{' after \(what)"))
            // Resume at a `{` on the same line, if there is one.
            while !current.endsStatement, !current.isSymbol(.openBrace) { advance() }
            consume(.openBrace)
        }
        let location = location(keyword)
        switch keyword.name {
        case "screen":
            var screen = Screen(name: name, location: location)
            screen.comments = comments
            parseScreenBody(&screen, what: what)
            return .screen(screen)
        case "spec":
            var spec = Spec(name: name, location: location)
            spec.comments = comments
            parseSpecBody(&spec, what: what)
            return .spec(spec)
        default:
            var container = Container(name: name, location: location)
            container.comments = comments
            parseContainerBody(&container, what: what)
            return .container(container)
        }
    }

    // MARK: Containers and screens

    /// One statement of a container's or screen's body.
    enum BodyStatement {
        case parameter(Parameter)
        case item(Item)
        case application(SpecApplication)
        case constraint(LayoutConstraint)
        /// nil value: `height auto`.
        case size(isWidth: Bool, value: Double?, token: Token)
        /// `root`, `safeArea` or `margins` of a screen.
        case rootSetting(RootSetting, token: Token)
        /// `when width compact { … }`: its constraints (carrying the condition) and the
        /// comments before its `}`.
        case conditional([LayoutConstraint], leftover: [String])
        /// `state NAME { … }`.
        case state(LayoutState)
    }

    enum RootSetting {
        case kind(RootKind)
        case safeArea(AbsoluteInsets)
        case margins(DirectionalInsets)

        var keyword: String {
            switch self {
            case .kind: return "root"
            case .safeArea: return "safeArea"
            case .margins: return "margins"
            }
        }
    }

    private mutating func parseContainerBody(_ container: inout Container, what: String) {
        var parameters: [Parameter] = []
        var body = LayoutBody()
        var trailing: [String] = []
        let leftover = parseBlock(closing: what) { (parser: inout Parser) throws(ParseFailure) in
            try parser.parseBodyStatement(inScreen: false)
        } store: { statement, comments in
            Self.store(statement, comments: comments, parameters: &parameters, body: &body, trailing: &trailing)
        }
        container.parameters = parameters
        container.body = resolveArguments(in: body, parameters: parameters)
        container.trailingComments = trailing + leftover
    }

    private mutating func parseScreenBody(_ screen: inout Screen, what: String) {
        var parameters: [Parameter] = []
        var body = LayoutBody()
        var sizes: [(isWidth: Bool, value: Double?, token: Token)] = []
        var settings: [(RootSetting, Token)] = []
        var trailing: [String] = []
        let leftover = parseBlock(closing: what) { (parser: inout Parser) throws(ParseFailure) in
            try parser.parseBodyStatement(inScreen: true)
        } store: { statement, comments in
            switch statement {
            case .size(let isWidth, let value, let token):
                sizes.append((isWidth, value, token))
                return false
            case .rootSetting(let setting, let token):
                settings.append((setting, token))
                return false
            default:
                return Self.store(statement, comments: comments, parameters: &parameters, body: &body, trailing: &trailing)
            }
        }
        var seen: Set<String> = []
        for (setting, token) in settings {
            if !seen.insert(setting.keyword).inserted {
                report(failure("the screen's \(setting.keyword) is already set", at: token))
            }
            switch setting {
            case .kind(let kind): screen.root = kind
            case .safeArea(let insets): screen.safeArea = insets
            case .margins(let insets): screen.margins = insets
            }
        }
        for size in sizes {
            let side = size.isWidth ? "width" : "height"
            if size.isWidth ? screen.width != nil : (screen.height != nil || screen.heightIsAuto) {
                report(failure("the screen's \(side) is already set", at: size.token))
            }
            if size.isWidth { screen.width = size.value } else if let value = size.value { screen.height = value } else { screen.heightIsAuto = true }
        }
        screen.parameters = parameters
        screen.body = resolveArguments(in: body, parameters: parameters)
        screen.trailingComments = trailing + leftover
    }

    private static func store(
        _ statement: BodyStatement, comments: [String], parameters: inout [Parameter], body: inout LayoutBody,
        trailing: inout [String]
    ) -> Bool {
        switch statement {
        case .parameter(var parameter):
            parameter.comments = comments
            parameters.append(parameter)
        case .item(let item):
            body.items.append(item.withComments(comments))
        case .application(var application):
            application.comments = comments
            body.applications.append(application)
        case .constraint(var constraint):
            constraint.comments = comments
            body.constraints.append(constraint)
        case .conditional(var constraints, let leftover):
            // As in a spec's `make { }`: comments above `when` go to its first constraint,
            // those before its `}` to the end of the component.
            trailing += leftover
            guard !constraints.isEmpty else { return false }
            constraints[0].comments = comments + constraints[0].comments
            body.constraints += constraints
        case .state(var state):
            state.comments = comments + state.comments
            body.states.append(state)
        case .size, .rootSetting:
            return false
        }
        return true
    }

    /// Decides what a statement is from its first two tokens. Keywords are contextual:
    /// `view.top == …` is a constraint on an item named `view`.
    private mutating func parseBodyStatement(inScreen: Bool) throws(ParseFailure) -> BodyStatement {
        let keyword = current
        guard let word = keyword.name else {
            throw failure("expected a declaration or a constraint, found \(current.quoted)")
        }
        let next = peek()
        let isKeyword = !next.isSymbol(.dot)  // `view.top` is a constraint on an item named view
        if isKeyword {
            switch word {
            case "param": return .parameter(try parseParameter())
            case "view", "guide", "use", "stack": return .item(try parseItem())
            case "apply": return .application(try parseApplication())
            case "when" where next.name != nil: return try parseConditionalBlock()
            case "state": return .state(try parseState())
            case "ref", "make", "update":
                throw failure("\(word) is only allowed in a spec", at: keyword)
            default: break
            }
        }
        if inScreen, word == "width" || word == "height", !next.isSymbol(.dot) {
            advance()
            if word == "height", consumeName("auto") { return .size(isWidth: false, value: nil, token: keyword) }
            let value = try parseSignedNumber(word == "height" ? "expected a number or auto after height" : "expected a number after width")
            return .size(isWidth: word == "width", value: value, token: keyword)
        }
        if inScreen, isKeyword, let setting = try parseRootSetting(word) {
            return .rootSetting(setting, token: keyword)
        }
        if !inScreen, isKeyword, Self.screenKeywords.contains(word) {
            throw failure(
                "\(word) is a screen statement; a container takes its size and margins from the view that holds it",
                at: keyword
            )
        }
        if next.name != nil {
            // Two names in a row: most likely a misspelt keyword (`veiw avatar: UIImageView`).
            throw failure(
                "unknown statement \(word)", at: keyword,
                hint: Suggestions.hint(for: word, in: Self.bodyKeywords + (inScreen ? Self.screenKeywords : []))
            )
        }
        return .constraint(try parseConstraint())
    }

    /// `root KIND`, `safeArea T L B R` or `margins T L B R` (one number for all); nil when
    /// `word` is none of them. `current` is the keyword.
    private mutating func parseRootSetting(_ word: String) throws(ParseFailure) -> RootSetting? {
        switch word {
        case "root":
            advance()
            let token = current
            let value = try expectName("expected a root kind after root (controller, cell or view)")
            guard let kind = RootKind(rawValue: value) else {
                let known = RootKind.allCases.map(\.rawValue)
                throw failure(
                    "unknown root kind \(value); expected one of \(known.joined(separator: ", "))", at: token,
                    hint: Suggestions.hint(for: value, in: known)
                )
            }
            return .kind(kind)
        case "safeArea":
            advance()
            let values = try parseInsetValues(after: "safeArea", order: "top left bottom right")
            return .safeArea(AbsoluteInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case "margins":
            advance()
            let values = try parseInsetValues(after: "margins", order: "top leading bottom trailing")
            return .margins(DirectionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
        default:
            return nil
        }
    }

    /// One number (for all four sides) or four, to the end of the statement.
    mutating func parseInsetValues(after keyword: String, order: String) throws(ParseFailure) -> [Double] {
        var values = [try parseSignedNumber("expected a number after \(keyword)")]
        while !current.endsStatement { values.append(try parseSignedNumber("expected a number in \(keyword)")) }
        switch values.count {
        case 1: return Array(repeating: values[0], count: 4)
        case 4: return values
        default: throw failure("\(keyword) takes one number or four (\(order)), not \(values.count)")
        }
    }

    /// `when ( "width" | "height" ) ( "compact" | "regular" ) [ … ] "{" { constraint } "}"`;
    /// `current` is `when`.
    private mutating func parseConditionalBlock() throws(ParseFailure) -> BodyStatement {
        advance()
        var condition = SizeClassCondition.always
        while let axis = current.name {
            let axisToken = current
            guard axis == "width" || axis == "height" else {
                throw failure(
                    "expected width or height after when, found \(axis)", at: axisToken,
                    hint: Suggestions.hint(for: axis, in: ["width", "height"])
                )
            }
            advance()
            let classToken = current
            let value = try expectName("expected compact or regular after when \(axis)")
            guard let sizeClass = SizeClass(rawValue: value) else {
                throw failure(
                    "unknown size class \(value); expected compact or regular", at: classToken,
                    hint: Suggestions.hint(for: value, in: SizeClass.allCases.map(\.rawValue))
                )
            }
            if (axis == "width" ? condition.width : condition.height) != nil {
                throw failure("when names the \(axis) class twice", at: axisToken)
            }
            if axis == "width" { condition.width = sizeClass } else { condition.height = sizeClass }
        }
        guard !condition.isAlways else {
            throw failure("expected a size class after when (when width compact, when height regular …)")
        }
        try expect(.openBrace, "expected '{' after when \(condition)")
        var constraints: [LayoutConstraint] = []
        let leftover = parseBlock(closing: "when \(condition)") { (parser: inout Parser) throws(ParseFailure) in
            if parser.current.isName("when"), parser.peek().name != nil {
                throw parser.failure("a when block cannot hold another; write both classes in one (when width compact height regular)")
            }
            if let word = parser.current.name, Self.bodyKeywords.contains(word), parser.peek().name != nil {
                throw parser.failure("a when block holds only constraints; declare \(word) outside it")
            }
            return try parser.parseConstraint()
        } store: { constraint, comments in
            var constraint = constraint
            constraint.comments = comments
            constraint.sizeClasses = condition
            constraints.append(constraint)
            return true
        }
        return .conditional(constraints, leftover: leftover)
    }

    // MARK: Specs

    enum SpecStatement {
        case reference(ReferenceParameter)
        case parameter(Parameter)
        case block(isMake: Bool, constraints: [LayoutConstraint], leftover: [String])
        case state(LayoutState)
    }

    private mutating func parseSpecBody(_ spec: inout Spec, what: String) {
        var references: [ReferenceParameter] = []
        var parameters: [Parameter] = []
        var make: [LayoutConstraint] = []
        var update: [LayoutConstraint] = []
        var states: [LayoutState] = []
        var trailing: [String] = []
        let leftover = parseBlock(closing: what) { (parser: inout Parser) throws(ParseFailure) in
            try parser.parseSpecStatement()
        } store: { statement, comments in
            switch statement {
            case .reference(var reference):
                reference.comments = comments
                references.append(reference)
            case .parameter(var parameter):
                parameter.comments = comments
                parameters.append(parameter)
            case .block(let isMake, var constraints, let leftover):
                // Comments above `make {` go to its first constraint; those before its `}`
                // to the end of the spec. Neither block keeps comments of its own.
                trailing += leftover
                guard !constraints.isEmpty else { return false }
                constraints[0].comments = comments + constraints[0].comments
                if isMake { make += constraints } else { update += constraints }
            case .state(var state):
                state.comments = comments + state.comments
                states.append(state)
            }
            return true
        }
        spec.references = references
        spec.parameters = parameters
        spec.make = make
        spec.update = update
        spec.states = states
        spec.trailingComments = trailing + leftover
    }

    private mutating func parseSpecStatement() throws(ParseFailure) -> SpecStatement {
        let keyword = current
        guard let word = keyword.name else {
            throw failure("expected ref, param, make, update or state, found \(current.quoted)")
        }
        switch word {
        case "ref":
            advance()
            let name = try expectName("expected a name after ref")
            return .reference(ReferenceParameter(name, location: location(keyword)))
        case "param":
            return .parameter(try parseParameter())
        case "make", "update":
            advance()
            try expect(.openBrace, "expected '{' after \(word)")
            var constraints: [LayoutConstraint] = []
            let leftover = parseBlock(closing: "\(word) block") { (parser: inout Parser) throws(ParseFailure) in
                try parser.parseConstraint()
            } store: { constraint, comments in
                var constraint = constraint
                constraint.comments = comments
                constraints.append(constraint)
                return true
            }
            return .block(isMake: word == "make", constraints: constraints, leftover: leftover)
        case "state":
            return .state(try parseState())
        default:
            if peek().isSymbol(.dot) {
                throw failure("a spec's constraints go inside make { } or update { }", at: keyword)
            }
            if Self.bodyKeywords.contains(word) {
                throw failure("a spec has no \(word) statements; it holds ref, param, make, update and state", at: keyword)
            }
            throw failure(
                "unknown statement \(word) in a spec", at: keyword,
                hint: Suggestions.hint(for: word, in: Self.specKeywords)
            )
        }
    }
}

extension LayoutDocument {
    mutating func appendTrailingComments(_ comments: [String]) {
        guard !comments.isEmpty else { return }
        switch self {
        case .container(var container):
            container.trailingComments += comments
            self = .container(container)
        case .screen(var screen):
            screen.trailingComments += comments
            self = .screen(screen)
        case .spec(var spec):
            spec.trailingComments += comments
            self = .spec(spec)
        }
    }
}

extension Item {
    /// The item with `comments` prepended to its own.
    package func withComments(_ comments: [String]) -> Item {
        guard !comments.isEmpty else { return self }
        switch self {
        case .view(var view):
            view.comments = comments + view.comments
            return .view(view)
        case .guide(var guide):
            guide.comments = comments + guide.comments
            return .guide(guide)
        case .use(var use):
            use.comments = comments + use.comments
            return .use(use)
        case .stack(var stack):
            stack.view.comments = comments + stack.view.comments
            return .stack(stack)
        }
    }
}

/// Declarations: `param`, `view`, `guide`, `use`, `stack`, `apply`, and view/stack properties.
extension Parser {
    /// `param NAME [ "?" ] [ "=" number ]`.
    mutating func parseParameter() throws(ParseFailure) -> Parameter {
        let keyword = current
        advance()
        let name = try expectName("expected a name after param")
        var parameter = Parameter(name, location: location(keyword))
        parameter.isOptional = consume(.question)
        if consume(.assign) {
            parameter.defaultValue = try parseSignedNumber("expected a number after '=' in param \(name)")
        }
        return parameter
    }

    /// `view`, `guide`, `use` or `stack`; `current` is the keyword.
    mutating func parseItem() throws(ParseFailure) -> Item {
        let keyword = current
        let word = keyword.name ?? ""
        advance()
        let name = try expectName("expected a name after \(word)")
        let location = location(keyword)
        switch word {
        case "guide":
            return .guide(GuideItem(name: name, parent: try parseParent(), location: location))
        case "use":
            try expect(.colon, "expected ':' and a container after use \(name)")
            let container = try expectComponentName("expected a container name after use \(name):")
            let arguments = current.isSymbol(.openParen) ? try parseArguments(of: "use \(name)") : []
            return .use(
                ContainerUse(
                    name: name, container: container, arguments: arguments, parent: try parseParent(), location: location
                ))
        case "stack":
            return .stack(try parseStack(named: name, location: location))
        default:
            try expect(.colon, "expected ':' and a class after view \(name)")
            let className = try expectName("expected a class name after view \(name):")
            var view = ViewItem(name: name, className: className, location: location)
            // `ThemeableTable(UITableView)`: a custom class and the UIKit class it derives from.
            if consume(.openParen) {
                view.baseClass = try expectName("expected a UIKit class name in view \(name): \(className)(…)")
                try expect(.closeParen, "expected ')' after the base class in view \(name): \(className)(\(view.baseClass ?? "")")
            }
            view.parent = try parseParent()
            if consume(.openBrace) {
                parsePropertyBlock(of: "view \(name)") { (parser: inout Parser) throws(ParseFailure) in
                    let property = try parser.expectName("expected a view property (\(Self.viewProperties.joined(separator: ", ")))")
                    guard try parser.parseViewProperty(property, into: &view) else {
                        throw parser.unknownProperty(property, of: "view", known: Self.viewProperties)
                    }
                }
            }
            return .view(view)
        }
    }

    /// `[ "in" NAME ]`.
    private mutating func parseParent() throws(ParseFailure) -> String? {
        guard consumeName("in") else { return nil }
        return try expectName("expected a name after in")
    }

    /// `stack NAME ":" axis [ "in" NAME ] [ "{" { stackProperty | viewProperty } "}" ]`.
    private mutating func parseStack(named name: String, location: SourceLocation) throws(ParseFailure) -> StackItem {
        try expect(.colon, "expected ':' and an axis (horizontal or vertical) after stack \(name)")
        let axisToken = current
        let axisName = try expectName("expected an axis (horizontal or vertical) after stack \(name):")
        guard let axis = StackItem.Axis(rawValue: axisName) else {
            throw unknownValue(axisName, of: "axis", at: axisToken, known: StackItem.Axis.allCases.map(\.rawValue))
        }
        var stack = StackItem(view: ViewItem(name: name, className: "UIStackView", location: location), axis: axis)
        stack.view.parent = try parseParent()
        if consume(.openBrace) {
            parsePropertyBlock(of: "stack \(name)") { (parser: inout Parser) throws(ParseFailure) in
                let known = Self.stackProperties + Self.viewProperties
                let property = try parser.expectName("expected a stack property (\(known.joined(separator: ", ")))")
                if try parser.parseStackProperty(property, into: &stack) { return }
                guard try parser.parseViewProperty(property, into: &stack.view) else {
                    throw parser.unknownProperty(property, of: "stack", known: known)
                }
            }
        }
        return stack
    }

    static let stackProperties = ["arranged", "distribution", "alignment", "spacing", "class", "marginsRelative", "proportions"]
    static let viewProperties = [
        "intrinsic", "hugging", "compression", "margins", "marginsIgnoreSafeArea", "baselines", "hidden", "scrolls",
        "preservesSuperviewMargins", "alignmentInsets", "text", "font", "lines",
    ]

    /// The lines of a `{ … }` property block, each recovered from on its own. A line that
    /// reads like a constraint or a declaration means the block's `}` is missing: stop
    /// there rather than misreading the rest of the component as properties.
    private mutating func parsePropertyBlock(
        of owner: String, _ parseLine: (inout Parser) throws(ParseFailure) -> Void
    ) {
        var comments: [String] = []
        let leftover = parseBlock(
            closing: "the properties of \(owner)",
            stopEarly: { parser in
                let next = parser.peek()
                if next.isSymbol(.dot) { return true }
                guard let word = parser.current.name else { return false }
                return Self.bodyKeywords.contains(word) && next.name != nil
            }, parse: parseLine
        ) { _, lineComments in
            comments += lineComments
            return true
        }
        innerComments += comments + leftover
    }

    private mutating func parseStackProperty(_ property: String, into stack: inout StackItem) throws(ParseFailure) -> Bool {
        switch property {
        case "arranged":
            repeat {
                stack.arranged.append(try expectName("expected a view name after arranged"))
            } while consume(.comma)
        case "distribution":
            let token = current
            let value = try expectName("expected a distribution after distribution")
            guard let distribution = StackItem.Distribution(rawValue: value) else {
                throw unknownValue(value, of: "distribution", at: token, known: StackItem.Distribution.allCases.map(\.rawValue))
            }
            stack.distribution = distribution
        case "alignment":
            let token = current
            let value = try expectName("expected an alignment after alignment")
            guard let alignment = StackItem.Alignment(rawValue: value) else {
                throw unknownValue(value, of: "alignment", at: token, known: StackItem.Alignment.allCases.map(\.rawValue))
            }
            stack.alignment = alignment
        case "spacing":
            stack.spacing = try parseSignedNumber("expected a number after spacing")
        case "class":
            stack.view.className = try expectName("expected a class name after class")
        case "marginsRelative":
            stack.marginsRelative = true
        case "proportions":
            var lengths: [Double] = []
            repeat {
                lengths.append(try parseSignedNumber("expected a length after proportions (one per arranged view: 51.5, 88.5)"))
            } while consume(.comma)
            stack.proportions = lengths
        default:
            return false
        }
        return true
    }

    /// One view property; false when `property` is not one.
    private mutating func parseViewProperty(_ property: String, into view: inout ViewItem) throws(ParseFailure) -> Bool {
        switch property {
        case "intrinsic":
            let width = try parseIntrinsicSide()
            // `40 x 20`, or `40x20`, which reads as the number 40 and the name `x20`.
            if let glued = current.name, glued.hasPrefix("x"), glued.count > 1, let height = Double(glued.dropFirst()) {
                advance()
                view.intrinsicSize = IntrinsicSize(width: width, height: height)
                return true
            }
            guard consumeName("x") else { throw failure("expected 'x' between the intrinsic width and height") }
            view.intrinsicSize = IntrinsicSize(width: width, height: try parseIntrinsicSide())
        case "hugging":
            view.hugging = try parseAxisPriorities(default: .defaultHugging, after: property)
        case "compression":
            view.compressionResistance = try parseAxisPriorities(default: .defaultCompression, after: property)
        case "margins":
            var values = [try parseSignedNumber("expected a number after margins")]
            while !current.endsStatement { values.append(try parseSignedNumber("expected a number in margins")) }
            switch values.count {
            case 1: view.margins = DirectionalInsets(all: values[0])
            case 4: view.margins = DirectionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
            default:
                throw failure("margins take one number or four (top leading bottom trailing), not \(values.count)")
            }
        case "marginsIgnoreSafeArea":
            view.insetsMarginsFromSafeArea = false
        case "baselines":
            let first = try parseSignedNumber("expected two numbers after baselines (first from top, last from bottom)")
            let last = try parseSignedNumber("expected a second number after baselines (last from bottom)")
            view.baselines = Baselines(firstFromTop: first, lastFromBottom: last)
        case "hidden":
            view.isHidden = true
        case "scrolls":
            // `scrolls off`: isScrollEnabled = false; bare `scrolls`: a scroll view class.
            if consumeName("off") { view.isScrollEnabled = false } else { view.scrolls = true }
        case "preservesSuperviewMargins":
            view.preservesSuperviewMargins = true
        case "alignmentInsets":
            let values = try parseInsetValues(after: "alignmentInsets", order: "top left bottom right")
            view.alignmentInsets = AbsoluteInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        case "text", "font", "lines":
            var text = view.text ?? TextContent()
            try parseTextProperty(property, into: &text)
            view.text = text
        default:
            return false
        }
        return true
    }

    /// `text 42 | text "sample"`, `font STYLE | font N`, `lines N`.
    private mutating func parseTextProperty(_ property: String, into text: inout TextContent) throws(ParseFailure) {
        switch property {
        case "text":
            if case .string(let sample) = current.kind {
                advance()
                text.sample = .text(sample)
                return
            }
            let count = try parseSignedNumber("expected a character count or a quoted sample after text (text 42, text \"Hello\")")
            guard count >= 0, count == count.rounded(), count <= 1_000_000 else {
                throw failure("text takes a whole number of characters (0 to 1000000), not \(LayoutNumber.format(count))", at: previous)
            }
            text.sample = .characters(Int(count))
        case "font":
            let known = TextStyle.allCases.map(\.rawValue)
            if let name = current.name {
                let token = current
                advance()
                guard let style = TextStyle(rawValue: name) else { throw unknownValue(name, of: "text style", at: token, known: known) }
                text.font = .style(style)
                return
            }
            let size = try parseSignedNumber("expected a text style (\(known.joined(separator: ", "))) or a point size after font")
            guard size > 0, size <= 1000 else {
                throw failure("a font size is a number of points above 0 (up to 1000), not \(LayoutNumber.format(size))", at: previous)
            }
            text.font = .size(size)
        default:
            let count = try parseSignedNumber("expected a number of lines after lines (0 = unlimited)")
            guard count >= 0, count == count.rounded(), count <= 10_000 else {
                throw failure("lines takes a whole number of lines (0 = unlimited), not \(LayoutNumber.format(count))", at: previous)
            }
            text.lines = Int(count)
        }
    }

    /// A number, or `none` for `UIView.noIntrinsicMetric`.
    private mutating func parseIntrinsicSide() throws(ParseFailure) -> Double? {
        if consumeName("none") { return nil }
        return try parseSignedNumber("expected a number or none in intrinsic (e.g. intrinsic 40 x none)")
    }

    /// `priorityValue | [ "h" priorityValue ] [ "v" priorityValue ]`; an axis left out keeps UIKit's default.
    private mutating func parseAxisPriorities(default value: AxisPriorities, after property: String) throws(ParseFailure) -> AxisPriorities {
        guard current.isName("h") || current.isName("v") else {
            let priority = try parsePriority(after: property)
            return AxisPriorities(horizontal: priority, vertical: priority)
        }
        var result = value
        while let axis = current.name, axis == "h" || axis == "v" {
            advance()
            let priority = try parsePriority(after: "\(property) \(axis)")
            if axis == "h" { result.horizontal = priority } else { result.vertical = priority }
        }
        return result
    }

    private func unknownProperty(_ property: String, of owner: String, known: [String]) -> ParseFailure {
        failure("unknown \(owner) property \(property)", at: previous, hint: Suggestions.hint(for: property, in: known))
    }

    private func unknownValue(_ value: String, of what: String, at token: Token, known: [String]) -> ParseFailure {
        failure(
            "unknown \(what) \(value); expected one of \(known.joined(separator: ", "))", at: token,
            hint: Suggestions.hint(for: value, in: known)
        )
    }

    /// `apply NAME arguments "to" path`.
    mutating func parseApplication() throws(ParseFailure) -> SpecApplication {
        let keyword = current
        advance()
        let spec = try expectComponentName("expected a spec name after apply")
        let arguments = current.isSymbol(.openParen) ? try parseArguments(of: "apply \(spec)") : []
        guard consumeName("to") else { throw failure("expected 'to' and an item after apply \(spec)(…)") }
        let target = try parsePath(after: "to")
        return SpecApplication(spec: spec, target: ItemReference(target.path), arguments: arguments, location: location(keyword))
    }
}

/// Prints a document in the one canonical `.layout` form (`trellis fmt`): four-space
/// indentation; parameters, then items, then applications, then constraints, each group
/// separated by a blank line; comments above what they were written above, each one's text
/// byte for byte (`LayoutComment`).
///
/// `LayoutParser.parse(LayoutPrinter.print(doc))` gives back `doc`, and printing is
/// stable: printing the parse of printed text gives the same text.
public enum LayoutPrinter {
    public static func print(_ document: LayoutDocument) -> String {
        var writer = _LayoutWriter()
        switch document {
        case .container(let container):
            writer.component(
                "container \(container.name)", comments: container.comments,
                trailingComments: container.trailingComments,
                groups: [
                    container.parameters.map { parameter($0) }
                ] + bodyGroups(container.body, parameters: container.parameters)
            )
        case .screen(let screen):
            var sizes: [_Printed] = []
            if let width = screen.width { sizes.append(_Printed(["width \(LayoutNumber.format(width))"])) }
            if let height = screen.height { sizes.append(_Printed(["height \(LayoutNumber.format(height))"])) }
            if screen.heightIsAuto { sizes.append(_Printed(["height auto"])) }
            if screen.root != .controller { sizes.append(_Printed(["root \(screen.root.rawValue)"])) }
            if let insets = screen.safeArea { sizes.append(_Printed(["safeArea " + insetsText(insets.values, condense: false)])) }
            if let insets = screen.margins { sizes.append(_Printed(["margins " + insetsText(insets.values, condense: true)])) }
            writer.component(
                "screen \(screen.name)", comments: screen.comments, trailingComments: screen.trailingComments,
                groups: [screen.parameters.map { parameter($0) } + sizes]
                    + bodyGroups(screen.body, parameters: screen.parameters)
            )
        case .spec(let spec):
            writer.component(
                "spec \(spec.name)", comments: spec.comments, trailingComments: spec.trailingComments,
                groups: [
                    spec.references.map { _Printed(["ref \($0.name)"], comments: $0.comments) }
                        + spec.parameters.map { parameter($0) },
                    constraintBlock("make", spec.make),
                    constraintBlock("update", spec.update),
                    spec.states.map(state),
                ]
            )
        }
        return writer.text
    }

    private static func bodyGroups(_ body: LayoutBody, parameters: [Parameter]) -> [[_Printed]] {
        let parameterNames = Set(parameters.map(\.name))
        return [
            body.items.map { item($0, parameters: parameterNames) },
            body.applications.map { application($0, parameters: parameterNames) },
            constraintRuns(body.constraints),
            body.states.map(state),
        ]
    }

    /// Constraints in order; each run of consecutive ones in the same size classes as one
    /// `when … { }` block, so the order (and so the parse) comes back unchanged.
    private static func constraintRuns(_ constraints: [LayoutConstraint]) -> [_Printed] {
        var printed: [_Printed] = []
        var index = constraints.startIndex
        while index < constraints.endIndex {
            let condition = constraints[index].sizeClasses
            guard !condition.isAlways else {
                printed.append(constraint(constraints[index]))
                index += 1
                continue
            }
            var end = index
            while end < constraints.endIndex, constraints[end].sizeClasses == condition { end += 1 }
            printed += constraintBlock("when \(condition)", Array(constraints[index..<end]))
            index = end
        }
        return printed
    }

    private static func parameter(_ parameter: Parameter) -> _Printed {
        var line = "param \(parameter.name)"
        if parameter.isOptional { line += "?" }
        if let value = parameter.defaultValue { line += " = \(LayoutNumber.format(value))" }
        return _Printed([line], comments: parameter.comments)
    }

    private static func constraintBlock(_ keyword: String, _ constraints: [LayoutConstraint]) -> [_Printed] {
        guard !constraints.isEmpty else { return [] }
        var lines = ["\(keyword) {"]
        for constraint in constraints {
            lines += comments(constraint.comments, indent: "    ")
            lines.append("    " + constraintText(constraint))
        }
        lines.append("}")
        return [_Printed(lines)]
    }

    private static func constraint(_ constraint: LayoutConstraint) -> _Printed {
        _Printed([constraintText(constraint)], comments: constraint.comments)
    }

    /// `vip.top == self.top + 4 @high as "badgeTop"`.
    package static func constraintText(_ constraint: LayoutConstraint) -> String {
        var text = "\(constraint.first) \(constraint.relation.symbol) \(rightSideText(constraint))"
        if !constraint.priority.isRequired { text += " @\(priorityText(constraint.priority))" }
        if let identifier = constraint.identifier { text += " as \"\(identifier)\"" }
        return text
    }

    /// What follows the relation: `self.top * 0.5 + 4`, or a constant alone.
    static func rightSideText(_ constraint: LayoutConstraint) -> String {
        guard let second = constraint.second else { return LayoutNumber.formatExpression(constraint.constant) }
        var text = second.description
        if let multiplier = multiplierText(constraint.multiplier) { text += " \(multiplier)" }
        if !constraint.constant.isZero {
            let constant = LayoutNumber.formatExpression(constraint.constant)
            text += constant.hasPrefix("-") ? " - \(constant.dropFirst())" : " + \(constant)"
        }
        return text
    }

    /// `/ 3` when the multiplier is the reciprocal of a whole number that reads back to the
    /// same Double, `* 0.75` otherwise, nothing for 1.
    static func multiplierText(_ multiplier: Double) -> String? {
        if multiplier == 1 { return nil }
        if multiplier > 0, multiplier < 1 {
            let divisor = (1 / multiplier).rounded()
            if divisor >= 2, divisor < 1e15, 1 / divisor == multiplier {
                return "/ \(LayoutNumber.format(divisor))"
            }
        }
        return "* \(LayoutNumber.format(multiplier))"
    }

    static func priorityText(_ priority: Priority) -> String {
        priority.name ?? String(priority.rawValue)
    }

    static func comments(_ texts: [String], indent: String) -> [String] {
        texts.flatMap(LayoutComment.lines).map { indent + $0 }
    }
}

/// One printed statement: its lines (unindented) and the comments above it.
struct _Printed {
    var lines: [String]
    var comments: [String] = []
    init(_ lines: [String], comments: [String] = []) {
        self.lines = lines
        self.comments = comments
    }
}

/// Collects indented lines.
struct _LayoutWriter {
    private var lines: [String] = []

    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func component(_ header: String, comments: [String], trailingComments: [String], groups: [[_Printed]]) {
        lines += LayoutPrinter.comments(comments, indent: "")
        lines.append("\(header) {")
        let groups = groups.filter { !$0.isEmpty }
        for (index, group) in groups.enumerated() {
            if index > 0 { lines.append("") }
            for statement in group {
                lines += LayoutPrinter.comments(statement.comments, indent: "    ")
                lines += statement.lines.map { "    " + $0 }
            }
        }
        if !trailingComments.isEmpty {
            if !groups.isEmpty { lines.append("") }
            lines += LayoutPrinter.comments(trailingComments, indent: "    ")
        }
        lines.append("}")
    }
}

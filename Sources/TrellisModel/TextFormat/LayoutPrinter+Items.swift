/// Items, their properties, and applications.
extension LayoutPrinter {
    static func item(_ item: Item, parameters: Set<String>) -> _Printed {
        switch item {
        case .view(let view):
            return _Printed(
                block("view \(view.name): \(classText(view))\(parentText(view.parent))", viewProperties(view)),
                comments: view.comments
            )
        case .guide(let guide):
            return _Printed(["guide \(guide.name)\(parentText(guide.parent))"], comments: guide.comments)
        case .use(let use):
            let arguments = use.arguments.isEmpty ? "" : argumentsText(use.arguments, parameters: parameters)
            return _Printed(
                ["use \(use.name): \(use.container)\(arguments)\(parentText(use.parent))"], comments: use.comments
            )
        case .stack(let stack):
            var properties: [String] = []
            if stack.view.className != "UIStackView" { properties.append("class \(stack.view.className)") }
            if !stack.arranged.isEmpty { properties.append("arranged " + stack.arranged.joined(separator: ", ")) }
            if stack.distribution != .fill { properties.append("distribution \(stack.distribution.rawValue)") }
            if stack.alignment != .fill { properties.append("alignment \(stack.alignment.rawValue)") }
            if stack.spacing != 0 { properties.append("spacing \(LayoutNumber.format(stack.spacing))") }
            if stack.marginsRelative { properties.append("marginsRelative") }
            if let lengths = stack.proportions {
                properties.append("proportions \(lengths.map(LayoutNumber.format).joined(separator: ", "))")
            }
            properties += viewProperties(stack.view)
            let header = "stack \(stack.view.name): \(stack.axis.rawValue)\(parentText(stack.view.parent))"
            return _Printed(block(header, properties), comments: stack.view.comments)
        }
    }

    static func application(_ application: SpecApplication, parameters: Set<String>) -> _Printed {
        let arguments = argumentsText(application.arguments, parameters: parameters)
        return _Printed(
            ["apply \(application.spec)\(arguments) to \(application.target)"], comments: application.comments
        )
    }

    private static func block(_ header: String, _ properties: [String]) -> [String] {
        guard !properties.isEmpty else { return [header] }
        return ["\(header) {"] + properties.map { "    " + $0 } + ["}"]
    }

    private static func parentText(_ parent: String?) -> String { parent.map { " in \($0)" } ?? "" }

    /// `ThemeableTable(UITableView)` when the UIKit base is known.
    private static func classText(_ view: ViewItem) -> String {
        view.baseClass.map { "\(view.className)(\($0))" } ?? view.className
    }

    /// The view properties that differ from UIKit's defaults, in a fixed order.
    private static func viewProperties(_ view: ViewItem) -> [String] {
        var lines: [String] = []
        if let size = view.intrinsicSize {
            func side(_ value: Double?) -> String { value.map(LayoutNumber.format) ?? "none" }
            lines.append("intrinsic \(side(size.width)) x \(side(size.height))")
        }
        if view.hugging != .defaultHugging { lines.append("hugging \(axisText(view.hugging))") }
        if view.compressionResistance != .defaultCompression {
            lines.append("compression \(axisText(view.compressionResistance))")
        }
        if let margins = view.margins {
            let values = [margins.top, margins.leading, margins.bottom, margins.trailing]
            let shown = values.allSatisfy { $0 == margins.top } ? [margins.top] : values
            lines.append("margins " + shown.map(LayoutNumber.format).joined(separator: " "))
        }
        if !view.insetsMarginsFromSafeArea { lines.append("marginsIgnoreSafeArea") }
        if let baselines = view.baselines {
            lines.append("baselines \(LayoutNumber.format(baselines.firstFromTop)) \(LayoutNumber.format(baselines.lastFromBottom))")
        }
        if view.isHidden { lines.append("hidden") }
        if view.scrolls { lines.append("scrolls") }
        if !view.isScrollEnabled { lines.append("scrolls off") }
        if view.preservesSuperviewMargins { lines.append("preservesSuperviewMargins") }
        if let insets = view.alignmentInsets { lines.append("alignmentInsets " + insetsText(insets.values, condense: false)) }
        if let text = view.text {
            switch text.sample {
            case .characters(let count): lines.append("text \(count)")
            case .text(let sample): lines.append("text \"\(sample)\"")
            case nil: break
            }
            if let font = text.font { lines.append("font \(font.text)") }
            if let count = text.lines { lines.append("lines \(count)") }
        }
        return lines
    }

    /// Four numbers, or one when `condense` and all four are equal.
    static func insetsText(_ values: [Double], condense: Bool) -> String {
        let shown = condense && values.allSatisfy { $0 == values[0] } ? [values[0]] : values
        return shown.map(LayoutNumber.format).joined(separator: " ")
    }

    private static func axisText(_ priorities: AxisPriorities) -> String {
        if priorities.horizontal == priorities.vertical { return priorityText(priorities.horizontal) }
        return "h \(priorityText(priorities.horizontal)) v \(priorityText(priorities.vertical))"
    }

    /// `(superView: owner, panelHeight: 120)`. A lone parameter name reads back as a
    /// constant only when the component declares it, so an undeclared one is written
    /// `name + 0` to keep its meaning (validation reports it either way).
    private static func argumentsText(_ arguments: [LayoutArgument], parameters: Set<String>) -> String {
        let parts = arguments.map { argument -> String in
            switch argument.value {
            case .item(let reference):
                return "\(argument.name): \(reference)"
            case .constant(let constant):
                var text = LayoutNumber.formatExpression(constant)
                if constant.value == 0, constant.terms.count == 1, let term = constant.terms.first,
                    term.coefficient == 1, !parameters.contains(term.parameter)
                {
                    text += " + 0"
                }
                return "\(argument.name): \(text)"
            }
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}

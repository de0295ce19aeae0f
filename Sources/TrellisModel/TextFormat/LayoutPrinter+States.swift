/// `state NAME(params) { … }`: removals, then changes, then hide/show, then the added
/// constraints, each with its comments; the comments before the state's `}` last.
extension LayoutPrinter {
    static func state(_ state: LayoutState) -> _Printed {
        var body: [String] = []
        func statement(_ text: String, comments texts: [String]) {
            body += comments(texts, indent: "    ")
            body.append("    " + text)
        }
        for removal in state.removals { statement("remove \(quoted(removal.name))", comments: removal.comments) }
        for change in state.changes { statement(changeText(change), comments: change.comments) }
        for visibility in state.visibility {
            statement("\(visibility.isHidden ? "hide" : "show") \(visibility.item)", comments: visibility.comments)
        }
        for constraint in state.constraints { statement(constraintText(constraint), comments: constraint.comments) }
        body += comments(state.trailingComments, indent: "    ")
        let header = "state \(state.signature) {"
        return _Printed(body.isEmpty ? [header + "}"] : [header] + body + ["}"], comments: state.comments)
    }

    /// `change "panelBottom" = -height @high`.
    static func changeText(_ change: ConstraintChange) -> String {
        var text = "change \(quoted(change.name))"
        if let constant = change.constant { text += " = \(LayoutNumber.formatExpression(constant))" }
        if let priority = change.priority { text += " @\(priorityText(priority))" }
        return text
    }

    static func quoted(_ name: String) -> String { "\"\(name)\"" }
}

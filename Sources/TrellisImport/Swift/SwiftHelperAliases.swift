import SwiftSyntax

/// What a helper body's locals mean at one call, when they only rename a parameter or the
/// receiver's superview: `guard let target = view` is the call's argument for `view`,
/// `if let parent = superview` the receiver's superview, and `let anchors = enclosing ?? defaultAnchors`
/// the argument for `enclosing`, or (the call leaving it `nil`) the receiver's `defaultAnchors`.
/// (`guard let view = view` needs nothing: the name is the parameter's.)
enum SwiftHelperAliases {
    static func aliases(in body: CodeBlockSyntax, receiver: String, arguments: [String: String]) -> [String: String] {
        let finder = _HelperAliasFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        var aliases: [String: String] = [:]
        for (local, value, fallback) in finder.bindings where arguments[local] == nil && aliases[local] == nil {
            let given = value.first.flatMap { arguments[$0] }
            let meaning: String?
            if let fallback {
                // `p ?? fallback` of a parameter `p`: the argument, or the fallback when the call leaves it nil.
                guard let given else { continue }
                meaning =
                    given == "nil"
                    ? Self.meaning(fallback, receiver: receiver, arguments: arguments, anyMember: true)
                    : Self.meaning(value, receiver: receiver, arguments: arguments, anyMember: false)
            } else {
                meaning = Self.meaning(value, receiver: receiver, arguments: arguments, anyMember: false)
            }
            if let meaning { aliases[local] = meaning }
        }
        return aliases
    }

    /// A name path as the call reads it: a parameter's argument, the receiver's own member
    /// (`superview`, an anchor; `anyMember`: any property, as a `??` fallback names one), `self`'s.
    private static func meaning(_ path: [String], receiver: String, arguments: [String: String], anyMember: Bool) -> String? {
        var path = path
        guard let first = path.first else { return nil }
        if first == "self" {
            path[0] = receiver
        } else if let argument = arguments[first] {
            guard argument != "nil" else { return nil }
            path[0] = argument
        } else if anyMember || SwiftHelperExpander.receiverNames.contains(first) {
            if receiver != "self" { path.insert(receiver, at: 0) }
        } else {
            return nil
        }
        return path.joined(separator: ".")
    }
}

/// `guard let a = b`, `if let a = self.superview`, `let a = b ?? c`: the local, the name path
/// it is bound from, and the fallback after `??`.
final class _HelperAliasFinder: SyntaxVisitor {
    var bindings: [(local: String, value: [String], fallback: [String]?)] = []

    private static func path(_ expression: ExprSyntax) -> [String]? {
        let text = expression.trimmedText
        guard !text.isEmpty, text.first?.isLetter == true, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return text.split(separator: ".").map(String.init)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let local = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
            let path = Self.path(value), path != [local]
        else { return .skipChildren }
        bindings.append((local, path, nil))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.let), node.bindings.count == 1, let binding = node.bindings.first,
            let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let sequence = binding.initializer?.value.as(SequenceExprSyntax.self)
        else { return .visitChildren }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let value = Self.path(elements[0]),
            let fallback = Self.path(elements[2])
        else { return .visitChildren }
        bindings.append((local, value, fallback))
        return .skipChildren
    }
}

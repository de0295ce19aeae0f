import Crypto
import Foundation

/// The canonical form (`LayoutDocument+Canonical.swift`) written straight as bytes:
/// each type writes its members in their fixed sorted key order, with no
/// `[String: CanonicalJSON]` tree per document. The bytes are exactly
/// `canonicalJSON.utf8Bytes` (a property test holds the two together); the tree stays
/// the definition, and what the decoder, the diff and `show --json` use.
extension LayoutDocument {
    /// The canonical JSON as compact UTF-8 bytes.
    public var canonicalBytes: [UInt8] {
        var writer = CanonicalJSONWriter(capacity: 4096)
        writer.document(self)
        return writer.bytes
    }

    /// The canonical bytes and their SHA-256 (lowercase hex), encoded once: what the
    /// store records for a version.
    public var canonicalEncoding: (data: Data, hash: String) {
        var writer = CanonicalJSONWriter(capacity: 4096)
        writer.document(self)
        return (Data(writer.bytes), writer.sha256Hex)
    }
}

// Keys below are written in UTF-8 byte order by hand; the property test in
// CanonicalBytesTests compares every shape against the tree's serialisation.
extension CanonicalJSONWriter {
    mutating func document(_ document: LayoutDocument) {
        switch document {
        case .container(let container):
            body(container.body)
            raw(#","format":"#); integer(Int64(LayoutDocument.canonicalFormatVersion))
            raw(#","items":"#); items(container.body.items)
            raw(#","kind":"container","name":"#); string(container.name)
            raw(#","parameters":"#); parameters(container.parameters)
            states(container.body.states)
            raw("}")
        case .screen(let screen):
            body(screen.body)
            raw(#","format":"#); integer(Int64(LayoutDocument.canonicalFormatVersion))
            raw(#","height":"#); number(screen.height)
            if screen.heightIsAuto { raw(#","heightAuto":true"#) }
            raw(#","items":"#); items(screen.body.items)
            raw(#","kind":"screen""#)
            if let insets = screen.margins { raw(#","margins":"#); directionalInsets(insets) }
            raw(#","name":"#); string(screen.name)
            raw(#","parameters":"#); parameters(screen.parameters)
            if screen.root != .controller { raw(#","root":"#); string(screen.root.rawValue) }
            if let insets = screen.safeArea { raw(#","safeArea":"#); absoluteInsets(insets) }
            states(screen.body.states)
            raw(#","width":"#); number(screen.width)
            raw("}")
        case .spec(let spec):
            raw(#"{"format":"#); integer(Int64(LayoutDocument.canonicalFormatVersion))
            raw(#","kind":"spec","make":"#); constraints(spec.make)
            raw(#","name":"#); string(spec.name)
            raw(#","parameters":"#); parameters(spec.parameters)
            raw(#","references":"#); strings(spec.references.map(\.name).sorted())
            states(spec.states)
            raw(#","update":"#); constraints(spec.update)
            raw("}")
        }
    }

    /// `{"applications":[…],"constraints":[…]` (the object stays open).
    private mutating func body(_ body: LayoutBody) {
        raw(#"{"applications":"#)
        sortedArray(body.applications) { $0.application($1) }
        raw(#","constraints":"#); constraints(body.constraints)
    }

    private mutating func parameters(_ parameters: [Parameter]) {
        raw("[")
        for (index, parameter) in parameters.sorted(by: { $0.name < $1.name }).enumerated() {
            if index > 0 { raw(",") }
            raw(#"{"default":"#); number(parameter.defaultValue)
            raw(#","name":"#); string(parameter.name)
            raw(#","optional":"#); bool(parameter.isOptional)
            raw("}")
        }
        raw("]")
    }

    /// Expanded into single constraints and sorted by their serialisation.
    private mutating func constraints(_ constraints: [LayoutConstraint]) {
        let singles = constraints.contains { $0.first.attribute.isComposite } ? constraints.flatMap { $0.expanded() } : constraints
        sortedArray(singles) { $0.constraint($1) }
    }

    private mutating func constraint(_ constraint: LayoutConstraint) {
        raw(#"{"constant":"#); constant(constraint.constant)
        raw(#","first":"#); anchor(constraint.first)
        raw(#","identifier":"#); string(constraint.identifier)
        raw(#","multiplier":"#); number(constraint.multiplier)
        raw(#","priority":"#); number(Double(constraint.priority.rawValue))
        raw(#","relation":"#); string(constraint.relation.rawValue)
        raw(#","second":"#)
        if let second = constraint.second { anchor(second) } else { null() }
        if !constraint.sizeClasses.isAlways {
            raw(#","sizeClasses":{"#)
            let condition = constraint.sizeClasses
            if let height = condition.height { raw(#""height":"#); string(height.rawValue) }
            if let width = condition.width {
                raw(condition.height == nil ? #""width":"# : #","width":"#); string(width.rawValue)
            }
            raw("}")
        }
        raw("}")
    }

    private mutating func absoluteInsets(_ insets: AbsoluteInsets) {
        raw(#"{"bottom":"#); number(insets.bottom)
        raw(#","left":"#); number(insets.left)
        raw(#","right":"#); number(insets.right)
        raw(#","top":"#); number(insets.top)
        raw("}")
    }

    private mutating func directionalInsets(_ insets: DirectionalInsets) {
        raw(#"{"bottom":"#); number(insets.bottom)
        raw(#","leading":"#); number(insets.leading)
        raw(#","top":"#); number(insets.top)
        raw(#","trailing":"#); number(insets.trailing)
        raw("}")
    }

    private mutating func anchor(_ anchor: Anchor) {
        raw(#"{"attribute":"#); string(anchor.attribute.rawValue)
        raw(#","item":"#); path(anchor.item)
        raw("}")
    }

    /// `"owner.safeArea"`: the components joined by dots (a dot needs no escaping).
    private mutating func path(_ reference: ItemReference) {
        raw("\"")
        for (index, component) in reference.path.enumerated() {
            if index > 0 { raw(".") }
            escaped(component)
        }
        raw("\"")
    }

    private mutating func constant(_ expression: ConstantExpression) {
        raw(#"{"terms":["#)
        // `normalized` sums terms per parameter through a dictionary; zero or one term
        // needs none of that (0 + c is c, and a zero coefficient is dropped either way).
        let terms: [ConstantExpression.Term]
        switch expression.terms.count {
        case 0: terms = []
        case 1: terms = expression.terms[0].coefficient != 0 ? expression.terms : []
        default: terms = expression.normalized.terms
        }
        for (index, term) in terms.enumerated() {
            if index > 0 { raw(",") }
            raw(#"{"coefficient":"#); number(term.coefficient)
            raw(#","parameter":"#); string(term.parameter)
            raw("}")
        }
        raw(#"],"value":"#); number(expression.value)
        raw("}")
    }

    private mutating func arguments(_ arguments: [LayoutArgument]) {
        raw("[")
        for (index, argument) in arguments.sorted(by: { $0.name < $1.name }).enumerated() {
            if index > 0 { raw(",") }
            switch argument.value {
            case .constant(let expression):
                raw(#"{"constant":"#); constant(expression)
            case .item(let item):
                raw(#"{"item":"#); path(item)
            }
            raw(#","name":"#); string(argument.name)
            raw("}")
        }
        raw("]")
    }

    private mutating func application(_ application: SpecApplication) {
        raw(#"{"arguments":"#); arguments(application.arguments)
        raw(#","spec":"#); string(application.spec)
        raw(#","target":"#); path(application.target)
        raw("}")
    }

    /// In declaration order (z-order), not sorted.
    private mutating func items(_ items: [Item]) {
        raw("[")
        for (index, item) in items.enumerated() {
            if index > 0 { raw(",") }
            self.item(item)
        }
        raw("]")
    }

    private mutating func item(_ item: Item) {
        switch item {
        case .view(let view):
            self.view(view, stack: nil)
        case .stack(let stack):
            self.view(stack.view, stack: stack)
        case .guide(let guide):
            raw(#"{"kind":"guide","name":"#); string(guide.name)
            raw(#","parent":"#); string(guide.parent)
            raw("}")
        case .use(let use):
            raw(#"{"arguments":"#); arguments(use.arguments)
            raw(#","container":"#); string(use.container)
            raw(#","kind":"use","name":"#); string(use.name)
            raw(#","parent":"#); string(use.parent)
            raw("}")
        }
    }

    /// A view's members, and a stack's (its view's with `alignment`, `arranged`, `axis`,
    /// `distribution` and `spacing` in their places).
    private mutating func view(_ view: ViewItem, stack: StackItem?) {
        if let stack {
            raw(#"{"alignment":"#); string(stack.alignment.rawValue)
            if let insets = view.alignmentInsets { raw(#","alignmentInsets":"#); absoluteInsets(insets) }
            raw(#","arranged":"#); strings(stack.arranged)
            raw(#","axis":"#); string(stack.axis.rawValue)
            raw(",")
        } else if let insets = view.alignmentInsets {
            raw(#"{"alignmentInsets":"#); absoluteInsets(insets)
            raw(",")
        } else {
            raw("{")
        }
        if let base = view.baseClass { raw(#""baseClass":"#); string(base); raw(",") }
        raw(#""baselines":"#)
        if let baselines = view.baselines {
            raw(#"{"firstFromTop":"#); number(baselines.firstFromTop)
            raw(#","lastFromBottom":"#); number(baselines.lastFromBottom)
            raw("}")
        } else {
            null()
        }
        raw(#","class":"#); string(view.className)
        raw(#","compressionResistance":"#); axisPriorities(view.compressionResistance)
        if let stack { raw(#","distribution":"#); string(stack.distribution.rawValue) }
        raw(#","hidden":"#); bool(view.isHidden)
        raw(#","hugging":"#); axisPriorities(view.hugging)
        raw(#","insetsMarginsFromSafeArea":"#); bool(view.insetsMarginsFromSafeArea)
        raw(#","intrinsicSize":"#)
        if let size = view.intrinsicSize {
            raw(#"{"height":"#); number(size.height)
            raw(#","width":"#); number(size.width)
            raw("}")
        } else {
            null()
        }
        if stack == nil { raw(#","kind":"view","margins":"#) } else { raw(#","kind":"stack","margins":"#) }
        if let margins = view.margins { directionalInsets(margins) } else { null() }
        if stack?.marginsRelative == true { raw(#","marginsRelative":true"#) }
        raw(#","name":"#); string(view.name)
        raw(#","parent":"#); string(view.parent)
        if view.preservesSuperviewMargins { raw(#","preservesSuperviewMargins":true"#) }
        if let lengths = stack?.proportions {
            raw(#","proportions":["#)
            for (index, length) in lengths.enumerated() {
                if index > 0 { raw(",") }
                number(length)
            }
            raw("]")
        }
        if !view.isScrollEnabled { raw(#","scrollEnabled":false"#) }
        raw(#","scrolls":"#); bool(view.scrolls)
        if let stack { raw(#","spacing":"#); number(stack.spacing) }
        if let text = view.text { raw(#","text":"#); textContent(text) }
        raw("}")
    }

    /// `TextContent.canonicalJSON`'s members, in key order.
    private mutating func textContent(_ text: TextContent) {
        raw("{")
        var first = true
        func comma(_ writer: inout Self) { if !first { writer.raw(",") }; first = false }
        switch text.font {
        case .style(let style): comma(&self); raw(#""font":"#); string(style.rawValue)
        case .size(let size): comma(&self); raw(#""font":"#); number(size)
        case nil: break
        }
        if let lines = text.lines { comma(&self); raw(#""lines":"#); number(Double(lines)) }
        switch text.sample {
        case .characters(let count): comma(&self); raw(#""sample":"#); number(Double(count))
        case .text(let sample): comma(&self); raw(#""sample":"#); string(sample)
        case nil: break
        }
        raw("}")
    }

    private mutating func axisPriorities(_ priorities: AxisPriorities) {
        raw(#"{"horizontal":"#); number(Double(priorities.horizontal.rawValue))
        raw(#","vertical":"#); number(Double(priorities.vertical.rawValue))
        raw("}")
    }
}

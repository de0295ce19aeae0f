import Foundation

/// Reading a component back from its canonical JSON (what the store keeps). Strict: a
/// missing or unknown member, a wrong type or an unknown format version is an error that
/// names the path (`items[2].hugging.horizontal`). Composites come back expanded, as the
/// canonical form holds them, so `decoded.contentHash == original.contentHash`.
extension LayoutDocument {
    public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String {
            path.isEmpty ? "malformed component: \(message)" : "malformed component at \(path): \(message)"
        }
    }

    public init(canonicalData data: Data) throws {
        let json: CanonicalJSON
        do {
            json = try CanonicalJSON(parsing: data)
        } catch let error as CanonicalJSON.ParseError {
            throw DecodingError(path: "", message: error.description)
        }
        try self.init(canonicalJSON: json)
    }

    public init(canonicalJSON json: CanonicalJSON) throws {
        var root = try _Decoder(json, path: "")
        let format = try root.integer("format")
        guard format == LayoutDocument.canonicalFormatVersion else {
            throw root.failure("format", "canonical format \(format) is not one this build reads (\(LayoutDocument.canonicalFormatVersion))")
        }
        let kind = try root.string("kind")
        let name = try root.string("name")
        let parameters = try root.array("parameters").map(Parameter.init(decoding:))
        switch kind {
        case "container":
            let body = try LayoutBody(decoding: &root)
            try root.finish()
            self = .container(Container(name: name, parameters: parameters, body: body))
        case "screen":
            let body = try LayoutBody(decoding: &root)
            let width = try root.optionalNumber("width")
            let height = try root.optionalNumber("height")
            let kind = try root.ifPresent("root").map { try $0.enumValue(RootKind.self, "root kind") } ?? .controller
            let safeArea = try root.ifPresent("safeArea").map(AbsoluteInsets.init(decoding:))
            let margins = try root.ifPresent("margins").map(DirectionalInsets.init(decoding:))
            let heightIsAuto = try root.ifPresent("heightAuto") != nil ? try root.bool("heightAuto") : false
            if heightIsAuto, height != nil { throw root.failure("heightAuto", "a screen has a height or height auto, not both") }
            try root.finish()
            var screen = Screen(
                name: name, parameters: parameters, width: width, height: height,
                root: kind, safeArea: safeArea, margins: margins, body: body
            )
            screen.heightIsAuto = heightIsAuto
            self = .screen(screen)
        case "spec":
            let references = try root.array("references").map { try ReferenceParameter($0.stringValue()) }
            let make = LayoutConstraint.readingOrder(try root.array("make").map(LayoutConstraint.init(decoding:)))
            let update = LayoutConstraint.readingOrder(try root.array("update").map(LayoutConstraint.init(decoding:)))
            let states = try LayoutState.decodeList(&root)
            try root.finish()
            self = .spec(Spec(name: name, references: references, parameters: parameters, make: make, update: update, states: states))
        default:
            throw root.failure("kind", "unknown component kind \"\(kind)\" (expected container, screen or spec)")
        }
    }
}

extension Parameter {
    init(decoding node: _Decoder) throws {
        var node = node
        self.init(try node.string("name"), defaultValue: try node.optionalNumber("default"), isOptional: try node.bool("optional"))
        try node.finish()
    }
}

extension LayoutBody {
    init(decoding root: inout _Decoder) throws {
        self.init(
            items: try root.array("items").map(Item.init(decoding:)),
            constraints: LayoutConstraint.readingOrder(try root.array("constraints").map(LayoutConstraint.init(decoding:))),
            applications: try root.array("applications").map(SpecApplication.init(decoding:)),
            states: try LayoutState.decodeList(&root)
        )
    }
}

extension LayoutConstraint {
    init(decoding node: _Decoder) throws {
        var node = node
        let first = try Anchor(decoding: node.child("first"))
        let relation = try node.enumValue("relation", Relation.self, "relation")
        let second = try node.optionalObject("second").map(Anchor.init(decoding:))
        let multiplier = try node.number("multiplier")
        let constant = try ConstantExpression(decoding: node.child("constant"))
        let priority = Priority(try node.integer("priority"))
        let identifier = try node.optionalString("identifier")
        let sizeClasses = try node.ifPresent("sizeClasses").map(SizeClassCondition.init(decoding:)) ?? .always
        try node.finish()
        if first.attribute.isComposite {
            throw node.failure("first", "composite attribute \(first.attribute.rawValue) in canonical form (composites are stored expanded)")
        }
        self.init(
            first, relation, second, multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
            sizeClasses: sizeClasses
        )
    }
}

extension LayoutConstraint {
    /// The canonical order is by serialisation, which reads oddly when printed; order
    /// carries no meaning, so decoded constraints are grouped by item, then attribute.
    static func readingOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        // Each constraint's key spelt once, not at every comparison (a clone decodes thousands).
        let keys = constraints.map { (item: $0.first.item.description, rank: attributeRank[$0.first.attribute] ?? 0) }
        return constraints.indices.sorted { lhs, rhs in
            if keys[lhs].item != keys[rhs].item { return keys[lhs].item < keys[rhs].item }
            if keys[lhs].rank != keys[rhs].rank { return keys[lhs].rank < keys[rhs].rank }
            return lhs < rhs
        }.map { constraints[$0] }
    }

    private static let attributeRank = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.enumerated().map { ($1, $0) })
}

extension Anchor {
    init(decoding node: _Decoder) throws {
        var node = node
        let item = try node.itemReference("item")
        let attribute = try node.enumValue("attribute", LayoutAttribute.self, "attribute")
        try node.finish()
        self.init(item, attribute)
    }
}

extension ConstantExpression {
    init(decoding node: _Decoder) throws {
        var node = node
        let value = try node.number("value")
        let terms = try node.array("terms").map { term -> Term in
            var term = term
            let result = Term(try term.string("parameter"), coefficient: try term.number("coefficient"))
            try term.finish()
            return result
        }
        try node.finish()
        self.init(value, terms: terms)
    }
}

extension LayoutArgument {
    init(decoding node: _Decoder) throws {
        var node = node
        let name = try node.string("name")
        let value: ArgumentValue
        if case .object(let members) = node.json, members["item"] != nil {
            value = .item(try node.itemReference("item"))
        } else {
            value = .constant(try ConstantExpression(decoding: node.child("constant")))
        }
        try node.finish()
        self.init(name, value)
    }
}

extension SpecApplication {
    init(decoding node: _Decoder) throws {
        var node = node
        let spec = try node.string("spec")
        let target = try node.itemReference("target")
        let arguments = try node.array("arguments").map(LayoutArgument.init(decoding:))
        try node.finish()
        self.init(spec: spec, target: target, arguments: arguments)
    }
}

extension Item {
    init(decoding node: _Decoder) throws {
        var node = node
        let kind = try node.string("kind")
        switch kind {
        case "view":
            self = .view(try ViewItem(decoding: &node))
        case "guide":
            self = .guide(GuideItem(name: try node.string("name"), parent: try node.optionalString("parent")))
        case "use":
            self = .use(
                ContainerUse(
                    name: try node.string("name"),
                    container: try node.string("container"),
                    arguments: try node.array("arguments").map(LayoutArgument.init(decoding:)),
                    parent: try node.optionalString("parent")
                ))
        case "stack":
            let view = try ViewItem(decoding: &node)
            var stack = StackItem(
                view: view,
                axis: try node.enumValue("axis", StackItem.Axis.self, "stack axis"),
                distribution: try node.enumValue("distribution", StackItem.Distribution.self, "stack distribution"),
                alignment: try node.enumValue("alignment", StackItem.Alignment.self, "stack alignment"),
                spacing: try node.number("spacing"),
                arranged: try node.array("arranged").map { try $0.stringValue() }
            )
            stack.marginsRelative = try node.ifPresent("marginsRelative") != nil ? try node.bool("marginsRelative") : false
            if try node.ifPresent("proportions") != nil { stack.proportions = try node.array("proportions").map { try $0.numberValue() } }
            self = .stack(stack)
        default:
            throw node.failure("kind", "unknown item kind \"\(kind)\" (expected view, guide, use or stack)")
        }
        try node.finish()
    }
}

extension ViewItem {
    /// Reads the view members; the caller reads `kind` and any stack members and finishes.
    init(decoding node: inout _Decoder) throws {
        let name = try node.string("name")
        let className = try node.string("class")
        let parent = try node.optionalString("parent")
        let intrinsicSize = try node.optionalObject("intrinsicSize").map { size -> IntrinsicSize in
            var size = size
            let result = IntrinsicSize(width: try size.optionalNumber("width"), height: try size.optionalNumber("height"))
            try size.finish()
            return result
        }
        let hugging = try AxisPriorities(decoding: node.child("hugging"))
        let compression = try AxisPriorities(decoding: node.child("compressionResistance"))
        let margins = try node.optionalObject("margins").map(DirectionalInsets.init(decoding:))
        let insetsFromSafeArea = try node.bool("insetsMarginsFromSafeArea")
        let hidden = try node.bool("hidden")
        let baselines = try node.optionalObject("baselines").map { baselines -> Baselines in
            var baselines = baselines
            let result = Baselines(firstFromTop: try baselines.number("firstFromTop"), lastFromBottom: try baselines.number("lastFromBottom"))
            try baselines.finish()
            return result
        }
        let scrolls = try node.bool("scrolls")
        let scrollEnabled = try node.ifPresent("scrollEnabled") != nil ? try node.bool("scrollEnabled") : true
        let preserves = try node.ifPresent("preservesSuperviewMargins") != nil ? try node.bool("preservesSuperviewMargins") : false
        let alignmentInsets = try node.ifPresent("alignmentInsets").map(AbsoluteInsets.init(decoding:))
        let text = try node.ifPresent("text").map(TextContent.init(decoding:))
        let baseClass = try node.ifPresent("baseClass") != nil ? try node.string("baseClass") : nil
        self.init(
            name: name, className: className, baseClass: baseClass, parent: parent, intrinsicSize: intrinsicSize,
            hugging: hugging, compressionResistance: compression, margins: margins,
            insetsMarginsFromSafeArea: insetsFromSafeArea, isHidden: hidden, baselines: baselines, scrolls: scrolls,
            isScrollEnabled: scrollEnabled, preservesSuperviewMargins: preserves, alignmentInsets: alignmentInsets,
            text: text
        )
    }
}

extension DirectionalInsets {
    init(decoding node: _Decoder) throws {
        var node = node
        self.init(
            top: try node.number("top"), leading: try node.number("leading"),
            bottom: try node.number("bottom"), trailing: try node.number("trailing")
        )
        try node.finish()
    }
}

extension AbsoluteInsets {
    init(decoding node: _Decoder) throws {
        var node = node
        self.init(
            top: try node.number("top"), left: try node.number("left"),
            bottom: try node.number("bottom"), right: try node.number("right")
        )
        try node.finish()
    }
}

extension SizeClassCondition {
    init(decoding node: _Decoder) throws {
        var node = node
        self.init(
            width: try node.ifPresent("width").map { try $0.enumValue(SizeClass.self, "size class") },
            height: try node.ifPresent("height").map { try $0.enumValue(SizeClass.self, "size class") }
        )
        try node.finish()
        if isAlways { throw node.failure(nil, "a size-class condition names at least one class (omit it for always)") }
    }
}

extension AxisPriorities {
    init(decoding node: _Decoder) throws {
        var node = node
        self.init(horizontal: Priority(try node.integer("horizontal")), vertical: Priority(try node.integer("vertical")))
        try node.finish()
    }
}

extension TextContent {
    init(decoding node: _Decoder) throws {
        var node = node
        self.init()
        if let value = try node.ifPresent("sample") {
            if case .string(let text) = value.json {
                sample = .text(text)
            } else {
                let count = try value.integerValue()
                guard count >= 0 else { throw value.failure(nil, "a character count cannot be negative (\(count))") }
                sample = .characters(count)
            }
        }
        if let value = try node.ifPresent("font") {
            if case .string = value.json {
                font = .style(try value.enumValue(TextStyle.self, "text style"))
            } else {
                let size = try value.numberValue()
                guard size > 0 else { throw value.failure(nil, "a font size must be above 0 (\(LayoutNumber.format(size)))") }
                font = .size(size)
            }
        }
        if let value = try node.ifPresent("lines") {
            let lines = try value.integerValue()
            guard lines >= 0 else { throw value.failure(nil, "a number of lines cannot be negative (\(lines))") }
            self.lines = lines
        }
        try node.finish()
    }
}

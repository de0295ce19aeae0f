import Crypto
import Foundation

/// The canonical form of a component: what the store keeps and hashes. It records
/// meaning, not writing: composites are expanded, and everything whose order carries no
/// meaning (constraints, parameters, arguments, applications, parameter terms) is
/// sorted, so reformatting a file or moving those lines around never changes the hash
/// while any real change does. Order that means something is kept: the items in
/// declaration order (`addSubview` order, i.e. z-order) and a stack's arranged views.
extension LayoutDocument {
    /// Bumped only with a migration of stored objects: it is part of every hash.
    public static let canonicalFormatVersion = 1

    public var canonicalJSON: CanonicalJSON {
        var members: [String: CanonicalJSON] = [
            "format": .number(Double(Self.canonicalFormatVersion)),
            "kind": .string(kind.rawValue),
            "name": .string(name),
            "parameters": .array(parameters.sorted { $0.name < $1.name }.map(\.canonicalJSON)),
        ]
        switch self {
        case .container(let container):
            members.merge(container.body.canonicalMembers) { _, new in new }
        case .screen(let screen):
            members.merge(screen.body.canonicalMembers) { _, new in new }
            members["width"] = .optional(screen.width)
            members["height"] = .optional(screen.height)
            if screen.heightIsAuto { members["heightAuto"] = .bool(true) }
            // The root settings only where they differ from the defaults, so the hashes
            // of screens written before them stay as they were.
            if screen.root != .controller { members["root"] = .string(screen.root.rawValue) }
            if let insets = screen.safeArea { members["safeArea"] = insets.canonicalJSON }
            if let insets = screen.margins { members["margins"] = insets.canonicalJSON }
        case .spec(let spec):
            members["references"] = .array(spec.references.map(\.name).sorted().map(CanonicalJSON.string))
            members["make"] = LayoutConstraint.canonicalList(spec.make)
            members["update"] = LayoutConstraint.canonicalList(spec.update)
            if let states = LayoutState.canonicalList(spec.states) { members["states"] = states }
        }
        return .object(members)
    }

    /// The canonical JSON as compact UTF-8 bytes (written directly, without the tree:
    /// `LayoutDocument+CanonicalBytes.swift`).
    public var canonicalData: Data { Data(canonicalBytes) }

    /// SHA-256 of the canonical JSON, lowercase hex: the component's content address.
    public var contentHash: String {
        CanonicalJSONWriter.hex(SHA256.hash(data: canonicalBytes))
    }
}

extension LayoutBody {
    var canonicalMembers: [String: CanonicalJSON] {
        var members: [String: CanonicalJSON] = [
            // Declaration order: z-order among siblings (stored objects recorded before the
            // order counted hold their items sorted by name, and keep that order and hash).
            "items": .array(items.map(\.canonicalJSON)),
            "constraints": LayoutConstraint.canonicalList(constraints),
            "applications": .array(
                CanonicalJSON.sortedBySerialization(applications.map(\.canonicalJSON))
            ),
        ]
        // Only when there are states: components without them keep their hashes.
        if let states = LayoutState.canonicalList(states) { members["states"] = states }
        return members
    }
}

extension CanonicalJSON {
    /// Sorted by serialisation, serialising each value once (not once per comparison).
    static func sortedBySerialization(_ values: [CanonicalJSON]) -> [CanonicalJSON] {
        values.map { ($0.serialized, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension LayoutConstraint {
    /// Expanded into single constraints and sorted by their serialisation.
    static func canonicalList(_ constraints: [LayoutConstraint]) -> CanonicalJSON {
        let singles = constraints.flatMap { $0.expanded() }.map(\.canonicalJSON)
        return .array(CanonicalJSON.sortedBySerialization(singles))
    }

    var canonicalJSON: CanonicalJSON {
        var members: [String: CanonicalJSON] = [
            "first": first.canonicalJSON,
            "relation": .string(relation.rawValue),
            "second": second?.canonicalJSON ?? .null,
            "multiplier": .number(multiplier),
            "constant": constant.canonicalJSON,
            "priority": .number(Double(priority.rawValue)),
            "identifier": .optional(identifier),
        ]
        if !sizeClasses.isAlways { members["sizeClasses"] = sizeClasses.canonicalJSON }
        return .object(members)
    }
}

extension SizeClassCondition {
    /// `{"width":"compact"}`: only the classes it names.
    var canonicalJSON: CanonicalJSON {
        var members: [String: CanonicalJSON] = [:]
        if let width { members["width"] = .string(width.rawValue) }
        if let height { members["height"] = .string(height.rawValue) }
        return .object(members)
    }
}

extension AbsoluteInsets {
    var canonicalJSON: CanonicalJSON {
        ["top": .number(top), "left": .number(left), "bottom": .number(bottom), "right": .number(right)]
    }
}

extension DirectionalInsets {
    var canonicalJSON: CanonicalJSON {
        ["top": .number(top), "leading": .number(leading), "bottom": .number(bottom), "trailing": .number(trailing)]
    }
}

extension Anchor {
    var canonicalJSON: CanonicalJSON {
        ["item": .string(item.description), "attribute": .string(attribute.rawValue)]
    }
}

extension ConstantExpression {
    /// Terms of one parameter are summed, zero terms dropped, the rest sorted by name.
    public var normalized: ConstantExpression {
        var sums: [String: Double] = [:]
        for term in terms { sums[term.parameter, default: 0] += term.coefficient }
        let merged = sums.filter { $0.value != 0 }.sorted { $0.key < $1.key }
            .map { Term($0.key, coefficient: $0.value) }
        return ConstantExpression(value, terms: merged)
    }

    var canonicalJSON: CanonicalJSON {
        let normal = normalized
        return [
            "value": .number(normal.value),
            "terms": .array(normal.terms.map { ["parameter": .string($0.parameter), "coefficient": .number($0.coefficient)] }),
        ]
    }
}

extension Parameter {
    var canonicalJSON: CanonicalJSON {
        ["name": .string(name), "default": .optional(defaultValue), "optional": .bool(isOptional)]
    }
}

extension LayoutArgument {
    var canonicalJSON: CanonicalJSON {
        switch value {
        case .constant(let constant):
            return ["name": .string(name), "constant": constant.canonicalJSON]
        case .item(let item):
            return ["name": .string(name), "item": .string(item.description)]
        }
    }

    static func canonicalList(_ arguments: [LayoutArgument]) -> CanonicalJSON {
        .array(arguments.sorted { $0.name < $1.name }.map(\.canonicalJSON))
    }
}

extension SpecApplication {
    var canonicalJSON: CanonicalJSON {
        [
            "spec": .string(spec),
            "target": .string(target.description),
            "arguments": LayoutArgument.canonicalList(arguments),
        ]
    }
}

extension Item {
    var canonicalJSON: CanonicalJSON {
        switch self {
        case .view(let view):
            return view.canonicalJSON(kind: "view")
        case .guide(let guide):
            return ["kind": "guide", "name": .string(guide.name), "parent": .optional(guide.parent)]
        case .use(let use):
            return [
                "kind": "use", "name": .string(use.name), "container": .string(use.container),
                "arguments": LayoutArgument.canonicalList(use.arguments), "parent": .optional(use.parent),
            ]
        case .stack(let stack):
            guard case .object(var members) = stack.view.canonicalJSON(kind: "stack") else { return .null }
            members["axis"] = .string(stack.axis.rawValue)
            members["distribution"] = .string(stack.distribution.rawValue)
            members["alignment"] = .string(stack.alignment.rawValue)
            members["spacing"] = .number(stack.spacing)
            if stack.marginsRelative { members["marginsRelative"] = .bool(true) }
            if let lengths = stack.proportions { members["proportions"] = .array(lengths.map(CanonicalJSON.number)) }
            members["arranged"] = .array(stack.arranged.map(CanonicalJSON.string))
            return .object(members)
        }
    }
}

extension ViewItem {
    func canonicalJSON(kind: String) -> CanonicalJSON {
        var members: [String: CanonicalJSON] = [
            "kind": .string(kind),
            "name": .string(name),
            "class": .string(className),
            "parent": .optional(parent),
            "intrinsicSize": intrinsicSize.map { ["width": .optional($0.width), "height": .optional($0.height)] } ?? .null,
            "hugging": hugging.canonicalJSON,
            "compressionResistance": compressionResistance.canonicalJSON,
            "margins": margins?.canonicalJSON ?? .null,
            "insetsMarginsFromSafeArea": .bool(insetsMarginsFromSafeArea),
            "hidden": .bool(isHidden),
            "baselines": baselines.map {
                ["firstFromTop": .number($0.firstFromTop), "lastFromBottom": .number($0.lastFromBottom)]
            } ?? .null,
            "scrolls": .bool(scrolls),
        ]
        // Newer properties only where they differ from UIKit's defaults (stable hashes).
        if !isScrollEnabled { members["scrollEnabled"] = .bool(false) }
        if preservesSuperviewMargins { members["preservesSuperviewMargins"] = .bool(true) }
        if let alignmentInsets { members["alignmentInsets"] = alignmentInsets.canonicalJSON }
        if let text { members["text"] = text.canonicalJSON }
        if let baseClass { members["baseClass"] = .string(baseClass) }
        return .object(members)
    }
}

extension AxisPriorities {
    var canonicalJSON: CanonicalJSON {
        ["horizontal": .number(Double(horizontal.rawValue)), "vertical": .number(Double(vertical.rawValue))]
    }
}

extension TextContent {
    /// Only the fields written. `sample` is a count or a string and `font` a style name or
    /// a size, one member each, so that a merge takes either whole.
    var canonicalJSON: CanonicalJSON {
        var members: [String: CanonicalJSON] = [:]
        switch sample {
        case .characters(let count): members["sample"] = .number(Double(count))
        case .text(let text): members["sample"] = .string(text)
        case nil: break
        }
        switch font {
        case .style(let style): members["font"] = .string(style.rawValue)
        case .size(let size): members["font"] = .number(size)
        case nil: break
        }
        if let lines { members["lines"] = .number(Double(lines)) }
        return .object(members)
    }
}

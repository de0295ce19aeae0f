import TrellisModel

/// One single constraint as Swift, with the optional parameters it needs a value for.
struct _WrittenConstraint {
    var code: SwiftCode
    /// Optional parameters (`param x?`) the constant uses: made only under `if let`.
    var requires: [String]
    var comments: [String]
}

/// Writes constraints as layout-anchor expressions (`a.topAnchor.constraint(equalTo:
/// b.topAnchor, constant: 8)`) or SnapKit maker lines (`make.top.equalTo(b.snp.top)
/// .offset(8)`), each with its identifier. Composites are expanded first, in the model's
/// fixed order, so one written constraint is one `NSLayoutConstraint`.
struct ConstraintWriter {
    var scope: SwiftScope
    /// The `.layout` file's name, for identifiers.
    var file: String

    /// The identifier of the `index`th single constraint of `source` (the constraint as the
    /// `.layout` file has it: its names, not their Swift spellings).
    func identifier(_ index: Int, of source: LayoutConstraint) -> String {
        let singles = source.expanded()
        let text = singles.indices.contains(index) ? singles[index].layoutText : source.layoutText
        return ConstraintIdentifier(file: file, line: source.location?.line, text: text).description
    }

    // MARK: Anchors

    /// `constraint` with Swift names; `source` the same constraint as written (nil: the same).
    func anchors(_ constraint: LayoutConstraint, source: LayoutConstraint? = nil) -> [_WrittenConstraint] {
        constraint.expanded().enumerated().map { index, single in
            var lines: [SwiftCode] = [.line(anchorExpression(single))]
            if !single.priority.isRequired {
                lines.append(.line("    .withPriority(\(UIKitNames.priority(single.priority)))"))
            }
            lines.append(.line("    .identified(\(SwiftCode.stringLiteral(identifier(index, of: source ?? constraint))))"))
            return _WrittenConstraint(
                code: .lines(lines), requires: scope.optionalParameters(in: single.constant),
                comments: index == 0 ? constraint.comments : []
            )
        }
    }

    /// The plain anchor call where one exists — a view's margin attribute as its
    /// `layoutMarginsGuide`'s anchor (`title.layoutMarginsGuide.topAnchor`); otherwise
    /// `NSLayoutConstraint(item:…)`: a multiplier on a position (anchors take multipliers only
    /// on dimensions) and a guide's margin attribute (a guide has no margins guide).
    func anchorExpression(_ single: LayoutConstraint) -> String {
        let constant = SwiftName.constant(single.constant)
        let label = UIKitNames.relationLabel(single.relation)
        let isDimension = single.first.attribute.kind == .dimension
        if let firstAnchor = anchor(single.first) {
            if single.second == nil, isDimension {
                return "\(firstAnchor).constraint(\(label)Constant: \(constant))"
            }
            if let second = single.second, let secondAnchor = anchor(second), single.multiplier == 1 || isDimension {
                var arguments = "\(label): \(secondAnchor)"
                if single.multiplier != 1 { arguments += ", multiplier: \(SwiftName.multiplier(single.multiplier))" }
                if !single.constant.isZero { arguments += ", constant: \(constant)" }
                return "\(firstAnchor).constraint(\(arguments))"
            }
        }
        let first = scope.expression(single.first.item)
        let second = single.second.map { scope.expression($0.item) } ?? "nil"
        return "NSLayoutConstraint(item: \(first), attribute: \(UIKitNames.attribute(single.first.attribute)), "
            + "relatedBy: \(UIKitNames.relation(single.relation)), toItem: \(second), "
            + "attribute: \(UIKitNames.attribute(single.second?.attribute)), "
            + "multiplier: \(SwiftName.multiplier(single.multiplier)), constant: \(constant))"
    }

    /// `avatar.topAnchor`; a view's `topMargin` is `title.layoutMarginsGuide.topAnchor` (UIKit
    /// defines the margin attributes so); nil where no anchor says it.
    func anchor(_ anchor: Anchor) -> String? {
        let item = scope.expression(anchor.item)
        if let plain = anchor.attribute.withoutMargin {
            guard scope.isView(anchor.item), let name = UIKitNames.anchor(plain) else { return nil }
            return "\(item).\(SystemGuide.margins.uikitName).\(name)"
        }
        return UIKitNames.anchor(anchor.attribute).map { "\(item).\($0)" }
    }

    // MARK: SnapKit

    /// `make.bottom.equalTo(superView.snp.bottom).offset(-8).labeled("…")`. SnapKit's maker
    /// constrains the view it is given, so the first anchor must be `self`'s own.
    func snapKit(_ constraint: LayoutConstraint, source: LayoutConstraint? = nil, spec: String) throws(ExportError) -> [_WrittenConstraint] {
        for single in constraint.expanded() {
            guard single.first.item == .selfItem else {
                throw .notExportable(
                    "\(spec): SnapKit's maker constrains only the view the spec is applied to, and \(single.layoutText) starts with \(single.first.item)",
                    at: constraint.location, hint: "write it with self on the left, or export with --style anchors"
                )
            }
            if let second = single.second, second.item.root == "self" {
                throw .notExportable(
                    "\(spec): a SnapKit maker closure has no name for the view it constrains, and \(single.layoutText) relates it to itself",
                    at: constraint.location, hint: "export with --style anchors"
                )
            }
        }
        return snapKitMakers(constraint, source: source).map(\.maker)
    }

    /// Each single constraint of `constraint` as a maker line for its first item's
    /// `snp.makeConstraints`, with that item's Swift and, for the owner view (which a maker
    /// would take out of autoresizing), the anchor form instead.
    /// `maker` is the closure's parameter, never a name the constraints use.
    func snapKitMakers(_ constraint: LayoutConstraint, source: LayoutConstraint? = nil, maker: String = "make", labeled: Bool = true)
        -> [(item: String, maker: _WrittenConstraint, anchors: _WrittenConstraint)]
    {
        let anchors = self.anchors(constraint, source: source)
        return constraint.expanded().enumerated().map { index, single in
            var line = "\(maker).\(single.first.attribute.rawValue)"
            let relation = UIKitNames.relationLabel(single.relation)
            if let second = single.second {
                line += ".\(relation)(\(scope.expression(second.item)).snp.\(second.attribute.rawValue))"
                line += Self.snapKitMultiplier(single.multiplier)
                if !single.constant.isZero { line += ".offset(\(SwiftName.constant(single.constant)))" }
            } else {
                line += ".\(relation)(\(SwiftName.constant(single.constant)))"
            }
            if !single.priority.isRequired { line += ".priority(\(UIKitNames.snapKitPriority(single.priority)))" }
            if labeled { line += ".labeled(\(SwiftCode.stringLiteral(identifier(index, of: source ?? constraint))))" }
            let maker = _WrittenConstraint(
                code: .line(line), requires: scope.optionalParameters(in: single.constant), comments: index == 0 ? constraint.comments : [])
            return (scope.expression(single.first.item), maker, anchors[index])
        }
    }

    /// `.dividedBy(3)` for the reciprocal of a whole number, `.multipliedBy(0.75)` otherwise:
    /// SnapKit takes any number type, so `multipliedBy(1 / 3)` would be the integer 0.
    static func snapKitMultiplier(_ multiplier: Double) -> String {
        if multiplier == 1 { return "" }
        let written = SwiftName.multiplier(multiplier)
        if written.hasPrefix("1 / ") { return ".dividedBy(\(written.dropFirst(4)))" }
        return ".multipliedBy(\(written))"
    }
}

extension _WrittenConstraint {
    /// Statements that append or run `written`: unconditional ones through `unconditional`,
    /// the rest grouped under `if let` by the optional parameters they need.
    static func grouped(
        _ written: [_WrittenConstraint], unconditional: ([SwiftCode]) -> [SwiftCode], conditional: (SwiftCode) -> SwiftCode
    ) -> [SwiftCode] {
        var statements = unconditional(written.filter(\.requires.isEmpty).flatMap(\.listElements))
        var groups: [[String]: [_WrittenConstraint]] = [:]
        var order: [[String]] = []
        for constraint in written where !constraint.requires.isEmpty {
            if groups[constraint.requires] == nil { order.append(constraint.requires) }
            groups[constraint.requires, default: []].append(constraint)
        }
        for names in order {
            let header = "if " + names.map { "let \(SwiftName.escaped($0))" }.joined(separator: ", ")
            let body = (groups[names] ?? []).flatMap { $0.comments.map(SwiftCode.comment) + [conditional($0.code)] }
            statements.append(.block(header, body))
        }
        return statements
    }

    /// The comments above the constraint, then the constraint.
    var listElements: [SwiftCode] { comments.map(SwiftCode.comment) + [code] }
}

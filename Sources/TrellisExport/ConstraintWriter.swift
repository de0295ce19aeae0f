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

    /// The plain anchor call where one exists; `NSLayoutConstraint(item:…)` for margin
    /// attributes and for a multiplier on a position (anchors take multipliers only on
    /// dimensions).
    func anchorExpression(_ single: LayoutConstraint) -> String {
        let first = scope.expression(single.first.item)
        let constant = SwiftName.constant(single.constant)
        let label = UIKitNames.relationLabel(single.relation)
        let isDimension = single.first.attribute.kind == .dimension
        if let firstAnchor = UIKitNames.anchor(single.first.attribute) {
            if single.second == nil, isDimension {
                return "\(first).\(firstAnchor).constraint(\(label)Constant: \(constant))"
            }
            if let second = single.second, let secondAnchor = UIKitNames.anchor(second.attribute),
                single.multiplier == 1 || isDimension
            {
                var arguments = "\(label): \(scope.expression(second.item)).\(secondAnchor)"
                if single.multiplier != 1 { arguments += ", multiplier: \(SwiftName.multiplier(single.multiplier))" }
                if !single.constant.isZero { arguments += ", constant: \(constant)" }
                return "\(first).\(firstAnchor).constraint(\(arguments))"
            }
        }
        let second = single.second.map { scope.expression($0.item) } ?? "nil"
        return "NSLayoutConstraint(item: \(first), attribute: \(UIKitNames.attribute(single.first.attribute)), "
            + "relatedBy: \(UIKitNames.relation(single.relation)), toItem: \(second), "
            + "attribute: \(UIKitNames.attribute(single.second?.attribute)), "
            + "multiplier: \(SwiftName.multiplier(single.multiplier)), constant: \(constant))"
    }

    // MARK: SnapKit

    /// `make.bottom.equalTo(superView.snp.bottom).offset(-8).labeled("…")`. SnapKit's maker
    /// constrains the view it is given, so the first anchor must be `self`'s own.
    func snapKit(_ constraint: LayoutConstraint, source: LayoutConstraint? = nil, spec: String) throws(ExportError) -> [_WrittenConstraint] {
        var written: [_WrittenConstraint] = []
        for (index, single) in constraint.expanded().enumerated() {
            guard single.first.item == .selfItem else {
                throw .notExportable(
                    "\(spec): SnapKit's maker constrains only the view the spec is applied to, and \(single.layoutText) starts with \(single.first.item)",
                    at: constraint.location, hint: "write it with self on the left, or export with --style anchors"
                )
            }
            var line = "make.\(single.first.attribute.rawValue)"
            let relation = UIKitNames.relationLabel(single.relation)
            if let second = single.second {
                guard second.item.root != "self" else {
                    throw .notExportable(
                        "\(spec): a SnapKit maker closure has no name for the view it constrains, and \(single.layoutText) relates it to itself",
                        at: constraint.location, hint: "export with --style anchors"
                    )
                }
                line += ".\(relation)(\(scope.expression(second.item)).snp.\(second.attribute.rawValue))"
                if single.multiplier != 1 { line += ".multipliedBy(\(SwiftName.multiplier(single.multiplier)))" }
                if !single.constant.isZero { line += ".offset(\(SwiftName.constant(single.constant)))" }
            } else {
                line += ".\(relation)(\(SwiftName.constant(single.constant)))"
            }
            if !single.priority.isRequired { line += ".priority(\(UIKitNames.snapKitPriority(single.priority)))" }
            line += ".labeled(\(SwiftCode.stringLiteral(identifier(index, of: source ?? constraint))))"
            written.append(
                _WrittenConstraint(
                    code: .line(line), requires: scope.optionalParameters(in: single.constant),
                    comments: index == 0 ? constraint.comments : []
                ))
        }
        return written
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

import TrellisModel

/// Where a solver constraint came from, so diagnostics can name it: a constraint written
/// in a `.layout` file (instantiated at some path), or one the engine made on UIKit's
/// behalf. Kept as integers and static strings; text is made only when a diagnostic is.
enum _Origin: Sendable {
    /// Index into the instantiation's constraints.
    case model(Int)
    /// Content hugging (`size <= intrinsic`), compression resistance (`size >= intrinsic`),
    /// or both as one elastic `size == intrinsic`.
    case intrinsic(item: Int, horizontal: Bool, side: IntrinsicSide)
    /// A constraint UIStackView makes (`UISV-…`): the rule, and the arranged view it is about.
    case stack(item: Int, rule: StaticString, arranged: Int?)
    /// The geometry of a system guide (insets from its view).
    case guide(item: Int)
    /// A container solved on its own: its guide pinned to the owner's edges.
    case containerSelf(item: Int)
}

/// Which side of an intrinsic size a constraint holds.
enum IntrinsicSide: Sendable {
    case hugging, compression, both
}

/// A constraint as diagnostics show it.
public struct ConstraintDescription: Hashable, Sendable, Codable, CustomStringConvertible {
    /// With items named by their full paths: `avatar.vip.top == avatar.top`.
    public var text: String
    /// As written in the file (`vip.top == self.top`), for constraints from a file.
    public var written: String?
    public var location: SourceLocation?
    /// What made it: `UserAvatarContainer in avatar`, `spec ClipRecordPanelLayout on panel`,
    /// `intrinsic width of title (hugging 250)`, `stack actions: spacing`.
    public var origin: String
    public var priority: Int

    /// `UserAvatarContainer.layout:12: vip.top == self.top  (avatar.vip.top == avatar.top; UserAvatarContainer in avatar)`.
    public var description: String {
        var line = location.map { "\($0.file):\($0.line): " } ?? ""
        if let written, written != text {
            line += "\(written)  [\(text); \(origin)]"
        } else {
            line += "\(text)  [\(origin)]"
        }
        return line
    }
}

extension ConstraintDescription {
    static func number(_ value: Double) -> String { LayoutNumber.format(value) }

    /// `first.attr == second.attr * m + c @p`.
    static func text(
        first: String, relation: TrellisModel.Relation, second: String?, multiplier: Double,
        constant: Double, priority: Int
    ) -> String {
        var rhs = ""
        if let second {
            rhs = second
            if multiplier != 1 { rhs += " * \(number(multiplier))" }
            if constant > 0 { rhs += " + \(number(constant))" }
            if constant < 0 { rhs += " - \(number(-constant))" }
        } else {
            rhs = number(constant)
        }
        let p = priority >= 1000 ? "" : " @\(priority)"
        return "\(first) \(relation.symbol) \(rhs)\(p)"
    }

    static func written(_ constraint: LayoutConstraint) -> String {
        var rhs = ""
        if let second = constraint.second {
            rhs = second.description
            if constraint.multiplier != 1 { rhs += " * \(number(constraint.multiplier))" }
            if !constraint.constant.isZero {
                let text = constraint.constant.description
                rhs += text.hasPrefix("-") ? " - \(text.dropFirst())" : " + \(text)"
            }
        } else {
            rhs = constraint.constant.description
        }
        let p = constraint.priority.isRequired ? "" : " @\(constraint.priority)"
        return "\(constraint.first) \(constraint.relation.symbol) \(rhs)\(p)"
    }
}

import SwiftSyntax
import TrellisModel

/// The insets of SnapKit's `inset(…)` when they are edge insets: `UIEdgeInsets(top: 8, left: 20,
/// bottom: 8, right: 20)`, `NSDirectionalEdgeInsets(…)`, `.init(top:…)`, or a constant of insets whose
/// parts the import knows (`static let margins = UIEdgeInsets(…)` read as `Size.margins`). SnapKit
/// takes each edge's own part (`ConstraintInsets`): top and left (leading) move in, bottom and right
/// (trailing) out, a width shrinks by left + right. So a composite of edges with uneven parts is one
/// constraint per edge, which the format's composites (one constant for all) cannot say.
struct SnapKitEdgeInsets {
    var parts: [String: ConstantExpression]

    /// The labels UIKit's insets are made of.
    static let labels: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing"]

    /// nil: not edge insets (a number, read as one inset for every edge). A failure: insets whose
    /// parts import cannot tell (`UIEdgeInsets(horizontal: 16)`, an initializer of the app's own).
    static func read(_ argument: ExprSyntax, context: SwiftTypeContext) -> Result<SnapKitEdgeInsets, Failure>? {
        if let call = argument.as(FunctionCallExprSyntax.self) {
            let callee = SwiftCallee.text(of: call)
            guard callee.hasSuffix("EdgeInsets") || callee.hasSuffix("EdgeInsets.init") || callee == ".init" || callee == "init" else { return nil }
            let named = call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } }
            guard named.count == call.arguments.count, !named.isEmpty, named.allSatisfy({ labels.contains($0.0) }) else {
                // `.init(8)` may be a number; `UIEdgeInsets(all: 8)` is insets whose parts import cannot tell.
                if callee == ".init" || callee == "init" { return nil }
                return .failure("'\(call.trimmedText)': insets import reads by UIKit's parts (top, left, bottom, right)")
            }
            return .success(SnapKitEdgeInsets(parts: Dictionary(named.map { ($0.0, context.constant($0.1)) }) { first, _ in first }))
        }
        // `UIEdgeInsets.zero`, `.zero`: no inset on any edge.
        if ["UIEdgeInsets.zero", "NSDirectionalEdgeInsets.zero"].contains(argument.trimmedText) { return .success(SnapKitEdgeInsets(parts: [:])) }
        guard argument.is(DeclReferenceExprSyntax.self) || argument.is(MemberAccessExprSyntax.self),
            let known = context.constants.parts(of: argument, scope: nil)
        else { return nil }
        let parts = known.filter { labels.contains($0.0) }
        guard !parts.isEmpty else { return nil }
        return .success(SnapKitEdgeInsets(parts: Dictionary(parts.map { ($0.0, ConstantExpression($0.1)) }) { first, _ in first }))
    }

    private var top: ConstantExpression { parts["top"] ?? .zero }
    private var bottom: ConstantExpression { parts["bottom"] ?? .zero }
    private var leading: ConstantExpression { parts["leading"] ?? parts["left"] ?? .zero }
    private var trailing: ConstantExpression { parts["trailing"] ?? parts["right"] ?? .zero }
    private var left: ConstantExpression { parts["left"] ?? parts["leading"] ?? .zero }
    private var right: ConstantExpression { parts["right"] ?? parts["trailing"] ?? .zero }

    /// The constant SnapKit adds for `attribute`; nil where insets mean nothing (a baseline).
    func constant(for attribute: LayoutAttribute) -> ConstantExpression? {
        switch attribute {
        case .top, .topMargin: return top
        case .left, .leftMargin: return left
        case .leading, .leadingMargin: return leading
        case .bottom, .bottomMargin: return -bottom
        case .right, .rightMargin: return -right
        case .trailing, .trailingMargin: return -trailing
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        case .centerX, .centerXWithinMargins: return (left + -right).scaled(by: 0.5)
        case .centerY, .centerYWithinMargins: return (top + -bottom).scaled(by: 0.5)
        case .edges, .horizontalEdges, .verticalEdges:
            // Even: the composite's one constant (its expansion gives each edge its sign).
            let members = attribute.expansion.compactMap { member in constant(for: member.attribute).map { $0.scaled(by: member.constantSign) } }
            return Set(members).count <= 1 ? members.first ?? .zero : nil
        default: return nil
        }
    }

    /// The attributes with each composite of edges whose edges take different constants written edge by edge.
    func expanding(_ attributes: [LayoutAttribute]) -> [LayoutAttribute] {
        attributes.flatMap { attribute -> [LayoutAttribute] in
            guard [.edges, .horizontalEdges, .verticalEdges].contains(attribute), constant(for: attribute) == nil else { return [attribute] }
            return attribute.expansion.map { $0.attribute }
        }
    }
}

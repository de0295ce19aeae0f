import SwiftSyntax
import TrellisModel

/// A view class's SnapKit constraints on its own size (`class PillButton: UIButton { override
/// init(frame:) { … snp.makeConstraints { $0.height.equalTo(44) } } }`): the root's width and
/// height against a number or against each other are the class's own, as the anchor form
/// `heightAnchor.constraint(equalToConstant: 44)` is (this form was dropped without a word). A
/// relation of the root to anything else (its superview, a view it holds) belongs to whoever adds
/// the view, so it stays listed.
extension SnapKitVisitor {
    static let rootConstraintReason = "is not a subview this type declares (the root's own constraints belong to its superview)"

    /// Whether `view.snp` is a view class's own `snp` (bare, `view` nil, or `self.snp`), whose size relations it reads.
    func isOwnSize(_ view: ExprSyntax?) -> Bool {
        context.kind == .screen(.view) && context.item(view) == .owner
    }

    /// The size relations of the root's own `makeConstraints` closure; any other relation listed.
    func ownSize(_ closure: ClosureExprSyntax) {
        let first = found.count
        statements(of: closure, target: .owner, isUpdate: false)
        for index in first..<found.count where found[index].failure == nil && !found[index].constraints.allSatisfy(Self.sizesTheRoot) {
            found[index].constraints = []
            found[index].failure = "'self' \(Self.rootConstraintReason)"
        }
    }

    /// `owner.height == 44`, `owner.width >= owner.height`: the root's own dimensions only.
    static func sizesTheRoot(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.first.item == .owner, constraint.first.attribute.kind == .dimension else { return false }
        guard let second = constraint.second else { return true }
        return second.item == .owner && second.attribute.kind == .dimension
    }
}

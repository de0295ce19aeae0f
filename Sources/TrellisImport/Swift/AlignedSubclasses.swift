import SwiftSyntax
import TrellisModel

/// Nested view subclasses that only override `alignmentRectInsets` with literal insets —
/// UIKit has no setter for them, so this is how code (and `trellis export`) gives a view
/// `alignmentInsets`: `final class V2View: UISwitch { override var alignmentRectInsets: … }`.
enum AlignedSubclasses {
    struct Subclass {
        var superclass: String
        var insets: AbsoluteInsets
    }

    /// Subclass name → its UIKit superclass and insets, for the classes nested in `blocks`.
    static func read(in blocks: [MemberBlockSyntax], constants: ConstantResolver) -> [String: Subclass] {
        var found: [String: Subclass] = [:]
        for block in blocks {
            for member in block.members {
                guard let declaration = member.decl.as(ClassDeclSyntax.self),
                    let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText,
                    let insets = insets(in: declaration.memberBlock, constants: constants)
                else { continue }
                found[declaration.name.text] = Subclass(superclass: superclass, insets: insets)
            }
        }
        return found
    }

    /// `UIEdgeInsets(top: 4, left: 2, bottom: 3, right: 1)` in the override's body.
    private static func insets(in block: MemberBlockSyntax, constants: ConstantResolver) -> AbsoluteInsets? {
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.first?.pattern.trimmedText == "alignmentRectInsets",
                let call = variable.bindings.first?.accessorBlock
                    .flatMap({ $0.tokens(viewMode: .sourceAccurate).first { $0.text == "UIEdgeInsets" }?.parent?.parent?.as(FunctionCallExprSyntax.self) })
            else { continue }
            var values: [String: Double] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text, let value = constants.evaluate(argument.expression) else { return nil }
                values[label] = value
            }
            guard let top = values["top"], let left = values["left"], let bottom = values["bottom"], let right = values["right"] else { return nil }
            return AbsoluteInsets(top: top, left: left, bottom: bottom, right: right)
        }
        return nil
    }
}

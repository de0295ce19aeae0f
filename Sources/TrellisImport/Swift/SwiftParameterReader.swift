import SwiftSyntax
import TrellisModel

/// The parameters a type declares, as the forms people (and `trellis export`) write them:
/// a container's or screen's stored `let inset: CGFloat` that its initializer takes
/// (`init(inset: CGFloat = 12)`: a default; `CGFloat? = nil`: optional), and a spec's
/// `views` / `constants` tuples (the seed's `var constants: (panelHeight: CGFloat?, …)`).
struct SwiftParameterReader {
    let blocks: [MemberBlockSyntax]
    let constants: ConstantResolver
    let converter: SourceLocationConverter
    let file: String

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    /// The name a Swift parameter or reference takes in the format: itself, or — where the
    /// format reserves it (`size`, `container`) — `valueSize`, `refContainer`.
    static func modelName(_ swiftName: String, reference: Bool) -> String {
        // `superView` is reserved for items only: the seed's reference is called that.
        guard ItemNamer.reserved.contains(swiftName), swiftName != "superView" else { return swiftName }
        return (reference ? "ref" : "value") + ItemNamer.upperFirst(swiftName)
    }

    /// Swift names that were renamed, for the constraints that use them.
    static func renamed(references: [String], parameters: [String]) -> [String: String] {
        var names: [String: String] = [:]
        for name in references where modelName(name, reference: true) != name { names[name] = modelName(name, reference: true) }
        for name in parameters where modelName(name, reference: false) != name { names[name] = modelName(name, reference: false) }
        return names
    }

    /// A number type, optional or not: `CGFloat` → (true, false), `CGFloat?` → (true, true).
    static func numberType(_ type: TypeSyntax?) -> (isNumber: Bool, isOptional: Bool) {
        guard var text = type?.trimmedText else { return (false, false) }
        var optional = false
        while text.hasSuffix("?") || text.hasSuffix("!") {
            optional = optional || text.hasSuffix("?")
            text.removeLast()
        }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return (numberTypes.contains(text), optional)
    }

    private func location(_ node: some SyntaxProtocol) -> TrellisModel.SourceLocation {
        let start = node.startLocation(converter: converter)
        return TrellisModel.SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// The initializers' parameters by name (the first initializer that has one wins).
    private var initializerParameters: [String: FunctionParameterSyntax] {
        var found: [String: FunctionParameterSyntax] = [:]
        for block in blocks {
            for member in block.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil else { continue }
                for parameter in initializer.signature.parameterClause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    if found[name] == nil { found[name] = parameter }
                }
            }
        }
        return found
    }

    private func parameter(_ name: String, optional: Bool, from initializer: FunctionParameterSyntax?, at node: some SyntaxProtocol) -> Parameter {
        var defaultValue: Double?
        var isOptional = optional
        if let value = initializer?.defaultValue?.value {
            if value.is(NilLiteralExprSyntax.self) {
                isOptional = true
            } else {
                defaultValue = constants.evaluate(value)
            }
        }
        if let type = initializer?.type, Self.numberType(type).isOptional { isOptional = true }
        return Parameter(
            Self.modelName(name, reference: false), defaultValue: defaultValue, isOptional: isOptional && defaultValue == nil, location: location(node)
        )
    }

    // MARK: Containers and screens

    /// Stored number properties without a value, which an initializer sets: `let badgeSize: CGFloat`.
    func storedParameters() -> [Parameter] {
        let initializers = initializerParameters
        var parameters: [Parameter] = []
        for block in blocks {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { continue }
                for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let type = Self.numberType(binding.typeAnnotation?.type)
                    guard type.isNumber, let initializer = initializers[name] else { continue }
                    parameters.append(parameter(name, optional: type.isOptional, from: initializer, at: binding))
                }
            }
        }
        return parameters
    }

    // MARK: Specs

    /// A spec's reference views (`views`) and constants (`constants`), in tuple order.
    func specSignature() -> (references: [ReferenceParameter], parameters: [Parameter]) {
        let initializers = initializerParameters
        var references: [ReferenceParameter] = []
        var parameters: [Parameter] = []
        for block in blocks {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        name == "views" || name == "constants", let type = binding.typeAnnotation?.type
                    else { continue }
                    let names = elementNames(of: type, property: name, initializers: initializers)
                    if name == "views" {
                        references = names.map { ReferenceParameter(Self.modelName($0.name, reference: true), location: location(binding)) }
                    } else {
                        parameters = names.map { element in
                            parameter(element.name, optional: Self.numberType(element.type).isOptional, from: initializers[element.name], at: binding)
                        }
                    }
                }
            }
        }
        return (references, parameters)
    }

    /// `(superView: UIView, anchor: UIView)` → its labels; a single `UIView` / `(UIView)` →
    /// the initializer parameter that fills it, else the name it is taken apart into (`let superView = views`).
    private func elementNames(of type: TypeSyntax, property: String, initializers: [String: FunctionParameterSyntax])
        -> [(name: String, type: TypeSyntax?)]
    {
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 || tuple.elements.first?.firstName != nil {
            return tuple.elements.enumerated().map { index, element in
                ((element.secondName ?? element.firstName)?.text ?? "\(property)\(index)", element.type)
            }
        }
        let single = type.as(TupleTypeSyntax.self)?.elements.first?.type ?? type
        if let name = destructuredNames(property).first { return [(name, single)] }
        // The initializer's parameter of that type (export writes `init(superView: UIView, …)`).
        let wanted = single.trimmedText
        let typed = initializers.values.filter { $0.type.trimmedText == wanted }
        if typed.count == 1, let only = typed.first { return [((only.secondName ?? only.firstName).text, single)] }
        return [(property == "views" ? "reference" : "constant", single)]
    }

    /// Names a single `views` / `constants` is bound to in the spec's functions: `let superView = views`.
    func destructuredNames(_ property: String) -> [String] {
        let collector = _DestructureCollector(property: property)
        for block in blocks { collector.walk(block) }
        return collector.names
    }
}

/// `let superView = views` / `let (panelHeight, _) = constants` in a spec's functions.
private final class _DestructureCollector: SyntaxVisitor {
    let property: String
    var names: [String] = []

    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let value = node.initializer?.value, SwiftDeclarationVisitor.name(of: value) == property else { return .visitChildren }
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !names.contains(name) { names.append(name) }
        return .visitChildren
    }
}

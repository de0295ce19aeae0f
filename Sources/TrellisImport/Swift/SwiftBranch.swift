import SwiftSyntax
import TrellisModel

/// One branch of a decision a statement is made under: an `if` chain, a `switch`, an
/// `isActive = flag` toggle, or a method other than the setup (`func expand()`). The base
/// layout takes one branch of each decision (`baseIndex`); every other branch is a state.
struct SwiftBranch: Hashable {
    enum Decision: Hashable {
        /// An `if` chain (its first `if`) or a `switch`.
        case node(SyntaxIdentifier)
        /// `isActive = isExpanded`: the same flag toggles every constraint it names.
        case flag(String)
        /// What a method other than the setup does when it is called.
        case method(String)
    }

    var decision: Decision
    var index: Int
    var baseIndex: Int
    /// The state's name for each branch of the decision (the base's unused).
    var names: [String]
    var line: Int
    /// Each branch's condition on the root's size, where it has one (`ImportStateCondition`).
    var conditions: [ImportStateCondition?] = []

    var isBase: Bool { index == baseIndex }
    var name: String { names.indices.contains(index) ? names[index] : "state" }
    var condition: ImportStateCondition? { conditions.indices.contains(index) ? conditions[index] : nil }

    /// The same decision in another branch.
    func taking(_ other: Int) -> SwiftBranch {
        var branch = self
        branch.index = other
        return branch
    }
}

/// Where a statement is made: always, under some branches, or where import cannot follow.
struct SwiftPlacement {
    var branches: [SwiftBranch] = []
    /// A loop over data or the fallback branch of `if #available`.
    var failure: String?
    /// The method it is written in (nil: a property's initializer).
    var method: SwiftMethod?
}

/// The method a statement is written in: its name, its parameters (for a state's
/// parameters), and whether it sets the view up (its changes are the base's).
struct SwiftMethod: Hashable {
    var name: String
    var parameters: [String]
    var isSetup: Bool
    var id: SyntaxIdentifier

    /// Methods that build the layout when the view is made, not later.
    static let setupNames: Set<String> = [
        "viewDidLoad", "loadView", "awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "prepareForInterfaceBuilder", "commonInit",
        "updateConstraints", "updateViewConstraints",
    ]

    static func isSetupName(_ name: String) -> Bool {
        setupNames.contains(name)
            || ["setup", "setUp", "make", "build", "add", "create", "configureSubviews", "configureLayout", "layoutViews", "initialize"]
                .contains { name.hasPrefix($0) }
    }
}

extension SwiftTypeContext {
    /// The decisions around `node` (outermost first) up to its method, or why it cannot be a
    /// state: a loop, the fallback of `if #available`. The newest branch of `if #available`
    /// and `if let` of an optional parameter count as always.
    func placement(of node: some SyntaxProtocol) -> SwiftPlacement {
        var placement = SwiftPlacement()
        var current = Syntax(node)
        var inner: [SwiftBranch] = []
        let observer = SwiftPropertyObserver(around: node).flatMap { $0.assignment == nil ? nil : $0 }
        while let parent = current.parent {
            // A helper's expanded body is made where it is called: under the call's decisions, in
            // the call's method (not a method of its own: `func __trellisHelper()` holds the body).
            if parent.is(FunctionDeclSyntax.self), let call = helperCalls[parent.root.id] {
                var outer = self.placement(of: call)
                if outer.failure == nil { outer.branches += inner.reversed() }
                return outer
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                placement.method = SwiftMethod(
                    name: function.name.text, parameters: parameters, isSetup: SwiftMethod.isSetupName(function.name.text), id: function.id)
                break
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                placement.method = SwiftMethod(name: "init", parameters: [], isSetup: true, id: initializer.id)
                break
            }
            // A property observer runs where the type assigns the property (`SwiftPropertyObserver`).
            if parent.is(AccessorBlockSyntax.self), let assignment = observer?.assignment {
                var outer = self.placement(of: assignment)
                if outer.failure == nil { outer.branches += inner.reversed() }
                return outer
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) { break }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                let available = ifExpression.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
                if available {
                    if current.id == ifExpression.elseBody?.id {
                        placement.failure = "the fallback branch of 'if #available' (the newest branch was imported)"
                        return placement
                    }
                } else if current.id == ifExpression.body.id, observer?.isBound(by: ifExpression.conditions) == true {
                    // `if let coverRootView { … }` in its own observer: it was just given a value.
                } else if let holds = SwiftTypeTest.holds(ifExpression.conditions, conformances: conformances),
                    current.id == ifExpression.body.id || current.id == ifExpression.elseBody?.id
                {
                    // `if let embedder = self as? P`: what the type is decides, always the same branch;
                    // the other never runs for it (not a state).
                    if holds != (current.id == ifExpression.body.id) {
                        placement.failure = "never activated (in the branch of 'if let … = self as? …' this type never takes)"
                        return placement
                    }
                } else if current.id == ifExpression.body.id, SwiftNibLoadedLocal.bindsNibLoad(ifExpression.conditions, loaders: nibLoaders) {
                    // `if let view = viewFromNibForClass()`: the class's own xib ships with it, the load does not fail.
                } else if current.id == ifExpression.body.id, bindsOptionalParameters(ifExpression.conditions) {
                    // `if let bottomOffset { … }`: made when the parameter is given, as the engine does.
                } else if current.id == ifExpression.body.id, SwiftUnwrappedConstraint.holdsAssignedConstraint(ifExpression) {
                    // `if let constraint = heightConstraint { … }` just after it was made: it holds one.
                } else if current.id == ifExpression.body.id, Self.isLazyCreation(ifExpression.conditions) {
                    // `if heightConstraint == nil { heightConstraint = … }`: made once, the first time.
                } else if current.id == ifExpression.elseBody?.id, Self.createsWhatItBinds(ifExpression) {
                    // `if let host = self.host { reuse } else { make; self.host = host }`: made once, the first time.
                } else if current.id == ifExpression.body.id || current.id == ifExpression.elseBody?.id {
                    let (branch, head) = ifBranch(ifExpression, inBody: current.id == ifExpression.body.id)
                    inner.append(branch)
                    current = Syntax(head)
                    continue
                }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                inner.append(switchBranch(switchCase, of: switchExpression))
                current = Syntax(switchExpression)
                continue
            }
            if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) {
                placement.failure = "made in a loop over data (line \(line(parent))): one constraint per element, which a layout cannot list"
                return placement
            }
            if let closure = parent.as(ClosureExprSyntax.self), let loop = Self.loopCall(around: closure, iterating: iterationMethods) {
                placement.failure = "made in a loop over data ('\(loop)', line \(line(closure))): one constraint per element, which a layout cannot list"
                return placement
            }
            current = parent
        }
        placement.branches = inner.reversed()
        return placement
    }

    /// Every condition is `x == nil`: the body makes what is not made yet.
    private static func isLazyCreation(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.allSatisfy { element in
            guard let sequence = element.condition.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
                && elements[2].is(NilLiteralExprSyntax.self)
        }
    }

    /// `if let host = self.host { … } else { …; self.host = host }`: the `else` (no `else if`)
    /// stores what the conditions bind, so it runs the first time and the body after.
    private static func createsWhatItBinds(_ ifExpression: IfExprSyntax) -> Bool {
        guard let elseBody = ifExpression.elseBody?.as(CodeBlockSyntax.self), !ifExpression.conditions.isEmpty else { return false }
        let bound = ifExpression.conditions.compactMap { element -> String? in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            guard let value = binding.initializer?.value else { return name }
            guard value.is(DeclReferenceExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" else { return nil }
            return SwiftDeclarationVisitor.name(of: value)
        }
        guard bound.count == ifExpression.conditions.count else { return false }
        let assigned = Set(
            elseBody.statements.compactMap { statement -> String? in
                let sequence =
                    statement.item.as(SequenceExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
                guard let elements = sequence.map({ Array($0.elements) }), elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
                return SwiftDeclarationVisitor.name(of: elements[0])
            })
        return bound.allSatisfy(assigned.contains)
    }

    /// `items.forEach { … }`, `.map { … }` over anything but a literal list of names.
    /// `iterating`: the app's own methods that loop over a list (`SwiftIterationMethods`), over data
    /// when the list is not a literal (a literal one keeps being read as written).
    private static func loopCall(around closure: ClosureExprSyntax, iterating: Set<String> = []) -> String? {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard ["forEach", "map", "compactMap", "flatMap"].contains(name) || iterating.contains(name), member.base?.is(ArrayExprSyntax.self) != true
        else { return nil }
        if iterating.contains(name), let list = member.base?.as(DeclReferenceExprSyntax.self),
            SwiftLoopUnroller.localList(list.baseName.text, before: call) != nil
        {
            return nil
        }
        return name
    }

    /// The branch of an `if … else if … else` chain that `ifExpression`'s body (or its final
    /// `else`) is, and the chain's first `if`.
    private func ifBranch(_ ifExpression: IfExprSyntax, inBody: Bool) -> (SwiftBranch, IfExprSyntax) {
        var head = ifExpression
        var hops = 0
        while let outer = head.parent?.as(IfExprSyntax.self), outer.elseBody?.id == head.id {
            head = outer
            hops += 1
        }
        var clauses: [IfExprSyntax] = [head]
        var hasElse = false
        while let last = clauses.last, let elseBody = last.elseBody {
            if let next = elseBody.as(IfExprSyntax.self) {
                clauses.append(next)
            } else {
                hasElse = true
                break
            }
        }
        _ = hasElse
        let index = inBody ? hops : clauses.count
        var names = clauses.map { SwiftStateName.of($0.conditions) }
        names.append("not" + SwiftStateName.upper(names[0]))
        // `var isCollapsed = true; … if isCollapsed { … }`: the base is what holds at first.
        let baseIndex = clauses.count == 1 && initiallyTrue(head.conditions) ? 0 : clauses.count
        var branch = SwiftBranch(decision: .node(head.id), index: index, baseIndex: baseIndex, names: names, line: line(head))
        // A clause's condition on the root's size holds in its branch; a lone `if`'s `else` has the other.
        branch.conditions = clauses.map {
            ImportStateCondition($0.conditions) ?? ImportStateCondition(verticalSizeClassIn: $0.conditions)
                ?? ImportStateCondition(idiomIn: $0.conditions)
        }
        branch.conditions.append(clauses.count == 1 ? branch.conditions[0]?.negated : nil)
        return (branch, head)
    }

    /// Whether the only condition is a stored Bool property the type initializes to `true`.
    private func initiallyTrue(_ conditions: ConditionElementListSyntax) -> Bool {
        guard conditions.count == 1, let expression = conditions.first?.condition.as(ExprSyntax.self) else { return false }
        return initialValues[SwiftDeclarationVisitor.name(of: expression)]?.trimmedText == "true"
    }

    /// A `switch` case; the base takes `default`, else the case of the subject's initial value
    /// (`var mode: Mode = .normal`), else the first case.
    private func switchBranch(_ switchCase: SwitchCaseSyntax, of switchExpression: SwitchExprSyntax) -> SwiftBranch {
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let index = cases.firstIndex { $0.id == switchCase.id } ?? 0
        let names = cases.map(SwiftStateName.of)
        var baseIndex = cases.firstIndex { $0.label.is(SwitchDefaultLabelSyntax.self) }
        if baseIndex == nil, let initial = initialValues[SwiftDeclarationVisitor.name(of: switchExpression.subject)] {
            let word = SwiftStateName.of(expression: initial)
            baseIndex = cases.firstIndex { SwiftStateName.patterns(of: $0).contains(word) }
        }
        return SwiftBranch(
            decision: .node(switchExpression.id), index: index, baseIndex: baseIndex ?? 0, names: names, line: line(switchExpression))
    }

    /// `isActive = isExpanded` (index 0: active when the flag holds) or `= !isExpanded` (index 1).
    func flagBranch(_ value: ExprSyntax) -> (branch: SwiftBranch, activeIndex: Int) {
        var flag = value
        var negated = false
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            flag = prefix.expression
            negated = true
        }
        let name = SwiftStateName.of(expression: flag)
        let key = SwiftDeclarationVisitor.name(of: flag)
        let baseIndex = initialValues[key]?.trimmedText == "true" ? 0 : 1
        let branch = SwiftBranch(decision: .flag(key), index: 0, baseIndex: baseIndex, names: [name, "not" + SwiftStateName.upper(name)], line: line(value))
        return (branch, negated ? 1 : 0)
    }

    /// A method other than the setup: its state when called.
    func methodBranch(_ method: SwiftMethod, line: Int) -> SwiftBranch {
        SwiftBranch(decision: .method(method.name), index: 0, baseIndex: 1, names: [SwiftStateName.of(method: method.name), "base"], line: line)
    }
}

extension SwiftTypeContext {
    /// Records where a found constraint is made: its branches and method, or why it is skipped (a loop).
    func place(_ found: inout SwiftFoundConstraint, at node: some SyntaxProtocol) {
        let placement = placement(of: node)
        found.method = placement.method
        if let failure = placement.failure {
            found.failure = failure
        } else {
            found.branches = placement.branches
        }
    }
}

extension SwiftTypeContext {
    /// `title.layoutMarginsGuide.topAnchor` is UIKit's `topMargin` of `title` (it defines the margin
    /// attributes so): a view's margins guide on an attribute with a margin form is read as that
    /// form, as Interface Builder's constraints say it. Code `trellis export` wrote says in its
    /// identifier which of the two spellings the `.layout` had (`owner.margins.top` or
    /// `owner.topMargin`: the same to UIKit and the engine); that one is kept. Widths and heights
    /// of the guide, and the guides of layout guides, stay the guide's.
    func marginAttributes(_ constraint: LayoutConstraint, exported text: String?) -> LayoutConstraint {
        // `first REL second …`: the first word spells the first anchor, the rest the second.
        let words = text.map { $0.split(separator: " ").map(String.init) }
        var constraint = constraint
        constraint.first = marginAttribute(constraint.first, exportedWords: words.map { Set($0.prefix(1)) })
        constraint.second = constraint.second.map { marginAttribute($0, exportedWords: words.map { Set($0.dropFirst(2)) }) }
        return constraint
    }

    private func marginAttribute(_ anchor: Anchor, exportedWords: Set<String>?) -> Anchor {
        let path = anchor.item.path
        guard path.count >= 2, path.last == SystemGuide.margins.rawValue, let attribute = Self.marginForms[anchor.attribute] else { return anchor }
        let owner = ItemReference(Array(path.dropLast()))
        let isView =
            owner == .owner || (path.count == 2 && items[path[0]].map { $0 != "UILayoutGuide" } == true && !uses.contains(path[0]))
            || (path.count == 3 && uses.contains(path[0]))
        guard isView else { return anchor }
        let marginAnchor = Anchor(owner, attribute)
        if let exportedWords, !exportedWords.contains(marginAnchor.description) { return anchor }
        return marginAnchor
    }

    private static let marginForms: [LayoutAttribute: LayoutAttribute] = [
        .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin, .trailing: .trailingMargin,
        .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
    ]
}

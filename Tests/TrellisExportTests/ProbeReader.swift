import ExportProbeKit
import TrellisExport
import TrellisModel
import UIKit

/// Turns what generated code built (a probe's recorded views, guides and active
/// constraints) back into a `LayoutDocument`, so it can be compared with the component it
/// was generated from. Items are found through the generated type's stored properties
/// (`Mirror`), constraints through the views' installed constraints, each constraint's
/// component through its identifier. Taken from the source instead, because no UIKit
/// code states them: parameter declarations and reference names (the type's signature),
/// the design-time values `intrinsic`, `baselines`, `scrolls`, sample `text` and a screen's
/// `safeArea` (at run time the content, the font, the class and the host give them).
/// Constraints of `when` blocks are found by putting the root in each size class.
@MainActor
struct ProbeReader {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let source: LayoutDocument
    let library: LayoutLibrary
    private var paths: [ObjectIdentifier: String] = [:]

    init(source: LayoutDocument, library: LayoutLibrary) {
        self.source = source
        self.library = library
    }

    // MARK: Objects and paths

    private mutating func register(_ object: AnyObject, _ path: String) {
        paths[ObjectIdentifier(object)] = path
    }

    func path(of object: AnyObject?) throws -> String? {
        guard let object else { return nil }
        if let path = paths[ObjectIdentifier(object)] { return path }
        if let guide = object as? UILayoutGuide, let system = guide.systemName, let owner = guide.owningView,
            let base = paths[ObjectIdentifier(owner)]
        {
            return "\(base).\(system)"
        }
        throw Failure(description: "\(source.name): a constraint relates \(type(of: object)), which is no item of the component")
    }

    /// A stored property: its name (a lazy one's, too) and its value, optionals unwrapped.
    static func properties(of value: Any) -> [(String, Any)] {
        Mirror(reflecting: value).children.compactMap { child in
            guard var label = child.label else { return nil }
            if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return nil }
                return (label, wrapped)
            }
            return (label, child.value)
        }
    }

    /// A `LayoutContainer` of whichever generated module: a guide of a subclass made in code.
    static func container(_ value: Any) -> UILayoutGuide? {
        guard let guide = value as? UILayoutGuide, guide.systemName == nil, type(of: guide) != UILayoutGuide.self else { return nil }
        return guide
    }

    /// Registers a used container's items under `prefix`, and theirs.
    private mutating func registerNested(_ container: UILayoutGuide, prefix: String) {
        register(container, prefix)
        for (label, value) in Self.properties(of: container) {
            if let nested = Self.container(value) {
                registerNested(nested, prefix: "\(prefix).\(label)")
            } else if let object = value as? UIView {
                register(object, "\(prefix).\(label)")
            } else if let guide = value as? UILayoutGuide {
                register(guide, "\(prefix).\(label)")
            }
        }
    }

    // MARK: Reading

    mutating func document(from run: ProbeRun) throws -> LayoutDocument {
        register(run.owner, "owner")
        let component = source.name
        switch (run.kind, source) {
        case (.spec, .spec(let spec)):
            guard let target = run.target else { throw Failure(description: "\(component): the probe names no target") }
            register(target, "self")
            for (name, view) in run.references { register(view, name) }
            let make = try constraints(in: run.owner, of: component)
            let update = try run.updates.map(constraint)
            var result = Spec(name: spec.name, references: spec.references, parameters: spec.parameters, make: make, update: update)
            result.location = spec.location
            return .spec(result)
        case (.container, .container(let container)):
            if let object = Self.container(run.component) { register(object, "self") }
            let body = try self.body(of: run)
            return .container(Container(name: container.name, parameters: container.parameters, body: body))
        case (.screen, .screen(let screen)):
            let body = try self.body(of: run)
            // The root's kind is the initializer's label; a self-sizing height is UIKit's
            // automatic dimension; the safe area is where the app hosts the view.
            let rootLabel = Self.properties(of: run.component).first { $0.1 as AnyObject === run.owner }?.0
            guard let kind = Self.rootKinds[rootLabel ?? ""] else {
                throw Failure(description: "\(component): no stored property holds the root view")
            }
            let isAuto = run.height == UITableView.automaticDimension
            var result = Screen(
                name: screen.name, parameters: screen.parameters, width: run.width.map(\.value) ?? (kind == .cell ? screen.width : nil),
                height: isAuto ? nil : run.height.map(\.value),
                root: kind, safeArea: screen.safeArea, margins: run.owner.explicitMargins.map(Self.insets), body: body
            )
            result.heightIsAuto = isAuto
            return .screen(result)
        default:
            throw Failure(description: "\(component): the probe ran a \(run.kind.rawValue), the source is a \(source.kind.rawValue)")
        }
    }

    static let rootKinds: [String: RootKind] = ["root": .controller, "contentView": .cell, "view": .view]

    static func insets(_ insets: NSDirectionalEdgeInsets) -> DirectionalInsets {
        DirectionalInsets(top: insets.top.value, leading: insets.leading.value, bottom: insets.bottom.value, trailing: insets.trailing.value)
    }

    private mutating func body(of run: ProbeRun) throws -> LayoutBody {
        // The root, the arrays of size-class constraints, and what `apply(_:)` keeps (the
        // state applied, the constraints states switch) are no items.
        let properties = Self.properties(of: run.component).filter { label, value in
            value as AnyObject !== run.owner && !(value is [NSLayoutConstraint]) && !(value is NSLayoutConstraint) && label != "state"
        }
        // Register every item first: constraints and parents may name later ones.
        for (label, value) in properties {
            if let nested = Self.container(value) {
                registerNested(nested, prefix: label)
            } else if let view = value as? UIView {
                register(view, label)
            } else if let guide = value as? UILayoutGuide {
                register(guide, label)
            }
        }
        var arranged = Set<ObjectIdentifier>()
        for case (_, let stack as UIStackView) in properties {
            for view in stack.arrangedSubviews { arranged.insert(ObjectIdentifier(view)) }
        }
        var items: [Item] = []
        var layouters: [Any] = []
        for (label, value) in properties {
            if let nested = Self.container(value) {
                items.append(.use(try use(label, nested)))
            } else if let stack = value as? UIStackView {
                let axis: StackItem.Axis = stack.axis == .horizontal ? .horizontal : .vertical
                items.append(
                    .stack(
                        StackItem(
                            view: try view(label, stack, arranged: arranged), axis: axis,
                            distribution: Self.distribution(stack.distribution), alignment: Self.alignment(stack.alignment, axis: axis),
                            spacing: stack.spacing.value, arranged: try stack.arrangedSubviews.compactMap { try path(of: $0) }
                        )))
            } else if let view = value as? UIView {
                items.append(.view(try self.view(label, view, arranged: arranged)))
            } else if let guide = value as? UILayoutGuide {
                items.append(.guide(GuideItem(name: label, parent: try parent(guide.owningView))))
            } else if !(value is CGFloat) {
                layouters.append(value)
            }
        }
        let constraints = try self.constraints(in: run.owner, of: source.name)
        let applications = try layouters.map { try application($0, in: run.owner) }
        return LayoutBody(items: items, constraints: constraints, applications: applications)
    }

    private func parent(_ view: UIView?) throws -> String? {
        guard let view else { return nil }
        let path = try path(of: view)
        return path == "owner" ? nil : path
    }

    private func view(_ name: String, _ view: UIView, arranged: Set<ObjectIdentifier>) throws -> ViewItem {
        let designed: ViewItem? = {
            switch source.body?.item(named: name) {
            case .view(let item)?: return item
            case .stack(let stack)?: return stack.view
            default: return nil
            }
        }()
        let priority = { (value: UILayoutPriority) in Priority(Int(value.rawValue)) }
        // A class generated code declares (not the stand-in UIKit's) is there for its
        // alignment insets: the view's class is its superclass.
        let isAligned = !String(reflecting: type(of: view)).hasPrefix("UIKit.")
        let className =
            isAligned
            ? Mirror(reflecting: view).superclassMirror.map { String(describing: $0.subjectType) } ?? "?"
            : String(describing: type(of: view))
        let aligned = view.alignmentRectInsets
        var item = ViewItem(
            name: name,
            className: className,
            parent: arranged.contains(ObjectIdentifier(view)) ? nil : try parent(view.superview),
            intrinsicSize: designed?.intrinsicSize,
            hugging: AxisPriorities(
                horizontal: priority(view.contentHuggingPriority(for: .horizontal)), vertical: priority(view.contentHuggingPriority(for: .vertical))),
            compressionResistance: AxisPriorities(
                horizontal: priority(view.contentCompressionResistancePriority(for: .horizontal)),
                vertical: priority(view.contentCompressionResistancePriority(for: .vertical))
            ),
            margins: view.explicitMargins.map(Self.insets),
            insetsMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
            isHidden: view.isHidden,
            baselines: designed?.baselines,
            scrolls: designed?.scrolls ?? false,
            isScrollEnabled: (view as? UIScrollView)?.isScrollEnabled ?? designed?.isScrollEnabled ?? true,
            preservesSuperviewMargins: view.preservesSuperviewLayoutMargins,
            alignmentInsets: isAligned
                ? AbsoluteInsets(top: aligned.top.value, left: aligned.left.value, bottom: aligned.bottom.value, right: aligned.right.value)
                : nil
        )
        item.text = Self.text(of: view, designed: designed?.text)
        return item
    }

    /// The font and line count the code set; the sample is design-time content, like
    /// `intrinsic` (the app sets the real text), so it comes from the source, as does all
    /// of it for a class that keeps no text.
    static func text(of view: UIView, designed: TextContent?) -> TextContent? {
        let font: UIFont?, lines: Int?
        switch view {
        case let label as UILabel: (font, lines) = (label.explicitFont, label.explicitNumberOfLines)
        case let button as UIButton: (font, lines) = (button.titleLabel?.explicitFont, button.titleLabel?.explicitNumberOfLines)
        case let textView as UITextView: (font, lines) = (textView.explicitFont, textView.textContainer.explicitMaximumNumberOfLines)
        default: return designed
        }
        let text = TextContent(sample: designed?.sample, font: font.map(Self.font), lines: lines)
        return text == TextContent() ? nil : text
    }

    static func font(_ font: UIFont) -> TextFont {
        if let style = font.textStyle.flatMap({ TextStyle(rawValue: $0.rawValue) }) { return .style(style) }
        return .size(font.pointSize.value)
    }

    /// A used container: its class, and the arguments its stored parameters hold that
    /// differ from the container's defaults.
    private func use(_ name: String, _ container: UILayoutGuide) throws -> ContainerUse {
        let className = String(describing: type(of: container))
        guard case .container(let declaration)? = library[className] else {
            throw Failure(description: "\(source.name): \(name) is a \(className), which is no container of the library")
        }
        let stored = Dictionary(
            Self.properties(of: container).compactMap { label, value in (value as? CGFloat).map { (label, $0) } }, uniquingKeysWith: { a, _ in a })
        let arguments = declaration.parameters.compactMap { parameter -> LayoutArgument? in
            guard let value = stored[parameter.name] else { return nil }
            let expression = Self.expression(value)
            if expression.terms.isEmpty, expression.value == parameter.defaultValue { return nil }
            return LayoutArgument(parameter.name, .constant(expression))
        }
        return ContainerUse(name: name, container: className, arguments: arguments, parent: try parent(container.owningView))
    }

    /// A stored `Layoutable`: the spec it is, the view it was applied to (the item its
    /// constraints name `self`), its reference views and constants.
    private func application(_ layouter: Any, in owner: UIView) throws -> SpecApplication {
        let specName = String(describing: type(of: layouter))
        guard case .spec(let spec)? = library[specName] else {
            throw Failure(description: "\(source.name): a stored \(specName) is no spec of the library")
        }
        var target: String?
        for constraint in installed(in: owner) {
            guard let identifier = constraint.identifier.flatMap(ConstraintIdentifier.init(parsing:)), identifier.component == specName else { continue }
            if identifier.firstItemPath == "self" {
                target = try path(of: constraint.firstItem)
            } else if identifier.secondItemPath == "self" {
                target = try path(of: constraint.secondItem)
            }
            if target != nil { break }
        }
        guard let target else { throw Failure(description: "\(source.name): no constraint of \(specName) names its target") }
        let stored = Dictionary(Self.properties(of: layouter).map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        var arguments: [LayoutArgument] = []
        let views = stored["views"].map(Self.elements) ?? []
        for (reference, view) in zip(spec.references, views) {
            guard let object = view as? UIView, let path = try path(of: object) else { continue }
            arguments.append(LayoutArgument(reference.name, .item(ItemReference(stringLiteral: path))))
        }
        let constants = stored["constants"].map(Self.elements) ?? []
        for (parameter, value) in zip(spec.parameters, constants) {
            guard let number = Self.unwrapped(value) as? CGFloat else { continue }
            let expression = Self.expression(number)
            if expression.terms.isEmpty, expression.value == parameter.defaultValue { continue }
            arguments.append(LayoutArgument(parameter.name, .constant(expression)))
        }
        return SpecApplication(spec: specName, target: ItemReference(stringLiteral: target), arguments: arguments)
    }

    /// A tuple's elements in order, or the value itself (Swift has no one-element tuple).
    static func elements(_ value: Any) -> [Any] {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
    }

    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    // MARK: Constraints

    /// Every active constraint installed in `root`'s tree.
    func installed(in root: UIView) -> [NSLayoutConstraint] {
        var result = root.constraints
        for view in root.subviews { result += installed(in: view) }
        return result
    }

    /// The constraints whose identifiers name `component`'s file, as the model has them,
    /// each with the size classes it is active in: the root is put in each of the four.
    func constraints(in root: UIView, of component: String) throws -> [LayoutConstraint] {
        let classes: [(SizeClass, SizeClass)] = [(.compact, .compact), (.compact, .regular), (.regular, .compact), (.regular, .regular)]
        var found: [NSLayoutConstraint] = []
        var activeIn: [ObjectIdentifier: [(SizeClass, SizeClass)]] = [:]
        let original = root.traitOverrides
        for (width, height) in classes {
            root.traitOverrides.horizontalSizeClass = width == .compact ? .compact : .regular
            root.traitOverrides.verticalSizeClass = height == .compact ? .compact : .regular
            for constraint in installed(in: root) {
                let key = ObjectIdentifier(constraint)
                if activeIn[key] == nil { found.append(constraint) }
                activeIn[key, default: []].append((width, height))
            }
        }
        root.traitOverrides = original
        // In the order of their lines (a composite's members keep theirs): the engine, like
        // Auto Layout, may break or leave ambiguous a different constraint in another order.
        let line = { (constraint: NSLayoutConstraint) in constraint.identifier.flatMap(ConstraintIdentifier.init(parsing:))?.line ?? 0 }
        return try found.enumerated().sorted { (line($0.element), $0.offset) < (line($1.element), $1.offset) }.map(\.element).filter { constraint in
            guard let identifier = constraint.identifier.flatMap(ConstraintIdentifier.init(parsing:)) else {
                throw Failure(description: "\(component): an active constraint has no identifier export writes: \(constraint.identifier ?? "nil")")
            }
            return identifier.component == component
        }.map { recorded in
            var result = try self.constraint(recorded)
            result.sizeClasses = try Self.condition(activeIn[ObjectIdentifier(recorded)] ?? [], of: result)
            return result
        }
    }

    /// The size classes a constraint active in `active` (width, height) pairs exists in:
    /// a side is fixed where every pair shares it.
    static func condition(_ active: [(SizeClass, SizeClass)], of constraint: LayoutConstraint) throws -> SizeClassCondition {
        let widths = Set(active.map(\.0)), heights = Set(active.map(\.1))
        let condition = SizeClassCondition(width: widths.count == 1 ? widths.first : nil, height: heights.count == 1 ? heights.first : nil)
        let expected = [SizeClass.compact, .regular].flatMap { w in [SizeClass.compact, .regular].map { (w, $0) } }.filter {
            condition.matches(width: $0.0, height: $0.1)
        }
        guard expected.count == active.count else {
            throw Failure(description: "\(constraint.layoutText) is active in size classes no `when` block describes: \(active)")
        }
        return condition
    }

    func constraint(_ recorded: NSLayoutConstraint) throws -> LayoutConstraint {
        guard let firstPath = try path(of: recorded.firstItem), let firstAttribute = Self.attribute(recorded.firstAttribute) else {
            throw Failure(description: "\(source.name): a constraint has no first item")
        }
        var second: Anchor?
        if let secondPath = try path(of: recorded.secondItem), let attribute = Self.attribute(recorded.secondAttribute) {
            second = Anchor(ItemReference(stringLiteral: secondPath), attribute)
        }
        let identifier = recorded.identifier.flatMap(ConstraintIdentifier.init(parsing:))
        if recorded.constant.isNonlinear || recorded.multiplier.isNonlinear || !recorded.multiplier.terms.isEmpty {
            throw Failure(description: "\(source.name): \(identifier?.text ?? "a constraint") has a constant that is no linear expression of parameters")
        }
        let words = identifier?.text.split(separator: " ").map(String.init) ?? []
        return LayoutConstraint(
            Self.marginSpelling(Anchor(ItemReference(stringLiteral: firstPath), firstAttribute), written: words.prefix(1)),
            Self.relation(recorded.relation),
            second.map { Self.marginSpelling($0, written: words.dropFirst()) },
            multiplier: recorded.multiplier.value,
            constant: Self.expression(recorded.constant),
            priority: Priority(Int(recorded.priority.rawValue)),
            identifier: identifier?.authorIdentifier
        )
    }

    /// `title.margins.top` (export writes a view's `topMargin` as its `layoutMarginsGuide`'s
    /// anchor) as `title.topMargin` where the `.layout` line, in the identifier, wrote that.
    static func marginSpelling(_ anchor: Anchor, written: some Sequence<String>) -> Anchor {
        guard anchor.item.path.count > 1, anchor.item.path.last == SystemGuide.margins.rawValue,
            let margin = LayoutAttribute.allCases.first(where: { $0.withoutMargin == anchor.attribute })
        else { return anchor }
        let view = ItemReference(Array(anchor.item.path.dropLast()))
        let spelled = "\(view).\(margin.rawValue)"
        return written.contains(spelled) ? Anchor(view, margin) : anchor
    }

    static func expression(_ value: CGFloat) -> ConstantExpression {
        ConstantExpression(value.value, terms: value.terms.sorted { $0.key < $1.key }.map { ConstantExpression.Term($0.key, coefficient: $0.value) })
    }

    static func attribute(_ attribute: NSLayoutConstraint.Attribute) -> LayoutAttribute? {
        attribute == .notAnAttribute ? nil : LayoutAttribute(rawValue: String(describing: attribute))
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    static func distribution(_ distribution: UIStackView.Distribution) -> StackItem.Distribution {
        StackItem.Distribution(rawValue: String(describing: distribution)) ?? .fill
    }

    /// UIKit's `.top` is `.leading` and `.bottom` is `.trailing`: the model's names follow the axis.
    static func alignment(_ alignment: UIStackView.Alignment, axis: StackItem.Axis) -> StackItem.Alignment {
        switch (alignment, axis) {
        case (.leading, .horizontal): return .top
        case (.trailing, .horizontal): return .bottom
        default: return StackItem.Alignment(rawValue: String(describing: alignment)) ?? .fill
        }
    }
}

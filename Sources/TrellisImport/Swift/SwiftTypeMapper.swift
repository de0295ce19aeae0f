import Foundation
import SwiftSyntax
import TrellisModel

/// One type → a screen or container draft: its views, guides, stacks and used containers,
/// their properties, its parameters, the constraints it activates and the specs it applies.
enum SwiftTypeMapper {
    struct Mapped {
        var draft: ComponentDraft
        var findings: FileImportReport
        /// Specs made from the type's `updateConstraints` (`SwiftUpdateExtractor`).
        var specs: [ComponentDraft] = []
        /// The type's `@IBOutlet` properties (own and inherited) → their declared class.
        var outlets: [String: String] = [:]
        /// Outlets and no layout code of its own (no constraint, no SnapKit, no addSubview, no
        /// spec applied): its views are IB's, and it makes no component of its own.
        var outletsOnly = false
        /// The outlet holding its xib's root, which the class adds to itself (`SwiftNibRoot`).
        var nibRoot: String?
    }

    static func map(_ source: SwiftTypeSource, namer: inout ComponentNamer) -> Mapped? {
        let (kind, blocks, file, constants) = (source.kind, source.blocks, source.file, source.constants)
        let declarations = SwiftDeclarationVisitor(converter: source.converter)
        // The superclasses' blocks first (their views are declared before the type's own), then the type's, then its other files' extensions.
        let walked = SwiftWalkedBlocks(source)
        declarations.memberNames = Set(walked.all.flatMap { SwiftDeclarationVisitor.memberNames(in: $0.block) })
        declarations.adoptsAddedNames = source.declaredOutside
        let ownStackMethods = SwiftArrayStackFactory.ownMethods(in: walked.all.map(\.block))
        declarations.arrayStackFactories = source.index.arrayStackFactories.merging(ownStackMethods) { array, _ in array }
        // Loops over a literal list of views, unrolled: their copies are walked instead of them.
        let loops = walked.all.map { SwiftLoopUnroller.unroll(in: $0.block, converter: $0.converter ?? source.converter) }
        var copyConverters: [SyntaxIdentifier: SourceLocationConverter] = [:]
        for (block, blockLoops) in zip(walked.all, loops) {
            for copy in blockLoops.flatMap(\.copies) { copyConverters[copy.id] = SourceLocationConverter(fileName: block.origin.file, tree: copy) }
        }
        declarations.skippedLoops = Set(loops.joined().map(\.loop))
        for (block, blockLoops) in zip(walked.all, loops) {
            declarations.converter = block.converter ?? source.converter
            declarations.walk(block.block)
            for copy in blockLoops.flatMap(\.copies) {
                declarations.converter = copyConverters[copy.id] ?? source.converter
                declarations.walk(copy)
            }
        }
        // Calls of the app's helper methods (`tableView.anchorToAllSidesOf(view: view)`): their
        // bodies, substituted; the views a helper makes are declared by walking them too.
        let helpers = SwiftHelperExpander(scopes: declarations.scopes, index: source.index)
        var unexpanded: [ImportFinding] = []
        let expansions = zip(walked.all, loops).map { block, blockLoops in
            let ranges = blockLoops.map(\.lines)
            let (found, misses) = helpers.expansionsAndMisses(in: block.block, converter: block.converter ?? source.converter)
            // A superclass's calls are listed in its own file.
            if !block.inherited, !misses.isEmpty {
                let declared = source.index.referencedNames.declaredSpellings(in: source.index.trees.values)
                unexpanded += misses.filter { !$0.callsOtherMethod(declared: declared) }.map {
                    $0.finding(file: block.converter == nil ? nil : block.origin.file)
                }
            }
            let own = found.filter { expansion in !ranges.contains { $0.contains(expansion.line) } }
            return own + blockLoops.flatMap(\.copies).flatMap { helpers.expansions(in: $0, converter: copyConverters[$0.id] ?? source.converter) }
        }
        var madeByHelpers: Set<String> = []
        for expansion in expansions.joined() {
            declarations.converter = SourceLocationConverter(fileName: file, tree: expansion.body)
            let known = Set(declarations.order)
            declarations.walk(expansion.body)
            // A view the helper makes is declared where the helper is called.
            for name in declarations.order where !known.contains(name) {
                declarations.declared[name]?.line = expansion.line
                declarations.declared[name]?.file = nil
                madeByHelpers.insert(name)
            }
        }
        // `cell.addSeparator(.top)` on a dequeued cell: its views are the cell's, not this type's.
        let foreign = SwiftForeignReceivers.views(
            made: madeByHelpers, additions: declarations.additions, locals: SwiftForeignReceivers.localNames(in: walked.all.map { Syntax($0.block) }),
            isOwnView: { declarations.declared[$0] != nil || kind.ownerNames.contains($0) })
        declarations.converter = source.converter
        declarations.promoteAddedLocals()
        // UIKit's own guide subclasses are plain guides here, not containers of the app's.
        for (name, declared) in declarations.declared where SwiftTypeKind.uikitGuideClasses.contains(declared.className) {
            declarations.declared[name]?.className = "UILayoutGuide"
        }
        // Parents from addSubview; stacks from arrangedSubviews and addArrangedSubview.
        var parents: [String: String] = [:]
        var arranged: [String: [String]] = [:]
        var added: Set<String> = []
        var guides: Set<String> = []
        for (name, declared) in declarations.declared where !declared.arranged.isEmpty {
            arranged[name] = declared.arranged
            added.formUnion(declared.arranged)
        }
        // `view.addSubview(searchController.view)`: a child controller's view, a view of this screen.
        var childControllers: Set<String> = []
        for index in declarations.additions.indices where declarations.additions[index].child.hasSuffix(".view") {
            // Whatever its declared class says (`Command.EmptyStateViewControllerType`, a protocol's associated type):
            // only a controller's view is added as `x.view`.
            let controller = String(declarations.additions[index].child.dropLast(5))
            guard declarations.declared[controller] != nil else { continue }
            declarations.additions[index].child = controller
            childControllers.insert(controller)
        }
        // `blur.contentView.addSubview(label)`: a visual effect view's content view always fills it.
        func isEffectView(_ name: String) -> Bool {
            guard let className = declarations.declared[name]?.className else { return false }
            return (source.index.uikitClass(of: className) ?? className) == "UIVisualEffectView"
        }
        for addition in declarations.additions {
            guard declarations.declared[addition.child] != nil else { continue }
            added.insert(addition.child)
            if addition.guide { guides.insert(addition.child) }
            var receiver = addition.receiver.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
            if let effect = receiver?.dropLast(".contentView".count), receiver?.hasSuffix(".contentView") == true, isEffectView(String(effect)) {
                receiver = String(effect)
            }
            if let receiver, declarations.declared[receiver] != nil, !kind.ownerNames.contains(receiver) {
                if addition.arranged {
                    // The same view arranged in alternative branches (`insertArrangedSubview(v, at: 0)` or `addArrangedSubview(v)`) is arranged once.
                    if arranged[receiver]?.contains(addition.child) != true { arranged[receiver, default: []].append(addition.child) }
                } else {
                    parents[addition.child] = receiver
                }
            }
        }
        // A guide of a container class (`let avatar = UserAvatarContainer()`, added with
        // `addLayoutGuide`) is a use of that container.
        func isContainer(_ name: String) -> Bool {
            guard let className = declarations.declared[name]?.className, className != "UILayoutGuide" else { return false }
            return source.index.containers.contains(className) || guides.contains(name)
        }
        // Views added in this file, and views by their class that it never adds (added by a
        // superclass or elsewhere: placed in the root, with a note).
        let names = declarations.order.filter { name in
            guard !kind.ownerNames.contains(name), foreign[name] == nil, let className = declarations.declared[name]?.className else { return false }
            if className == "UILayoutGuide" || isContainer(name) { return guides.contains(name) }
            return added.contains(name) || SwiftViewClasses.isViewClass(className)
                || source.index.uikitClass(of: className).map(SwiftViewClasses.isViewClass) == true
        }
        let notAdded = names.filter { !added.contains($0) && declarations.declared[$0]?.className != "UILayoutGuide" }
        let itemClasses = Dictionary(uniqueKeysWithValues: names.map { ($0, declarations.declared[$0]?.className ?? "UIView") })
        let declaredParameters = source.parameterReader.storedParameters()
        let context = SwiftTypeContext(
            kind: kind, file: file, converter: source.converter, constants: constants, items: itemClasses, parents: parents,
            declaredParameters: declaredParameters
        )
        context.uses = Set(names.filter(isContainer))
        context.scopes = declarations.scopes
        context.initialValues = Self.initialValues(walked.all.map(\.block))
        context.outlets = Set(walked.outlets(index: source.index).keys)
        context.childControllers = childControllers
        context.mergedLocals = declarations.mergedLocals
        context.anchorProperties = source.index.anchorProperties
        context.snapKitGuides = source.index.snapKitGuides
        context.iterationMethods = source.index.iterationMethods
        context.effectViews = Set(names.filter(isEffectView))
        context.conformances = SwiftTypeTest.conformances(of: source.type.name, inherited: source.type.inherited, index: source.index)
        context.nibLoaders = source.index.nibLoaders
        for block in walked.all where block.converter != nil { context.origins[block.block.root.id] = block.origin }
        let anchors = AnchorConstraintVisitor(context: context)
        let items = ItemConstraintVisitor(context: context)
        let snapKit = SnapKitVisitor(context: context)
        let visualFormat = VisualFormatVisitor(context: context)
        let activation = SwiftActivationVisitor()
        let applications = SpecApplicationVisitor(context: context, index: source.index, creations: declarations.creations)
        func walkAll(_ node: some SyntaxProtocol, origin: SwiftWalkedBlocks.Block?) {
            let before = (anchors.found.count, items.found.count, visualFormat.found.count, snapKit.found.count)
            anchors.walk(node)
            items.walk(node)
            snapKit.walk(node)
            visualFormat.walk(node)
            activation.walk(node)
            if origin?.inherited != true { applications.walk(node) }
            guard let origin else { return }
            SwiftWalkedBlocks.tag(&anchors.found, from: before.0, origin)
            SwiftWalkedBlocks.tag(&items.found, from: before.1, origin)
            SwiftWalkedBlocks.tag(&visualFormat.found, from: before.2, origin)
            SwiftWalkedBlocks.tag(&snapKit.found, from: before.3, origin)
        }
        for ((block, blockLoops), blockExpansions) in zip(zip(walked.all, loops), expansions) {
            let before = (anchors.found.count, items.found.count, visualFormat.found.count, snapKit.found.count)
            walkAll(block.block, origin: block.converter == nil ? nil : block)
            let ranges = blockLoops.map(\.lines)
            if !ranges.isEmpty {
                // What the unrolled loops make is their copies': the loops themselves are not walked.
                let outside = { (found: SwiftFoundConstraint) in !ranges.contains { $0.contains(found.line) } }
                anchors.found = Array(anchors.found[..<before.0]) + anchors.found[before.0...].filter(outside)
                items.found = Array(items.found[..<before.1]) + items.found[before.1...].filter(outside)
                visualFormat.found = Array(visualFormat.found[..<before.2]) + visualFormat.found[before.2...].filter(outside)
                snapKit.found = Array(snapKit.found[..<before.3]) + snapKit.found[before.3...].filter(outside)
                for copy in blockLoops.flatMap(\.copies) {
                    context.origins[copy.root.id] = SwiftTypeContext.Origin(file: block.origin.file, converter: copyConverters[copy.id])
                    walkAll(copy, origin: block.converter == nil ? nil : block)
                }
            }
            // Calls of the app's helper methods (`tableView.anchorToAllSidesOf(view: view)`): their bodies, substituted.
            for expansion in blockExpansions {
                context.origins[expansion.body.root.id] = SwiftTypeContext.Origin(file: block.origin.file, line: expansion.line)
                context.helperCalls[expansion.body.root.id] = expansion.call
                var origin = block
                origin.helperCall = expansion
                walkAll(expansion.body, origin: origin)
            }
        }
        // A remake is placed once all makes are known; its findings are tagged with its block's origin.
        let blocksByRoot = Dictionary(walked.all.map { ($0.block.root.id, $0) }, uniquingKeysWith: { first, _ in first })
        snapKit.flushRemakes { node, first in
            if let block = blocksByRoot[node.root.id], block.converter != nil { SwiftWalkedBlocks.tag(&snapKit.found, from: first, block) }
        }
        // A superclass's method the type overrides (without calling it) does not run for the type.
        let replaced = SwiftOverriddenMethods.replaced(in: walked.all.map(\.block))
        let found = SwiftOverriddenMethods.keeping(anchors.found + items.found + visualFormat.found + snapKit.found, replaced: replaced)
        guard !names.isEmpty || !found.isEmpty || !applications.applications.isEmpty else { return nil }
        let outlets = walked.outlets(index: source.index)
        let ownCode = found.contains { !$0.inherited } || !applications.applications.isEmpty || !declarations.additions.isEmpty
        // Code that only changes its xib's constraints (`heightConstraint.constant = 0`) makes states of the xib's component.
        let constraintOutlets = SwiftStateAssembly.constraintOutlets(outlets)
        if !outlets.isEmpty, !ownCode, !SwiftStateAssembly.changesOutlets(activation, outlets: constraintOutlets) {
            return Mapped(
                draft: ComponentDraft(name: source.type.name, kind: .screen), findings: FileImportReport(path: file, kind: .swift), outlets: outlets,
                outletsOnly: true)
        }

        let componentName = source.componentName(namer: &namer)
        var draft = ComponentDraft(name: componentName, kind: kind == .container ? .container : .screen)
        if let root = kind.rootKind { draft.rootKind = root }
        if case .rootLayout(let root) = kind {
            draft.width = staticNumber("width", in: blocks, constants: constants)
            // `static let height: CGFloat = UITableView.automaticDimension`: self-sizing.
            if staticValue("height", in: blocks)?.trimmedText.hasSuffix("automaticDimension") == true {
                draft.heightIsAuto = true
            } else {
                draft.height = staticNumber("height", in: blocks, constants: constants)
            }
            draft.safeArea = ExportedForms.safeArea(in: memberComments(blocks))
            if let margins = declarations.properties.last(where: { $0.target == root && $0.property == "directionalLayoutMargins" }) {
                draft.margins = directionalInsets(margins.value, context: nil)
            }
        }
        draft.comments = ["Imported from \((file as NSString).lastPathComponent) (\(source.type.name)) by trellis import."]
        var findings = FileImportReport(path: file, kind: .swift)
        // A library's layout calls (`view.pinSubviewToAllEdges(x)`): listed and counted, their views not fully imported.
        let libraryCalls = SwiftLibraryLayoutCall.findings(
            in: walked.all, declared: source.index.referencedNames.declaredFunctions(in: source.index.trees.values), converter: source.converter,
            isView: { declarations.declared[$0] != nil || kind.ownerNames.contains($0) })
        findings.skipped += libraryCalls
        findings.constraintsFound += libraryCalls.count
        // Helper calls import could not expand: listed and counted, never dropped silently.
        findings.skipped += unexpanded
        findings.constraintsFound += unexpanded.count
        findings.skipped += foreign.sorted { $0.key < $1.key }.map {
            SwiftForeignReceivers.finding(view: $0.key, receiver: $0.value, line: declarations.declared[$0.key]?.line)
        }
        var placeholders: [String] = []
        let aligned = AlignedSubclasses.read(in: blocks, constants: constants)
        let arrangedBy = Dictionary(arranged.flatMap { stack, children in children.map { ($0, stack) } }, uniquingKeysWith: { first, _ in first })
        // Grouped once: filtering all properties per view is quadratic in a type with thousands of views.
        let propertiesByTarget = Dictionary(grouping: declarations.properties, by: \.target)
        for name in names {
            guard let declared = declarations.declared[name] else { continue }
            // A superclass's view is declared in the superclass's file: its line is there.
            let location = TrellisModel.SourceLocation(file: declared.file ?? file, line: declared.line, column: 1)
            if isContainer(name) {
                let arguments = containerArguments(declarations.creations[name], context: context)
                draft.items.append(
                    .use(ContainerUse(name: name, container: declared.className, arguments: arguments, parent: parents[name], location: location)))
                continue
            }
            if declared.className == "UILayoutGuide" {
                draft.items.append(.guide(GuideItem(name: name, parent: parents[name], location: location)))
                continue
            }
            var view = ViewItem(name: name, className: declared.className, parent: arrangedBy[name] == nil ? parents[name] : nil, location: location)
            if let subclass = aligned[declared.className] {
                view.className = subclass.superclass
                view.alignmentInsets = subclass.insets
            } else if childControllers.contains(name) {
                // The root view of a child controller (its class is the controller's).
                view.className = "UIView"
            } else if let uikit = source.index.uikitClass(of: declared.className), uikit != declared.className {
                // `ThemeableTable(UITableView)`: behaves as its UIKit base.
                view.baseClass = uikit
            }
            let comments = declarations.designComments[name] ?? []
            view.intrinsicSize = ExportedForms.intrinsicSize(in: comments)
            view.baselines = ExportedForms.baselines(in: comments)
            // Exported code states its design-time sizes in comments; elsewhere stand-ins.
            // Looked up by the UIKit class: `class Label: UILabel` sizes to its text as a label does.
            if view.intrinsicSize == nil, source.header == nil, let size = SwiftViewClasses.placeholderIntrinsic[view.uikitClass] {
                view.intrinsicSize = IntrinsicSize(width: size.0, height: size.1)
                placeholders.append(name)
            }
            // The class's own `override var intrinsicContentSize` (SwiftIntrinsicContentSize).
            if source.header == nil, let note = SwiftIntrinsicContentSize.apply(to: &view, className: declared.className, index: source.index) {
                findings.notes.append(note)
            }
            let properties = propertiesByTarget[name] ?? []
            apply(properties, to: &view, context: context, findings: &findings)
            if source.header == nil, SwiftTextViewSizing.apply(to: &view, className: declared.className, properties: properties, index: source.index) {
                placeholders.append(name)
            }
            if source.header != nil {
                applyExportedText(properties, comments: comments, to: &view)
            }
            if view.uikitClass == "UIStackView" || arranged[name] != nil {
                // The format's `stack` is a UIStackView (a custom subclass behaves as one).
                view.className = "UIStackView"
                view.baseClass = nil
                var stack = StackItem(view: view, axis: .horizontal, arranged: (arranged[name] ?? []).filter { itemClasses[$0] != nil })
                // What the stack's class sets on itself first (`axis = .vertical` in its `makeUI()`), then this instance's.
                let defaults = source.index.defaults(of: declared.className).sorted { $0.key < $1.key }
                let ownDefaults = defaults.map { (property: $0.key, value: $0.value, isDefault: true) }
                for property in ownDefaults + properties.map({ (property: $0.property, value: $0.value, isDefault: false) }) {
                    let value = property.value.trimmedText.split(separator: ".").last.map(String.init) ?? ""
                    switch property.property {
                    case "axis": stack.axis = value == "vertical" ? .vertical : .horizontal
                    case "distribution": stack.distribution = StackItem.Distribution(rawValue: value) ?? stack.distribution
                    case "alignment": stack.alignment = StackItem.Alignment(rawValue: value) ?? stack.alignment
                    case "spacing" where property.isDefault: stack.spacing = SwiftClassDefaults.literal(property.value) ?? stack.spacing
                    case "spacing": stack.spacing = constants.evaluate(property.value) ?? stack.spacing
                    default: break
                    }
                }
                draft.items.append(.stack(stack))
            } else {
                draft.items.append(.view(view))
            }
        }
        // Left out or marked by the run, which says so in the report (`UnplacedViews`).
        draft.unplaced = notAdded
        draft.standInSizes = SwiftStandInSizes.names(in: draft.items, placeholders: placeholders)
        draft.codeSetImages = SwiftCodeSetImages.names(in: walked.all.map(\.block))
        if !placeholders.isEmpty {
            findings.notes.append(
                ImportFinding(
                    line: nil, construct: "intrinsic content size",
                    reason:
                        "stand-in sizes of UIKit's defaults for \(placeholders.map { "'\($0)'" }.joined(separator: ", ")) (their text and images are not known here); set the real ones with 'intrinsic'"
                ))
        }
        // The base layout and the states of what is made under conditions or in later methods.
        let exported = source.header == nil ? nil : SwiftExportedStates(blocks: blocks, context: context)
        var states = SwiftStateAssembly(context: context, activation: activation, exported: exported)
        states.constraintOutlets = constraintOutlets
        states.add(found, findings: &findings)
        states.addToggles(findings: &findings)
        states.addConstantChanges(findings: &findings)
        states.addUpdates(findings: &findings)
        states.finish(&draft)
        draft.framePlacedViews = SwiftFramePlacedViews.names(properties: declarations.properties, draft: draft)
        draft.applications = applications.applications
        findings.skipped += applications.skipped
        // A method's parameter read while its SnapKit update was visited is its state's, unless the base uses it too.
        let baseUses = Set((draft.constraints + draft.states.flatMap(\.constraints)).flatMap(\.constant.parameters))
        let stateOnly = states.stateParameters.subtracting(baseUses)
        findings.notes += context.parameterNotes.filter { note in !stateOnly.contains { note.reason.contains("'param \($0) = 0'") } }
        draft.parameters = context.parameters.values.filter { !stateOnly.contains($0.name) }.sorted { $0.name < $1.name }
        draft.guessedParameters = context.guessedParameters.intersection(draft.parameters.map(\.name))
        // A method's parameter its base (or another state) reads too is the component's: a state does not declare it again.
        let componentParameters = Set(draft.parameters.map(\.name))
        for index in draft.states.indices { draft.states[index].parameters.removeAll { componentParameters.contains($0.name) } }
        // Only a root the code pins is a view of its own: one placed by frame or autoresizing fills
        // the class's root, which is what IB's root as the component's root already is.
        let pinned = Set(
            (draft.constraints + draft.states.flatMap(\.constraints)).flatMap { constraint in
                [constraint.first.item.root] + (constraint.second.map { [$0.item.root] } ?? [])
            })
        // A view class's: a controller loading a nib with itself as owner loads another view than its scene's root.
        let nibLocals =
            kind == .screen(.view) ? SwiftNibLoadedLocal.locals(in: walked.all.map(\.block), scopes: declarations.scopes, loaders: source.index.nibLoaders) : []
        let nibRoot = SwiftNibRoot.outlet(
            in: walked.all.map(\.block), additions: declarations.additions, outlets: outlets, ownerNames: kind.ownerNames, nibLocals: nibLocals
        ).flatMap { pinned.contains($0) ? $0 : nil }
        if nibRoot == nil { draft = SwiftNibLoadedLocal.droppingUnpinned(draft, locals: nibLocals, additions: declarations.additions) }
        // A scroll view subclass reading its own scroll guides or content edges, or a stack view
        // subclass arranging views in itself: the class is an item filling the root (`SwiftClassRoot`).
        if kind == .screen(.view), outlets.isEmpty, let uikit = source.index.uikitClass(of: source.type.name) {
            let className = source.type.name
            let line = source.converter.location(for: source.type.members.positionAfterSkippingLeadingTrivia).line
            let location = TrellisModel.SourceLocation(file: file, line: line, column: 1)
            let name = SwiftClassRoot.itemName(for: className, in: draft)
            let selfArranged = declarations.additions.filter { addition in
                addition.arranged && (addition.receiver == nil || addition.receiver == "self") && itemClasses[addition.child] != nil
            }.map(\.child)
            if SwiftClassRoot.needsScrollView(draft, uikitClass: uikit) {
                draft = SwiftClassRoot.wrap(
                    draft, in: .view(ViewItem(name: name, className: className, baseClass: className == uikit ? nil : uikit, location: location)))
            } else if uikit == "UIStackView", !selfArranged.isEmpty {
                let stack = SwiftClassRoot.stack(
                    named: name, className: className, arranged: selfArranged, defaults: source.index.defaults(of: className), constants: constants,
                    location: location)
                draft = SwiftClassRoot.wrap(draft, in: .stack(stack))
            }
        }
        // A nib-loaded local holding the xib's root is that view under the local's name, as an outlet holding it is.
        var heldOutlets = outlets
        if let nibRoot, heldOutlets[nibRoot] == nil { heldOutlets[nibRoot] = "UIView" }
        return Mapped(draft: draft, findings: findings, outlets: heldOutlets, outletsOnly: !outlets.isEmpty && !ownCode, nibRoot: nibRoot)
    }

    /// Stored properties' initial values (`var isExpanded = false`, `var mode: Mode = .normal`).
    private static func initialValues(_ blocks: [MemberBlockSyntax]) -> [String: ExprSyntax] {
        var values: [String: ExprSyntax] = [:]
        for block in blocks {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                    values[name] = value
                }
            }
        }
        return values
    }

    /// `UserAvatarContainer(badgeSize: 36)` → `badgeSize: 36`.
    private static func containerArguments(_ call: FunctionCallExprSyntax?, context: SwiftTypeContext) -> [LayoutArgument] {
        guard let call else { return [] }
        return call.arguments.compactMap { argument in
            guard let label = argument.label?.text, !argument.expression.is(NilLiteralExprSyntax.self) else { return nil }
            let name = SwiftParameterReader.modelName(label, reference: false)
            return LayoutArgument(name, .constant(context.constant(argument.expression)), location: context.location(argument))
        }
    }

    /// `static let height: CGFloat = 120`: the side a root-layout type pins.
    private static func staticNumber(_ name: String, in blocks: [MemberBlockSyntax], constants: ConstantResolver) -> Double? {
        staticValue(name, in: blocks).flatMap { constants.evaluate($0) }
    }

    private static func staticValue(_ name: String, in blocks: [MemberBlockSyntax]) -> ExprSyntax? {
        for block in blocks {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = binding.initializer?.value { return value }
                }
            }
        }
        return nil
    }

    /// The `//` comments above the type's members (where export states the root's context).
    private static func memberComments(_ blocks: [MemberBlockSyntax]) -> [String] {
        blocks.flatMap { block in block.members.flatMap { ExportedForms.lineComments($0.leadingTrivia) } }
    }

    /// `NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`; nil unless four numbers.
    static func directionalInsets(_ value: ExprSyntax, context: SwiftTypeContext?) -> DirectionalInsets? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var values: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let number =
                context?.constants.evaluate(argument.expression)
                ?? ConstantResolver.literal(argument.expression)
            guard let number else { continue }
            values[label] = number
        }
        guard values.count == 4, let top = values["top"], let leading = values["leading"], let bottom = values["bottom"],
            let trailing = values["trailing"]
        else { return nil }
        return DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// Text, fonts, line counts and `scrolls off` from an exported file's code and comments
    /// (in hand-written code the content is not known: stand-in sizes instead).
    private static func applyExportedText(_ properties: [SwiftDeclarationVisitor.PropertySet], comments: [String], to view: inout ViewItem) {
        var text = TextContent(sample: ExportedForms.textSample(in: comments))
        if let settings = ExportedForms.textSettings(in: comments) {
            text.font = settings.font
            text.lines = settings.lines
        }
        for property in properties {
            switch property.property {
            case "font":
                text.font = font(property.value)
            case "numberOfLines", "maximumNumberOfLines":
                if let lines = ConstantResolver.literal(property.value) { text.lines = Int(lines) }
            case "preservesSuperviewLayoutMargins": view.preservesSuperviewMargins = property.value.trimmedText == "true"
            case "isScrollEnabled": view.isScrollEnabled = property.value.trimmedText != "false"
            default: break
            }
        }
        if ExportedForms.scrollsOff(in: comments) { view.isScrollEnabled = false }
        if text.sample != nil || text.font != nil || text.lines != nil { view.text = text }
    }

    /// `.preferredFont(forTextStyle: .body)` → `body`; `.systemFont(ofSize: 15)` → 15.
    private static func font(_ value: ExprSyntax) -> TextFont? {
        guard let call = value.as(FunctionCallExprSyntax.self), let argument = call.arguments.first else { return nil }
        let callee = SwiftCallee.text(of: call)
        if callee.hasSuffix("preferredFont"), argument.label?.text == "forTextStyle" {
            let style = argument.expression.trimmedText.split(separator: ".").last.map(String.init) ?? ""
            return TextStyle(rawValue: style).map(TextFont.style)
        }
        if callee.hasSuffix("systemFont"), argument.label?.text == "ofSize", let size = ConstantResolver.literal(argument.expression) {
            return .size(size)
        }
        return nil
    }

    private static func apply(
        _ properties: [SwiftDeclarationVisitor.PropertySet], to view: inout ViewItem, context: SwiftTypeContext, findings: inout FileImportReport
    ) {
        for property in properties {
            switch property.property {
            case "isHidden": view.isHidden = property.value.trimmedText == "true"
            case "insetsLayoutMarginsFromSafeArea": view.insetsMarginsFromSafeArea = property.value.trimmedText != "false"
            case "directionalLayoutMargins":
                guard let margins = directionalInsets(property.value, context: context) else {
                    findings.notes.append(
                        ImportFinding(
                            line: property.line, construct: property.value.trimmedText,
                            reason: "margins that are not four literal numbers: left at UIKit's default"
                        ))
                    continue
                }
                view.margins = margins
            case "hugging.horizontal", "hugging.vertical", "compression.horizontal", "compression.vertical":
                guard let priority = context.priority(property.value) else { continue }
                if property.property.hasPrefix("hugging") {
                    if property.property.hasSuffix("horizontal") { view.hugging.horizontal = priority } else { view.hugging.vertical = priority }
                } else if property.property.hasSuffix("horizontal") {
                    view.compressionResistance.horizontal = priority
                } else {
                    view.compressionResistance.vertical = priority
                }
            default: break
            }
        }
    }
}

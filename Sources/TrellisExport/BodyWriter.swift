import TrellisModel

/// What containers and screens share: their items as stored properties, the code that
/// adds them to the owning view (parents before children, siblings in declaration order,
/// which is z-order), their properties, one `NSLayoutConstraint.activate([...])`, and the
/// specs applied to them.
struct BodyWriter {
    /// With Swift names (`SwiftNames`); `source` is the same body as written.
    var body: LayoutBody
    var source: LayoutBody
    var parameters: [Parameter]
    var scope: SwiftScope
    var file: String
    /// With Swift names, as `body`.
    var library: LayoutLibrary
    var names: SwiftNames
    /// SnapKit's `snp.makeConstraints` or anchors (`BodyWriter+SnapKit.swift`).
    var style: ExportStyle = .anchors

    private var parameterNames: Set<String> { Set(parameters.map(\.name)) }

    // MARK: Properties

    /// `let avatar = UIImageView()` for each item; a used container whose arguments name
    /// this component's parameters is declared here and created in the initializer.
    func properties() throws(ExportError) -> [SwiftCode] {
        var code: [SwiftCode] = []
        for item in body.items {
            code += item.comments.map(SwiftCode.comment)
            let name = SwiftName.escaped(item.name)
            switch item {
            case .view(let view):
                code.append(.line("let \(name) = \(initializer(of: view))"))
            case .stack(let stack):
                code.append(.line("let \(name) = \(initializer(of: stack.view))"))
            case .guide:
                code.append(.line("let \(name) = UILayoutGuide()"))
            case .use(let use):
                if usesParameters(use) {
                    code.append(.line("let \(name): \(names.type(of: use.container))"))
                } else {
                    code.append(.line("let \(name) = \(try containerCall(use))"))
                }
            }
        }
        return code
    }

    /// The initializer's assignments of used containers that take this component's parameters.
    func initializerAssignments() throws(ExportError) -> [SwiftCode] {
        var code: [SwiftCode] = []
        for case .use(let use) in body.items where usesParameters(use) {
            code.append(.line("self.\(use.name) = \(try containerCall(use))"))
        }
        return code
    }

    private func usesParameters(_ use: ContainerUse) -> Bool {
        use.arguments.contains { argument in
            if case .constant(let constant) = argument.value { return constant.terms.contains { parameterNames.contains($0.parameter) } }
            return false
        }
    }

    /// `UserAvatarContainer(badgeSize: 36)`, arguments in the container's parameter order.
    private func containerCall(_ use: ContainerUse) throws(ExportError) -> String {
        guard case .container(let container)? = library[use.container] else {
            throw .notExportable(
                "\(use.name) uses \(use.container), which is not a container of this library", at: use.location,
                hint: "export it together with \(use.container)")
        }
        let arguments = container.parameters.compactMap { parameter -> String? in
            guard let argument = use.arguments.first(where: { $0.name == parameter.name }),
                case .constant(let constant) = argument.value
            else { return nil }
            return "\(parameter.name): \(SwiftName.constant(constant))"
        }
        return "\(names.type(of: use.container))(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Applied specs

    /// The property that keeps each applied spec, for `updateLayout()`: `panelLayout`.
    func layouterNames() -> [String] {
        var taken = Set(body.items.map(\.name)).union(parameterNames)
        var names: [String] = []
        for application in body.applications {
            var name = SwiftName.camelCase(application.target.path.map { $0 == "owner" ? "root" : $0 }) + "Layout"
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            names.append(name)
        }
        return names
    }

    func layouterProperties() -> [SwiftCode] {
        zip(body.applications, layouterNames()).map { application, name in
            .line("private(set) var \(name): \(names.type(of: application.spec))?")
        }
    }

    /// `ClipRecordPanelLayout(superView: root, panelHeight: 160)`: references first, then
    /// constants, each in the spec's declaration order.
    private func specCall(_ application: SpecApplication) throws(ExportError) -> String {
        guard case .spec(let spec)? = library[application.spec] else {
            throw .notExportable(
                "\(application.spec) is applied here but is not a spec of this library", at: application.location,
                hint: "export it together with \(application.spec)")
        }
        var arguments: [String] = []
        for reference in spec.references {
            guard let argument = application.arguments.first(where: { $0.name == reference.name }) else { continue }
            if case .item(let item) = argument.value { arguments.append("\(reference.name): \(scope.expression(item))") }
        }
        for parameter in spec.parameters {
            guard let argument = application.arguments.first(where: { $0.name == parameter.name }) else { continue }
            switch argument.value {
            case .constant(let constant): arguments.append("\(parameter.name): \(SwiftName.constant(constant))")
            case .item(let item): arguments.append("\(parameter.name): \(scope.expression(item))")
            }
        }
        return "\(names.type(of: application.spec))(\(arguments.joined(separator: ", ")))"
    }

    /// Whether some applied spec has an `update` block, so the type offers `updateLayout()`.
    var hasUpdates: Bool {
        body.applications.contains { application in
            if case .spec(let spec)? = library[application.spec] { return !spec.update.isEmpty }
            return false
        }
    }

    func updateStatements() -> [SwiftCode] {
        zip(body.applications, layouterNames()).compactMap { application, name in
            guard case .spec(let spec)? = library[application.spec], !spec.update.isEmpty else { return nil }
            return .block("if let \(name)", [.line("\(scope.expression(application.target)).updateLayout(layouter: \(name))")])
        }
    }

    // MARK: Installing

    /// Adds every item under its parent (the owner by default), sets view properties,
    /// activates the constraints, applies the specs.
    func installStatements() throws(ExportError) -> [SwiftCode] {
        let owner = scope.ownerName ?? "owner"
        var code: [SwiftCode] = []
        let arrangedBy = Dictionary(
            body.items.compactMap { item -> [(String, String)]? in
                guard case .stack(let stack) = item else { return nil }
                return stack.arranged.map { ($0, stack.view.name) }
            }.flatMap { $0 }, uniquingKeysWith: { first, _ in first })
        for item in installationOrder() {
            let name = SwiftName.escaped(item.name)
            let parent = item.parent.map { $0 == "owner" ? owner : SwiftName.escaped($0) } ?? owner
            var lines: [SwiftCode] = []
            switch item {
            case .view(let view):
                lines += viewProperties(view)
                if arrangedBy[view.name] == nil { lines.append(.line("\(parent).addSubview(\(name))")) }
            case .stack(let stack):
                lines += viewProperties(stack.view)
                lines.append(.line("\(name).axis = .\(stack.axis.rawValue)"))
                if stack.distribution != .fill { lines.append(.line("\(name).distribution = \(UIKitNames.stackDistribution(stack.distribution))")) }
                if stack.alignment != .fill { lines.append(.line("\(name).alignment = \(UIKitNames.stackAlignment(stack.alignment))")) }
                if stack.spacing != 0 { lines.append(.line("\(name).spacing = \(SwiftName.number(stack.spacing))")) }
                if stack.marginsRelative { lines.append(.line("\(name).isLayoutMarginsRelativeArrangement = true")) }
                if arrangedBy[stack.view.name] == nil { lines.append(.line("\(parent).addSubview(\(name))")) }
                for arranged in stack.arranged { lines.append(.line("\(name).addArrangedSubview(\(SwiftName.escaped(arranged)))")) }
            case .guide, .use:
                lines.append(.line("\(parent).addLayoutGuide(\(name))"))
            }
            code += lines + [.blank]
        }
        let writer = ConstraintWriter(scope: scope, file: file)
        let sources = source.constraints.count == body.constraints.count ? source.constraints : body.constraints
        var all = zip(body.constraints, sources).map { ($0, writer.anchors($0, source: $1)) }
        let kept = try states.keep(&all, style: style)
        code += kept.declarations
        let written = all.filter { $0.0.sizeClasses.isAlways }.flatMap(\.1)
        if style == .snapkit {
            code += snapKitStatements(
                states.withoutKept(zip(body.constraints, sources).filter { $0.0.sizeClasses.isAlways }.map { ($0.0, source: $0.1) }), writer: writer)
        } else if !written.isEmpty {
            code += _WrittenConstraint.grouped(
                written,
                unconditional: { elements in elements.isEmpty ? [] : [.list("NSLayoutConstraint.activate([", elements, closing: "])")] },
                conditional: { .list("NSLayoutConstraint.activate([", [$0], closing: "])") }
            )
        }
        code += sizeClassInstallStatements(all, owner: owner)
        code += kept.assignments
        for (application, name) in zip(body.applications, layouterNames()) {
            code.append(.blank)
            code += application.comments.map(SwiftCode.comment)
            code.append(.line("let \(name) = \(try specCall(application))"))
            code.append(.line("\(scope.expression(application.target)).makeLayout(layouter: \(name))"))
            code.append(.line("self.\(name) = \(name)"))
        }
        return code
    }

    /// Parents before children; otherwise declaration order (a view's siblings keep theirs).
    func installationOrder() -> [Item] {
        var byName: [String: Item] = [:]
        for item in body.items { byName[item.name] = item }
        func depth(_ item: Item) -> Int {
            var depth = 0
            var current = item.parent
            var seen = Set<String>()
            while let name = current, name != "owner", let parent = byName[name], seen.insert(name).inserted {
                depth += 1
                current = parent.parent
            }
            return depth
        }
        return body.items.enumerated().sorted { lhs, rhs in
            let (left, right) = (depth(lhs.element), depth(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `translatesAutoresizingMaskIntoConstraints = false` and what differs from UIKit's defaults.
    func viewProperties(_ view: ViewItem) -> [SwiftCode] {
        let name = SwiftName.escaped(view.name)
        var lines: [SwiftCode] = []
        if let size = view.intrinsicSize { lines.append(.comment(ExportComment.intrinsicSize(size))) }
        if let baselines = view.baselines { lines.append(.comment(ExportComment.baselines(baselines))) }
        lines += textSampleComment(view)
        lines.append(.line("\(name).translatesAutoresizingMaskIntoConstraints = false"))
        if view.isHidden { lines.append(.line("\(name).isHidden = true")) }
        if let margins = view.margins { lines.append(.line("\(name).directionalLayoutMargins = \(Self.directionalInsets(margins))")) }
        if !view.insetsMarginsFromSafeArea { lines.append(.line("\(name).insetsLayoutMarginsFromSafeArea = false")) }
        lines += marginAndScrollStatements(view)
        lines += textStatements(view)
        let defaults = (hugging: AxisPriorities.defaultHugging, compression: AxisPriorities.defaultCompression)
        if view.hugging.horizontal != defaults.hugging.horizontal {
            lines.append(.line("\(name).setContentHuggingPriority(\(UIKitNames.priority(view.hugging.horizontal)), for: .horizontal)"))
        }
        if view.hugging.vertical != defaults.hugging.vertical {
            lines.append(.line("\(name).setContentHuggingPriority(\(UIKitNames.priority(view.hugging.vertical)), for: .vertical)"))
        }
        if view.compressionResistance.horizontal != defaults.compression.horizontal {
            lines.append(
                .line("\(name).setContentCompressionResistancePriority(\(UIKitNames.priority(view.compressionResistance.horizontal)), for: .horizontal)"))
        }
        if view.compressionResistance.vertical != defaults.compression.vertical {
            lines.append(.line("\(name).setContentCompressionResistancePriority(\(UIKitNames.priority(view.compressionResistance.vertical)), for: .vertical)"))
        }
        return lines
    }

    /// `NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`.
    static func directionalInsets(_ insets: DirectionalInsets) -> String {
        let values = zip(["top", "leading", "bottom", "trailing"], insets.values).map { "\($0): \(SwiftName.number($1))" }
        return "NSDirectionalEdgeInsets(\(values.joined(separator: ", ")))"
    }

    /// Whether the owner is named anywhere (so a container unwraps `owningView`).
    var usesOwner: Bool {
        if hasSizeClasses { return true }
        if body.items.contains(where: { $0.parent == nil || $0.parent == "owner" }) { return true }
        if body.constraints.contains(where: { $0.first.item.root == "owner" || $0.second?.item.root == "owner" }) { return true }
        return body.applications.contains { application in
            application.target.root == "owner"
                || application.arguments.contains {
                    if case .item(let item) = $0.value { return item.root == "owner" }
                    return false
                }
        }
    }
}

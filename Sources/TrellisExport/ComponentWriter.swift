import TrellisModel

/// Turns one component into a `SwiftFile`: a `LayoutContainer` subclass, a screen type
/// or a `Layoutable` struct, with a header naming the source file and its content hash.
struct ComponentWriter {
    /// With Swift names (`SwiftNames.renamed`); `source` is the component as written.
    var document: LayoutDocument
    var source: LayoutDocument
    /// With Swift names, as `document`.
    var library: LayoutLibrary
    var names: SwiftNames
    var style: ExportStyle
    var runtime: ExportRuntime = .embedded

    /// The `.layout` file's name, without folders; a dependency's after its namespace
    /// (`DS/UserAvatarContainer.layout`), which is how its identifiers name it.
    var file: String {
        let (namespace, local) = ComponentName.split(source.name)
        let path = source.location?.file ?? "\(local).layout"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return namespace.map { "\($0)/\(name)" } ?? name
    }

    func swiftFile() throws(ExportError) -> SwiftFile {
        let declaration: SwiftCode
        switch document {
        case .container(let container): declaration = try self.container(container)
        case .screen(let screen): declaration = try self.screen(screen)
        case .spec(let spec): declaration = try self.spec(spec)
        }
        var imports = style.imports
        if let module = runtime.importedModule { imports = (imports + [module]).sorted() }
        return SwiftFile(header: header(), imports: imports, declarations: [namespaced(declaration)])
    }

    /// The file's name without `.swift`: the type's, a dependency's prefixed with its
    /// namespace (`DS+UserAvatarContainer`: the file extends `DS`).
    var fileName: String { names.type(of: document.name).split(separator: ".").joined(separator: "+") }

    /// A dependency's component nested in its namespace's enum: `extension DS { … }`.
    private func namespaced(_ declaration: SwiftCode) -> SwiftCode {
        let type = names.type(of: document.name)
        guard let dot = type.firstIndex(of: ".") else { return declaration }
        return .block("extension \(type[..<dot])", [declaration])
    }

    /// The content hash `Trellis.lock` records for a dependency's component: of the
    /// component as its library wrote it, without the namespace it is loaded under.
    var releasedHash: String {
        let (namespace, local) = ComponentName.split(source.name)
        guard let namespace else { return source.contentHash }
        let unqualified = source.renamed(local) { reference in
            let (referenceNamespace, name) = ComponentName.split(reference)
            return referenceNamespace == namespace ? name : nil
        }
        return unqualified.contentHash
    }

    func header() -> [String] {
        var lines = [
            ExportComment.generated(file: fileName, from: file),
            ExportComment.Origin(kind: source.kind, name: source.name, contentHash: releasedHash).text,
        ]
        let comments = commentsOf(source)
        if !comments.isEmpty { lines.append(""); lines += comments }
        return lines
    }

    private func commentsOf(_ document: LayoutDocument) -> [String] {
        switch document {
        case .container(let container): return container.comments
        case .screen(let screen): return screen.comments
        case .spec(let spec): return spec.comments
        }
    }

    /// The items' stored properties, the applied specs' and the size-class arrays, under one mark.
    private func itemMembers(_ body: BodyWriter) throws(ExportError) -> [SwiftCode] {
        try [.mark("Items")] + body.properties() + body.layouterProperties() + body.sizeClassProperties() + body.states.members()
    }

    // MARK: Containers

    private func container(_ container: Container) throws(ExportError) -> SwiftCode {
        let scope = SwiftScope(
            selfName: "self", ownerName: "owningView", optionalParameters: optionals(container.parameters),
            views: SwiftScope.viewPaths(of: container.body, library: library))
        let body = BodyWriter(
            body: container.body, source: source.body ?? container.body, parameters: container.parameters, scope: scope, file: file,
            library: library, names: names, style: style)
        var members: [SwiftCode] = []
        if !container.parameters.isEmpty {
            members.append(.mark("Parameters"))
            members += parameterProperties(container.parameters)
        }
        members += try itemMembers(body)
        if !container.parameters.isEmpty {
            members.append(.mark("Initializers"))
            let assignments = container.parameters.map { SwiftCode.line("self.\($0.name) = \(SwiftName.escaped($0.name))") }
            members.append(
                .block("init(\(initializerParameters(container.parameters)))", assignments + (try body.initializerAssignments()) + [.line("super.init()")]))
            members.append(.blank)
            members.append(.block("required init?(coder: NSCoder)", [.line("fatalError(\"init(coder:) has not been implemented\")")]))
        }
        members.append(.mark("Layout"))
        var statements: [SwiftCode] = [.line("super.initializeViews()")]
        if body.usesOwner { statements += [.line("guard let owningView else { return }"), .blank] }
        statements += try body.installStatements()
        members.append(.block("override func initializeViews()", statements))
        if body.hasUpdates {
            members.append(.blank)
            members.append(.comment("Applies the `update` blocks of the specs applied here (SnapKit's `updateConstraints`)."))
            members.append(.block("func updateLayout()", body.updateStatements()))
        }
        members += body.sizeClassMethod()
        members += try body.states.applyMethod(ownerName: "owningView", unwrapsOwner: true)
        members += aligned(body)
        return .block("final class \(names.localType(of: container.name)): LayoutContainer", members)
    }

    // MARK: Screens

    private func screen(_ screen: Screen) throws(ExportError) -> SwiftCode {
        let root = Self.rootName(screen.root)
        let scope = SwiftScope(
            selfName: "self", ownerName: root, optionalParameters: optionals(screen.parameters), views: SwiftScope.viewPaths(of: screen.body, library: library))
        let body = BodyWriter(
            body: screen.body, source: source.body ?? screen.body, parameters: screen.parameters, scope: scope, file: file, library: library,
            names: names, style: style)
        var members: [SwiftCode] = [.mark("Root")]
        switch screen.root {
        case .controller: members.append(.comment("The view everything is added to: a view controller's `view`."))
        case .cell: members.append(.comment("The view everything is added to: a table or collection view cell's `contentView` (`root cell`)."))
        case .view: members.append(.comment("The view everything is added to: a custom view itself, as a view xib's root (`root view`)."))
        }
        if let safeArea = screen.safeArea {
            members.append(.comment(ExportComment.safeArea(safeArea, file: file)))
        }
        members.append(.line("let \(root): UIView"))
        if let width = screen.width, screen.root == .cell {
            // A cell is as wide as its table or collection view: the designed width means nothing at run time.
            members.append(
                .comment("Designed at a width of \(SwiftName.number(width)) (`width` in \(file)): the table or collection view gives a cell its width."))
        } else if let width = screen.width {
            members.append(.comment("The width the layout pins (`width` in \(file)), for the controller or view that hosts it."))
            members.append(.line("static let width: CGFloat = \(SwiftName.number(width))"))
        }
        if let height = screen.height {
            members.append(.comment("The height the layout pins (`height` in \(file)): a table view's `rowHeight`."))
            members.append(.line("static let height: CGFloat = \(SwiftName.number(height))"))
        }
        if screen.heightIsAuto {
            members.append(.comment("Self-sizing (`height auto` in \(file)): as tall as its content at the width it is given."))
            members.append(.line("static let height: CGFloat = UITableView.automaticDimension"))
        }
        if !screen.parameters.isEmpty {
            members.append(.mark("Parameters"))
            members += parameterProperties(screen.parameters)
        }
        members += try itemMembers(body)
        members.append(.mark("Initializer"))
        let parameters = (["\(root): UIView"] + (screen.parameters.isEmpty ? [] : [initializerParameters(screen.parameters)])).joined(separator: ", ")
        let assignments =
            [SwiftCode.line("self.\(root) = \(root)")]
            + screen.parameters.map { SwiftCode.line("self.\($0.name) = \(SwiftName.escaped($0.name))") }
            + (try body.initializerAssignments())
        members.append(.comment("Adds the views and guides to `\(root)` and activates their constraints."))
        members.append(.block("init(\(parameters))", assignments + [.line("install()")]))
        members.append(.mark("Layout"))
        var install: [SwiftCode] = []
        if let margins = screen.margins {
            install += [.line("\(root).directionalLayoutMargins = \(BodyWriter.directionalInsets(margins))"), .blank]
        }
        members.append(.block("private func install()", install + (try body.installStatements())))
        if body.hasUpdates {
            members.append(.blank)
            members.append(.comment("Applies the `update` blocks of the specs applied here (SnapKit's `updateConstraints`)."))
            members.append(.block("func updateLayout()", body.updateStatements()))
        }
        members += body.sizeClassMethod()
        members += try body.states.applyMethod(ownerName: root, unwrapsOwner: false)
        members += aligned(body)
        return .lines([.line("@MainActor"), .block("final class \(names.localType(of: screen.name))", members)])
    }

    /// The root's property and initializer label: what app code passes (`ListCellLayout(contentView: contentView)`).
    static func rootName(_ kind: RootKind) -> String {
        switch kind {
        case .controller: return "root"
        case .cell: return "contentView"
        case .view: return "view"
        }
    }

    private func aligned(_ body: BodyWriter) -> [SwiftCode] {
        let classes = body.alignedClasses()
        return classes.isEmpty ? [] : [.mark("Views with alignment insets")] + classes
    }

    // MARK: Parameters

    private func optionals(_ parameters: [Parameter]) -> Set<String> {
        Set(parameters.filter { $0.isOptional && $0.defaultValue == nil }.map(\.name))
    }

    private func parameterType(_ parameter: Parameter) -> String {
        parameter.isOptional && parameter.defaultValue == nil ? "CGFloat?" : "CGFloat"
    }

    private func parameterProperties(_ parameters: [Parameter]) -> [SwiftCode] {
        parameters.flatMap { parameter in
            parameter.comments.map(SwiftCode.comment) + [.line("let \(SwiftName.escaped(parameter.name)): \(parameterType(parameter))")]
        }
    }

    /// `badgeSize: CGFloat = 30, bottomOffset: CGFloat? = nil`.
    func initializerParameters(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            var text = "\(parameter.name): \(parameterType(parameter))"
            if let value = parameter.defaultValue {
                text += " = \(SwiftName.number(value))"
            } else if parameter.isOptional {
                text += " = nil"
            }
            return text
        }.joined(separator: ", ")
    }
}

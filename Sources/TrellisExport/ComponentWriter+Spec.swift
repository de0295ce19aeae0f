import TrellisModel

/// Specs: the seed's `Layoutable` struct — reference views in `views`, constants in
/// `constants` (optional ones as `CGFloat?`), a maker and an updater, and its states'
/// updater (`ComponentWriter+SpecStates.swift`).
extension ComponentWriter {
    func spec(_ spec: Spec) throws(ExportError) -> SwiftCode {
        let taken = Set(spec.references.map(\.name) + spec.parameters.map(\.name))
        var viewName = "view"
        if taken.contains(viewName) { viewName = "target" }
        while taken.contains(viewName) { viewName += "_" }
        let scope = SwiftScope(
            selfName: viewName, ownerName: nil,
            optionalParameters: Set(spec.parameters.filter { $0.isOptional && $0.defaultValue == nil }.map(\.name))
        )
        let writer = ConstraintWriter(scope: scope, file: file)
        var members: [SwiftCode] = []
        if !spec.references.isEmpty {
            members += spec.references.flatMap(\.comments).map(SwiftCode.comment)
            members.append(.line("var views: \(tupleType(spec.references.map { ($0.name, "UIView") }))"))
        }
        if !spec.parameters.isEmpty {
            members += spec.parameters.flatMap(\.comments).map(SwiftCode.comment)
            members.append(
                .line("var constants: \(tupleType(spec.parameters.map { ($0.name, $0.isOptional && $0.defaultValue == nil ? "CGFloat?" : "CGFloat") }))"))
        }
        if !taken.isEmpty {
            members.append(.blank)
            let parameters = (spec.references.map { "\($0.name): UIView" } + (spec.parameters.isEmpty ? [] : [initializerParameters(spec.parameters)]))
                .joined(separator: ", ")
            var assignments: [SwiftCode] = []
            if !spec.references.isEmpty { assignments.append(.line("views = \(tupleValue(spec.references.map(\.name)))")) }
            if !spec.parameters.isEmpty { assignments.append(.line("constants = \(tupleValue(spec.parameters.map(\.name)))")) }
            members.append(.block("init(\(parameters))", assignments))
        }
        members.append(.mark("Layoutable"))
        switch style {
        case .anchors:
            members.append(.comment("The constraints that lay `\(viewName)` out (`make` in \(file))."))
            members.append(
                .block(
                    "func layoutMaker(for \(viewName): UIView) -> [NSLayoutConstraint]",
                    anchorsBody(spec.make, sources: sourceSpec.make, spec: spec, writer: writer)))
            members.append(.blank)
            members.append(.comment("The constraints whose constants `updateLayout(layouter:)` copies onto the made ones (`update` in \(file))."))
            members.append(
                .block(
                    "func layoutUpdater(for \(viewName): UIView) -> [NSLayoutConstraint]",
                    anchorsBody(spec.update, sources: sourceSpec.update, spec: spec, writer: writer)))
        case .snapkit:
            members.append(.comment("`make` in \(file): for `snp.makeConstraints`."))
            members.append(
                .block("func layoutMaker() -> (ConstraintMaker) -> Void", try snapKitBody(spec.make, sources: sourceSpec.make, spec: spec, writer: writer)))
            members.append(.blank)
            members.append(.comment("`update` in \(file): for `snp.updateConstraints`."))
            members.append(
                .block(
                    "func layoutUpdater() -> (ConstraintMaker) -> Void", try snapKitBody(spec.update, sources: sourceSpec.update, spec: spec, writer: writer)))
        }
        members += try specStates(spec, viewName: viewName, writer: writer)
        return .block("struct \(names.localType(of: spec.name)): Layoutable", members)
    }

    /// The spec as written, for the identifiers (its constraints pair with `spec`'s by position).
    var sourceSpec: Spec {
        if case .spec(let spec) = self.source { return spec }
        return Spec(name: document.name)
    }

    /// `let superView = views` / `let (panelHeight, _) = constants`, naming only what the
    /// constraints use (an unused name would be a compiler warning).
    func bindings(_ constraints: [LayoutConstraint], spec: Spec) -> [SwiftCode] {
        var usedItems = Set<String>()
        var usedParameters = Set<String>()
        for constraint in constraints {
            usedItems.insert(constraint.first.item.root)
            if let second = constraint.second { usedItems.insert(second.item.root) }
            for term in constraint.constant.terms { usedParameters.insert(term.parameter) }
        }
        var lines: [SwiftCode] = []
        if let line = destructure(spec.references.map(\.name), used: usedItems, from: "views") { lines.append(line) }
        if let line = destructure(spec.parameters.map(\.name), used: usedParameters, from: "constants") { lines.append(line) }
        return lines
    }

    private func destructure(_ names: [String], used: Set<String>, from source: String) -> SwiftCode? {
        guard names.contains(where: used.contains) else { return nil }
        if names.count == 1 { return .line("let \(SwiftName.escaped(names[0])) = \(source)") }
        let pattern = names.map { used.contains($0) ? SwiftName.escaped($0) : "_" }.joined(separator: ", ")
        return .line("let (\(pattern)) = \(source)")
    }

    private func anchorsBody(_ constraints: [LayoutConstraint], sources: [LayoutConstraint], spec: Spec, writer: ConstraintWriter) -> [SwiftCode] {
        let sources = sources.count == constraints.count ? sources : constraints
        let written = zip(constraints, sources).flatMap { writer.anchors($0, source: $1) }
        guard !written.isEmpty else { return [.line("[]")] }
        let conditional = written.contains { !$0.requires.isEmpty }
        var body = bindings(constraints, spec: spec)
        if !conditional {
            body.append(.list("return [", written.flatMap(\.listElements), closing: "]"))
            return body
        }
        body += _WrittenConstraint.grouped(
            written,
            unconditional: { elements in
                elements.isEmpty
                    ? [.line("var constraints: [NSLayoutConstraint] = []")]
                    : [.list("var constraints: [NSLayoutConstraint] = [", elements, closing: "]")]
            },
            conditional: { .lines([.line("constraints.append("), indented($0), .line(")")]) }
        )
        body.append(.line("return constraints"))
        return body
    }

    private func snapKitBody(
        _ constraints: [LayoutConstraint], sources: [LayoutConstraint], spec: Spec, writer: ConstraintWriter
    ) throws(ExportError) -> [SwiftCode] {
        let sources = sources.count == constraints.count ? sources : constraints
        var written: [_WrittenConstraint] = []
        for (constraint, source) in zip(constraints, sources) { written += try writer.snapKit(constraint, source: source, spec: spec.name) }
        guard !written.isEmpty else { return [.line("{ _ in }")] }
        var body = bindings(constraints, spec: spec)
        let statements = _WrittenConstraint.grouped(written, unconditional: { $0 }, conditional: { $0 })
        body.append(.open("return { make in", statements, closing: "}"))
        return body
    }

    private func indented(_ code: SwiftCode) -> SwiftCode {
        guard case .lines(let parts) = code else { return code }
        return .lines(
            parts.map { part in
                guard case .line(let text) = part else { return part }
                return .line("    " + text)
            })
    }

    /// `UIView`, or `(superView: UIView, anchor: UIView)`; Swift has no one-element labelled tuple.
    private func tupleType(_ elements: [(String, String)]) -> String {
        if elements.count == 1 { return elements[0].1 }
        return "(" + elements.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
    }

    private func tupleValue(_ names: [String]) -> String {
        if names.count == 1 { return SwiftName.escaped(names[0]) }
        return "(" + names.map(SwiftName.escaped).joined(separator: ", ") + ")"
    }
}

import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TrellisModel

/// Imports a Swift source: every `UIView` subclass, cell or view controller that lays out
/// views becomes a screen, every `UILayoutGuide` subclass a container. A file that does not
/// parse is reported (first error with its line) and nothing is imported from it.
enum SwiftSourceImporter {
    static func importSource(_ source: String, path: String, namer: inout ComponentNamer) -> ImportedFile {
        var report = FileImportReport(path: path, kind: .swift)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            let first = diagnostics.first
            let location = first.map { $0.location(converter: converter) }
            report.error = ImportError.swiftSyntax(
                file: path, line: location?.line ?? 1, column: location?.column ?? 1,
                message: first?.message ?? "the file does not parse"
            ).description
            return ImportedFile(report: report)
        }
        let constants = ConstantResolver(tree)
        let types = _TypeCollector(viewMode: .sourceAccurate)
        types.walk(tree)
        var file = ImportedFile(report: report)
        for type in types.types {
            guard let kind = SwiftTypeKind.of(inherited: type.inherited, name: type.name) else { continue }
            let mapped = SwiftTypeMapper.map(
                type, kind: kind, extensions: types.extensions[type.name] ?? [], file: path, converter: converter,
                constants: constants, namer: &namer
            )
            guard let mapped else { continue }
            file.report.constraintsFound += mapped.findings.constraintsFound
            file.report.constraintsImported += mapped.findings.constraintsImported
            file.report.skipped += mapped.findings.skipped
            file.report.dropped += mapped.findings.dropped
            file.report.notes += mapped.findings.notes
            file.absorb(DraftFinisher.finish(mapped.draft, file: path))
        }
        return file
    }
}

/// Classes (top level and nested) and the extensions of each, by name.
struct _TypeCollectorTypeDeclaration {
    var name: String
    var inherited: [String]
    var members: MemberBlockSyntax
}

final class _TypeCollector: SyntaxVisitor {
    var types: [_TypeCollectorTypeDeclaration] = []
    var extensions: [String: [MemberBlockSyntax]] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        types.append(_TypeCollectorTypeDeclaration(name: node.name.text, inherited: inherited, members: node.memberBlock))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions[node.extendedType.trimmedDescription, default: []].append(node.memberBlock)
        return .visitChildren
    }
}

/// One type → a screen or container draft.
enum SwiftTypeMapper {
    struct Mapped {
        var draft: ComponentDraft
        var findings: FileImportReport
    }

    static func map(
        _ type: _TypeCollectorType, kind: SwiftTypeKind, extensions: [MemberBlockSyntax], file: String,
        converter: SourceLocationConverter, constants: ConstantResolver, namer: inout ComponentNamer
    ) -> Mapped? {
        let blocks = [type.members] + extensions
        let declarations = SwiftDeclarationVisitor(converter: converter)
        for block in blocks { declarations.walk(block) }
        // Parents from addSubview; stacks from arrangedSubviews and addArrangedSubview.
        var parents: [String: String] = [:]
        var arranged: [String: [String]] = [:]
        var added: Set<String> = []
        var guides: Set<String> = []
        for (name, declared) in declarations.declared where !declared.arranged.isEmpty {
            arranged[name] = declared.arranged
            added.formUnion(declared.arranged)
        }
        for addition in declarations.additions {
            guard declarations.declared[addition.child] != nil else { continue }
            added.insert(addition.child)
            if addition.guide { guides.insert(addition.child) }
            let receiver = addition.receiver.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
            if let receiver, declarations.declared[receiver] != nil {
                if addition.arranged {
                    arranged[receiver, default: []].append(addition.child)
                } else {
                    parents[addition.child] = receiver
                }
            }
        }
        // Views added in this file, and views by their class that it never adds (added by a
        // superclass or elsewhere: placed in the root, with a note).
        let names = declarations.order.filter { name in
            guard let className = declarations.declared[name]?.className else { return false }
            if className == "UILayoutGuide" { return guides.contains(name) }
            return added.contains(name) || SwiftViewClasses.isViewClass(className)
        }
        let notAdded = names.filter { !added.contains($0) && declarations.declared[$0]?.className != "UILayoutGuide" }
        let itemClasses = Dictionary(uniqueKeysWithValues: names.map { ($0, declarations.declared[$0]?.className ?? "UIView") })
        let context = SwiftTypeContext(kind: kind, file: file, converter: converter, constants: constants, items: itemClasses, parents: parents)
        let anchors = AnchorConstraintVisitor(context: context)
        let items = ItemConstraintVisitor(context: context)
        let snapKit = SnapKitVisitor(context: context)
        let visualFormat = VisualFormatVisitor(context: context)
        let activation = SwiftActivationVisitor()
        for block in blocks {
            anchors.walk(block)
            items.walk(block)
            snapKit.walk(block)
            visualFormat.walk(block)
            activation.walk(block)
        }
        snapKit.flushRemakes()
        let found = anchors.found + items.found + visualFormat.found + snapKit.found
        guard !names.isEmpty || !found.isEmpty else { return nil }

        let componentName = namer.name(preferred: type.name, fallback: type.name)
        var draft = ComponentDraft(name: componentName, kind: kind == .container ? .container : .screen)
        if case .screen(let root) = kind { draft.rootKind = root }
        draft.comments = ["Imported from \((file as NSString).lastPathComponent) (\(type.name)) by trellis import."]
        var findings = FileImportReport(path: file, kind: .swift)
        var placeholders: [String] = []
        let arrangedBy = Dictionary(arranged.flatMap { stack, children in children.map { ($0, stack) } }, uniquingKeysWith: { first, _ in first })
        for name in names {
            guard let declared = declarations.declared[name] else { continue }
            let location = TrellisModel.SourceLocation(file: file, line: declared.line, column: 1)
            if declared.className == "UILayoutGuide" {
                draft.items.append(.guide(GuideItem(name: name, parent: parents[name], location: location)))
                continue
            }
            var view = ViewItem(name: name, className: declared.className, parent: arrangedBy[name] == nil ? parents[name] : nil, location: location)
            if let size = SwiftViewClasses.placeholderIntrinsic[declared.className] {
                view.intrinsicSize = IntrinsicSize(width: size.0, height: size.1)
                placeholders.append(name)
            }
            apply(declarations.properties.filter { $0.target == name }, to: &view, context: context, findings: &findings)
            if declared.className == "UIStackView" || arranged[name] != nil {
                var stack = StackItem(view: view, axis: .horizontal, arranged: (arranged[name] ?? []).filter { itemClasses[$0] != nil })
                for property in declarations.properties where property.target == name {
                    let value = property.value.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                    switch property.property {
                    case "axis": stack.axis = value == "vertical" ? .vertical : .horizontal
                    case "distribution": stack.distribution = StackItem.Distribution(rawValue: value) ?? stack.distribution
                    case "alignment": stack.alignment = StackItem.Alignment(rawValue: value) ?? stack.alignment
                    case "spacing": stack.spacing = constants.evaluate(property.value) ?? stack.spacing
                    default: break
                    }
                }
                draft.items.append(.stack(stack))
            } else {
                draft.items.append(.view(view))
            }
        }
        if !notAdded.isEmpty {
            findings.notes.append(ImportFinding(
                line: nil, construct: notAdded.joined(separator: ", "),
                reason: "declared as views but not added with addSubview in this file: placed in the root"
            ))
        }
        if !placeholders.isEmpty {
            findings.notes.append(ImportFinding(
                line: nil, construct: "intrinsic content size",
                reason: "stand-in sizes of UIKit's defaults for \(placeholders.joined(separator: ", ")) (their text and images are not known here); set the real ones with 'intrinsic'"
            ))
        }
        for var constraint in found {
            let name = constraint.binding.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
            if constraint.failure == nil, !constraint.active {
                if let name, activation.activated.contains(name) {
                    constraint.active = true
                } else {
                    constraint.failure = name.map { "never activated in this file (kept in '\($0)'; activated elsewhere at run time?)" }
                        ?? "never activated (not in NSLayoutConstraint.activate, no isActive = true)"
                }
            }
            if constraint.isUpdate || constraint.failure?.hasPrefix("the fallback branch") == true, constraint.failure != nil {
                findings.dropped.append(ImportFinding(line: constraint.line, construct: constraint.construct, reason: constraint.failure ?? ""))
                continue
            }
            findings.constraintsFound += 1
            if let failure = constraint.failure {
                findings.skipped.append(ImportFinding(line: constraint.line, construct: constraint.construct, reason: failure))
                continue
            }
            if let name {
                if let priority = activation.priorities[name] {
                    if let value = context.priority(priority) {
                        constraint.constraints = constraint.constraints.map { var c = $0; c.priority = value; return c }
                    } else {
                        constraint.notes.append("priority '\(priority.trimmedDescription)' is not a known level; left required")
                    }
                }
                if let identifier = activation.identifiers[name] {
                    constraint.constraints = constraint.constraints.map { var c = $0; c.identifier = identifier; return c }
                }
            }
            draft.constraints += constraint.constraints
            findings.constraintsImported += 1
            for note in constraint.notes { findings.notes.append(ImportFinding(line: constraint.line, construct: constraint.construct, reason: note)) }
        }
        findings.notes += context.parameterNotes
        draft.parameters = context.parameters.values.sorted { $0.name < $1.name }
        return Mapped(draft: draft, findings: findings)
    }

    private static func apply(
        _ properties: [SwiftDeclarationVisitor.PropertySet], to view: inout ViewItem, context: SwiftTypeContext, findings: inout FileImportReport
    ) {
        for property in properties {
            switch property.property {
            case "isHidden": view.isHidden = property.value.trimmedDescription == "true"
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

typealias _TypeCollectorType = _TypeCollectorTypeDeclaration

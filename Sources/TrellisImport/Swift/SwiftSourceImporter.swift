import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TrellisModel

/// Imports a Swift source: every `UIView` subclass, cell or view controller that lays out
/// views becomes a screen, every `UILayoutGuide` subclass a container. A file swift-syntax
/// flags but recovers from (`super.init (frame: frame)`, which the compiler accepts) is
/// imported as parsed, each diagnostic a note with its line; only a file whose types could
/// not be read at all is refused.
enum SwiftSourceImporter {
    /// Maps the types of one source into drafts; `index` knows the layout types of the
    /// whole run (nil: only this file's). The drafts are finished (validated against the
    /// run's components) by `ImportedFile.finishPending(in:)`.
    static func importSource(_ source: String, path: String, namer: inout ComponentNamer, index: SwiftTypeIndex? = nil) -> ImportedFile {
        var report = FileImportReport(path: path, kind: .swift)
        if let tooLarge = ImportSizeLimit.check(file: path, size: source.utf8.count, isSwift: true) {
            report.error = tooLarge.description
            return ImportedFile(report: report)
        }
        let tree = index?.tree(for: path, source: source) ?? Parser.parse(source: source)
        if SwiftAppKitSource.isAppKitOnly(tree) { return ImportedFile(report: SwiftAppKitSource.passedOver(path: path)) }
        // Before anything walks the tree (the converter and the diagnostics do): they recurse per level.
        if let tooDeep = SwiftNestingLimit.firstTooDeep(in: tree) {
            report.error =
                ImportError.nestedTooDeeply(
                    file: path, line: SwiftNestingLimit.line(of: tooDeep, in: source), what: "Swift expressions or types",
                    limit: SwiftNestingLimit.depth
                ).description
            return ImportedFile(report: report)
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        // swift-syntax recovers from what it flags: the types it read whole are imported, a type
        // with code missing (`expected ')' …`: half written) is listed, and each diagnostic is a note.
        var brokenLines: [Int] = []
        if tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            for diagnostic in diagnostics.prefix(20) {
                let location = diagnostic.location(converter: converter)
                if diagnostic.message.hasPrefix("expected") { brokenLines.append(location.line) }
                report.notes.append(
                    ImportFinding(
                        line: location.line, construct: "swift-syntax: \(diagnostic.message)",
                        reason: "a syntax diagnostic the parser recovered from; the types it read whole were imported"
                    ))
            }
            let types = _TypeCollector(viewMode: .sourceAccurate)
            types.walk(tree)
            let whole = types.types.filter { type in !brokenLines.contains { Self.lines(of: type.members, converter: converter).contains($0) } }
            if whole.isEmpty, let missing = diagnostics.first(where: { $0.message.hasPrefix("expected") }) ?? diagnostics.first {
                let location = missing.location(converter: converter)
                report.notes = []
                report.error = ImportError.swiftSyntax(file: path, line: location.line, column: location.column, message: missing.message).description
                return ImportedFile(report: report)
            }
        }
        var index = index ?? SwiftTypeIndex()
        index.add(tree: tree, path: path)
        let constants = ConstantResolver(tree, run: index.runConstants)
        let header = ExportedForms.header(of: tree)
        let types = _TypeCollector(viewMode: .sourceAccurate)
        types.walk(tree)
        var file = ImportedFile(report: report)
        let outside = SwiftOutsideType.declarations(in: types, path: path, index: index)
        let outsideKinds = Dictionary(outside.map { ($0.0.name, $0.1) }, uniquingKeysWith: { first, _ in first })
        var nonOwners: Set<String> = []
        for type in types.types + outside.map(\.0) {
            let range = Self.lines(of: type.members, converter: converter)
            if let broken = brokenLines.first(where: range.contains) {
                file.report.skipped.append(
                    ImportFinding(
                        line: broken, construct: "type \(type.name)",
                        reason: "code is missing here (see the swift-syntax note): the type was not imported; complete it and import again"))
                continue
            }
            let outsideKind = outsideKinds[type.name]
            // A type declared outside the sources is its extensions (its first one stands for the declaration).
            let blocks = outsideKind != nil ? types.extensions[type.name] ?? [] : [type.members] + (types.extensions[type.name] ?? [])
            guard
                let kind = outsideKind
                    ?? SwiftTypeKind.of(
                        inherited: type.inherited, name: type.name, holdsRoot: type.isClass ? Self.heldRoot(blocks) : nil, index: index)
                    // A presenter, decorator or factory: the container it adds its views into is its root.
                    ?? SwiftHostedRoot.container(in: blocks).map(SwiftTypeKind.rootLayout)
            else {
                nonOwners.insert(type.name)
                continue
            }
            var source = SwiftTypeSource(
                type: type, kind: kind, blocks: blocks, file: path, converter: converter, constants: constants, index: index,
                header: header.flatMap { $0.kind == kind.documentKind ? $0 : nil }
            )
            source.declaredOutside = outsideKind != nil
            if kind.isScreen, type.isClass {
                (source.extensionBlocks, source.inheritedBlocks) = index.blocks(of: type.name, outside: path)
            }
            let mapped = kind == .spec ? SwiftSpecMapper.map(source, namer: &namer) : SwiftTypeMapper.map(source, namer: &namer)
            guard let mapped else { continue }
            if mapped.outletsOnly {
                file.report.notes.append(
                    ImportFinding(
                        line: source.converter.location(for: type.members.positionAfterSkippingLeadingTrivia).line, construct: "class \(type.name)",
                        reason:
                            "has IB outlets (\(mapped.outlets.keys.sorted().map { "'\($0)'" }.joined(separator: ", "))) and no layout code of its own: its views are its xib's or storyboard's; no component"
                    ))
            }
            file.report.constraintsFound += mapped.findings.constraintsFound
            file.report.constraintsImported += mapped.findings.constraintsImported
            file.report.skipped += mapped.findings.skipped
            file.report.dropped += mapped.findings.dropped
            file.report.notes += mapped.findings.notes
            // Outlets and states only (its xib's constraints changed): part of the xib's component, never one of its own.
            if !mapped.outletsOnly || !mapped.draft.states.isEmpty {
                file.pending.append(
                    PendingDraft(
                        draft: mapped.draft, exportedHash: source.header?.contentHash, typeName: type.name, outlets: mapped.outlets,
                        nibRoot: mapped.nibRoot, mergeOnly: mapped.outletsOnly,
                        madeInCodeOnly: SwiftProgrammaticInit.lines(
                            in: blocks, inherited: source.inheritedBlocks.map(\.block), converter: converter)))
            }
            file.pending += mapped.specs.map { PendingDraft(draft: $0) }
        }
        // Methods only Objective-C calls lay out what they are called on: components of their own.
        for entry in SwiftObjCEntryPoints.entryPoints(in: tree, path: path, index: index) {
            let source = SwiftTypeSource(
                type: entry.type, kind: entry.kind, blocks: [entry.type.members], file: path, converter: entry.converter, constants: constants,
                index: index)
            guard let mapped = SwiftTypeMapper.map(source, namer: &namer) else { continue }
            file.add(entryPoint: mapped, typeName: entry.type.name, line: entry.line)
        }
        // Static functions building views into a view they are handed, or returning one: components of their own.
        var factoryLines: [ClosedRange<Int>] = []
        let owners = Set(types.types.filter(\.isClass).map(\.name)).subtracting(nonOwners)
        let entries =
            SwiftStaticFactories.entries(in: tree, path: path, nonOwners: nonOwners, index: index)
            + SwiftBuiltCells.entries(in: tree, path: path, owners: owners, index: index)
        for entry in entries {
            let source = SwiftTypeSource(
                type: entry.type, kind: .rootLayout(entry.root), blocks: [entry.type.members], file: path, converter: entry.converter,
                constants: constants, index: entry.index)
            guard var mapped = SwiftTypeMapper.map(source, namer: &namer) else { continue }
            if let rootKind = entry.rootKind { mapped.draft.rootKind = rootKind }
            file.dropOwnersSkips(in: entry.lines)
            file.add(entryPoint: mapped, typeName: entry.type.name, line: entry.line, reason: "\(entry.why), rooted in '\(entry.root)'")
            factoryLines += entry.lines
        }
        // An extension's helper methods make constraints only where they are called: said once here.
        for helper in index.helpers.values.joined() where helper.file == path {
            let labels = helper.parameters.map { "\($0.label ?? "_"):" }.joined()
            file.report.notes.append(
                ImportFinding(
                    line: helper.line, construct: "func \(helper.name)(\(labels))",
                    reason: "a helper method that makes constraints: its calls in the imported types are imported as the constraints its body makes"
                ))
        }
        // What no type above reads (a presenter's, a configurator's, a free function's) is listed, never dropped silently.
        file.report.skipped += SwiftUnownedConstraints.findings(in: tree, path: path, converter: converter, nonOwners: nonOwners, index: index)
            .filter { finding in !factoryLines.contains { range in finding.line.map(range.contains) == true } }
        return file
    }

    /// The lines a member block spans.
    static func lines(of block: MemberBlockSyntax, converter: SourceLocationConverter) -> ClosedRange<Int> {
        let start = converter.location(for: block.positionAfterSkippingLeadingTrivia).line
        return start...max(start, converter.location(for: block.endPositionBeforeTrailingTrivia).line)
    }

    /// The name of the `UIView` a class keeps and lays out (`let root: UIView` and
    /// `init(root:)`; `contentView` or `view` for a cell's or custom view's), if it does.
    static func heldRoot(_ blocks: [MemberBlockSyntax]) -> String? {
        for block in blocks {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        ["root", "contentView", "view"].contains(name),
                        binding.typeAnnotation.map({ SwiftDeclarationVisitor.typeName($0.type) == "UIView" }) == true,
                        takesInInitializer(name, blocks)
                    else { continue }
                    return name
                }
            }
        }
        return nil
    }

    private static func takesInInitializer(_ name: String, _ blocks: [MemberBlockSyntax]) -> Bool {
        blocks.contains { block in
            block.members.contains { member in
                member.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.contains { $0.firstName.text == name } == true
            }
        }
    }
}

/// A component draft waiting to be validated against the run's other components, and the
/// hash its source was exported from (`// screen ListCell, sha256:…`), if it says so.
struct PendingDraft: Sendable {
    var draft: ComponentDraft
    var exportedHash: String?
    /// The Swift type the draft was made from, as spelled (nil: a spec made from its updates).
    var typeName: String?
    /// The type's `@IBOutlet` properties (its own and its superclasses') → their declared class:
    /// the names of views its xib or storyboard holds, so its code's constraints join that component.
    var outlets: [String: String] = [:]
    /// The outlet holding the root of the xib the class loads as its owner and adds to itself.
    var nibRoot: String?
    /// Only states of its xib's constraints: merged into the xib's component, or left out.
    var mergeOnly = false
    /// Lines of its file that run only when the class is made in code (`SwiftProgrammaticInit`):
    /// not part of a cell its xib or storyboard makes.
    var madeInCodeOnly: [ClosedRange<Int>] = []
}

/// One type and what its mapping needs.
struct SwiftTypeSource {
    var type: _TypeCollectorType
    var kind: SwiftTypeKind
    var blocks: [MemberBlockSyntax]
    var file: String
    var converter: SourceLocationConverter
    var constants: ConstantResolver
    var index: SwiftTypeIndex
    /// The `trellis export` header of the file, when it names a component of this kind.
    var header: ExportedForms.Header?
    /// The type's extensions in other files of the run (part of the type), and its declared
    /// superclasses' blocks (their views and constraints are the type's too; counted in their own files).
    var extensionBlocks: [SwiftTypeBlock] = []
    var inheritedBlocks: [SwiftTypeBlock] = []
    /// Declared outside the imported sources (`SwiftOutsideType`): the views its extensions add are its own.
    var declaredOutside = false

    /// The component's name: the exported one, else the type's (a `Layout`-suffixed
    /// root-layout class without its suffix, as export names screens).
    func componentName(namer: inout ComponentNamer) -> String {
        if let header { return namer.name(preferred: header.name, fallback: type.name) }
        if case .rootLayout = kind, type.name.hasSuffix("Layout"), type.name.count > 6 {
            return namer.name(preferred: String(type.name.dropLast(6)), fallback: type.name)
        }
        return namer.name(preferred: type.name, fallback: type.name)
    }

    var parameterReader: SwiftParameterReader {
        SwiftParameterReader(blocks: blocks, constants: constants, converter: converter, file: file)
    }
}

/// Classes (top level and nested) and the extensions of each, by name.
struct _TypeCollectorTypeDeclaration {
    var name: String
    var inherited: [String]
    var members: MemberBlockSyntax
    var isClass = true
}

final class _TypeCollector: SyntaxVisitor {
    var types: [_TypeCollectorTypeDeclaration] = []
    var extensions: [String: [MemberBlockSyntax]] = [:]
    /// The first type of each name, so that an extension finds it without a scan.
    private var firstIndex: [String: Int] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        append(_TypeCollectorTypeDeclaration(name: node.name.text, inherited: inherited, members: node.memberBlock))
        return .visitChildren
    }

    /// Structs only as specs (`struct ClipRecordPanelLayout: Layoutable`).
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        append(_TypeCollectorTypeDeclaration(name: node.name.text, inherited: inherited, members: node.memberBlock, isClass: false))
        return .visitChildren
    }

    private func append(_ type: _TypeCollectorTypeDeclaration) {
        if firstIndex[type.name] == nil { firstIndex[type.name] = types.count }
        types.append(type)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension X: Layoutable` declares the conformance apart from the type.
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        let name = node.extendedType.trimmedText
        if !inherited.isEmpty, let index = firstIndex[name] { types[index].inherited += inherited }
        extensions[name, default: []].append(node.memberBlock)
        return .visitChildren
    }

}

typealias _TypeCollectorType = _TypeCollectorTypeDeclaration

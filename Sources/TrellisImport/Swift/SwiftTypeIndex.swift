import SwiftParser
import SwiftSyntax

/// The layout types an import run declares across its Swift files, so a file that uses one
/// declared in another knows what it is: container classes (`let avatar =
/// UserAvatarContainer()` is a `use`), and each spec's reference and constant names in
/// order (the seed's `ClipRecordPanelLayout(with: (view), constants: (160, nil))` passes
/// them by position).
struct SwiftTypeIndex: Sendable {
    struct SpecSignature: Sendable, Equatable {
        var references: [String]
        var parameters: [String]
    }

    var containers: Set<String> = []
    var specs: [String: SpecSignature] = [:]

    init() {}

    /// Adds the types `source` declares. Only files that mention a layout type are parsed.
    mutating func add(source: String, path: String) {
        guard source.contains("Layoutable") || source.contains("LayoutContainer") || source.contains("UILayoutGuide") else { return }
        // Too large to parse: importing the file reports it.
        guard ImportSizeLimit.check(file: path, size: source.utf8.count, isSwift: true) == nil else { return }
        let tree = Parser.parse(source: source)
        // Too deep to walk: importing the file reports it.
        guard SwiftNestingLimit.firstTooDeep(in: tree) == nil else { return }
        add(tree: tree, path: path)
    }

    mutating func add(tree: SourceFileSyntax, path: String) {
        let types = _TypeCollector(viewMode: .sourceAccurate)
        types.walk(tree)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let constants = ConstantResolver(tree)
        for type in types.types {
            switch SwiftTypeKind.of(inherited: type.inherited, name: type.name) {
            case .container?: containers.insert(type.name)
            case .spec?:
                let reader = SwiftParameterReader(
                    blocks: [type.members] + (types.extensions[type.name] ?? []), constants: constants, converter: converter, file: path
                )
                let signature = reader.specSignature()
                specs[type.name] = SpecSignature(references: signature.references.map(\.name), parameters: signature.parameters.map(\.name))
            default: break
            }
        }
    }
}

import SwiftSyntax

/// A view, cell or controller class declared outside the imported Swift sources (in
/// Objective-C, or another module) whose Swift extensions lay out views
/// (`extension SPNoteListViewController { @objc func configureRootView() { view.addSubview(tableView) … } }`):
/// its extensions are the type, imported once, from the first of their files by path. The
/// views it adds are its properties, declared where import does not read: plain `UIView`s here.
enum SwiftOutsideType {
    /// The types of `types`' extensions in `path` that no class of the run declares, each as a
    /// declaration of its first extension block, with its kind from its name.
    static func declarations(in types: _TypeCollector, path: String, index: SwiftTypeIndex) -> [(_TypeCollectorType, SwiftTypeKind)] {
        let declared = Set(types.types.map(\.name))
        var result: [(_TypeCollectorType, SwiftTypeKind)] = []
        for (name, blocks) in types.extensions.sorted(by: { $0.key < $1.key }) {
            guard let first = blocks.first, !declared.contains(name), index.declarations[name] == nil, !name.contains("."), !name.contains("<"),
                !(name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true),
                // Once in a run: from the first file by path that extends it.
                (index.extensionBlocks[name] ?? []).map(\.file).min().map({ $0 == path }) ?? true,
                let kind = SwiftTypeKind.of(inherited: [name], name: name), case .screen = kind,
                blocks.contains(where: makesConstraints) || (index.extensionBlocks[name] ?? []).contains(where: { makesConstraints($0.block) })
            else { continue }
            result.append((_TypeCollectorType(name: name, inherited: [], members: first), kind))
        }
        return result
    }

    private static func makesConstraints(_ block: MemberBlockSyntax) -> Bool {
        let text = block.description
        return text.contains(".constraint(") || text.contains("snp.") || text.contains("NSLayoutConstraint(item")
    }
}

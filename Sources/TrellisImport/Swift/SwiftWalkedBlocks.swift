import Foundation
import SwiftSyntax

/// The member blocks one type's mapping walks, in order: its declared superclasses' (their
/// views and constraints are this layout's too, counted in their own files), its own (the
/// declaration and the same file's extensions), then its extensions in other files of the run.
struct SwiftWalkedBlocks {
    struct Block {
        var block: MemberBlockSyntax
        /// The converter of the block's own file when it is not the type's file (nil: the type's).
        var converter: SourceLocationConverter?
        var origin: SwiftTypeContext.Origin
        var inherited = false
        /// Set while a helper method's body expanded at a call in this block is walked.
        var helperCall: SwiftHelperExpander.Expansion?
    }

    var all: [Block] = []
    private var ownBlocks: [MemberBlockSyntax]
    private var inheritedBlocks: [MemberBlockSyntax]

    init(_ source: SwiftTypeSource) {
        var converters: [String: SourceLocationConverter] = [:]
        func foreign(_ typeBlock: SwiftTypeBlock, inherited: Bool) -> Block? {
            guard let tree = typeBlock.block.root.as(SourceFileSyntax.self) else { return nil }
            let converter = converters[typeBlock.file] ?? SourceLocationConverter(fileName: typeBlock.file, tree: tree)
            converters[typeBlock.file] = converter
            return Block(
                block: typeBlock.block, converter: converter, origin: SwiftTypeContext.Origin(file: typeBlock.file, converter: converter),
                inherited: inherited)
        }
        // The farthest superclass first: its views are made before a subclass's.
        all += source.inheritedBlocks.reversed().compactMap { foreign($0, inherited: true) }
        all += source.blocks.map { Block(block: $0, converter: nil, origin: SwiftTypeContext.Origin(file: source.file, converter: source.converter)) }
        all += source.extensionBlocks.compactMap { foreign($0, inherited: false) }
        ownBlocks = source.blocks + source.extensionBlocks.map(\.block)
        inheritedBlocks = source.inheritedBlocks.map(\.block)
    }

    /// Marks the constraints found in `block` from index `start` on with where they come from.
    static func tag(_ found: inout [SwiftFoundConstraint], from start: Int, _ block: Block) {
        guard start < found.count else { return }
        for index in start..<found.count {
            found[index].inherited = block.inherited
            found[index].inOtherFile = block.converter != nil
            if let call = block.helperCall {
                found[index].origin =
                    "(\(call.helper.name)(…) at line \(call.line), expanded from \((call.helper.file as NSString).lastPathComponent):\(call.helper.line))"
            } else if block.converter != nil {
                found[index].origin = "\((block.origin.file as NSString).lastPathComponent):\(found[index].line):"
            }
        }
    }

    /// The `@IBOutlet` properties of the type and its superclasses → their declared class.
    func outlets(index: SwiftTypeIndex) -> [String: String] {
        var outlets: [String: String] = [:]
        for block in inheritedBlocks + ownBlocks {
            for (name, view) in SwiftTypeIndex.storedViews(in: block) where view.isOutlet { outlets[name] = view.className }
        }
        return outlets
    }
}

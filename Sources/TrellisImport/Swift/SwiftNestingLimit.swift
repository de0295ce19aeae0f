import SwiftSyntax

/// How deep a Swift syntax tree may be before import refuses the file. swift-parser bounds
/// brackets and braces (256 levels in release builds) but not what nests without them: a
/// chain `a.b().c().d()…`, a type `Int????…`, prefix operators `- - - x`. Every visitor of
/// swift-syntax recurses once per level, so such a tree is measured first, with a loop.
enum SwiftNestingLimit {
    /// Deeper than code ever nests (a class's method's closure's call is about 30; 256
    /// braces, the parser's own limit, about 1,300), shallow enough for the visitors' stack.
    static let depth = 2_000

    /// The first node (in source order) below `limit` levels of `tree`, or nil.
    static func firstTooDeep(in tree: some SyntaxProtocol, limit: Int = depth) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            // Reversed, so that the earliest child is taken first and the first found is the earliest.
            for child in node.children(viewMode: .sourceAccurate).reversed() {
                pending.append((child, depth + 1))
            }
        }
        return nil
    }
}

extension SwiftNestingLimit {
    /// The 1-based line `node`'s first token starts on, counted in the source's bytes: a
    /// `SourceLocationConverter` walks the tree, and swift-syntax finds a node's first token
    /// (for its position) by recursion, both of which a too-deep tree must not meet.
    static func line(of node: Syntax, in source: String) -> Int {
        var offset = node.position.utf8Offset
        var pending = [node]
        while let next = pending.popLast() {
            if let token = next.as(TokenSyntax.self) {
                offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                break
            }
            pending += next.children(viewMode: .sourceAccurate).reversed()
        }
        var line = 1
        for byte in source.utf8.prefix(offset) where byte == UInt8(ascii: "\n") { line += 1 }
        return line
    }
}

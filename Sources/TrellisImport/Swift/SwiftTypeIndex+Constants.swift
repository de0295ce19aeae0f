import Foundation
import SwiftSyntax

/// The type-level constants of every file of the run (`enum Styles { enum Sizes { static let
/// gutter: CGFloat = 15 } }`), resolved together once, by full name: a file's constraints read
/// `Styles.Sizes.gutter` from another file as 15 instead of a parameter set to 0. Globals count
/// only when one file of the run defines the name (two files' `private let margin` are two values).
extension SwiftTypeIndex {
    var runConstants: [String: Double] {
        constantCache.values(for: constantDefinitions)
    }

    /// The definitions of `tree` that other files may read: members of types and top-level lets.
    static func typeLevelConstants(in tree: SourceFileSyntax) -> [_LetCollector.Definition] {
        let collector = _LetCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.definitions.filter(\.isTypeLevel)
    }
}

/// The run's resolved constants, computed on first use after the last file was added (the
/// index is built before any file is imported); a lock, as imports may read it from several threads.
final class _RunConstantCache: @unchecked Sendable {
    private let lock = NSLock()
    private var count = -1
    private var values: [String: Double] = [:]

    func values(for definitions: [_LetCollector.Definition]) -> [String: Double] {
        lock.lock()
        defer { lock.unlock() }
        if count == definitions.count { return values }
        var globals: [String: Int] = [:]
        for definition in definitions where definition.scope == nil { globals[definition.name, default: 0] += 1 }
        let kept = definitions.filter { $0.scope != nil || globals[$0.name] == 1 }
        values = ConstantResolver(definitions: kept, bareNames: false).values.filter { $0.key.contains(".") || globals[$0.key] == 1 }
        count = definitions.count
        return values
    }
}

import Foundation
import SwiftSyntax
import TrellisSupport

extension IBDeploymentTarget {
    /// The lowest iOS version the app's own Swift sources guard with an availability check
    /// (`if #available(iOS 11.0, *)`, `guard #available`, `#unavailable`, `@available(iOS 11, *)`),
    /// with the check's file and line; nil when none names iOS.
    ///
    /// A check for version V means the app is built for something below V (at V or above the
    /// check is always true and the compiler says it is unnecessary), so this bounds the
    /// deployment target from above when no project file states it (an app folder without its
    /// `.xcodeproj`, as a snapshot of its sources gives). Only the bound is known, not the target:
    /// it is used to tell "below iOS 11" (``IBDevice/targets(below:)``), nothing finer.
    ///
    /// Only the sources of the document's own part of the app count: those under the same
    /// top folder of the import (`podcasts/`, `Sources/`) as the document. A helper another
    /// target vendors (fastlane's `SnapshotHelper.swift` checks iOS 10 in apps built for 15)
    /// or a dependency's copy says nothing of the app's target.
    static func availabilityBound(in index: SwiftTypeIndex, forDocumentAt path: String) -> Bound? {
        let all = index.trees.keys.sorted()
        guard !all.isEmpty else { return nil }
        let scope = ownPart(of: path, among: all)
        let paths = all.filter { URL(fileURLWithPath: $0).standardizedFileURL.path.hasPrefix(scope) }
        let key = "\(all.count) \(all[0]) \(scope)"
        if let known = boundCache.withLock({ $0[key] }) { return known }
        var lowest: Bound?
        for path in paths {
            guard let tree = index.trees[path] else { continue }
            let finder = _AvailabilityFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            guard let (version, node) = finder.lowest, lowest.map({ version < $0.version }) ?? true else { continue }
            let line = SourceLocationConverter(fileName: path, tree: tree).location(for: node.positionAfterSkippingLeadingTrivia).line
            lowest = Bound(version: version, file: path, line: line)
        }
        boundCache.withLock { $0[key] = .some(lowest) }
        return lowest
    }

    /// The folder prefix (ending in `/`) of the document's part of the app: the import's
    /// common folder (of every source and the document) and the document's first folder
    /// under it; the common folder alone when the document sits directly in it.
    static func ownPart(of document: String, among sources: [String]) -> String {
        let split = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.pathComponents.dropLast() }
        let own = Array(split(document))
        var common = own
        for source in sources {
            let folders = split(source)
            common = Array(zip(common, folders).prefix { $0.0 == $0.1 }.map(\.0))
        }
        let scope = own.count > common.count ? common + [own[common.count]] : common
        return NSString.path(withComponents: scope) + "/"
    }

    /// An upper bound on the deployment target and the check that gives it.
    struct Bound: Hashable, Sendable {
        var version: Version
        var file: String
        var line: Int
    }

    /// One import run's sources are read once, whatever number of documents asks.
    private static let boundCache = Locked<[String: Bound?]>([:])
}

/// Finds the `iOS N` of every availability argument (`#available`, `#unavailable`, `@available`).
final class _AvailabilityFinder: SyntaxVisitor {
    private(set) var lowest: (IBDeploymentTarget.Version, PlatformVersionSyntax)?

    override func visit(_ node: PlatformVersionSyntax) -> SyntaxVisitorContinueKind {
        guard node.platform.text == "iOS", let tuple = node.version,
            let version = IBDeploymentTarget.Version(Substring(tuple.trimmedDescription))
        else { return .skipChildren }
        if lowest.map({ version < $0.0 }) ?? true { lowest = (version, node) }
        return .skipChildren
    }
}

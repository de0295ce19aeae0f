import TrellisModel
import TrellisProjectFiles

/// The components a project's dependencies lock (`Trellis.lock`, fetched into
/// `.trellis/deps`), for export: read through `ResolvedDependencies`, and refused unless
/// every one still has its locked hash, so generated code never comes from a component
/// edited after it was fetched, or from a release that was never fetched.
public enum ExportedDependencies {
    /// The qualified components (`DS.UserAvatarContainer`); none without a lock file.
    public static func load(root: String) throws -> [LayoutDocument] {
        let resolved = try ResolvedDependencies.load(root: root)
        guard resolved.problems.isEmpty else { throw ExportDependencyError(problems: resolved.problems) }
        return resolved.documents
    }

    /// What `trellis-codegen` names a dependency's file: `DS+UserAvatarContainer.swift`,
    /// from the lock file alone (the plugin declares it before anything is read).
    public static func fileName(of component: String) -> String {
        let (namespace, local) = ComponentName.split(component)
        return (namespace.map { "\($0)+" } ?? "") + local + ".swift"
    }
}

public struct ExportDependencyError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [DependencyError]

    public var description: String {
        "error: the dependencies are not as \(LockFile.fileName) pins them, so nothing is exported:\n"
            + problems.map { "    \($0)" }.joined(separator: "\n")
    }
}

import TrellisModel
import TrellisProjectFiles

extension TrellisProject {
    /// The components `Trellis.lock` pins, from `.trellis/deps`, verified by hash: what
    /// `use DS.UserAvatarContainer` resolves to in the working copy.
    public func dependencies() throws -> ResolvedDependencies {
        try ResolvedDependencies.load(root: root)
    }
}

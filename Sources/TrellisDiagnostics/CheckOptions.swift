import TrellisEngine

/// What `trellis check` does beyond parsing and validating.
public struct CheckOptions: Sendable {
    /// Where every screen and container is solved (default: the catalog's default devices).
    public var environments: [Environment]
    /// Solve at all (`--no-solve`: parse and validate only).
    public var solves: Bool
    /// Look for fix-its, each verified by checking again (costs a few re-solves per problem).
    public var suggestsFixIts: Bool
    /// At most this many problems get a fix-it search (a bulk edit's 1,000 copies of one
    /// typo should not cost 1,000 searches).
    public var fixItSearchLimit: Int

    public init(
        environments: [Environment] = DeviceCatalog.defaultDevices.map { $0.environment() },
        solves: Bool = true, suggestsFixIts: Bool = true, fixItSearchLimit: Int = 50
    ) {
        self.environments = environments
        self.solves = solves
        self.suggestsFixIts = suggestsFixIts
        self.fixItSearchLimit = fixItSearchLimit
    }
}

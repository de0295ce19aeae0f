import TrellisStore

extension StoreOutput {
    /// How a version came to be in this store, as `log` notes it: `merge of origin`,
    /// `resolved merge of origin`, `received from origin` (without a source: `merge`,
    /// `resolved merge`, `received`); nil for a commit. A version recorded
    /// before change kinds were kept (migration 0007) reads as before: a commit, or a
    /// merge when it has two parents.
    static func origin(of version: VersionInfo, recordedBy change: ChangeInfo?) -> String? {
        switch change?.kind {
        case .merge?: return change?.source.map { "merge of \($0)" } ?? "merge"
        case .resolve?: return change?.source.map { "resolved merge of \($0)" } ?? "resolved merge"
        case .receive?: return change?.source.map { "received from \($0)" } ?? "received"
        case .commit?, .push?, .tag?, nil: return version.parents.count > 1 ? "merge" : nil
        }
    }
}

import TrellisSupport
/// `merge`, `pull` or `sync` ended with conflicts open: exit 1, as git's merge and pull do,
/// so that a script (or CI) never takes the exit status for "merged" or "in sync". The
/// message names the components and how to resolve them.
struct ConflictsLeftOpen: Error, CustomStringConvertible {
    enum Command: String { case merge, pull, sync }

    var command: Command
    var remote: String
    var open: [String]

    var description: String {
        let how =
            "resolve \(open.count == 1 ? "it" : "them") ('trellis conflicts', then 'trellis resolve NAME --ours|--theirs|--from-file FILE', "
            + "or edit the conflict markers in the file and 'trellis resolve NAME')"
        let conflicts = "\(plural(open.count, "conflict")) open (\(SyncOutput.names(open)))"
        switch command {
        case .sync:
            return "not in sync with \(remote): \(conflicts), so nothing was pushed; \(how), then run 'trellis sync' again"
        case .merge:
            return "the merge of \(remote) left \(conflicts); \(how); then 'trellis push' shares the merge"
        case .pull:
            return "the pull from \(remote) left \(conflicts); \(how); then 'trellis push' shares the merge"
        }
    }
}

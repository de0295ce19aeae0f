/// How far a clone, fetch or push has come, for a progress bar: handed to
/// ``SyncClient/progress`` after every batch that moved (and once at the end of a step).
/// The counts are running totals of the step and never go down; `total` is what the step
/// will reach when that is known (the remote's latest change, the objects and versions a
/// push sends, a snapshot's length).
public struct SyncProgress: Hashable, Sendable {
    public enum Step: String, Hashable, Sendable {
        /// A clone's snapshot arriving: `completed` and `total` are bytes.
        case snapshot
        /// A clone's snapshot being checked object by object before it is used (no counts).
        case verifying
        /// The remote's change feed being read: `completed` and `total` are changes.
        case fetch
        /// Objects and versions being sent: `completed` and `total` are objects + versions.
        case push
    }

    public var step: Step
    /// Units of the step done: bytes, changes, or objects and versions sent.
    public var completed: Int64
    /// Units of the step in all, when known.
    public var total: Int64?
    /// Objects received or sent so far.
    public var objects = 0
    /// Versions received or sent so far.
    public var versions = 0
    /// Bytes received or sent so far (objects as stored, or the snapshot).
    public var bytes: Int64 = 0

    public init(step: Step, completed: Int64 = 0, total: Int64? = nil, objects: Int = 0, versions: Int = 0, bytes: Int64 = 0) {
        self.step = step
        self.completed = completed
        self.total = total
        self.objects = objects
        self.versions = versions
        self.bytes = bytes
    }
}

/// Where a ``SyncClient`` reports its ``SyncProgress`` (called on the sync's own task; keep it short).
public typealias SyncProgressHandler = @Sendable (SyncProgress) -> Void

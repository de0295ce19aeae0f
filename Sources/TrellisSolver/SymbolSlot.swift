/// What the tableau keeps per symbol besides its row and column lists, in one slot:
/// the tables grow, are reserved and are freed as one array (fifteen arrays of these
/// fields were a fifth of a small screen's build, most of it growing and freeing them).
struct SymbolSlot {
    var kind: SymbolKind = .external
    var isFree = false
    var isBasic = false
    /// In `Tableau.candidates`: its objective coefficient may be negative.
    var isCandidate = false
    /// In `Tableau.changed`: its value may have moved since the last `update()`.
    var isChanged = false
    /// Incarnation of the symbol's row, bumped whenever the row is put or taken whole.
    var rowVersion: UInt32 = 0
    /// The column epoch in which the symbol was last visited (compaction, `update()`).
    var columnMark: UInt32 = 0
    /// The mark epoch in which `accumulator`, `magnitude` or `memo` was last written.
    var mark: UInt32 = 0
    /// The transaction in which the row was saved to the undo log.
    var rowEpoch: UInt32 = 0
    /// The transaction in which the objective coefficient was saved to the undo log.
    var objectiveEpoch: UInt32 = 0
    /// Size of the column lists after their last compaction.
    var compactedSize = 0
    /// The objective's coefficient of the symbol (dense).
    var objective = 0.0
    /// An expansion's coefficient of the symbol.
    var accumulator = 0.0
    /// Sum of the magnitudes that went into `accumulator`: a result far below it is
    /// cancellation noise, not a coefficient.
    var magnitude = 0.0
    /// The value of a definition, for the `mark` epoch (`Tableau.value(of:epoch:)`).
    var memo = 0.0
}

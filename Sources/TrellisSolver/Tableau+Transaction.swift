/// What a transaction needs to put the tableau back: the first-seen state of every
/// row and objective entry it touched, and the symbols it allocated. Saving on first
/// touch keeps the cost of the log proportional to the work done.
struct UndoLog {
    var isActive = false
    /// Bumped per transaction; `slots[s].rowEpoch == epoch` (in the tableau) means row
    /// `s` is already saved, and likewise `objectiveEpoch` for its objective entry.
    var epoch: UInt32 = 1
    var savedRows: [(symbol: Int, row: Row?)] = []
    var savedObjective: [(symbol: Int, coefficient: Double)] = []
    var savedObjectiveConstant = 0.0
    var allocated: [Int] = []
    var pendingRelease: [Int] = []
    var symbolCountAtBegin = 0
    /// Rows the last committed transaction touched (a measure of its cost, for tests).
    var rowsTouchedByLastCommit = 0
}

extension Tableau {
    mutating func begin() {
        log.isActive = true
        log.epoch &+= 1
        if log.epoch == 0 {
            // Wrapped around: forget every mark so none is mistaken for this epoch.
            for i in slots.indices {
                slots[i].rowEpoch = 0
                slots[i].objectiveEpoch = 0
            }
            log.epoch = 1
        }
        log.savedObjectiveConstant = objectiveConstant
        log.symbolCountAtBegin = symbolCount
    }

    mutating func commit() {
        log.isActive = false
        log.rowsTouchedByLastCommit = log.savedRows.count
        let releases = log.pendingRelease
        clearLog()
        for s in releases { releaseNow(s) }
        for s in candidates { slots[s].isCandidate = false }
        candidates.removeAllKeepingCapacity()
    }

    /// Puts every touched row and objective entry back and frees the symbols the
    /// transaction allocated.
    mutating func rollback() {
        log.isActive = false
        let oldCount = log.symbolCountAtBegin
        for (b, old) in log.savedRows.reversed() {
            slots[b].rowVersion &+= 1
            if slots[b].isBasic {
                slots[b].isBasic = false
                rowCount -= 1
                if b >= oldCount {
                    // This id is cut off below: no list may keep it.
                    for cell in rows[b].cells where cell.symbol < oldCount {
                        rowColumns[cell.symbol].removeAll { Tableau.row($0) == b }
                        definitionColumns[cell.symbol].removeAll { Tableau.row($0) == b }
                    }
                }
                rows[b] = Row()
            }
            if let old {
                slots[b].isBasic = true
                rowCount += 1
                rows[b] = old
                for cell in old.cells { index(cell.symbol, in: b) }
            }
            markChanged(b)
        }
        for (s, c) in log.savedObjective.reversed() { slots[s].objective = c }
        objectiveConstant = log.savedObjectiveConstant
        // Reused ids go back on the free list in reverse order and new ids are cut
        // off, so the symbol tables end up exactly as they were.
        for s in log.allocated.reversed() where s < oldCount && !slots[s].isFree { releaseNow(s) }
        if symbolCount > oldCount {
            truncate(to: oldCount)
            changed.removeAll { $0 >= oldCount }
            candidates.removeAll { $0 >= oldCount }
        }
        clearLog()
        infeasible.removeAllKeepingCapacity()
        artificial = nil
        for s in candidates { slots[s].isCandidate = false }
        candidates.removeAllKeepingCapacity()
    }

    private mutating func clearLog() {
        log.savedRows.removeAllKeepingCapacity()
        log.savedObjective.removeAllKeepingCapacity()
        log.allocated.removeAllKeepingCapacity()
        log.pendingRelease.removeAllKeepingCapacity()
    }
}

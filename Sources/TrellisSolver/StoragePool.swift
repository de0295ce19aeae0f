#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tables of a solver, emptied, between one solver and the next.
///
/// A layout is a new solver, one batch of constraints and a few reads, thousands of times in
/// a row (check, relayout, the engine's devices). Making the tables and freeing them again was
/// a third of a 20-constraint screen: every per-symbol array grown to 64 default slots and
/// destroyed slot by slot. A freed solver's tables are emptied in proportion to what it used
/// (the symbols it allocated) and handed to the next solver made on any thread.
struct SolverStorage {
    var tableau = Tableau()
    var tags = TagTable()
    var variableSymbols = SymbolTable()
    var records = PerSymbol<VariableRecord?>()
    var reported = PerSymbol<Double>()
    var owners = PerSymbol<Unmanaged<Constraint>?>()
    var undo: [UndoStep] = []

    /// Tables larger than this are freed, not kept: a pool of big solvers' tables would pin
    /// their memory for the small ones.
    static let largestKept = 2048

    var isWorthKeeping: Bool { tableau.slots.count <= SolverStorage.largestKept }

    /// Back to a new solver's state, keeping the storage.
    mutating func empty() {
        tableau.empty()
        tags.removeAll()
        variableSymbols.removeAll()
        // Cleared in place, their counts kept (`newSymbol` only appends past them). Plain
        // values (the references in them are not counted): a loop of stores each.
        records.withUnsafeMutableBufferPointer { records in
            for i in records.indices { records[i] = nil }
        }
        owners.withUnsafeMutableBufferPointer { owners in
            for i in owners.indices { owners[i] = nil }
        }
        reported.withUnsafeMutableBufferPointer { reported in
            for i in reported.indices { reported[i] = 0 }
        }
        undo.removeAllKeepingCapacity()
    }
}

/// A few emptied ``SolverStorage``s, shared by every thread under a lock.
final class _StoragePool: @unchecked Sendable {
    // @unchecked: `spare` is only touched with `lock` held.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var spare: [SolverStorage] = []
    /// Enough for a solver per core and a few scratch solvers (explanations).
    private static let capacity = 8

    static let shared = _StoragePool()

    private init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        spare.reserveCapacity(_StoragePool.capacity)
    }

    /// How many storages wait for a solver (for tests).
    var spareCount: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return spare.count
    }

    func take() -> SolverStorage? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return spare.popLast()
    }

    /// Keeps `storage` (emptied by the caller) unless the pool is full.
    func give(_ storage: consuming SolverStorage) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard spare.count < _StoragePool.capacity else { return }
        spare.append(consume storage)
    }
}

extension Solver {
    /// Takes the tables of a freed solver, if the pool has some.
    func adoptPooledStorage() {
        guard var storage = _StoragePool.shared.take() else { return }
        swap(&tableau, &storage.tableau)
        swap(&tags, &storage.tags)
        swap(&variableSymbols, &storage.variableSymbols)
        swap(&records, &storage.records)
        swap(&reported, &storage.reported)
        swap(&owners, &storage.owners)
        swap(&undo, &storage.undo)
    }

    /// Empties the tables and gives them to the pool (from `deinit`). Moved out by swapping,
    /// so that emptying them mutates unique buffers in place.
    func returnStorageToPool() {
        guard tableau.slots.count <= SolverStorage.largestKept, tableau.slots.count > 0 else { return }
        var storage = takeStorage()
        storage.empty()
        _StoragePool.shared.give(consume storage)
    }

    /// The solver's tables, moved out (the solver is left with new, empty ones).
    func takeStorage() -> SolverStorage {
        var storage = SolverStorage()
        swap(&tableau, &storage.tableau)
        swap(&tags, &storage.tags)
        swap(&variableSymbols, &storage.variableSymbols)
        swap(&records, &storage.records)
        swap(&reported, &storage.reported)
        swap(&owners, &storage.owners)
        swap(&undo, &storage.undo)
        return storage
    }
}

extension Tableau {
    /// A new tableau's state, keeping the per-symbol tables (reset to their defaults up to
    /// `symbolCount`, the rest already are) and the work lists' storage. Reset field by field
    /// in place: a new tableau swapped in, and the old one destroyed, cost a thirtieth of a
    /// small screen's layout. (A field added to `Tableau` is reset here too.)
    mutating func empty() {
        truncate(to: 0)
        // Marks are all 0 again (truncated slots are defaults), so the epochs may restart.
        columnEpoch = 0
        markEpoch = 0
        objectiveConstant = 0
        rowCount = 0
        reservedSymbols = 0
        artificial = nil
        log = UndoLog()
        freeList.removeAllKeepingCapacity()
        candidates.removeAllKeepingCapacity()
        infeasible.removeAllKeepingCapacity()
        changed.removeAllKeepingCapacity()
        scratch.removeAllKeepingCapacity()
        added.removeAllKeepingCapacity()
        removed.removeAllKeepingCapacity()
        valueStack.removeAllKeepingCapacity()
        affected.removeAllKeepingCapacity()
        // Kept as they are: `expandScratch` (garbage until written) and `spareRows` (empty
        // buffers for new rows).
    }
}

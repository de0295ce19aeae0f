import Foundation
import TrellisTestSupport
import Testing
@testable import TrellisSolver

/// A freed solver's tables go to the next solver (`SolverStorage`, `_StoragePool`): they must
/// come back exactly as a new solver's, whatever the freed one did.
@Suite struct StoragePoolTests {
    /// A solver that used every table: rows, definitions, objective, an edit variable, a
    /// removal, a rejected add (rolled back) and a constant change.
    static func usedSolver() throws -> Solver {
        let solver = Solver()
        let v = (0..<12).map { Variable("v\($0)") }
        var cns: [Constraint] = [v[0] == 0]
        for i in 1..<v.count {
            cns.append(v[i] == v[i - 1] + 10)
            cns.append((v[i] >= v[i - 1] + 5) | .strong)
            cns.append((v[i] == 3 * v[i - 1]) | .weak)
        }
        try solver.add(cns)
        try solver.addEditVariable(v[0], strength: .strong)
        try solver.suggestValue(40, for: v[0])
        try solver.remove(cns[3])
        #expect(throws: SolverError.self) { try solver.add(v[5] == v[4] + 11) }
        try solver.setConstant(-12, of: cns[1])
        solver.update()
        return solver
    }

    @Test func emptiedTablesAreANewSolversTables() throws {
        let solver = try Self.usedSolver()
        var storage = solver.takeStorage()
        #expect(storage.tableau.symbolCount > 40)
        storage.empty()
        let t = storage.tableau
        #expect(t.symbolCount == 0 && t.rowCount == 0 && t.freeList.isEmpty && t.objectiveConstant == 0)
        #expect(t.candidates.isEmpty && t.infeasible.isEmpty && t.changed.isEmpty && t.artificial == nil)
        #expect(!t.log.isActive && t.log.savedRows.isEmpty && t.log.allocated.isEmpty)
        #expect(t.log.epoch == Tableau().log.epoch && t.log.pendingRelease.isEmpty && t.log.savedObjective.isEmpty)
        #expect(t.columnEpoch == 0 && t.markEpoch == 0 && t.reservedSymbols == 0)
        #expect(t.scratch.isEmpty && t.added.isEmpty && t.removed.isEmpty && t.valueStack.isEmpty && t.affected.isEmpty)
        #expect(t.slots.count >= 40, "the storage is kept")
        for s in t.slots.indices {
            let slot = t.slots[s]
            #expect(slot.kind == .external && !slot.isFree && !slot.isBasic && !slot.isCandidate && !slot.isChanged)
            #expect(slot.rowVersion == 0 && slot.columnMark == 0 && slot.mark == 0 && slot.rowEpoch == 0)
            #expect(slot.objectiveEpoch == 0 && slot.compactedSize == 0)
            #expect(slot.objective == 0 && slot.accumulator == 0 && slot.magnitude == 0 && slot.memo == 0)
            #expect(t.rows[s].cells.isEmpty && t.rows[s].constant == 0, "row \(s)")
            #expect(t.rowColumns[s].isEmpty && t.definitionColumns[s].isEmpty, "columns of \(s)")
        }
        #expect(storage.tags.count == 0 && storage.tags.values.isEmpty)
        #expect(storage.variableSymbols.count == 0 && storage.variableSymbols.entries.isEmpty)
        #expect(storage.records.withUnsafeBufferPointer { $0.allSatisfy { $0 == nil } })
        #expect(storage.owners.withUnsafeBufferPointer { $0.allSatisfy { $0 == nil } })
        #expect(storage.reported.withUnsafeBufferPointer { $0.allSatisfy { $0 == 0 } })
        #expect(storage.undo.isEmpty)
        #expect(!t.spareRows.isEmpty, "the rows' buffers are kept for the next solver")
        #expect(t.spareRows.allSatisfy { $0.isEmpty && $0.capacity > 0 })
    }

    @Test func aFreedSolversTablesGoToTheNextSolver() throws {
        try _ = Self.usedSolver()  // freed at once
        #expect(_StoragePool.shared.spareCount > 0)
        let next = Solver()
        #expect(next.tableau.slots.count > 0, "a new solver starts on pooled tables")
        #expect(next.tableau.symbolCount == 0 && next.tags.count == 0)
    }

    /// Random systems (with rejected adds and removals) on solvers that take pooled tables
    /// solve exactly as on new tables.
    @Test func pooledTablesSolveAsNewOnes() throws {
        for seed in 1...40 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, variableCount: 8)
            var cns = system.anchors()
            for _ in 0..<14 { cns.append(system.constraint(requiredShare: 0.4)) }
            func solve(_ solver: Solver) -> [Double] {
                var kept: [Constraint] = []
                for c in cns where (try? solver.add(c)) != nil { kept.append(c) }
                for c in kept.prefix(3) { try? solver.remove(c) }
                solver.update()
                return system.variables.map { solver.value(of: $0) }
            }
            let pooled = Solver()
            let fresh = Solver()
            fresh.rollbackToEmpty()  // new, empty tables of its own
            #expect(solve(pooled) == solve(fresh), "seed \(seed)")
        }
    }

    @Test func solversOnManyThreadsShareThePool() {
        let wrong = LockedCount()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<150 {
                let a = Variable("a"), b = Variable("b")
                let solver = Solver()
                let width = Double(thread * 1000 + i)
                do {
                    try solver.add([a == width, b == a + 8, (b <= 0) | .weak])
                } catch {
                    wrong.add()
                    continue
                }
                solver.update()
                if solver.value(of: b) != width + 8 { wrong.add() }
            }
        }
        #expect(wrong.value == 0)
    }
}

/// A counter the test's threads share.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

import Testing
@testable import TrellisSolver

/// `PerSymbol`: the tableau's per-symbol tables without copy-on-write.
@Suite struct PerSymbolTests {
    @Test func slotsKeepTheirValuesAsTheTableGrows() {
        var slots = PerSymbol<SymbolSlot>()
        #expect(slots.count == 0 && slots.capacity == 0)
        slots.append(SymbolSlot(), count: 3)
        for s in slots.indices { slots[s].objective = Double(s) + 1 }
        slots[1].kind = .slack
        slots.append(SymbolSlot(), count: 200)  // moves the storage
        slots.reserveCapacity(1_000)  // and again
        #expect(slots.count == 203 && slots.capacity >= 1_000)
        #expect((0..<3).map { slots[$0].objective } == [1, 2, 3])
        #expect(slots[1].kind == .slack && slots[0].kind == .external)
        #expect((3..<203).allSatisfy { slots[$0].objective == 0 && !slots[$0].isBasic })
        let sum = slots.withUnsafeMutableBufferPointer { buffer in buffer.reduce(0) { $0 + $1.objective } }
        #expect(sum == 6 && slots.withUnsafeMutableBufferPointer { $0.count } == 203)
    }

    @Test func aPooledTableauStartsFromDefaultSlots() throws {
        let x = Variable("x"), y = Variable("y")
        do {
            let solver = Solver()
            try solver.add([x == 10, (y >= x + 5) | .strong, (y == 0) | .weak])
            solver.update()
        }
        let next = Solver()  // on the freed solver's tables
        try next.add([y == 3, (x == y) | .weak])
        next.update()
        #expect(next.value(of: y) == 3 && next.value(of: x) == 3)
    }
}

import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// `SymbolTable` must behave as the dictionary it replaces through growth and
/// backward-shift deletions.
@Suite struct SymbolTableTests {
    @Test(arguments: Array(UInt64(1)...UInt64(8)))
    func behavesLikeADictionary(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let objects = (0..<300).map { Variable("v\($0)") }
        var table = SymbolTable(), model: [ObjectIdentifier: Int] = [:]
        for step in 0..<3_000 {
            let id = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &rng)])
            if Int.random(in: 0..<3, using: &rng) == 0 {
                table[id] = nil
                model[id] = nil
            } else {
                table[id] = step
                model[id] = step
            }
            if step % 100 == 0 {
                #expect(table.count == model.count)
                for object in objects {
                    let key = ObjectIdentifier(object)
                    #expect(table[key] == model[key])
                }
            }
        }
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.id, $0.symbol) }) == model)
    }

    /// `insertIfAbsent` stores only a new key and answers the value already there, as a
    /// dictionary read before a write would.
    @Test(arguments: Array(UInt64(1)...UInt64(4)))
    func insertIfAbsentKeepsTheFirstValue(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let objects = (0..<200).map { Variable("v\($0)") }
        var table = SymbolTable(), model: [ObjectIdentifier: Int] = [:]
        for step in 0..<2_000 {
            let id = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &rng)])
            if Int.random(in: 0..<4, using: &rng) == 0 {
                table[id] = nil
                model[id] = nil
                continue
            }
            let answer = table.insertIfAbsent(id, step)
            #expect(answer == model[id], "step \(step)")
            if model[id] == nil { model[id] = step }
            #expect(table[id] == model[id] && table.count == model.count)
        }
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.id, $0.symbol) }) == model)
    }
}

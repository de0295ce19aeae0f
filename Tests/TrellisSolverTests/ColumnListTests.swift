import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// `ColumnList` keeps three entries inline and the rest in an array; it must behave as
/// the array it replaces across that boundary.
@Suite struct ColumnListTests {
    @Test(arguments: Array(UInt64(1)...UInt64(8)))
    func behavesLikeAnArray(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var list = ColumnList(), model: [Int] = []
        for _ in 0..<400 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                let entry = Int.random(in: 0..<50, using: &rng)
                list.append(entry)
                model.append(entry)
            case 6..<8:
                let cut = Int.random(in: 0..<50, using: &rng)
                list.removeAll { $0 > cut }
                model.removeAll { $0 > cut }
            case 8:
                let keep = Int.random(in: 0...model.count, using: &rng)
                list.truncate(to: keep)
                model.removeLast(model.count - keep)
            default:
                if !model.isEmpty {
                    let i = Int.random(in: 0..<model.count, using: &rng)
                    list[i] = -i
                    model[i] = -i
                }
            }
            #expect(Array(list) == model)
            #expect(list.count == model.count && list.isEmpty == model.isEmpty)
            if Array(list) != model { return }
        }
    }
}

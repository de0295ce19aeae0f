import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisProject

/// The order a checkout places components in, and the link check each placed file gets:
/// both run once per file a clone writes, so they are kept cheap without changing what
/// they decide.
@Suite(.temporaryFolders) struct CheckoutPlacementOrderTests {
    /// Property: components recorded at their own `NAME.layout` (or recorded nowhere) come
    /// first, the others after, each group by name — over shuffled lists of both kinds.
    @Test func ownFilesFirstThenTheRestEachByName() {
        var random = SeededRandom(seed: 22)
        for _ in 0..<200 {
            let names: [(name: String, recorded: String?)] = (0..<random.int(0...30)).map { index in
                let name = "C\(random.int(0...999))x\(index)"
                switch random.int(0...3) {
                case 0: return (name, nil)
                case 1: return (name, "\(name).layout")
                case 2: return (name, "screens/\(name).layout")
                default: return (name, "screens/Other\(index).layout")
                }
            }
            let order = CheckoutPlacement.order(names)
            #expect(order.sorted() == Array(names.indices))
            let own = order.map { CheckoutPlacement.isOwnName(names[$0].recorded, names[$0].name) }
            #expect(own == own.sorted { $0 && !$1 })
            for position in order.indices.dropLast() where own[position] == own[position + 1] {
                #expect(names[order[position]].name < names[order[position + 1]].name)
            }
        }
    }

    /// A link planted as a component's file is judged by where it points, whatever the
    /// length of its destination: inside the project it is written through, outside refused.
    @Test func aLinkIsJudgedByItsWholeDestination() throws {
        let base = try TemporaryFolder.make("trellis-placement-link").path
        let root = base + "/project", deep = root + "/" + Array(repeating: "folder", count: 30).joined(separator: "/")
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Inside.layout", withDestinationPath: deep + "/Target.layout")
        try FileManager.default.createSymbolicLink(atPath: root + "/Outside.layout", withDestinationPath: base + "/Target.layout")
        #expect(throws: Never.self) { try WorkingCopyPath.requireInside(root + "/Inside.layout", root: root) }
        #expect(throws: PathEscapeError.self) { try WorkingCopyPath.requireInside(root + "/Outside.layout", root: root) }
    }
}

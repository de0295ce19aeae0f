import Foundation
import Testing
import TrellisStore
import TrellisTestSupport

/// The keyed blob cache (migration 0008): opaque keys and data under namespaces, one
/// transaction per batch, and nothing in it that any producer's format is known by.
@Suite(.temporaryFolders) struct CacheTests {
    func store() throws -> TrellisStore { try TrellisStore.inMemory(environment: .fixed()) }

    @Test func aBatchIsKeptAndReadBackByKey() throws {
        let store = try store()
        let entries = (0..<1_200).map { i in (key: Data([UInt8(i % 256), UInt8(i / 256)]), data: Data("value \(i)".utf8)) }
        try store.storeInCache("test", entries)
        #expect(try store.cachedCount("test") == 1_200)
        // More keys than one IN batch (500), some missing.
        let asked = entries.map(\.key) + [Data([0xFF, 0xFF])]
        #expect(try store.cachedKeys("test", among: asked) == Set(entries.map(\.key)))
        let read = try store.cachedData("test", for: asked)
        #expect(read.count == 1_200)
        #expect(read[Data([7, 2])] == Data("value \(2 * 256 + 7)".utf8))
    }

    @Test func aKeyAlreadyPresentIsReplaced() throws {
        let store = try store()
        try store.storeInCache("test", [(Data([1]), Data("one".utf8))])
        try store.storeInCache("test", [(Data([1]), Data("two".utf8))])
        #expect(try store.cachedData("test", for: [Data([1])]) == [Data([1]): Data("two".utf8)])
        #expect(try store.cachedCount() == 1)
    }

    @Test func namespacesAreApart() throws {
        let store = try store()
        try store.storeInCache("a", [(Data([1]), Data("from a".utf8))])
        try store.storeInCache("b", [(Data([1]), Data("from b".utf8)), (Data([2]), Data("b only".utf8))])
        #expect(try store.cachedKeys("a", among: [Data([1]), Data([2])]) == [Data([1])])
        #expect(try store.cachedData("b", for: [Data([1])])[Data([1])] == Data("from b".utf8))
        #expect(try store.clearCache("b") == 2)
        #expect(try store.cachedCount("a") == 1)
        #expect(try store.cachedCount() == 1)
        #expect(try store.clearCache() == 1)
    }

    @Test func emptyInputsTouchNothing() throws {
        let store = try store()
        try store.storeInCache("test", [])
        #expect(try store.cachedKeys("test", among: []).isEmpty)
        #expect(try store.cachedData("test", for: []).isEmpty)
        #expect(try store.cachedCount() == 0)
    }
}

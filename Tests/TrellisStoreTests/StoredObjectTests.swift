import Crypto
import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

@Suite(.temporaryFolders) struct StoredObjectTests {
    static func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func componentsRoundTripAndCompressSeveralTimes() throws {
        let documents = [Fixtures.avatar(), Fixtures.panelSpec, Fixtures.profile()] + (0..<20).map { Fixtures.generated($0) }
        var canonicalBytes = 0, storedBytes = 0
        for document in documents {
            let canonical = document.canonicalData
            let stored = StoredObject.encode(canonical)
            #expect(stored.first == StoredObject.deflatedV1, "\(document.name) was not compressed")
            #expect(try StoredObject.decode(stored) == canonical)
            canonicalBytes += canonical.count
            storedBytes += stored.count
        }
        // The dictionary holds the keys and shapes every component repeats.
        #expect(storedBytes * 4 < canonicalBytes, "\(canonicalBytes) bytes stored as \(storedBytes)")
    }

    /// Seeded: JSON-like text of every size, from very repetitive to random bytes, round-trips
    /// through one deflater and one inflater reused across objects, as batches use them.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomObjectsRoundTripWithReusedStreams(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let deflater = Deflater(dictionary: ObjectDictionary.v1)
        let inflater = Inflater(dictionary: ObjectDictionary.v1)
        let words = ["\"constant\":", "{\"terms\":[],\"value\":", "\"first\":", "\"attribute\":\"top\"", "\"item\":", "null", ",", "}", "]"]
        for _ in 0..<200 {
            var text: [UInt8] = [UInt8(ascii: "{")]
            let length = random.int(0...random.pick([16, 600, 9_000, 70_000]))
            let noisy = random.chance(0.3)
            while text.count < length {
                if noisy { text.append(UInt8.random(in: 0...255, using: &random)) } else { text += Array(random.pick(words).utf8) }
            }
            let canonical = Data(text)
            let stored = StoredObject.encode(canonical, with: deflater)
            #expect(stored.count <= canonical.count)
            #expect(try StoredObject.decode(stored, with: inflater) == canonical, "seed \(seed), \(canonical.count) bytes")
        }
    }

    @Test func incompressibleObjectsAreStoredAsTheyAre() throws {
        var random = SeededRandom(seed: 7)
        let canonical = Data([UInt8(ascii: "{")] + (0..<300).map { _ in UInt8.random(in: 0...255, using: &random) })
        let stored = StoredObject.encode(canonical)
        #expect(stored == canonical)
        #expect(try StoredObject.decode(stored) == canonical)
    }

    /// Every object stored as 0x01 needs exactly these bytes: they must never change.
    @Test func theDictionaryIsPinned() {
        #expect(ObjectDictionary.v1.count == 8192)
        #expect(Self.hex(SHA256.hash(data: ObjectDictionary.v1)) == "b0114682a2c19da91e37fa7ef8704567cd6df5b3a3f345145878eec648af6cf4")
    }

    /// Bytes written by the first build that compressed objects: later builds must read them.
    @Test func aStoredFormWrittenEarlierStillDecodes() throws {
        let stored = Data(hexString: Self.golden)
        let canonical = try StoredObject.decode(stored)
        #expect(String(decoding: canonical, as: UTF8.self) == Self.goldenCanonical)
    }

    static let goldenCanonical =
        #"{"applications":[],"constraints":[{"constant":{"terms":[],"value":0},"first":{"attribute":"width","item":"badge"},"identifier":null,"multiplier":1,"priority":1000,"relation":"==","second":{"attribute":"height","item":"badge"}}],"format":1,"items":[],"kind":"container","name":"Golden","parameters":[]}"#
    /// Made by Python's zlib (level 9, memLevel 9): any raw deflate stream with the dictionary reads.
    static let golden = "01ad02a361c30b2dcf801b80742c49a1f6e1e81ee16de4bae7e7a46009b95a00"

    @Test func damagedStoredFormsSayWhatIsWrong() throws {
        let canonical = Data(Self.goldenCanonical.utf8)
        let stored = StoredObject.encode(canonical)
        let body = stored.dropFirst(3)  // 0x01, then a two-byte length (301 bytes)
        #expect(stored.prefix(3) == Data([0x01, 0xAD, 0x02]))
        func failure(_ bytes: Data) -> StoredObjectError? {
            do { _ = try StoredObject.decode(bytes); return nil } catch { return error }
        }
        #expect(failure(Data()) == .empty)
        #expect(failure(Data([0x02]) + body) == .unknownEncoding(0x02))
        #expect(failure(Data([0x01])) == .badHeader("it ends inside its length"))
        #expect(failure(Data([0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])) == .badHeader("it declares more than \(StoredObject.maximumLength) bytes"))
        // Declared longer than it inflates to, shorter, truncated, and with bytes after the end.
        #expect(failure(Data([0x01, 0xAE, 0x02]) + body) == .inflate(.wrongLength(declared: 302, actual: 301)))
        #expect(failure(Data([0x01, 0xAC, 0x02]) + body) == .inflate(.wrongLength(declared: 300, actual: 301)))
        #expect(failure(Data([0x01, 0xC8, 0x01]) + body) == .inflate(.wrongLength(declared: 200, actual: nil)))
        guard case .inflate(.truncated(_, declared: 301))? = failure(stored.dropLast(5)) else {
            Issue.record("a truncated stream: \(String(describing: failure(stored.dropLast(5))))")
            return
        }
        #expect(failure(stored + Data([0x00])) == .inflate(.trailingBytes(1)))
        #expect(failure(stored) == nil)
    }
}

extension Data {
    init(hexString: String) {
        var bytes: [UInt8] = []
        var index = hexString.startIndex
        while index < hexString.endIndex {
            let next = hexString.index(index, offsetBy: 2)
            bytes.append(UInt8(hexString[index..<next], radix: 16) ?? 0)
            index = next
        }
        self.init(bytes)
    }
}

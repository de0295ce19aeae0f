import Foundation
import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisProject
@testable import TrellisStore
import TrellisTestSupport

/// A store that `fsck` calls sound must read, and clone, to exactly its history: one bit
/// flipped anywhere in a small store file is either flagged by `fsck`, or refused when
/// the store is opened, or changes nothing any command shows — `status`, `log` (the
/// changes and every component's versions), `show` of every version, and the files a
/// clone of it checks out.
@Suite(.serialized, .temporaryFolders) struct BitFlipTests {
    /// Seeded byte positions: a third anywhere in the file (mostly free space), the rest
    /// among its bytes that are not zero (the records). `TRELLIS_BITFLIP_SEED` and
    /// `TRELLIS_BITFLIP_SAMPLES` choose another sample; `TRELLIS_BITFLIP_ALL=1` flips a bit
    /// in every byte instead (an hour, not seconds).
    @Test func aFlippedBitIsFlaggedRefusedOrChangesNothing() throws {
        let fixture = try BitFlipFixture.make()
        let image = fixture.image
        var random = SeededRandom(seed: Self.seed)
        let positions: [Int]
        // `TRELLIS_BITFLIP_DUMP=FOLDER` writes the store before and after each missed flip there, to look into.
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_BITFLIP_DUMP"] {
            try image.write(to: URL(fileURLWithPath: folder).appendingPathComponent("store.sqlite"))
        }
        if ProcessInfo.processInfo.environment["TRELLIS_BITFLIP_ALL"] == "1" {
            positions = Array(image.indices)
        } else {
            let live = image.indices.filter { image[$0] != 0 }
            positions = (0..<Self.samples).map { index in
                index % 3 == 0 ? Int.random(in: image.indices, using: &random) : random.pick(live)
            }
        }
        var tally: [BitFlipFixture.Outcome.Kind: Int] = [:]
        var missed: [String] = []
        for position in positions {
            let bit = UInt8(1) << UInt8(Int.random(in: 0..<8, using: &random))
            var flipped = image
            flipped[position] ^= bit
            let outcome = try fixture.outcome(of: flipped)
            tally[outcome.kind, default: 0] += 1
            if case .changed(let difference) = outcome {
                missed.append("byte \(position) bit \(bit): \(difference)")
                if let folder = ProcessInfo.processInfo.environment["TRELLIS_BITFLIP_DUMP"] {
                    try flipped.write(to: URL(fileURLWithPath: folder).appendingPathComponent("missed-\(position)-\(bit).sqlite"))
                }
            }
        }
        print(
            "bit flips (seed \(Self.seed), \(positions.count) flips of a \(image.count)-byte store): "
                + BitFlipFixture.Outcome.Kind.allCases.map { "\(tally[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", "))
        #expect(missed.isEmpty, "flips that fsck missed and a command shows:\n\(missed.prefix(20).joined(separator: "\n"))")
        // The sample must reach the records, not only free space.
        #expect((tally[.flagged] ?? 0) > 0)
    }

    static let seed = UInt64(ProcessInfo.processInfo.environment["TRELLIS_BITFLIP_SEED"] ?? "") ?? 39
    static let samples = Int(ProcessInfo.processInfo.environment["TRELLIS_BITFLIP_SAMPLES"] ?? "") ?? 300
}

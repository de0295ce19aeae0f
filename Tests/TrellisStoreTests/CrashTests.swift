import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// A process killed (SIGKILL) in the middle of a large commit leaves the store valid with
/// all or none of that commit.
@Suite(.serialized, .temporaryFolders) struct CrashTests {
    static var helper: URL { Bundle.main.bundleURL.appendingPathComponent("TrellisStoreHelper") }
    static let count = 5_000

    /// Starts the helper; returns the process and the moment it said "committing".
    func start(store: String, round: Int) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = Self.helper
        process.arguments = ["commit", store, String(Self.count), String(round)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("committing") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        return (process, output)
    }

    @Test func aKilledCommitLeavesAllOrNothing() throws {
        let folder = try Fixtures.temporaryDirectory()
        // How long a whole commit takes here, from "committing" to exit.
        let timing = folder.appendingPathComponent("timing.sqlite").path
        let (probe, _) = try start(store: timing, round: 0)
        let began = Date()
        probe.waitUntilExit()
        let duration = Date().timeIntervalSince(began)
        #expect(probe.terminationStatus == 0)

        var outcomes: [String] = []
        var rng = SystemRandomNumberGenerator()
        for seed in 0..<6 {
            let path = folder.appendingPathComponent("store\(seed).sqlite").path
            let base = try TrellisStore.open(path: path, create: true, environment: .fixed())
            try base.commit([Fixtures.avatar()], message: "base")
            let (process, _) = try start(store: path, round: 1)
            let delay = Double.random(in: 0...(duration * 1.1), using: &rng)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let store = try TrellisStore.open(path: path, environment: .fixed())
            #expect(try store.fsck().isEmpty, "seed \(seed)")
            let generated = try store.heads().filter { $0.component.hasPrefix("Generated") }.count
            #expect(generated == 0 || generated == Self.count, "seed \(seed): \(generated) of \(Self.count)")
            #expect(try store.head(of: "UserAvatarContainer") != nil)
            outcomes.append(generated == 0 ? "none" : "all")
        }
        // Recorded in the test log: which way each kill went.
        print("killed commits after up to \(Int(duration * 1100)) ms: \(outcomes.joined(separator: ", "))")
    }
}

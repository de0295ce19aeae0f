import Foundation
import Testing

/// Tests name their temporary folders and files through `TemporaryFolder` (TrellisTestSupport),
/// so that they are removed when the test or the test process ends. A name made from the
/// system's temporary folder directly stays behind: one test run used to leave about 2,000.
@Suite struct TemporaryFolderUseTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Files that may name the system's temporary folder, and why.
    static let allowed: Set<String> = [
        "TrellisTestSupport/TemporaryFolder.swift",  // the mechanism itself
        "TrellisSyncTests/LostWorkModelTests.swift",  // /dev/shm first; removes its own folders
    ]

    /// `file:line: code` of each test source line (comments left out) that names the system's
    /// temporary folder; fixture files (`Fixtures/`, read as input) are not code.
    static func directUses() throws -> [String] {
        let files = try #require(FileManager.default.enumerator(atPath: tests.path))
        var found: [String] = []
        for case let path as String in files where path.hasSuffix(".swift") && !path.contains("/Fixtures/") && !allowed.contains(path) {
            let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if !code.hasPrefix("//"),
                    code.range(of: #"FileManager\.default\.temporaryDirectory|NSTemporaryDirectory\("#, options: .regularExpression) != nil
                {
                    found.append("Tests/\(path):\(index + 1): \(code)")
                }
            }
        }
        return found.sorted()
    }

    @Test func testsMakeTemporaryNamesOnlyThroughTemporaryFolder() throws {
        let uses = try Self.directUses()
        #expect(
            uses.isEmpty,
            """
            these lines name the system's temporary folder, so what they make outlives the test; \
            use TemporaryFolder.make("label") or TemporaryFolder.name("label") (import TrellisTestSupport):
            \(uses.joined(separator: "\n"))
            """)
    }

    /// The scan sees the files it is meant to see.
    @Test func theScanReadsEveryTestTarget() throws {
        let names = try #require(FileManager.default.enumerator(atPath: Self.tests.path)).compactMap { $0 as? String }
        #expect(names.contains("trellisTests/TrellisRunner.swift") && names.contains("TrellisStoreTests/Fixtures.swift"))
        #expect(Self.allowed.allSatisfy { names.contains($0) })
    }
}

import Foundation
import Testing

/// Issue 37: a concept written once. Pull and sync exist once, on the project (the sync
/// client has fetch, merge and push), so a caller cannot pick a pull that fails differently.
@Suite struct OneHomePerConceptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `file:line: code` of each line of Sources (comments left out) that matches `pattern`.
    static func lines(matching pattern: String) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        var found: [String] = []
        for case let path as String in files where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if !code.hasPrefix("//"), code.range(of: pattern, options: .regularExpression) != nil {
                    found.append("Sources/\(path):\(index + 1): \(code)")
                }
            }
        }
        return found.sorted()
    }

    @Test func pullAndSyncAreDeclaredOnceOnTheProject() throws {
        let declarations = try Self.lines(matching: #"func (pull|sync)\("#).map { $0.prefix { $0 != ":" } }
        #expect(declarations == ["Sources/TrellisSync/TrellisProject+Merge.swift", "Sources/TrellisSync/TrellisProject+Merge.swift"])
    }

    /// A component is validated in `ValidatedLibrary` alone, and its errors kept by one
    /// filter there; the workspace's whole check reads every diagnostic from it too.
    @Test func theValidateThenFilterGateIsWrittenOnce() throws {
        let calls = try Self.lines(matching: #"LayoutValidator\.validate\("#).map { $0.prefix { $0 != ":" } }
        #expect(Set(calls) == ["Sources/TrellisModel/Validation/ValidatedLibrary.swift"])
        #expect(try Self.lines(matching: #"LayoutValidator\.validate\(.*\)\.filter"#).isEmpty)
        #expect(try Self.lines(matching: #"LayoutValidator\.validate\(library:"#).isEmpty)
    }

    /// The scans see what they are meant to see.
    @Test func theScansFindTheirOwnHome() throws {
        #expect(try Self.lines(matching: #"public func fetch\(\)"#).count == 1)
    }
}

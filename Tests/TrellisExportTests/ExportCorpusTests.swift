import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// 200 seeded random components, committed as `.layout` fixtures in
/// `Tests/ExportedCorpus/Layouts` (generated, never edited by hand), exported by the
/// plugin into the `ExportedCorpus` module and compiled once with warnings as errors.
/// `TRELLIS_REGENERATE_EXPORT_CORPUS=1 swift test --filter ExportCorpusTests` rewrites
/// them on purpose (then build again so the plugin exports them).
@MainActor
struct ExportCorpusTests {
    static let seed: UInt64 = 15
    static let count = 200
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ExportedCorpus/Layouts")

    static func committed() throws -> LayoutWorkspace { try LayoutWorkspace(loading: [folder.path]) }

    @Test func fixturesAreTheSeededGeneratorsOutput() throws {
        var generator = RandomComponents(seed: Self.seed)
        let generated = generator.generate(count: Self.count)
        if ProcessInfo.processInfo.environment["TRELLIS_REGENERATE_EXPORT_CORPUS"] == "1" {
            try? FileManager.default.removeItem(at: Self.folder)
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            for (name, text) in generated {
                try Data(text.utf8).write(to: Self.folder.appendingPathComponent("\(name).layout"))
            }
        }
        let files = try Self.committed().files
        #expect(files.count == Self.count)
        for (file, (name, text)) in zip(files.sorted { $0.path < $1.path }, generated) {
            #expect(file.text == text, "\(name).layout is not the generator's output: regenerate it on purpose")
        }
    }

    @Test func everyRandomComponentValidates() throws {
        let workspace = try Self.committed()
        #expect(workspace.check().filter { $0.severity == .error }.map(\.description) == [])
    }

    @Test func twoHundredRandomComponentsRoundTripThroughGeneratedCode() throws {
        let library = try Self.committed().library
        #expect(library.names.count == Self.count)
        let failures = try RoundTrip.failures(.corpus, library: library)
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }
}

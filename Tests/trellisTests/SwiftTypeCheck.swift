import Foundation
import TrellisTestSupport

/// `swiftc -typecheck` of generated files against the stand-in UIKit and SnapKit the
/// export tests build (their modules sit beside the test bundle, in `Modules`), in one
/// Swift language mode, warnings as errors: what an app's build would say of them.
enum SwiftTypeCheck {
    struct Result {
        var status: Int32
        var output: String
    }

    static var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    /// The compiler that built the tests: `swiftc` on the PATH.
    static func run(_ files: [URL], languageMode: Int) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", String(languageMode), "-warnings-as-errors", "-I", modules.path, "-module-name", "App"]
            + files.map(\.path)
        // The driver leaves a `TemporaryDirectory.*` in TMPDIR on every run: the test's root takes it.
        process.environment = TemporaryFolder.processEnvironment()
        let output = TemporaryFolder.name("trellis-typecheck", pathExtension: "txt")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    /// The `.swift` files directly in `folder`, sorted.
    static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// The TrellisCodegen plugin's `XcodeBuildToolPlugin` conformance sits behind
/// `#if canImport(XcodeProjectPlugin)`, a module only Xcode has: SwiftPM on Linux never
/// compiles it. Here it is type-checked against a stand-in of that module's public shape
/// (`XcodePluginContext.xcodeProject.directoryURL`, `pluginWorkDirectoryURL`,
/// `tool(named:)`, `XcodeTarget.inputFiles`), with the toolchain's real PackagePlugin, as
/// SwiftPM compiles plugins (PackageDescription 6.1), in Swift 5 and 6.
struct XcodePluginTypeCheckTests {
    static let plugin = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Plugins/TrellisCodegen")

    /// The public API the conformance uses, declared as Xcode's module declares it.
    static let standIn = """
        import Foundation
        import PackagePlugin

        public protocol XcodeBuildToolPlugin: Plugin {
            func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
        }

        public struct XcodePluginContext {
            public let xcodeProject: XcodeProject
            public let pluginWorkDirectoryURL: URL
            public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
        }

        public struct XcodeProject {
            public let displayName: String
            public let directoryURL: URL
            public let targets: [XcodeTarget]
        }

        public struct XcodeTarget {
            public let displayName: String
            public var inputFiles: FileList { fatalError() }
        }

        """

    /// The toolchain's PackagePlugin module: `…/usr/lib/swift/pm/PluginAPI` beside `swiftc`.
    static func pluginAPI() throws -> URL? {
        let which = try run("/usr/bin/env", ["which", "swiftc"])
        let swiftc = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        let folder = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("PackagePlugin.swiftmodule").path) ? folder : nil
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The driver leaves a `TemporaryDirectory.*` in TMPDIR on every run: the test's root takes it.
        process.environment = TemporaryFolder.processEnvironment()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [5, 6])
    func xcodeBuildToolPluginConformanceTypeChecks(languageMode: Int) throws {
        let api = try #require(try Self.pluginAPI(), "no PackagePlugin module beside swiftc")
        let folder = TemporaryFolder.name("trellis-xcode-plugin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = folder.appendingPathComponent("XcodeProjectPlugin.swift")
        try Self.standIn.write(to: standIn, atomically: true, encoding: .utf8)
        let flags = ["-parse-as-library", "-I", api.path, "-package-description-version", "6.1.0"]
        let module = try Self.run(
            "/usr/bin/env",
            ["swiftc", "-emit-module", "-module-name", "XcodeProjectPlugin", "-o", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path]
                + flags + [standIn.path])
        #expect(module.status == 0, "\(module.output)")
        // Names the conformance, so the check fails if the `#if` branch were left out.
        let use = folder.appendingPathComponent("Conformance.swift")
        let conformance = "import XcodeProjectPlugin\n\nfunc _conformance() -> any XcodeBuildToolPlugin.Type { TrellisCodegen.self }\n"
        try conformance.write(to: use, atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.plugin.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { Self.plugin.appendingPathComponent($0).path }
        #expect(sources.contains { $0.hasSuffix("TrellisCodegen+Xcode.swift") })
        let check = try Self.run(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-swift-version", String(languageMode), "-warnings-as-errors", "-I", folder.path] + flags + sources + [use.path])
        #expect(check.status == 0, "\(check.output)")
    }
}

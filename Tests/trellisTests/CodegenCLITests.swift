import Foundation
import Testing
import TrellisTestSupport

/// `trellis-codegen` (the build plugin's tool) spells the commands its errors suggest as
/// the command line does, since the person reading them in Xcode types them in a terminal.
@Suite(.temporaryFolders) struct CodegenCLITests {
    /// Runs `trellis-codegen` with `arguments`: its status and standard error.
    static func codegen(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("trellis-codegen")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aDependencyNotFetchedSaysTheUpdateCommandAsTheCommandLineDoes() throws {
        let cli = try ExportTypeCheckCLITests().appWithADependency()
        let app = cli.directory.appendingPathComponent("app")
        try FileManager.default.removeItem(at: app.appendingPathComponent(".trellis/deps"))
        let run = try Self.codegen([
            "--project", app.path, "--output", cli.directory.appendingPathComponent("Gen").path, app.appendingPathComponent("ProfileCell.layout").path,
        ])
        #expect(run.status != 0)
        #expect(run.errors.contains("run 'trellis update DS --to 1.0.0' to fetch it"), "\(run.errors)")
        // The command line's own message about the same project says the same command.
        let export = try cli.run("export", "--all", "--project", "app", "-o", "Gen")
        #expect(export.output.contains("run 'trellis update DS --to 1.0.0' to fetch it"), "\(export.output)")
    }
}

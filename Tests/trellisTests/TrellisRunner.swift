import Foundation
import TrellisTestSupport

/// Runs the built `trellis` binary the way a user does, capturing its output.
struct TrellisRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { stdout + stderr }
    }

    /// SwiftPM puts the test bundle next to the products it depends on.
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("trellis")
    }

    let directory: URL

    /// A fresh, empty working folder for one test.
    static func inTemporaryDirectory() throws -> TrellisRunner {
        let directory = TemporaryFolder.name("trellis-cli")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return TrellisRunner(directory: directory)
    }

    @discardableResult
    func run(_ arguments: String...) throws -> Result { try runArguments(arguments) }

    func write(_ text: String, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    /// `environment` is added to the test's own (PATH, say, to hide a tool); TMPDIR is the
    /// test's temporary root, so nothing the binary leaves there outlives the test.
    func runArguments(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = TemporaryFolder.processEnvironment(adding: environment)
        process.currentDirectoryURL = directory
        // No standard input: a command that reads it (`remote token` without a token) sees
        // end of file instead of waiting on whatever stdin the test runner was given.
        process.standardInput = FileHandle.nullDevice
        // Output goes to files, not pipes: nothing to drain while waiting, so a child that
        // writes much to one stream cannot stall on the other, and a process that inherited
        // a descriptor cannot hold an end of file back.
        let capture = TemporaryFolder.name("trellis-cli-output")
        let outURL = capture.appendingPathExtension("out"), errURL = capture.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}

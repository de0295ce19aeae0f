import Foundation

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
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-cli-\(UUID().uuidString)")
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

    func runArguments(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }
}

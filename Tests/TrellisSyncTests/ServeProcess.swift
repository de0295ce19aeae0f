import Foundation
import TrellisServer
@testable import TrellisSync

/// A running `trellis serve` process (the binary beside the tests) and the port it printed:
/// a clone killed mid-way (`ServerProcessTests`), a hub stopped by SIGTERM (`HubShutdownTests`).
final class ServeProcess {
    let process = Process()
    let port: Int

    convenience init(store: String) throws {
        try self.init(serving: ["--store", store])
    }

    convenience init(database: HubDatabase) throws {
        try self.init(serving: ["--database", database.description])
    }

    init(serving storage: [String]) throws {
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("trellis")
        process.arguments = ["serve"] + storage + ["--port", "0", "--read-token", "r", "--write-token", "w"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let handle = out.fileHandleForReading
        while !text.contains("\n") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        // The listening address, not the database's (`--database postgres://…@127.0.0.1:…`).
        guard let range = text.range(of: #"http://127\.0\.0\.1:(\d+)"#, options: .regularExpression),
            let port = Int(text[range].split(separator: ":").last ?? "")
        else {
            process.terminate()
            throw SyncError.unreachable("trellis serve printed: \(text)")
        }
        self.port = port
    }

    var url: String { "http://127.0.0.1:\(port)" }

    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// SIGTERM, then SIGKILL if it has not exited within two seconds.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill() } else { process.waitUntilExit() }
    }

    /// Seconds from SIGTERM to the exit, or nil when still running after `seconds`
    /// (then killed).
    func terminate(waiting seconds: Double) -> Double? {
        let sent = Date()
        process.terminate()
        while process.isRunning && Date().timeIntervalSince(sent) < seconds { usleep(10_000) }
        guard !process.isRunning else {
            kill()
            return nil
        }
        process.waitUntilExit()
        return Date().timeIntervalSince(sent)
    }

    deinit {
        if process.isRunning { kill() }
    }
}

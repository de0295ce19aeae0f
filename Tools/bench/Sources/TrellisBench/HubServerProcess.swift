// The hub servers of `TrellisBench hub` run as separate processes (this same binary, as
// `TrellisBench serve-hub …`), as a hub's servers do: two servers on one PostgreSQL share
// nothing but the database, and the clients' CPU is not the servers'.

import Foundation
import TrellisServer
import TrellisStore
import TrellisSync

/// Where a hub server keeps its history.
enum HubBackend: Sendable {
    case sqlite(path: String)
    case postgres(url: String)

    var arguments: [String] {
        switch self {
        case .sqlite(let path): ["--store", path]
        case .postgres(let url): ["--database", url]
        }
    }
}

/// A running `serve-hub` child process and the port it listens on.
final class HubServerProcess {
    let process: Process
    let port: Int
    var url: String { "http://127.0.0.1:\(port)" }

    /// Starts a server on a free port of 127.0.0.1 and waits until it listens.
    init(backend: HubBackend) throws {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["serve-hub"] + backend.arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The child's first line is "listening PORT" once it accepts connections.
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "listening", let port = Int(words[1]) else {
            process.terminate()
            throw SyncError.unreachable("the hub server (\(backend.arguments.joined(separator: " "))) did not start; see its errors above")
        }
        self.process = process
        self.port = port
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

/// `TrellisBench serve-hub --store PATH | --database URL`: serves until terminated,
/// printing "listening PORT" when it accepts connections.
enum HubServerMain {
    static func serve(_ service: SyncService) async throws {
        try await TrellisServer.run(
            service: service, tokens: .init(read: HubBenchmark.readToken, write: HubBenchmark.writeToken), host: "127.0.0.1", port: 0
        ) { port in
            FileHandle.standardOutput.write(Data("listening \(port)\n".utf8))
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2 else {
            printErr("usage: TrellisBench serve-hub --store PATH | --database URL")
            return 2
        }
        do {
            switch arguments[0] {
            case "--store":
                let store = try TrellisStore.open(path: arguments[1], create: true, environment: .live(author: "hub"))
                try blocking { try await serve(SyncService(storage: store, location: arguments[1])) }
            case "--database":
                let database = try HubDatabase(url: arguments[1], password: try HubDatabase.password(file: nil))
                try blocking {
                    try await PostgresHubStorage.withStorage(database, environment: .live(author: "hub")) { storage in
                        try await serve(SyncService(storage: storage, location: database.description))
                    }
                }
            default:
                printErr("serve-hub: unknown backend \(arguments[0])")
                return 2
            }
            return 0
        } catch {
            printErr("serve-hub: \(error)")
            return 1
        }
    }
}

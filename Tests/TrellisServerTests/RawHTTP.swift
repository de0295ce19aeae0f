import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// HTTP spoken by hand over a socket, for what no well-behaved client sends: a body
/// announced but never sent, half a request head, a chunked body past the limit.
enum RawHTTP {
    struct Answer {
        var status: Int
        var body: String
    }

    /// Runs blocking socket work on a thread of its own. On Swift's cooperative pool (two
    /// threads on a 2-core machine) a `poll` holds a thread the in-process server needs to
    /// answer: in a loaded full-suite run the server starved until the read gave up.
    static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// Opens a connection to 127.0.0.1:`port` from `source` (any loopback address: a
    /// client other than the tests' own 127.0.0.1) and sends `text`.
    static func connect(port: Int, from source: String = "127.0.0.1", send text: String) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { close(socket); throw POSIXError(.EADDRNOTAVAIL) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw POSIXError(.ECONNREFUSED) }
        try write(socket, Array(text.utf8))
        return socket
    }

    static func write(_ socket: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }  // the server closed: what it answered is still readable
            offset += sent
        }
    }

    /// One request; the answer's status and body (read until the server closes, or for
    /// at most `seconds`).
    static func exchange(
        port: Int, method: String, path: String, token: String?, body: Data, declaredLength: Int? = nil, chunked: Bool = false,
        seconds: Double = 10, from source: String = "127.0.0.1"
    ) throws -> Answer {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        head += chunked ? "Transfer-Encoding: chunked\r\n\r\n" : "Content-Length: \(declaredLength ?? body.count)\r\n\r\n"
        let socket = try connect(port: port, from: source, send: head)
        defer { close(socket) }
        if chunked {
            for start in stride(from: 0, to: body.count, by: 64 << 10) {
                let piece = body[start..<min(body.count, start + (64 << 10))]
                try write(socket, Array(String(piece.count, radix: 16).utf8) + [13, 10] + Array(piece) + [13, 10])
            }
            try write(socket, Array("0\r\n\r\n".utf8))
        } else {
            try write(socket, Array(body))
        }
        let text = String(decoding: readAll(socket, seconds: seconds), as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Answer(status: status, body: body)
    }

    static func readAll(_ socket: Int32, seconds: Double) -> [UInt8] {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            guard wait(socket, until: deadline) else { break }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    /// Whether the server closes the connection within `seconds`.
    static func waitForClose(_ socket: Int32, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            guard wait(socket, until: deadline) else { return false }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return true }
        }
        return false
    }

    /// The status of an answer arriving within `seconds`, or nil.
    static func readStatus(_ socket: Int32, seconds: Double) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        guard wait(socket, until: deadline) else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        return text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
    }

    /// Waits until `socket` is readable (data or close), or the deadline.
    static func wait(_ socket: Int32, until deadline: Date) -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let milliseconds = max(0, Int32(deadline.timeIntervalSinceNow * 1000))
        return poll(&descriptor, 1, milliseconds) > 0
    }
}

/// Log lines a server writes, kept for a test to read.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }

    var logger: Logger {
        Logger(label: "test") { _ in Handler(capture: self) }
    }

    func append(_ line: String) { lock.withLock { stored.append(line) } }

    struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
            capture.append("\(level): \(message)")
        }
    }
}

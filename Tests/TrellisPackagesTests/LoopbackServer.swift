import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP/1.1 listener on 127.0.0.1 for tests that need a server `trellis serve` would
/// never be: one that answers with whatever `respond` returns (a hostile library's feed),
/// or that accepts connections and never says a word (`respond` returns nil). One request
/// per connection, answered with `Connection: close`.
final class LoopbackServer: @unchecked Sendable {
    /// A request as read: method and path with its query.
    struct Request: Sendable {
        var method: String
        var path: String
    }

    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var held: [Int32] = []
    private var requests: [Request] = []

    /// Every request seen so far.
    var seen: [Request] { lock.withLock { requests } }

    init(respond: @escaping @Sendable (Request) -> (status: Int, body: Data)?) throws {
        let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound, listen(listener, 64) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        socket = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 { return }
                guard let request = Self.readRequest(connection) else {
                    close(connection)
                    continue
                }
                lock.withLock { requests.append(request) }
                guard let (status, body) = respond(request) else {
                    // Silent: the connection stays open and unanswered until the server stops.
                    lock.withLock { held.append(connection) }
                    continue
                }
                var head = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Error")\r\nContent-Type: application/json\r\n"
                head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                let bytes = Data(head.utf8) + body
                bytes.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                        if written <= 0 { break }
                        offset += written
                    }
                }
                close(connection)
            }
        }
        thread.start()
    }

    /// Reads the request line, the headers and a body of Content-Length bytes.
    private static func readRequest(_ connection: Int32) -> Request? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = data.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
                let lines = head.components(separatedBy: "\r\n")
                let parts = lines.first?.split(separator: " ") ?? []
                guard parts.count >= 2 else { return nil }
                let length =
                    lines.dropFirst().compactMap { line -> Int? in
                        let pair = line.split(separator: ":", maxSplits: 1)
                        return pair.count == 2 && pair[0].lowercased() == "content-length" ? Int(pair[1].trimmingCharacters(in: .whitespaces)) : nil
                    }.first ?? 0
                while data.count - end.upperBound < length {
                    let count = recv(connection, &buffer, buffer.count, 0)
                    if count <= 0 { return nil }
                    data.append(contentsOf: buffer[0..<count])
                }
                return Request(method: String(parts[0]), path: String(parts[1]))
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    var url: String { "http://127.0.0.1:\(port)" }

    /// Stops accepting and closes every held connection.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
        for connection in lock.withLock({ held }) { close(connection) }
    }
}

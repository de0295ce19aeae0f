#if canImport(Glibc)
import Foundation
import Glibc

/// One `GET` over plain `http://` (HTTP/1.1, `Connection: close`) whose body goes
/// straight from the socket into a file, a megabyte per read: a snapshot is tens of
/// megabytes, which FoundationNetworking on Linux moves through libcurl's small
/// callbacks at a fraction of that speed. Only what `TrellisServer` answers is read — a
/// status line, headers, and a body of `Content-Length` bytes (or up to the close); a
/// chunked answer is refused as `unsupported`, and the caller uses `URLSession`, as it
/// does for `https://`.
enum PlainHTTPDownload {
    struct Outcome {
        var status = 0
        /// The Content-Length, or -1.
        var expected: Int64 = -1
        var written: Int64 = 0
        var errorBody = Data()
    }

    enum Failure: Error {
        /// Something this reader does not handle; the caller falls back to URLSession.
        case unsupported(String)
        /// The connection failed or dropped.
        case connection(String)
    }

    static let readSize = 1 << 20

    static func get(_ url: URL, headers: [String: String], into file: FileHandle, timeout: TimeInterval = 60) throws -> Outcome {
        guard url.scheme == "http", let host = url.host else { throw Failure.unsupported("not plain http") }
        let socket = try connect(host: host, port: url.port ?? 80, timeout: timeout)
        defer { close(socket) }
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        var request = "GET \(target) HTTP/1.1\r\nHost: \(host)\(url.port.map { ":\($0)" } ?? "")\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        try send(Array(request.utf8), on: socket)

        var buffer = [UInt8](repeating: 0, count: readSize)
        var head: [UInt8] = []
        var outcome = Outcome()
        var body: ArraySlice<UInt8> = []
        // The status line and headers, up to the blank line.
        while true {
            let count = try receive(&buffer, on: socket)
            if count == 0 { throw Failure.connection("closed before the answer's headers") }
            head += buffer[0..<count]
            if let end = headerEnd(head) {
                body = head[end...]
                head = Array(head[..<end])
                break
            }
            if head.count > 64 << 10 { throw Failure.unsupported("headers larger than 64 KiB") }
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw Failure.unsupported("status line \(lines.first ?? "")")
        }
        outcome.status = status
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased(), value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" { outcome.expected = Int64(value) ?? -1 }
            if name == "transfer-encoding", value.lowercased() != "identity" { throw Failure.unsupported("transfer-encoding \(value)") }
        }
        func keep(_ bytes: ArraySlice<UInt8>) throws {
            guard !bytes.isEmpty else { return }
            if status == 200 {
                try bytes.withUnsafeBytes { try file.write(contentsOf: $0) }
                outcome.written += Int64(bytes.count)
            } else if outcome.errorBody.count < 64 << 10 {
                outcome.errorBody.append(contentsOf: bytes)
            }
        }
        try keep(body)
        while outcome.expected < 0 || outcome.written + Int64(outcome.errorBody.count) < outcome.expected {
            let count = try receive(&buffer, on: socket)
            if count == 0 { break }
            try keep(buffer[0..<count])
        }
        return outcome
    }

    static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index + 4
        }
        return nil
    }

    static func connect(host: String, port: Int, timeout: TimeInterval) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            throw Failure.connection("cannot resolve \(host)")
        }
        defer { freeaddrinfo(first) }
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            if socket >= 0 {
                var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
                setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
                if Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return socket }
                close(socket)
            }
            candidate = address.pointee.ai_next
        }
        throw Failure.connection("cannot connect to \(host):\(port): \(String(cString: strerror(errno)))")
    }

    static func send(_ bytes: [UInt8], on socket: Int32) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.connection("send: \(String(cString: strerror(errno)))")
            }
            sent += count
        }
    }

    static func receive(_ buffer: inout [UInt8], on socket: Int32) throws -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw Failure.connection("receive: \(String(cString: strerror(errno)))")
        }
    }
}
#endif

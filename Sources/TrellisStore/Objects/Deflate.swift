import CZlib
import Foundation

// Raw deflate (RFC 1951, no zlib or gzip header: the stored form has its own) with a
// preset dictionary, through zlib. A stream is set up once and reset per object: setting
// one up allocates ~256 KiB, more than compressing a component costs.

/// Compresses one buffer at a time with a preset dictionary. Not thread-safe: one per thread.
final class Deflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let dictionary: [UInt8]
    private var ready = false

    /// Level 6 (zlib's default): on components it stores ~20% less than level 1 and
    /// inflates faster, for about 40% more time to compress.
    init(dictionary: [UInt8], level: Int32 = 6) {
        self.dictionary = dictionary
        stream.initialize(to: z_stream())
        // windowBits -15: raw deflate with a 32 KiB window, which the dictionary sits in.
        ready = deflateInit2_(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Appends the deflate stream of `input` to `output`. false if zlib failed (out of
    /// memory), with `output` as it was: the caller then stores the bytes as they are.
    func compress(_ input: UnsafeRawBufferPointer, appendingTo output: inout [UInt8]) -> Bool {
        guard ready, deflateReset(stream) == Z_OK else { return false }
        let setDictionary = dictionary.withUnsafeBufferPointer { words in
            deflateSetDictionary(stream, words.baseAddress, uInt(words.count))
        }
        guard setDictionary == Z_OK else { return false }
        let start = output.count
        let bound = Int(deflateBound(stream, uLong(input.count)))
        output.append(contentsOf: repeatElement(0, count: bound))
        let status = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = uInt(input.count)
            stream.pointee.next_out = buffer.baseAddress.map { $0 + start }
            stream.pointee.avail_out = uInt(bound)
            return deflate(stream, Z_FINISH)
        }
        guard status == Z_STREAM_END else { output.removeSubrange(start...); return false }
        output.removeLast(Int(stream.pointee.avail_out))
        return true
    }
}

/// Decompresses what a `Deflater` with the same dictionary made. Not thread-safe: one per thread.
final class Inflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let dictionary: [UInt8]
    private var ready = false
    /// Reused by `withDecompressed`.
    private var buffer: [UInt8] = []

    init(dictionary: [UInt8]) {
        self.dictionary = dictionary
        stream.initialize(to: z_stream())
        ready = inflateInit2_(stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Inflates `input` into exactly `count` bytes. The stream must end exactly at the
    /// end of `input` and produce exactly `count` bytes; anything else is an error that
    /// says what was wrong.
    func decompress(_ input: UnsafeRawBufferPointer, count: Int) throws(InflateError) -> Data {
        var output = Data(count: count + 1)
        let outcome = output.withUnsafeMutableBytes { room in Result { () throws(InflateError) in try inflate(input, into: room, count: count) } }
        try outcome.get()
        output.removeLast()
        return output
    }

    /// Calls `body` with `input` inflated (as `decompress` checks it) into a buffer this
    /// inflater reuses: valid only during the call.
    func withDecompressed<Result>(
        _ input: UnsafeRawBufferPointer, count: Int, _ body: (UnsafeRawBufferPointer) -> Result
    ) throws(InflateError) -> Result {
        if buffer.count < count + 1 { buffer = [UInt8](repeating: 0, count: count + 1) }
        let outcome = buffer.withUnsafeMutableBytes { room in
            Swift.Result { () throws(InflateError) -> Result in
                try inflate(input, into: room, count: count)
                return body(UnsafeRawBufferPointer(rebasing: room[..<count]))
            }
        }
        return try outcome.get()
    }

    /// Inflates into `room`, which has at least one byte more than `count`: a stream that
    /// would write more than it declares is caught by that byte.
    private func inflate(_ input: UnsafeRawBufferPointer, into room: UnsafeMutableRawBufferPointer, count: Int) throws(InflateError) {
        guard ready, inflateReset(stream) == Z_OK else { throw .failed("zlib could not start (out of memory?)") }
        let setDictionary = dictionary.withUnsafeBufferPointer { words in
            inflateSetDictionary(stream, words.baseAddress, uInt(words.count))
        }
        guard setDictionary == Z_OK else { throw .failed("zlib refused the dictionary") }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        stream.pointee.next_out = room.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(count + 1)
        let status = CZlib.inflate(stream, Z_FINISH)
        let produced = Int(stream.pointee.total_out)
        switch status {
        case Z_STREAM_END:
            guard produced == count else { throw .wrongLength(declared: count, actual: produced) }
            guard stream.pointee.avail_in == 0 else { throw .trailingBytes(Int(stream.pointee.avail_in)) }
        case Z_BUF_ERROR where produced > count, Z_OK where produced > count:
            throw .wrongLength(declared: count, actual: nil)
        case Z_BUF_ERROR:
            throw .truncated(produced: produced, declared: count)
        default:
            let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            throw .failed(message)
        }
    }
}

/// Why compressed bytes could not be inflated.
enum InflateError: Error, Hashable, CustomStringConvertible {
    case failed(String)
    case truncated(produced: Int, declared: Int)
    case wrongLength(declared: Int, actual: Int?)
    case trailingBytes(Int)

    var description: String {
        switch self {
        case .failed(let message): return "the compressed data is corrupt (\(message))"
        case .truncated(let produced, let declared): return "the compressed data ends after \(produced) of \(declared) bytes"
        case .wrongLength(let declared, let actual?): return "it inflates to \(actual) bytes, not the \(declared) its header declares"
        case .wrongLength(let declared, nil): return "it inflates to more than the \(declared) bytes its header declares"
        case .trailingBytes(let count): return "\(count) byte(s) follow the end of the compressed data"
        }
    }
}

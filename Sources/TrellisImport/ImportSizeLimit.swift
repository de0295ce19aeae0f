/// The largest source import reads. A parsed file takes many times its size in memory —
/// swift-syntax's tree about 300 bytes per byte of dense Swift (1 MB of `a.f().f()…` or
/// `[a, a, …]` took 337 MB), Interface Builder's element tree about 40 (1 MB of `<a/>`: 71 MB)
/// — so a tool run on every pull request bounds the size, and with it the memory (under
/// 200 MB a file). Hand-written view code and storyboards stay far below both.
enum ImportSizeLimit {
    static let swiftBytes = 400 * 1024
    static let interfaceBuilderBytes = 3 * 1024 * 1024

    static func bytes(forSwift isSwift: Bool) -> Int { isSwift ? swiftBytes : interfaceBuilderBytes }

    /// The error for a source of `size` bytes, or nil when it is small enough.
    static func check(file: String, size: Int, isSwift: Bool) -> ImportError? {
        let limit = bytes(forSwift: isSwift)
        return size > limit ? .tooLarge(file: file, bytes: size, limit: limit, kind: isSwift ? "Swift" : "Interface Builder") : nil
    }
}

import Foundation

/// PNG from the SVG wireframes through librsvg's `rsvg-convert`, found on PATH: an
/// installed rasterizer draws text and strokes as a browser does, which a hand-written one
/// would not. Its absence is an error that names the package to install.
struct PNGRasterizer {
    let executable: URL

    static let installHint =
        "render --format png needs rsvg-convert (librsvg): install it with 'apt-get install librsvg2-bin' (Debian, Ubuntu), "
        + "'dnf install librsvg2-tools' (Fedora) or 'brew install librsvg' (macOS), or draw SVG (the default)"

    /// The rasterizer on PATH, or an error saying how to get one.
    static func located(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PNGRasterizer {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return PNGRasterizer(executable: candidate) }
        }
        throw ErrorText.Message(installHint)
    }

    /// Writes `svg` as a PNG at `path`, `scale` pixels per point.
    func write(_ svg: String, to path: String, scale: Double) throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--zoom", "\(scale)", "--background-color", "white", "--output", path, source.path]
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ErrorText.Message("\(executable.path) could not draw \(path) (exit \(process.terminationStatus)): \(text)")
        }
    }
}

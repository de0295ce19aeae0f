import Foundation

/// A source that could not be imported at all. Each names the file (and line where there is
/// one) and says what to do; the run goes on with the other files.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String)
    case malformedXML(file: String, line: Int, column: Int)
    /// `what` ("views", "elements") nests past `limit` levels at `line`.
    case nestedTooDeeply(file: String, line: Int, what: String, limit: Int)
    /// An Interface Builder file declaring XML entities (`<!ENTITY` at `line`), which Xcode never writes.
    case declaresEntities(file: String, line: Int)
    /// libxml2, which reads Interface Builder XML, could not be loaded (`reason` says why).
    case xmlLibraryUnavailable(file: String, reason: String)
    /// A `kind` ("Swift", "Interface Builder") file larger than import reads.
    case tooLarge(file: String, bytes: Int, limit: Int, kind: String)
    case notInterfaceBuilder(file: String, rootElement: String)
    case notIOS(file: String)
    /// A WatchKit storyboard: passed over with a note, not a failure of the import.
    case watchKit(file: String)
    case swiftSyntax(file: String, line: Int, column: Int, message: String)
    case unsupportedFile(file: String)
    case noSuchPath(String)
    case cannotWrite(file: String)

    public var description: String {
        switch self {
        case .unreadable(let file):
            return "\(file): error: cannot read the file (check that it exists and is readable)"
        case .malformedXML(let file, let line, let column):
            return
                "\(file):\(line):\(column): error: the XML is not well-formed here; nothing was imported from this file (open it in Xcode or fix the markup, then import again)"
        case .nestedTooDeeply(let file, let line, let what, let limit):
            return
                "\(file):\(line): error: \(what) nested deeper than \(limit) levels; Trellis reads at most \(limit), so nothing was imported from this file (flatten the hierarchy, then import again)"
        case .declaresEntities(let file, let line):
            return
                "\(file):\(line): error: the document declares XML entities (<!ENTITY>), which Interface Builder never writes; Trellis does not expand them, so nothing was imported from this file"
        case .xmlLibraryUnavailable(let file, let reason):
            return "\(file): error: \(reason); nothing was imported from this file"
        case .tooLarge(let file, let bytes, let limit, let kind):
            return
                "\(file): error: \(kind.first.map { "AEIOU".contains($0) } == true ? "an" : "a") \(kind) file of \(Self.size(bytes)); Trellis reads \(kind) files of at most \(Self.size(limit)), so nothing was imported from this file (split it into smaller files, then import again)"
        case .notInterfaceBuilder(let file, let rootElement):
            return
                "\(file): error: not an Interface Builder document (root element <\(rootElement)>, expected <document type=\"com.apple.InterfaceBuilder3…\">)"
        case .notIOS(let file):
            return "\(file): error: a macOS (Cocoa) Interface Builder document; import reads iOS (CocoaTouch) ones"
        case .watchKit(let file):
            return "\(file): a WatchKit storyboard: watchOS interfaces are laid out by WatchKit's groups, not Auto Layout, so there is nothing to import"
        case .swiftSyntax(let file, let line, let column, let message):
            return
                "\(file):\(line):\(column): error: Swift syntax error: \(message); nothing was imported from this file (fix it so that it compiles, then import again)"
        case .unsupportedFile(let file):
            return "\(file): error: not a .xib, .storyboard or .swift file"
        case .noSuchPath(let path):
            return "error: no such file or folder: \(path)"
        case .cannotWrite(let file):
            return "\(file): error: cannot write the file (check that the folder exists and is writable)"
        }
    }

    /// `512 KB`, `5 MB`, `5.3 MB` (1,024-based, as the limits are).
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 * 1024 { return "\((bytes + 1023) / 1024) KB" }
        let megabytes = Double(bytes) / (1024 * 1024)
        return megabytes == megabytes.rounded() ? "\(Int(megabytes)) MB" : String(format: "%.1f MB", megabytes)
    }
}

/// A source that could not be imported at all. Each names the file (and line where there is
/// one) and says what to do; the run goes on with the other files.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String)
    case malformedXML(file: String, line: Int, column: Int)
    case notInterfaceBuilder(file: String, rootElement: String)
    case notIOS(file: String)
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
        case .notInterfaceBuilder(let file, let rootElement):
            return
                "\(file): error: not an Interface Builder document (root element <\(rootElement)>, expected <document type=\"com.apple.InterfaceBuilder3…\">)"
        case .notIOS(let file):
            return "\(file): error: a macOS (Cocoa) Interface Builder document; import reads iOS (CocoaTouch) ones"
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
}

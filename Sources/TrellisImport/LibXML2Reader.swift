#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// libxml2's streaming reader (`xmlTextReader`), opened with `dlopen` the first time a
/// document is read.
///
/// Linking libxml2 — directly or through FoundationXML's `XMLParser` — loads it, ICU and
/// liblzma into every launch of `trellis`, also `--help` and `status` (5 of 26 libraries,
/// about 1.6 ms of a 12 ms start, issue 36). Loaded here, only `import` and
/// `check --against-ib` pay for it. The reader's API takes and returns only opaque pointers,
/// C strings and integers, so no libxml2 header (and no ABI-dependent struct layout) is
/// needed to call it.
struct LibXML2Reader: @unchecked Sendable {  // C function pointers, set once: nothing mutable.
    typealias Handle = OpaquePointer
    typealias Text = UnsafePointer<UInt8>
    typealias NumberCall = @convention(c) (Handle?) -> Int32
    typealias TextCall = @convention(c) (Handle?) -> Text?

    let readerForMemory: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> Handle?
    let read: NumberCall
    let nodeType: NumberCall
    let constName: TextCall
    let constValue: TextCall
    let isEmptyElement: NumberCall
    let moveToNextAttribute: NumberCall
    let moveToElement: NumberCall
    let currentNode: @convention(c) (Handle?) -> OpaquePointer?
    let lineOfNode: @convention(c) (OpaquePointer?) -> Int
    let parserLine: NumberCall
    let parserColumn: NumberCall
    let free: @convention(c) (Handle?) -> Void

    /// `xmlReaderTypes`: the node types the IB reader acts on.
    static let elementStart: Int32 = 1
    static let elementEnd: Int32 = 15

    /// `xmlParserOption`: no error printed to stderr (the caller reports the line and
    /// column), no network, line numbers past 65,535, and no libxml2 depth limit of 256
    /// (`XML_PARSE_HUGE`; the IB reader applies its own limits). HUGE also lifts libxml2's
    /// guard against entity expansion, so documents that declare entities are refused
    /// before they are parsed (`IBDocumentReader`).
    static let options: Int32 = (1 << 5) | (1 << 6) | (1 << 11) | (1 << 19) | (1 << 22)

    /// The library once per process, or why it could not be loaded.
    static let shared: Result<LibXML2Reader, LoadFailure> = load()

    struct LoadFailure: Error, Sendable {
        var reason: String
    }

    /// The names libxml2 goes by: its soname on Linux (`.so.16` from 2.14 on), on macOS.
    static let libraryNames = ["libxml2.so.2", "libxml2.so.16", "libxml2.so", "libxml2.2.dylib"]

    static func load() -> Result<LibXML2Reader, LoadFailure> {
        guard let library = libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(LoadFailure(reason: "libxml2 could not be loaded (\(reason)); install it (Debian and Ubuntu: libxml2)"))
        }
        func symbol<Function>(_ name: String, _ type: Function.Type) throws(LoadFailure) -> Function {
            guard let address = dlsym(library, name) else { throw LoadFailure(reason: "the libxml2 found has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
        do throws(LoadFailure) {
            // Sets up libxml2's global state once, before any thread parses.
            try symbol("xmlInitParser", (@convention(c) () -> Void).self)()
            return .success(
                LibXML2Reader(
                    readerForMemory: try symbol(
                        "xmlReaderForMemory",
                        (@convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> Handle?).self),
                    read: try symbol("xmlTextReaderRead", NumberCall.self),
                    nodeType: try symbol("xmlTextReaderNodeType", NumberCall.self),
                    constName: try symbol("xmlTextReaderConstName", TextCall.self),
                    constValue: try symbol("xmlTextReaderConstValue", TextCall.self),
                    isEmptyElement: try symbol("xmlTextReaderIsEmptyElement", NumberCall.self),
                    moveToNextAttribute: try symbol("xmlTextReaderMoveToNextAttribute", NumberCall.self),
                    moveToElement: try symbol("xmlTextReaderMoveToElement", NumberCall.self),
                    currentNode: try symbol("xmlTextReaderCurrentNode", (@convention(c) (Handle?) -> OpaquePointer?).self),
                    lineOfNode: try symbol("xmlGetLineNo", (@convention(c) (OpaquePointer?) -> Int).self),
                    parserLine: try symbol("xmlTextReaderGetParserLineNumber", NumberCall.self),
                    parserColumn: try symbol("xmlTextReaderGetParserColumnNumber", NumberCall.self),
                    free: try symbol("xmlFreeTextReader", (@convention(c) (Handle?) -> Void).self)))
        } catch {
            return .failure(error)
        }
    }
}

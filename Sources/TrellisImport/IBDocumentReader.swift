import Foundation

/// Reads Interface Builder XML (`.xib`, `.storyboard`) into a tree of `IBElement`s with
/// line numbers. libxml2's streaming reader does the parsing (`LibXML2Reader`, loaded only
/// when a document is read); this only builds the tree, and refuses a document nested deeper
/// than `IBNestingLimit` allows before the tree exists, so nothing after it (mapping views,
/// walking elements, freeing the tree) recurses without a bound.
enum IBDocumentReader {
    /// The document's root element, or an error naming the line and column where the XML
    /// stops being well-formed, or the line where it nests too deeply.
    static func read(_ data: Data, file: String) throws(ImportError) -> IBElement {
        let library: LibXML2Reader
        switch LibXML2Reader.shared {
        case .success(let loaded): library = loaded
        case .failure(let failure): throw .xmlLibraryUnavailable(file: file, reason: failure.reason)
        }
        if let line = entityDeclarationLine(data) {
            throw .declaresEntities(file: file, line: line)
        }
        let root = try data.withUnsafeBytes { bytes in
            var builder = _TreeBuilder(library: library, file: file)
            return builder.build(bytes)
        }.get()
        // A watchOS interface lays out by WatchKit's groups, not Auto Layout: nothing to import.
        if root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder.WatchKit") == true {
            throw .watchKit(file: file)
        }
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder3") == true else {
            throw .notInterfaceBuilder(file: file, rootElement: root.name)
        }
        guard root["type"]?.contains("CocoaTouch") == true else {
            throw .notIOS(file: file)
        }
        return root
    }

    /// The line of the first `<!ENTITY`: Xcode never declares entities, and the reader runs
    /// without libxml2's expansion guard (see `LibXML2Reader.options`), so a document that
    /// declares them is refused before it is parsed.
    static func entityDeclarationLine(_ data: Data) -> Int? {
        guard let found = data.range(of: Data("<!ENTITY".utf8)) else { return nil }
        return data[..<found.lowerBound].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}

/// Collects elements as the reader meets them; children are attached when they close.
/// Stops at the first element past a nesting limit.
private struct _TreeBuilder {
    let library: LibXML2Reader
    let file: String
    var stack: [IBElement] = []
    var root: IBElement?
    /// Open `<subviews>` elements: how deep views nest.
    var viewDepth = 0

    init(library: LibXML2Reader, file: String) {
        self.library = library
        self.file = file
    }

    mutating func build(_ bytes: UnsafeRawBufferPointer) -> Result<IBElement, ImportError> {
        guard bytes.count <= Int(Int32.max),
            let reader = library.readerForMemory(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, LibXML2Reader.options)
        else { return .failure(.malformedXML(file: file, line: 1, column: 1)) }
        defer { library.free(reader) }
        func malformed() -> ImportError {
            .malformedXML(file: file, line: max(1, Int(library.parserLine(reader))), column: max(1, Int(library.parserColumn(reader))))
        }
        while true {
            switch library.read(reader) {
            case 0:
                guard let root, stack.isEmpty else { return .failure(malformed()) }
                return .success(root)
            case 1: break
            default: return .failure(malformed())
            }
            switch library.nodeType(reader) {
            case LibXML2Reader.elementStart:
                let name = Self.string(library.constName(reader))
                // The line the start tag ends on, as Foundation's XMLParser gave it.
                let line = library.lineOfNode(library.currentNode(reader))
                if let refusal = open(name, line: line) { return .failure(refusal) }
                let isEmpty = library.isEmptyElement(reader) == 1
                stack.append(IBElement(name: name, attributes: attributes(reader), children: [], line: line))
                if isEmpty { close(name) }
            case LibXML2Reader.elementEnd:
                close(Self.string(library.constName(reader)))
            default:
                continue
            }
        }
    }

    /// Counts the element in; the refusal when it nests past a limit.
    private mutating func open(_ name: String, line: Int) -> ImportError? {
        if name == "subviews" { viewDepth += 1 }
        if viewDepth > IBNestingLimit.views {
            return .nestedTooDeeply(file: file, line: line, what: "views", limit: IBNestingLimit.views)
        }
        if stack.count >= IBNestingLimit.elements {
            return .nestedTooDeeply(file: file, line: line, what: "elements", limit: IBNestingLimit.elements)
        }
        return nil
    }

    private mutating func close(_ name: String) {
        guard let element = stack.popLast() else { return }
        if name == "subviews" { viewDepth -= 1 }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// The current element's attributes, entities and character references decoded; the
    /// reader is left on the element.
    private func attributes(_ reader: LibXML2Reader.Handle) -> [String: String] {
        var attributes: [String: String] = [:]
        while library.moveToNextAttribute(reader) == 1 {
            attributes[Self.string(library.constName(reader))] = Self.string(library.constValue(reader))
        }
        _ = library.moveToElement(reader)
        return attributes
    }

    private static func string(_ text: LibXML2Reader.Text?) -> String {
        text.map { String(cString: $0) } ?? ""
    }
}

/// How deeply Interface Builder XML may nest. Xcode's own documents stay far below both
/// (a view adds two levels: the view and its `<subviews>`); past them import refuses the file
/// with its line instead of recursing through it.
enum IBNestingLimit {
    /// Views inside views.
    static let views = 256
    /// Any elements inside elements (a view at the deepest allowed level is about 530 deep).
    static let elements = 1024
}

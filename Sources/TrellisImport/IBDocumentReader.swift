import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Interface Builder XML (`.xib`, `.storyboard`) into a tree of `IBElement`s with
/// line numbers. Foundation's `XMLParser` does the parsing; this only builds the tree, and
/// refuses a document nested deeper than `IBNestingLimit` allows before the tree exists, so
/// nothing after it (mapping views, walking elements, freeing the tree) recurses without a bound.
enum IBDocumentReader {
    /// The document's root element, or an error naming the line and column where the XML
    /// stops being well-formed, or the line where it nests too deeply.
    static func read(_ data: Data, file: String) throws(ImportError) -> IBElement {
        let parser = XMLParser(data: data)
        let builder = _TreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let parsed = parser.parse()
        if let tooDeep = builder.tooDeep {
            throw .nestedTooDeeply(file: file, line: tooDeep.line, what: tooDeep.what, limit: tooDeep.limit)
        }
        guard parsed, let root = builder.root else {
            throw .malformedXML(file: file, line: parser.lineNumber, column: parser.columnNumber)
        }
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
}

/// Collects elements as the parser reports them; children are attached when they close.
/// Stops the parser at the first element past a nesting limit.
private final class _TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [IBElement] = []
    var root: IBElement?
    /// Open `<subviews>` elements: how deep views nest.
    var viewDepth = 0
    var tooDeep: (line: Int, what: String, limit: Int)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard tooDeep == nil else { return }
        if elementName == "subviews" { viewDepth += 1 }
        if viewDepth > IBNestingLimit.views {
            refuse(parser, what: "views", limit: IBNestingLimit.views)
            return
        }
        if stack.count >= IBNestingLimit.elements {
            refuse(parser, what: "elements", limit: IBNestingLimit.elements)
            return
        }
        stack.append(IBElement(name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard tooDeep == nil, let element = stack.popLast() else { return }
        if elementName == "subviews" { viewDepth -= 1 }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    private func refuse(_ parser: XMLParser, what: String, limit: Int) {
        tooDeep = (parser.lineNumber, what, limit)
        parser.abortParsing()
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

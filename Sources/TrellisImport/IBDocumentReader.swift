import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Interface Builder XML (`.xib`, `.storyboard`) into a tree of `IBElement`s with
/// line numbers. Foundation's `XMLParser` does the parsing; this only builds the tree.
enum IBDocumentReader {
    /// The document's root element, or an error naming the line and column where the XML
    /// stops being well-formed.
    static func read(_ data: Data, file: String) throws(ImportError) -> IBElement {
        let parser = XMLParser(data: data)
        let builder = _TreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let parsed = parser.parse()
        guard parsed, let root = builder.root else {
            throw .malformedXML(file: file, line: parser.lineNumber, column: parser.columnNumber)
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
private final class _TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [IBElement] = []
    var root: IBElement?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        stack.append(IBElement(name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}

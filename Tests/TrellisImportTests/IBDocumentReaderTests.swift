import Foundation
import Testing
@testable import TrellisImport

/// The IB reader on libxml2's streaming reader (loaded when first used, issue 36): what
/// Foundation's `XMLParser` gave before — decoded attribute values, the line each start tag
/// ends on, errors with their line and column — and documents that declare entities refused.
@Suite struct IBDocumentReaderTests {
    static func document(_ body: String, before: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            \(before)<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
                <objects>
            \(body)
                </objects>
            </document>

            """.utf8)
    }

    @Test func attributeValuesAreDecodedAndEachElementHasTheLineItsStartTagEndsOn() throws {
        let data = Self.document(
            """
                    <label opaque="NO" text="Tom &amp; Jerry &lt;3 &quot;quoted&quot;&#10;second line &#x41;" id="title-1"
                           userLabel="Title"/>
                    <view id="box"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        <!-- a comment <view id="not-a-view"/> --><![CDATA[ <view id="nor-this"/> ]]>
                    </view>
            """)
        let root = try IBDocumentReader.read(data, file: "Title.xib")
        #expect(root.line == 2 && root["toolsVersion"] == "22505")
        let objects = try #require(root.child("objects"))
        #expect(objects.children.map(\.name) == ["label", "view"])
        let label = objects.children[0]
        #expect(label["text"] == "Tom & Jerry <3 \"quoted\"\nsecond line A")
        #expect(label["userLabel"] == "Title" && label.attributes.count == 4)
        // As XMLParser reported it: the line the start tag's `>` is on.
        #expect(label.line == 5)
        #expect(label.children.isEmpty)
        let view = objects.children[1]
        #expect(view.line == 6 && view.children.map(\.name) == ["rect"] && view.children[0]["width"] == "20")
    }

    @Test func linesPastSixtyFiveThousandAreKept() throws {
        let data = Self.document(String(repeating: "\n", count: 70_000) + #"        <view id="far"/>"#)
        let root = try IBDocumentReader.read(data, file: "Long.xib")
        // libxml2 keeps an element's line in 16 bits; past 65,535 it answers with the line of
        // the text beside the element (`XML_PARSE_BIG_LINES`): here the next one, not 65,535.
        #expect(root.child("objects")?.children.first.map { (70_004...70_005).contains($0.line) } == true)
    }

    @Test func malformedXMLNamesTheLineAndColumnWhereItBreaks() {
        let data = Data("<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n".utf8)
        #expect(throws: ImportError.malformedXML(file: "Broken.xib", line: 5, column: 13)) { try IBDocumentReader.read(data, file: "Broken.xib") }
        #expect(throws: ImportError.malformedXML(file: "Empty.xib", line: 1, column: 1)) { try IBDocumentReader.read(Data(), file: "Empty.xib") }
    }

    @Test func aDocumentDeclaringEntitiesIsRefusedWithTheDeclarationsLine() {
        // A billion laughs: expanded, the attribute would need gigabytes.
        var declarations = #"<!DOCTYPE document [\#n  <!ENTITY lol0 "lol">\#n"#
        for level in 1...9 {
            declarations += "  <!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">\n"
        }
        let data = Self.document(#"        <label text="&lol9;" id="l"/>"#, before: declarations + "]>\n")
        #expect(throws: ImportError.declaresEntities(file: "Laughs.xib", line: 3)) { try IBDocumentReader.read(data, file: "Laughs.xib") }
        #expect(ImportError.declaresEntities(file: "Laughs.xib", line: 3).description.hasPrefix("Laughs.xib:3: error: the document declares XML entities"))
    }

    @Test func aDocumentTypeWithoutEntitiesIsRead() throws {
        let data = Self.document(#"        <view id="v"/>"#, before: "<!DOCTYPE document>\n")
        #expect(try IBDocumentReader.read(data, file: "Typed.xib").child("objects")?.children.count == 1)
    }
}

import Foundation
import Testing

/// Issue 37: a `.layout` file is written in one place, `WorkingCopyWriter`, so no command
/// can bypass the index's bases. A source file that writes files (Foundation's writes or
/// TrellisSupport's whole-file writers) and names `.layout` text is a second writer.
@Suite struct LayoutFileWriteTests {
    /// Writers not moved yet: none since import, dependency fetches and the scaffold moved
    /// (issue 37); keep it empty.
    static let notMovedYet: Set<String> = []

    static let writes = #"\.write\(to:|createFile\(atPath|replaceFile\(|createFileWhole\(|writeNewFile\("#
    static let layoutText = #"\.layout"|LayoutPrinter\.print|LayoutTextStyle"#

    static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    /// Every source file outside TrellisSupport (the primitives) and the writer itself.
    static func layoutWriters() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        var found: Set<String> = []
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in files where path.hasSuffix(".swift") {
            guard !path.hasPrefix("TrellisSupport/"), !path.hasSuffix("/WorkingCopyWriter.swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if matches(writes, text) && matches(layoutText, text) { found.insert("Sources/" + path) }
        }
        return found
    }

    @Test func onlyTheWorkingCopyWriterWritesLayoutFiles() throws {
        let writers = try Self.layoutWriters()
        let extra = writers.subtracting(Self.notMovedYet)
        #expect(extra.isEmpty, "write .layout files through TrellisProject's WorkingCopyWriter: \(extra.sorted())")
    }

    /// The scan sees the writers it is meant to see, so an empty result means something:
    /// the forms the moved writers had match, writing through the writer does not.
    @Test func theScanRecognisesADirectWriteOfLayoutText() {
        let direct = [
            #"try Data(component.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name + ".layout"))"#,
            #"FileManager.default.createFile(atPath: path, contents: Data(LayoutPrinter.print(document).utf8))"#,
            #"try createFileWhole(Data(text.utf8), at: name + ".layout")"#,
        ]
        for line in direct { #expect(Self.matches(Self.writes, line) && Self.matches(Self.layoutText, line), "\(line)") }
        let throughTheWriter = #"try writer.write(component.text, to: (temporary as NSString).appendingPathComponent(component.name + ".layout"))"#
        #expect(!Self.matches(Self.writes, throughTheWriter))
    }
}

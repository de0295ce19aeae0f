import Foundation
import Testing
import TrellisDiagnostics
import TrellisModel
import TrellisProjectFiles
import TrellisTestSupport

/// Fix-its apply to a CRLF file (with a byte order mark) exactly as to its LF text, and
/// `trellis fix` writes the file back with its byte order mark and CRLF line breaks (issue 39,
/// hostile files item 4: fix-its vanished with CRLF).
@Suite struct LineBreakFixItTests {
    static let edited = "UserAvatarContainer.layout"

    /// The example library without `vip.top == self.top`, as files in a fresh folder; the
    /// edited file written by `style`.
    static func folder(_ style: LayoutTextStyle) throws -> (folder: URL, workspace: LayoutWorkspace) {
        let folder = TemporaryFolder.name("trellis-crlf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try Library.missingTop().files {
            let data = file.path == edited ? style.encoded(file.text) : Data(file.text.utf8)
            try data.write(to: folder.appendingPathComponent(file.path))
        }
        return (folder, try LayoutWorkspace(loading: [folder.path]))
    }

    @Test func aFixItAppliesToACRLFFileAsToItsLFText() throws {
        let (lfFolder, lf) = try Self.folder(LayoutTextStyle())
        let (crlfFolder, crlf) = try Self.folder(LayoutTextStyle(byteOrderMark: true, crlf: true))
        defer {
            try? FileManager.default.removeItem(at: lfFolder)
            try? FileManager.default.removeItem(at: crlfFolder)
        }
        // `check` suggests the same fix-it for both.
        let crlfProblem = try #require(LayoutCheck.run(crlf).errors.first)
        let lfProblem = try #require(LayoutCheck.run(lf).errors.first)
        #expect(crlfProblem.fixIts.first?.message == "add vip.top == self.top")
        #expect(crlfProblem.fixIts.map(\.message) == lfProblem.fixIts.map(\.message))

        var lfFixer = LayoutFixer(lf), crlfFixer = LayoutFixer(crlf)
        lfFixer.run()
        crlfFixer.run()
        #expect(crlfFixer.applied.map(\.message) == ["add vip.top == self.top"])
        #expect(crlfFixer.applied.map(\.message) == lfFixer.applied.map(\.message))
        #expect(!crlfFixer.report.hasErrors)

        let crlfPath = crlfFolder.appendingPathComponent(Self.edited).path, lfPath = lfFolder.appendingPathComponent(Self.edited).path
        let crlfFixed = crlfFixer.fixedFiles(original: crlf), lfFixed = lfFixer.fixedFiles(original: lf)
        #expect(crlfFixed.map(\.path) == [crlfPath])
        #expect(lfFixed.map(\.path) == [lfPath])
        let written = try #require(crlfFixed.first?.bytes)
        let lfWritten = try #require(lfFixed.first?.bytes)
        // The same text but for the byte order mark and line breaks, which are the file's own.
        #expect(written == LayoutTextStyle(byteOrderMark: true, crlf: true).encoded(String(decoding: lfWritten, as: UTF8.self)))
        #expect(String(decoding: lfWritten, as: UTF8.self).contains("    vip.top == self.top\n"))
        #expect(!written.split(separator: 0x0A).dropLast().contains { $0.last != 0x0D })
    }

    /// A file the fixes leave alone is not rewritten, whatever its line breaks.
    @Test func aCRLFFileWithoutFixesIsNotWritten() throws {
        let (folder, workspace) = try Self.folder(LayoutTextStyle(crlf: true))
        defer { try? FileManager.default.removeItem(at: folder) }
        var fixer = LayoutFixer(workspace)
        // No round: nothing applied, so nothing may be written even though the fixer reads LF text.
        fixer.run(rounds: 0)
        #expect(fixer.fixedFiles(original: workspace).isEmpty)
    }
}

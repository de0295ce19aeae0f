import Foundation
import Testing
import TrellisProject
import TrellisTestSupport

@Suite struct WorkingCopyWriterTests {
    static func folder() throws -> String {
        let path = TemporaryFolder.name("trellis-project-tests").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A writer killed between its temporary and the rename left `.NAME.layout.PID.RANDOM.tmp`
    /// beside the file; the next write there sweeps it once no writer can still be busy with it.
    @Test func staleTemporariesBesideAWrittenFileAreSweptAndFreshOnesKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = (folder as NSString).appendingPathComponent(".A.layout.4242.17.tmp")
        let fresh = (folder as NSString).appendingPathComponent(".B.layout.4243.18.tmp")
        for path in [stale, fresh] { #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8))) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: stale)

        var writer = WorkingCopyWriter()
        let path = (folder as NSString).appendingPathComponent("A.layout")
        #expect(try writer.write("container A {\n}\n", to: path))
        #expect(try !writer.write("container A {\n}\n", to: path))  // the same bytes: left alone
        try writer.finish()

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "container A {\n}\n")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh))
        #expect(writer.changed == [path])
    }

    /// A file in a folder that does not exist yet: the folders are made, the file written whole.
    @Test func aNewFileInANewFolderIsWrittenWhole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("Cells/Deep/ListCell.layout")
        var writer = WorkingCopyWriter()
        #expect(try writer.write("screen ListCell {\n}\n", to: path))
        try writer.finish()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "screen ListCell {\n}\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(left == ["ListCell.layout"])
    }
}

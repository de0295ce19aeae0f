import Foundation
import Testing
@testable import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport
import TrellisTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A clone's checkout creates its files together (`WorkingCopyWriter.createFiles`), each
/// whole through an unnamed file linked into place where the file system allows it
/// (`createUnnamedThenLink`): nothing half-written, no temporary left, never a file
/// replaced, and the stat the index records is the file's own.
@Suite struct CreateFilesTests {
    static func folder() throws -> String {
        let path = TemporaryFolder.name("trellis-create-files").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func stat(of path: String) throws -> WorkingCopyIndex.FileStat {
        try #require(WorkingCopyIndex.fileStat(path))
    }

    @Test func aFileCreatedWholeLeavesNothingBesideItAndReportsItsOwnStat() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("A.layout")
        let info = try createFileWhole(Data("container A {\n}\n".utf8), at: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "container A {\n}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.layout"])
        // Where unnamed files exist (Linux), the stat is the linked file's: ctime included.
        if let info { #expect(WorkingCopyIndex.fileStat(info) == (try Self.stat(of: path))) }
    }

    @Test func creatingAFileWholeNeverReplacesOneThatIsThere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("A.layout")
        try Data("someone's work\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FileWriteError.self) { try createFileWhole(Data("container A {\n}\n".utf8), at: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone's work\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.layout"])
    }

    /// Many files in new folders at once; each index entry is the file's stat as it is now,
    /// so the next `status` trusts it; a path that was taken meanwhile is written as any
    /// write is (here: the same bytes, left alone).
    @Test func createdFilesAreWholeInTheirFoldersWithTheirOwnStatsInTheIndex() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try TrellisProject.create(at: root, environment: .fixed(author: "ana", storeID: "ana"))
        let taken = (root as NSString).appendingPathComponent("Cells/C8.layout")
        try FileManager.default.createDirectory(atPath: (taken as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("container C8 {\n}\n".utf8).write(to: URL(fileURLWithPath: taken))
        let files = (0..<200).map { index in
            let folder = index % 2 == 0 ? "Cells" : "Deep/Rows"
            let text = "container C\(index) {\n}\n"
            let checked = CheckedText(
                document: .container(Container(name: "C\(index)")), textHash: SourceText(text: text, path: "").hash)
            return (path: (root as NSString).appendingPathComponent("\(folder)/C\(index).layout"), text: text, checked: Optional(checked))
        }
        var writer = project.writer()
        let written = try writer.createFiles(files)
        try writer.finish()
        #expect(written == 199, "the file already holding its bytes is not written again")
        for file in files { #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.text) }
        for folder in ["Cells", "Deep/Rows"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: (root as NSString).appendingPathComponent(folder))
            #expect(names.count == 100 && names.allSatisfy { $0.hasSuffix(".layout") && !$0.hasPrefix(".") })
        }
        let index = try #require(WorkingCopyIndex.read(from: WorkingCopyIndex.path(root: root))?.index)
        for file in files {
            let entry = try #require(index.entries.first { $0.path == project.relativePath(file.path) })
            #expect(entry.stat == (try Self.stat(of: file.path)), "\(file.path)")
        }
    }
}

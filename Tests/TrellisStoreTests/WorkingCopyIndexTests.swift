import Foundation
import Testing
import TrellisModel
@testable import TrellisProject
import TrellisProjectFiles
import TrellisStore
import TrellisTestSupport

/// `.trellis/index`: status parses only files whose stat changed, never trusts an index
/// it cannot read, and sees every change a full parse would see.
@Suite(.temporaryFolders) struct WorkingCopyIndexTests {
    /// A project folder holding `count` generated containers, their files dated a minute
    /// ago (so an index written now vouches for them), committed or not.
    func project(count: Int = 6, commit: Bool = true) throws -> TrellisProject {
        let root = try Fixtures.temporaryDirectory().path
        let files = (0..<count).map { index in ("C\(index).layout", LayoutPrinter.print(Self.component(index))) }
        try ProjectScaffold.createProject(at: root, files: files)
        for (name, _) in files { try age((root as NSString).appendingPathComponent(name)) }
        let project = try TrellisProject.create(at: root, environment: .fixed())
        if commit { try project.commit(message: "all") }
        return project
    }

    static func component(_ index: Int, inset: Int = 10) -> LayoutDocument {
        .container(
            Container("C\(index)", parameters: [Parameter("inset", defaultValue: Double(inset))]) {
                ViewItem(name: "title", className: "UILabel")
                LayoutItem("title").layout { $0.leading == LayoutItem.selfItem.leading + param("inset") }
            })
    }

    /// Sets a file's mtime `seconds` into the past.
    func age(_ path: String, by seconds: TimeInterval = 60) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    func path(_ project: TrellisProject, _ name: String) -> String {
        (project.root as NSString).appendingPathComponent(name)
    }

    func indexPath(_ project: TrellisProject) -> String { WorkingCopyIndex.path(root: project.root) }

    /// What status says without any index: the reference.
    func fullParseStatus(_ project: TrellisProject) throws -> [StatusEntry] {
        try project.status(of: WorkingCopy(workspace: LayoutWorkspace(loading: [project.root]))).entries
    }

    @Test func aWarmIndexParsesNothingAndAgreesWithAFullParse() throws {
        let project = try project()
        // The commit wrote the index; the files are older than it.
        let summary = try project.summarizeWorkingCopy()
        #expect(summary.parsedCount == 0)
        #expect(summary.hashes.count == 6)
        #expect(try project.status().isClean)
        #expect(try fullParseStatus(project).isEmpty)
    }

    @Test func withoutAnIndexStatusParsesEverythingAndWritesOne() throws {
        let project = try project(commit: false)
        #expect(!FileManager.default.fileExists(atPath: indexPath(project)))
        let cold = try project.summarizeWorkingCopy()
        #expect(cold.parsedCount == 6)
        #expect(FileManager.default.fileExists(atPath: indexPath(project)))
        #expect(try project.summarizeWorkingCopy().parsedCount == 0)
        #expect(try project.status().entries.map(\.state) == Array(repeating: .new, count: 6))
    }

    @Test func anEditOfTheSameSizeIsDetected() throws {
        let project = try project()
        let file = path(project, "C2.layout")
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let after = LayoutPrinter.print(Self.component(2, inset: 12))
        #expect(before.utf8.count == after.utf8.count)
        try Data(after.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["modified C2"])
    }

    /// The case only the racy rule catches: a same-size edit so soon after the index
    /// recorded the file that size, mtime, ctime and inode are all unchanged (timestamps
    /// are coarse). Simulated: an index entry with the file's current stat and its old
    /// hash, written in the same second as the file.
    @Test func anEditOfTheSameSizeInTheSameClockTickAsTheIndexIsDetected() throws {
        let project = try project()
        let file = path(project, "C2.layout")
        let oldHash = Self.component(2).contentHash
        let oldTextHash = SourceText(text: try String(contentsOfFile: file, encoding: .utf8), path: "C2.layout").hash
        try Data(LayoutPrinter.print(Self.component(2, inset: 12)).utf8).write(to: URL(fileURLWithPath: file))
        let stat = try #require(WorkingCopyIndex.fileStat(file))
        let lying = WorkingCopyIndex(entries: [
            WorkingCopyIndex.Entry(
                path: "C2.layout", stat: stat, name: "C2", contentHash: oldHash, textHash: oldTextHash, kind: .container)
        ])
        // The index dated in the file's own clock tick (its exact mtime, as a coarse file
        // system clock gives both): the file may have changed after its stat, so it is read.
        try lying.write(to: indexPath(project))
        try Self.setModified(indexPath(project), nanoseconds: stat.modifiedNanoseconds)
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["modified C2"])
        // The control: the same lie in an index dated a tick later is believed, which is
        // why files from the index's own tick are never trusted.
        try lying.write(to: indexPath(project))
        try Self.setModified(indexPath(project), nanoseconds: stat.modifiedNanoseconds + 4_000_000)
        #expect(try project.summarizeWorkingCopy().hashes["C2"] == oldHash)
    }

    /// Sets a file's mtime to the nanosecond (Foundation's `Date` would round it).
    private static func setModified(_ path: String, nanoseconds: Int64) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let times = [time, time]
        guard utimensat(AT_FDCWD, path, times, 0) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    @Test func anEditThatPutsTheMtimeBackIsStillDetected() throws {
        let project = try project()
        let file = path(project, "C3.layout")
        let mtime = try #require(FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        try Data(LayoutPrinter.print(Self.component(3, inset: 14)).utf8).write(to: URL(fileURLWithPath: file))
        // Same size, the old mtime: only the ctime (which no one can set) tells.
        try FileManager.default.setAttributes([.modificationDate: mtime], ofItemAtPath: file)
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["modified C3"])
    }

    @Test func racilyCleanEntriesAreNotTrusted() {
        let stat = WorkingCopyIndex.FileStat(size: 10, modifiedNanoseconds: 5_250_000_000, changedNanoseconds: 5_250_000_000, inode: 1, device: 1)
        var entry = WorkingCopyIndex.Entry(path: "A.layout", stat: stat, name: "A", contentHash: "x", kind: .container)
        // Index written after the file: the entry holds, also later within the same second
        // (the file system's nanoseconds, as git compares them with USE_NSEC).
        #expect(WorkingCopyIndex.isClean(entry, current: stat, written: 6_000_000_000))
        #expect(WorkingCopyIndex.isClean(entry, current: stat, written: 5_250_000_001))
        // Index written in the file's own tick (the same time), or before it: read again.
        #expect(!WorkingCopyIndex.isClean(entry, current: stat, written: 5_250_000_000))
        #expect(!WorkingCopyIndex.isClean(entry, current: stat, written: 5_000_000_000))
        // On a file system of whole seconds both are truncated alike: the same second is racy.
        var coarse = stat
        coarse.modifiedNanoseconds = 5_000_000_000
        entry.stat = coarse
        #expect(!WorkingCopyIndex.isClean(entry, current: coarse, written: 5_000_000_000))
        #expect(WorkingCopyIndex.isClean(entry, current: coarse, written: 6_000_000_000))
        entry.stat = stat
        var changed = stat
        changed.size = 11
        #expect(!WorkingCopyIndex.isClean(entry, current: changed, written: 6_000_000_000))
        // An entry from a version-2 index has no summary for relayout: parse again.
        entry.kind = nil
        #expect(!WorkingCopyIndex.isClean(entry, current: stat, written: 6_000_000_000))
    }

    /// Racily clean files are read again; their bytes, still those of the entry's text
    /// hash, spare the parse.
    @Test func filesModifiedNoEarlierThanTheIndexAreReadAgainNotParsed() throws {
        let project = try project()
        let index = try #require(FileManager.default.attributesOfItem(atPath: indexPath(project))[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: index.addingTimeInterval(0.5)], ofItemAtPath: path(project, "C1.layout"))
        let summary = try project.summarizeWorkingCopy()
        #expect(summary.rereadCount == 1 && summary.parsedCount == 0)
        #expect(summary.hashes == (try fullParseHashes(project)))
        #expect(try project.status().isClean)
    }

    /// A file whose stat changed but whose bytes did not (touched, copied back) is not
    /// parsed, and its new stat is recorded, so the next status does not read it either.
    @Test func aTouchedFileIsReadOnceNotParsedAndItsNewStatRecorded() throws {
        let project = try project()
        try age(path(project, "C4.layout"), by: 30)
        let touched = try project.summarizeWorkingCopy()
        #expect(touched.rereadCount == 1 && touched.parsedCount == 0)
        #expect(touched.hashes == (try fullParseHashes(project)))
        let next = try project.summarizeWorkingCopy()
        #expect(next.rereadCount == 0 && next.parsedCount == 0)
        // An edit of the same size with the touched file's stat kept back is still seen:
        // its bytes no longer hash to the entry's text hash.
        let file = path(project, "C4.layout")
        let mtime = try #require(FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        try Data(LayoutPrinter.print(Self.component(4, inset: 13)).utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.modificationDate: mtime], ofItemAtPath: file)
        let edited = try project.summarizeWorkingCopy()
        #expect(edited.rereadCount == 1 && edited.parsedCount == 1)
        #expect(edited.hashes["C4"] == Self.component(4, inset: 13).contentHash)
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["modified C4"])
    }

    /// Name → content hash by parsing every file: the reference for the index's answers.
    func fullParseHashes(_ project: TrellisProject) throws -> [String: String] {
        try WorkingCopy(workspace: LayoutWorkspace(loading: [project.root])).hashes
    }

    @Test func deletedRenamedAndReplacedFilesAreDetected() throws {
        let project = try project()
        let fileManager = FileManager.default
        try fileManager.removeItem(atPath: path(project, "C0.layout"))
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["deleted C0"])

        // Moved to a folder: the component is still there.
        try fileManager.createDirectory(atPath: path(project, "sub"), withIntermediateDirectories: true)
        try fileManager.moveItem(atPath: path(project, "C1.layout"), toPath: path(project, "sub/C1.layout"))
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["deleted C0"])

        // C3's file now holds C4 (same size): C3 is gone, C4 is defined twice (the first wins).
        try fileManager.removeItem(atPath: path(project, "C3.layout"))
        try fileManager.copyItem(atPath: path(project, "C4.layout"), toPath: path(project, "C3.layout"))
        try age(path(project, "C3.layout"))
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["deleted C0", "deleted C3"])
        #expect(try fullParseStatus(project).map { "\($0.state) \($0.name)" } == ["deleted C0", "deleted C3"])
    }

    @Test(arguments: ["garbage", "truncated", "flipped", "empty", "directory"])
    func aBadIndexIsRebuiltByAFullParse(damage: String) throws {
        let project = try project()
        let index = indexPath(project)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: index)))
        // The damage hides a real change: C5 edited (and dated back) while the index lies.
        try Data(LayoutPrinter.print(Self.component(5, inset: 99)).utf8).write(to: URL(fileURLWithPath: path(project, "C5.layout")))
        try age(path(project, "C5.layout"))
        switch damage {
        case "garbage": bytes = Array("not an index at all".utf8)
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "flipped": bytes[bytes.count / 2] ^= 0x20
        case "empty": bytes = []
        default: break
        }
        if damage == "directory" {
            try FileManager.default.removeItem(atPath: index)
            try FileManager.default.createDirectory(atPath: index, withIntermediateDirectories: false)
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: index))
        }
        let summary = try project.summarizeWorkingCopy()
        #expect(summary.parsedCount == 6)
        #expect(try project.status().entries.map { "\($0.state) \($0.name)" } == ["modified C5"])
        if damage != "directory" {
            #expect(WorkingCopyIndex.read(from: index) != nil, "rebuilt")
            #expect(try project.summarizeWorkingCopy().parsedCount == 0)
        }
    }

    @Test func unparsedFilesAreReportedEveryTimeAndNeverIndexed() throws {
        let project = try project()
        try Data("container C2 {\n    view title: UILabel\n    title.leading ==\n}\n".utf8)
            .write(to: URL(fileURLWithPath: path(project, "C2.layout")))
        try age(path(project, "C2.layout"))
        for _ in 0..<2 {
            let status = try project.status()
            #expect(status.entries.isEmpty)  // neither modified nor deleted while it does not parse
            #expect(status.unreadable.map(\.expectedName) == ["C2"])
        }
        #expect(try project.summarizeWorkingCopy().parsedCount == 1)
    }

    @Test func theIndexRoundTripsWithItsBasesAndSummariesReadsVersion2AndRefusesOthers() throws {
        let stat = WorkingCopyIndex.FileStat(size: 3, modifiedNanoseconds: -1, changedNanoseconds: 7, inode: .max, device: 0)
        let index = WorkingCopyIndex(
            entries: [
                .init(
                    path: "b/ü.layout", stat: stat, name: "Ü", contentHash: String(repeating: "a", count: 64), textHash: "b",
                    kind: .screen, dependencies: ["DS.Avatar", "Pill"]),
                .init(path: "a.layout", stat: stat, name: "A", contentHash: "", kind: .spec, hasUpdate: true),
            ], bases: ["A": "0123abcd", "Ü": "fedc"])
        #expect(index.entries.map(\.path) == ["a.layout", "b/ü.layout"])
        #expect(WorkingCopyIndex.decode(index.encoded()) == index)
        // Version 2 (before relayout's summaries) keeps its bases; its entries have no
        // summary, so they are parsed again.
        let older = try #require(WorkingCopyIndex.decode(index.encoded(version: 2)))
        #expect(older.bases == index.bases && older.entries.map(\.contentHash) == index.entries.map(\.contentHash))
        #expect(older.entries.allSatisfy { $0.kind == nil && $0.dependencies.isEmpty && !$0.hasUpdate })
        // Version 1 (no bases, no text hashes) is rebuilt, as any unknown version.
        #expect(WorkingCopyIndex.decode(index.encoded(version: 1)) == nil)
        #expect(WorkingCopyIndex.decode(index.encoded(version: 4)) == nil)
    }
}

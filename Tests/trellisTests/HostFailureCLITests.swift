import Foundation
import Testing
import TrellisTestSupport

/// A read-only folder and a full disk, made for real with mounts (a read-only bind mount,
/// a 400 KiB tmpfs): read commands work read-only, and every failure says what it is.
/// Needs the right to mount (root); where it is missing the suite does not run.
@Suite(.serialized, .enabled(if: Mounts.available, "needs the right to mount (root)"), .temporaryFolders)
struct HostFailureCLITests {
    @Test func readCommandsWorkInAReadOnlyFolderAndWritesSaySo() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "source/p").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "source/p").status == 0)
        try cli.write("", to: "view/.keep")
        let view = cli.directory.appendingPathComponent("view").path
        try Mounts.run("mount", "--bind", cli.directory.appendingPathComponent("source").path, view)
        defer { try? Mounts.run("umount", view) }
        try Mounts.run("mount", "-o", "remount,ro,bind", view)
        let before = try FileManager.default.contentsOfDirectory(atPath: view + "/p/.trellis").sorted()
        for command in [["status"], ["log"], ["log", "UserAvatarContainer"], ["show", "UserAvatarContainer@HEAD"], ["diff"], ["fsck"]] {
            let result = try cli.runArguments(command + ["--project", "view/p"])
            #expect(result.status == 0, "\(command): \(result.output)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: view + "/p/.trellis").sorted() == before)
        let tag = try cli.run("tag", "UserAvatarContainer", "1.0.0", "--project", "view/p")
        #expect(tag.status != 0 && tag.stderr.contains("read-only"), "\(tag.output)")
        #expect(!tag.output.contains("Error Domain="))
    }

    @Test func aFullDiskSaysTheDiskIsFull() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write("", to: "small/.keep")
        let small = cli.directory.appendingPathComponent("small").path
        try Mounts.run("mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", small)
        defer { try? Mounts.run("umount", small) }
        #expect(try cli.run("init", "small/p").status == 0)
        // Then the disk fills up (whatever the store's size after init, nothing is left).
        let filler = small + "/filler"
        Mounts.fill(filler)
        let commit = try cli.run("commit", "-m", "library", "--project", "small/p")
        #expect(commit.status != 0 && commit.stderr.contains("the disk is full"), "\(commit.output)")
        let new = try cli.run("new", "container", "Extra", "--project", "small/p")
        #expect(new.status != 0 && new.stderr.contains("the disk is full"), "\(new.output)")
        // The store is intact (what did not fit stayed in its log): once space is freed, as
        // the message says, nothing needs re-initialising.
        try FileManager.default.removeItem(atPath: filler)
        let fsck = try cli.run("fsck", "--project", "small/p")
        #expect(fsck.status == 0, "\(fsck.output)")
    }
}

enum Mounts {
    /// Writes `path` until the disk it is on refuses another page.
    static func fill(_ path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { return }
        defer { try? handle.close() }
        for chunk in [Data(count: 64 << 10), Data(count: 4 << 10)] {
            while (try? handle.write(contentsOf: chunk)) != nil {}
        }
    }

    static let available: Bool = {
        guard getuid() == 0 else { return false }
        let folder = TemporaryFolder.name("trellis-mount-probe").path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard (try? run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder)) != nil else { return false }
        try? run("umount", folder)
        return true
    }()

    static func run(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
}

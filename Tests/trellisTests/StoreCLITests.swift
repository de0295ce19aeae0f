import Foundation
import GRDB
import Testing
import TrellisTestSupport

/// The project workflow through the real binary: what a user types.
@Suite(.temporaryFolders) struct StoreCLITests {
    func project() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let created = try cli.run("init", ".")
        #expect(created.status == 0, "\(created.output)")
        return cli
    }

    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        #expect(text.contains(from))
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    @Test func aWholeSession() throws {
        let cli = try project()
        #expect(cli.exists(".trellis/store.sqlite"))
        let first = try cli.run("commit", "-m", "Example library")
        #expect(first.status == 0, "\(first.output)")
        #expect(first.stdout.contains("committed 12 components as change 1"))
        #expect(try cli.run("status").stdout == "nothing to commit: the working copy matches the store\n")
        #expect(try cli.run("commit", "-m", "again").stdout.contains("nothing to commit"))

        try edit(cli, "UserAvatarContainer.layout", "vip.top == self.top", "vip.top == self.top + 4")
        try edit(
            cli, "UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIImageView\n    view badge: UIImageView\n    badge.center == vip.center")
        #expect(try cli.run("status").stdout == "modified  UserAvatarContainer\n")
        let diff = try cli.run("diff", "UserAvatarContainer")
        #expect(diff.stdout.contains("    + view badge: UIImageView\n"), "\(diff.output)")
        #expect(diff.stdout.contains("    vip.top == self.top: constant 0 → 4\n"))
        #expect(diff.stdout.contains("    + badge.centerX == vip.centerX\n"))
        let json = try cli.run("diff", "--json")
        #expect(json.stdout.contains("\"text\": \"vip.top == self.top: constant 0 → 4\""))

        #expect(try cli.run("commit", "-m", "Badge").status == 0)
        let log = try cli.run("log", "UserAvatarContainer")
        let lines = log.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("Badge  (HEAD)"), "\(log.stdout)")
        #expect(lines[1].hasSuffix("Example library"))
        let logJSON = try cli.run("log", "UserAvatarContainer", "--json")
        #expect(logJSON.stdout.contains("\"message\": \"Badge\""))

        #expect(try cli.run("tag", "UserAvatarContainer@HEAD~1", "1.0.0").status == 0)
        let tags = try cli.run("tag", "--list")
        #expect(tags.status == 0 && tags.stdout.hasPrefix("UserAvatarContainer@1.0.0  "), "\(tags.output)")
        #expect(try cli.run("tag", "--list", "ListCell").stdout.isEmpty)
        #expect(try cli.run("tag", "UserAvatarContainer").stderr.contains("give NAME and VERSION"))
        let retag = try cli.run("tag", "UserAvatarContainer", "1.0.0")
        #expect(retag.status != 0)
        #expect(retag.stderr.contains("already exists"))
        let shown = try cli.run("show", "UserAvatarContainer@1.0.0")
        #expect(shown.stdout.contains("vip.top == self.top\n"), "\(shown.output)")
        #expect(!shown.stdout.contains("view badge"))
        let id = String(lines[0].prefix(8))
        #expect(try cli.run("show", "UserAvatarContainer@\(id)").stdout.contains("view badge"))

        let restored = try cli.run("restore", "UserAvatarContainer@1.0.0")
        #expect(restored.status == 0, "\(restored.output)")
        #expect(try cli.run("diff", "UserAvatarContainer", "1.0.0").stdout == "no changes\n")
        #expect(try cli.run("status").stdout == "modified  UserAvatarContainer\n")
        #expect(try cli.run("check").status == 0)

        #expect(try cli.run("deps", "ListCell").stdout == "use   UserAvatarContainer\n")
        #expect(try cli.run("dependents", "UserAvatarContainer").stdout.contains("ListCell uses UserAvatarContainer\n"))
        let fsck = try cli.run("fsck")
        #expect(fsck.status == 0)
        #expect(fsck.stdout.hasPrefix("store is sound: 12 components"))
    }

    @Test func aDeletedFileIsCommittedAsADeletion() throws {
        let cli = try project()
        try cli.run("commit", "-m", "all")
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("ActionBar.layout"))
        #expect(try cli.run("status").stdout == "deleted   ActionBar\n")
        #expect(try cli.run("commit", "-m", "drop").stdout.contains("ActionBar (deleted)"))
        #expect(try cli.run("log", "ActionBar").stdout.contains("(HEAD; deleted)"))
        #expect(try cli.run("show", "ActionBar@HEAD").stderr.contains("was deleted"))
        #expect(try cli.run("restore", "ActionBar@HEAD~1").status == 0)
        #expect(try cli.run("status").stdout == "new       ActionBar\n")
    }

    @Test func commitRefusesInvalidFilesListingEveryErrorAndRecordsNothing() throws {
        let cli = try project()
        try cli.run("commit", "-m", "all")
        try edit(cli, "ListCell.layout", "avatar.size == 100", "avatar.size == 100\n    avatar.top == self.leading\n    ghost.top == owner.top")
        try cli.write("container Broken {\n    view a: UIView\n    a.top ==\n}\n", to: "Broken.layout")
        let result = try cli.run("commit", "-m", "broken")
        #expect(result.status != 0)
        #expect(result.stderr.contains("ListCell.layout:"), "\(result.output)")
        #expect(result.stderr.contains("Broken.layout:3:"))
        #expect(result.stderr.contains("nothing committed"))
        #expect(try cli.run("log").stdout.hasPrefix("change 1 "))
        #expect(try cli.run("commit", "-m", "only ListCell", "ListCell").status != 0)
        // Naming a good component commits only it, whatever else is broken.
        try edit(cli, "UserAvatarContainer.layout", "vip.top == self.top", "vip.top == self.top + 2")
        let only = try cli.run("commit", "-m", "avatar only", "UserAvatarContainer")
        #expect(only.status == 0, "\(only.output)")
        #expect(only.stdout.contains("committed 1 component as change 2"))
    }

    @Test func twoProcessesCommittingAtOnceLoseNothing() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "--empty", ".").status == 0)
        let names = (0..<60).map { "Piece\($0)" }
        for name in names {
            try cli.write("container \(name) {\n    view icon: UIImageView\n    icon.edges == self.edges\n}\n", to: "\(name).layout")
        }
        let group = DispatchGroup()
        let results = LockedResults()
        for (index, half) in [Array(names[..<30]), Array(names[30...])].enumerated() {
            group.enter()
            DispatchQueue.global().async {
                let result = try? cli.runArguments(["commit", "-m", "half \(index)"] + half)
                results.append(result?.status ?? -1)
                group.leave()
            }
        }
        group.wait()
        #expect(results.values == [0, 0])
        #expect(try cli.run("status").stdout.contains("nothing to commit"))
        let log = try cli.run("log").stdout
        #expect(log.contains("half 0") && log.contains("half 1"))
        #expect(try cli.run("fsck").status == 0)
    }

    @Test func fsckFindsAFlippedByteAndNamesTheObject() throws {
        let cli = try project()
        try cli.run("commit", "-m", "all")
        let hash = try #require(
            try cli.run("show", "ListCell", "--json").stdout
                .split(separator: "\n").first { $0.contains("\"hash\"") }?
                .split(separator: "\"")[3])
        let queue = try DatabaseQueue(path: cli.directory.appendingPathComponent(".trellis/store.sqlite").path)
        try queue.write { db in
            // Flip one bit of one byte in the middle of the object's data.
            let data = try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [String(hash)])!
            var bytes = [UInt8](data)
            bytes[bytes.count / 2] ^= 0x01
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [Data(bytes), String(hash)])
        }
        try queue.close()
        let fsck = try cli.run("fsck")
        #expect(fsck.status != 0)
        #expect(fsck.stdout.contains("object \(hash): data hashes to"), "\(fsck.output)")
        #expect(fsck.stdout.contains("1 problem found"))
    }

    @Test func aTextFileInPlaceOfTheStoreIsRefusedAndLeftAlone() throws {
        let cli = try project()
        let text = "not a database\n"
        try cli.write(text, to: ".trellis/store.sqlite")
        for command in [["status"], ["commit", "-m", "x"], ["log"], ["fsck"]] {
            let result = try cli.runArguments(command)
            #expect(result.status != 0)
            #expect(result.stderr.contains("is not a trellis store (not a SQLite database); it was left unchanged"), "\(result.output)")
        }
        #expect(try cli.read(".trellis/store.sqlite") == text)
    }

    @Test func aStoreFromANewerTrellisIsRefused() throws {
        let cli = try project()
        try cli.run("commit", "-m", "all")
        let queue = try DatabaseQueue(path: cli.directory.appendingPathComponent(".trellis/store.sqlite").path)
        try queue.write { db in try db.execute(sql: "UPDATE meta SET value = '99' WHERE key = 'schema_version'") }
        try queue.close()
        let result = try cli.run("status")
        #expect(result.status != 0)
        #expect(result.stderr.contains("this store was written by a newer trellis (schema 99"))
        #expect(result.stderr.contains("upgrade trellis"))
    }

    @Test func helpListsTheStoreCommands() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let help = try cli.run("--help").stdout
        for command in ["status", "commit", "log", "diff", "restore", "tag", "deps", "dependents", "fsck"] {
            #expect(help.contains("  \(command) "), "\(command)")
        }
        #expect(try cli.run("commit").stderr.contains("Missing expected argument '--message <message>'"))
        #expect(try cli.run("status", "--project", "/").stderr.contains("is not in a trellis project"))
    }
}

final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int32] = []
    func append(_ value: Int32) { lock.lock(); storage.append(value); lock.unlock() }
    var values: [Int32] { lock.lock(); defer { lock.unlock() }; return storage.sorted() }
}

import Foundation
import GRDB
import Testing
import TrellisTestSupport

/// `trellis fsck`, `gc` and `fsck --repair` through the real binary: an app that uses a
/// library is sound, and a damaged author's text is found, repaired and no longer breaks a clone.
@Suite(.temporaryFolders) struct FsckCLITests {
    /// A library released as 1.0.0 and an app whose screen uses one of its components.
    func appWithADependency() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        let release = try cli.run("release", "1.0.0", "-m", "first", "--project", "lib")
        #expect(release.status == 0, "\(release.output)")
        #expect(try cli.run("init", "app", "--empty").status == 0)
        let added = try cli.run("add", "DS", cli.directory.appendingPathComponent("lib").path, "--project", "app")
        #expect(added.status == 0, "\(added.output)")
        try cli.write(
            """
            screen ProfileCell {
                height 120

                use avatar: DS.UserAvatarContainer

                avatar.leading == owner.leading + 12
                avatar.size == 100
                avatar.centerY == owner.centerY
            }

            """, to: "app/ProfileCell.layout")
        let commit = try cli.run("commit", "-m", "profile", "--project", "app")
        #expect(commit.status == 0, "\(commit.output)")
        return cli
    }

    @Test func fsckOfAnAppUsingADependencyIsSound() throws {
        let cli = try appWithADependency()
        let fsck = try cli.run("fsck", "--project", "app")
        #expect(fsck.status == 0, "\(fsck.output)")
        #expect(fsck.stdout.hasPrefix("store is sound: 1 component"), "\(fsck.output)")
        let gc = try cli.run("gc", "--project", "app")
        #expect(gc.stdout == "nothing to remove\n", "\(gc.output)")
    }

    /// Issue 39's N5: one flipped byte in a stored text used to pass fsck, fail every
    /// clone, and survive gc and --repair.
    @Test func aCorruptedTextIsFlaggedRepairedAndClonesAgain() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        let store = cli.directory.appendingPathComponent("lib/.trellis/store.sqlite").path
        try Self.corruptText(of: "UserAvatarContainer", in: store)

        let fsck = try cli.run("fsck", "--project", "lib")
        #expect(fsck.status != 0, "\(fsck.output)")
        #expect(fsck.stdout.contains("text of version"), "\(fsck.output)")
        #expect(fsck.stdout.contains("UserAvatarContainer"), "\(fsck.output)")
        // A clone says which text is damaged and where to repair it.
        let broken = try cli.run("clone", "lib/.trellis/store.sqlite", "broken")
        #expect(broken.status != 0)
        #expect(broken.output.contains("text"), "\(broken.output)")
        #expect(!cli.exists("broken"))

        let repair = try cli.run("fsck", "--repair", "--project", "lib")
        #expect(repair.status == 0, "\(repair.output)")
        #expect(repair.stdout.contains("UserAvatarContainer"), "\(repair.output)")
        #expect(repair.stdout.contains("formatting"), "\(repair.output)")
        #expect(repair.stdout.contains("store is sound"), "\(repair.output)")
        #expect(try cli.run("fsck", "--project", "lib").status == 0)

        let clone = try cli.run("clone", "lib/.trellis/store.sqlite", "copy")
        #expect(clone.status == 0, "\(clone.output)")
        // The repaired text is the stored document, printed: it means what was committed.
        let show = try cli.run("show", "UserAvatarContainer", "--json", "--project", "copy")
        let original = try cli.run("show", "UserAvatarContainer", "--json", "--project", "lib")
        #expect(show.stdout == original.stdout, "\(show.output)")
        #expect(try cli.run("status", "--project", "copy").stdout.contains("nothing to commit"))
    }

    /// Flips a bit inside the comment of a component's stored text, in place.
    static func corruptText(of component: String, in path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let row = try #require(
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT s.hash, s.data FROM source_text s JOIN version_text t ON t.text_hash = s.hash
                        JOIN ref r ON r.version_id = t.version_id AND r.name = 'head' WHERE r.component = ?
                        """, arguments: [component]))
            let hash: String = row[0]
            var data: Data = row[1]
            let index = try #require(data.firstIndex(of: UInt8(ascii: "v")))
            data[index] ^= 0x01
            try db.execute(sql: "UPDATE source_text SET data = ? WHERE hash = ?", arguments: [data, hash])
        }
        try queue.close()
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// `trellis mv`: a component renamed with its history, as git's `mv` and `log --follow`.
@Suite(.temporaryFolders) struct RenameCLITests {
    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        try #require(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    /// The example library committed, then the avatar's badge grown and committed.
    func libraryWithAnEditedAvatar(_ cli: TrellisRunner, project: String = ".") throws {
        #expect(try cli.run("init", project).status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", project).status == 0)
        try edit(cli, "\(project)/UserAvatarContainer.layout", "badgeSize = 30", "badgeSize = 32")
        #expect(try cli.run("commit", "-m", "badge 32", "--project", project).status == 0)
    }

    @Test func mvRenamesTheFileItsDeclarationAndItsUsesAndTheCommitKeepsTheHistory() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try libraryWithAnEditedAvatar(cli)
        let mv = try cli.run("mv", "UserAvatarContainer", "AvatarContainer")
        #expect(mv.status == 0, "\(mv.output)")
        #expect(mv.stdout.contains("renamed UserAvatarContainer -> AvatarContainer"), "\(mv.stdout)")
        #expect(mv.stdout.contains("now using AvatarContainer: ListCell"), "\(mv.stdout)")
        #expect(!cli.exists("UserAvatarContainer.layout"))
        let renamed = try cli.read("AvatarContainer.layout")
        #expect(renamed.contains("container AvatarContainer {") && renamed.contains("badgeSize = 32"))
        // Comments are the author's: kept as written.
        #expect(renamed.hasPrefix("// A user's avatar"))
        #expect(try cli.read("ListCell.layout").contains("use avatar: AvatarContainer"))

        let status = try cli.run("status")
        #expect(status.stdout.contains("renamed   UserAvatarContainer -> AvatarContainer"), "\(status.stdout)")
        #expect(!status.stdout.contains("new ") && !status.stdout.contains("deleted "), "\(status.stdout)")
        #expect(status.stdout.contains("modified  ListCell"), "\(status.stdout)")

        let commit = try cli.run("commit", "-m", "rename")
        #expect(commit.status == 0, "\(commit.output)")
        #expect(commit.stdout.contains("AvatarContainer (renamed from UserAvatarContainer)"), "\(commit.stdout)")
        #expect(try cli.run("status").stdout.contains("nothing to commit"))

        // Without --follow, the new name's own history; with it, the old name's too.
        let plain = try cli.run("log", "AvatarContainer", "--oneline").stdout.split(separator: "\n")
        #expect(plain.count == 1 && plain[0].contains("renamed from UserAvatarContainer"), "\(plain)")
        let follow = try cli.run("log", "--follow", "AvatarContainer", "--oneline")
        #expect(follow.status == 0, "\(follow.output)")
        let lines = follow.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(follow.stdout)")
        #expect(lines.count == 3 && lines[1].contains("badge 32") && lines[1].contains("as UserAvatarContainer"), "\(follow.stdout)")
        // The old name's log ends in its deletion.
        #expect(try cli.run("log", "UserAvatarContainer", "-n", "1").stdout.contains("deleted"))
        #expect(try cli.run("fsck").status == 0)
        #expect(try cli.run("check").stdout.contains("no problems"))
    }

    /// `log --json` says which version is a rename's and what it continues, as text does.
    @Test func logJSONCarriesRenamedFromOnTheRenamesVersion() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try libraryWithAnEditedAvatar(cli)
        #expect(try cli.run("mv", "UserAvatarContainer", "AvatarContainer").status == 0)
        #expect(try cli.run("commit", "-m", "rename").status == 0)
        let log = try cli.run("log", "--follow", "AvatarContainer", "--json")
        #expect(log.status == 0, "\(log.output)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 3)
        #expect(entries.first?["renamedFrom"] as? String == "UserAvatarContainer", "\(log.stdout)")
        #expect(entries.dropFirst().allSatisfy { $0["renamedFrom"] is NSNull }, "\(log.stdout)")
    }

    @Test func mvRefusesAnExistingNameAndAnUnknownOneChangingNothing() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let taken = try cli.run("mv", "UserAvatarContainer", "ListCell")
        #expect(taken.status != 0 && taken.stderr.contains("ListCell exists"), "\(taken.output)")
        let unknown = try cli.run("mv", "UserAvatarContaner", "AvatarContainer")
        #expect(unknown.status != 0 && unknown.stderr.contains("UserAvatarContainer"), "\(unknown.output)")
        #expect(cli.exists("UserAvatarContainer.layout") && !cli.exists("AvatarContainer.layout"))
    }

    /// Two clones of the library with the avatar renamed in `ana` and pushed.
    func renamedInAnaAndPushed(_ cli: TrellisRunner) throws {
        try libraryWithAnEditedAvatar(cli, project: "lib")
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        #expect(try cli.run("mv", "UserAvatarContainer", "AvatarContainer", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "rename", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)
    }

    /// Renamed on one side, edited on the other (the side that pulls edited): the edit is
    /// carried into the new name, as git merges an edit into a renamed file — no conflict,
    /// the old file gone, and the new name's history holds the edit.
    @Test func anEditOfTheOldNameIsCarriedIntoTheNewNameWhenTheEditorPulls() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try renamedInAnaAndPushed(cli)
        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "button", "--project", "ben").status == 0)
        let pull = try cli.run("pull", "--project", "ben")
        #expect(pull.status == 0, "\(pull.output)")
        #expect(pull.stdout.contains("the edit made here is carried into AvatarContainer"), "\(pull.output)")
        #expect(!pull.stdout.contains("conflict"), "\(pull.output)")
        #expect(!cli.exists("ben/UserAvatarContainer.layout"))
        let carried = try cli.read("ben/AvatarContainer.layout")
        #expect(carried.contains("container AvatarContainer {") && carried.contains("view vip: UIButton"), "\(carried)")
        #expect(carried.contains("badgeSize = 32") && carried.hasPrefix("// A user's avatar"), "\(carried)")
        #expect(try cli.run("status", "--project", "ben").stdout.contains("nothing to commit"))
        let follow = try cli.run("log", "--follow", "AvatarContainer", "--oneline", "--project", "ben").stdout
        #expect(follow.contains("button") && follow.contains("rename") && follow.contains("badge 32"), "\(follow)")
        #expect(try cli.run("fsck", "--project", "ben").status == 0)
        #expect(try cli.run("check", "--project", "ben").stdout.contains("no problems"))

        // The renamer takes it as a fast-forward of both names.
        #expect(try cli.run("sync", "--project", "ben").status == 0)
        let pulled = try cli.run("pull", "--project", "ana")
        #expect(pulled.status == 0 && !pulled.stdout.contains("conflict"), "\(pulled.output)")
        #expect(try cli.read("ana/AvatarContainer.layout").contains("view vip: UIButton"))
        #expect(try cli.run("fsck", "--project", "ana").status == 0)
    }

    /// The other way round: the side that renamed pulls the edit of the old name.
    @Test func anEditOfTheOldNameIsCarriedIntoTheNewNameWhenTheRenamerPulls() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try libraryWithAnEditedAvatar(cli, project: "lib")
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "button", "--project", "ben").status == 0)
        #expect(try cli.run("sync", "--project", "ben").status == 0)
        #expect(try cli.run("mv", "UserAvatarContainer", "AvatarContainer", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "rename", "--project", "ana").status == 0)
        let pull = try cli.run("pull", "--project", "ana")
        #expect(pull.status == 0, "\(pull.output)")
        #expect(pull.stdout.contains("renamed to AvatarContainer here; the edit made there is carried into AvatarContainer"), "\(pull.output)")
        #expect(!cli.exists("ana/UserAvatarContainer.layout"))
        #expect(try cli.read("ana/AvatarContainer.layout").contains("view vip: UIButton"))
        #expect(try cli.run("log", "--follow", "AvatarContainer", "--oneline", "--project", "ana").stdout.contains("button"))
        #expect(try cli.run("fsck", "--project", "ana").status == 0)
    }

    /// An edit that collides with the new name's own change stays a conflict, naming both
    /// names and the field, with what to do; not "deleted vs modified" with the JSON.
    @Test func anEditThatCollidesWithTheRenamedSidesChangeConflictsNamingBothNames() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try libraryWithAnEditedAvatar(cli, project: "lib")
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        #expect(try cli.run("mv", "UserAvatarContainer", "AvatarContainer", "--project", "ana").status == 0)
        try edit(cli, "ana/AvatarContainer.layout", "badgeSize = 32", "badgeSize = 40")
        #expect(try cli.run("commit", "-m", "rename, badge 40", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)

        try edit(cli, "ben/UserAvatarContainer.layout", "badgeSize = 32", "badgeSize = 36")
        #expect(try cli.run("commit", "-m", "badge 36", "--project", "ben").status == 0)
        let pull = try cli.run("pull", "--project", "ben")
        #expect(pull.status != 0)
        #expect(pull.stdout.contains("renamed to AvatarContainer there"), "\(pull.output)")
        #expect(pull.stdout.contains("edited here as UserAvatarContainer"), "\(pull.output)")
        #expect(pull.stdout.contains("parameters[badgeSize]"), "\(pull.output)")
        #expect(!pull.stdout.contains("\"constraints\""), "\(pull.output)")
        #expect(try cli.run("resolve", "UserAvatarContainer", "--theirs", "--project", "ben").status == 0)
        #expect(try cli.read("ben/AvatarContainer.layout").contains("badgeSize = 40"))
        #expect(try cli.run("fsck", "--project", "ben").status == 0)
    }
}

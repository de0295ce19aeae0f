import Foundation
import Testing

/// `trellis mv`: a component renamed with its history, as git's `mv` and `log --follow`.
@Suite struct RenameCLITests {
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

    @Test func mvRefusesAnExistingNameAndAnUnknownOneChangingNothing() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let taken = try cli.run("mv", "UserAvatarContainer", "ListCell")
        #expect(taken.status != 0 && taken.stderr.contains("ListCell exists"), "\(taken.output)")
        let unknown = try cli.run("mv", "UserAvatarContaner", "AvatarContainer")
        #expect(unknown.status != 0 && unknown.stderr.contains("UserAvatarContainer"), "\(unknown.output)")
        #expect(cli.exists("UserAvatarContainer.layout") && !cli.exists("AvatarContainer.layout"))
    }

    /// Renamed on one side, edited on the other: the rename travels, and the edit's conflict
    /// says it is a rename, naming the new name, rather than "deleted vs modified" with the
    /// whole component's JSON.
    @Test func aRenameSyncsAndAnEditOfTheOldNameIsAConflictThatSaysSo() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try libraryWithAnEditedAvatar(cli, project: "lib")
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        #expect(try cli.run("mv", "UserAvatarContainer", "AvatarContainer", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "rename", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)

        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "button", "--project", "ben").status == 0)
        let pull = try cli.run("pull", "--project", "ben")
        #expect(pull.status != 0)
        #expect(pull.stdout.contains("renamed to AvatarContainer there"), "\(pull.output)")
        #expect(!pull.stdout.contains("\"constraints\""), "\(pull.output)")
        #expect(try cli.run("resolve", "UserAvatarContainer", "--theirs", "--project", "ben").status == 0)
        try edit(cli, "ben/AvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "button, renamed", "--project", "ben").status == 0)
        #expect(try cli.run("sync", "--project", "ben").status == 0)
        #expect(try cli.run("pull", "--project", "ana").status == 0)
        let follow = try cli.run("log", "--follow", "AvatarContainer", "--oneline", "--project", "ana").stdout
        #expect(follow.contains("button, renamed") && follow.contains("badge 32") && follow.contains("library"), "\(follow)")
        #expect(try cli.read("ana/AvatarContainer.layout").contains("view vip: UIButton"))
        #expect(try cli.run("fsck", "--project", "ana").status == 0)
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Issue 39 as a user meets it on the command line: a pull or clone never writes a
/// component into another component's file (N1), and an edit made after a pull was killed
/// survives `checkout` and is called an edit by `status` (N3). Each says what it did.
@Suite(.temporaryFolders) struct WorkingCopySafetyCLITests {
    static func button(_ name: String, badge: Int) -> String {
        """
        container \(name) {
            param badgeSize = \(badge)

            view avatar: UIImageView

            avatar.edges == self.edges
        }

        """
    }

    @Test func pullAndCloneWriteTwoComponentsRecordedInOneFileToTwoFilesAndSaySo() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        let primary = Self.button("PrimaryButton", badge: 30)
        let secondary = Self.button("SecondaryButton", badge: 40)
        try cli.write(primary, to: "ana/Buttons.layout")
        #expect(try cli.run("commit", "-m", "primary", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)

        // Ben's uncommitted button in a file of the same name.
        try cli.write(secondary, to: "ben/Buttons.layout")
        let pull = try cli.run("pull", "--project", "ben")
        #expect(pull.status == 0, "\(pull.output)")
        #expect(
            pull.stdout.contains(
                "note: PrimaryButton: written to PrimaryButton.layout, not Buttons.layout: that file holds component SecondaryButton (left as it is"),
            "\(pull.output)")
        #expect(try cli.read("ben/Buttons.layout") == secondary)
        #expect(try cli.read("ben/PrimaryButton.layout") == primary)
        let status = try cli.run("status", "--project", "ben")
        #expect(status.stdout == "new       SecondaryButton\n", "\(status.output)")
        #expect(try cli.run("commit", "-m", "secondary", "--project", "ben").status == 0)
        let sync = try cli.run("sync", "--project", "ben")
        #expect(sync.status == 0, "\(sync.output)")
        // Pushed into lib's folder, beside Ana's file.
        #expect(try cli.read("lib/Buttons.layout") == primary)
        #expect(try cli.read("lib/SecondaryButton.layout") == secondary)
        #expect(try cli.run("status", "--project", "lib").stdout.contains("nothing to commit"))

        let clone = try cli.run("clone", "lib", "cal")
        #expect(clone.status == 0, "\(clone.output)")
        #expect(clone.stdout.contains("note: SecondaryButton: written to SecondaryButton.layout, not Buttons.layout"), "\(clone.output)")
        #expect(try cli.read("cal/Buttons.layout") == primary)
        #expect(try cli.read("cal/SecondaryButton.layout") == secondary)
        #expect(try cli.run("status", "--project", "cal").stdout.contains("nothing to commit"))
    }

    @Test func anEditAfterAKilledPullIsCalledAnEditAndCheckoutKeepsIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        // A pull killed after it wrote its journal, as `Tools/kill-checkout` leaves one.
        try cli.write("trellis checkout journal 1\nmerge origin\nListCell\nUserAvatarContainer\n", to: "ana/.trellis/checkout")
        let edited = try cli.read("ana/ListCell.layout").replacingOccurrences(of: "+ 12", with: "+ 20")
        try cli.write(edited, to: "ana/ListCell.layout")

        let status = try cli.run("status", "--project", "ana")
        #expect(status.stdout.contains("modified  ListCell  (your edit, made after the interrupted 'merge origin' began: kept"), "\(status.output)")
        #expect(!status.stdout.contains("behind    ListCell"), "\(status.output)")
        #expect(status.stdout.contains("'trellis checkout' finishes it and keeps your edits (ListCell)"), "\(status.output)")
        let refused = try cli.run("commit", "-m", "mine", "--project", "ana")
        #expect(refused.status != 0 && refused.stderr.contains("files you edited since are kept"), "\(refused.output)")

        let checkout = try cli.run("checkout", "--project", "ana")
        #expect(checkout.status == 0, "\(checkout.output)")
        #expect(checkout.stdout.contains("note: ListCell: kept your edit in ListCell.layout"), "\(checkout.output)")
        #expect(try cli.read("ana/ListCell.layout") == edited)
        let after = try cli.run("status", "--project", "ana")
        #expect(after.stdout == "modified  ListCell\n", "\(after.output)")
        #expect(try cli.run("commit", "-m", "mine", "--project", "ana").status == 0)
    }
}

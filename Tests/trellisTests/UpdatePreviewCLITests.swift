import Foundation
import Testing
import TrellisTestSupport

/// `trellis update --preview DIR`: what the release brings (its message, what it changed in
/// the dependency), then what it moves in the app, said once for the devices it moves on;
/// the HTML report titled for the update.
@Suite(.temporaryFolders) struct UpdatePreviewCLITests {
    @Test func thePreviewSaysTheReleaseItsChangesAndTheMoveOnceForAllDevices() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("release", "1.0.0", "-m", "First release", "--project", "lib").status == 0)
        #expect(try cli.run("init", "app", "--empty").status == 0)
        #expect(try cli.run("add", "DS", cli.directory.appendingPathComponent("lib").path, "--project", "app").status == 0)
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
        #expect(try cli.run("commit", "-m", "app", "--project", "app").status == 0)
        let container = try cli.read("lib/UserAvatarContainer.layout")
        try cli.write(container.replacingOccurrences(of: "param badgeSize = 30", with: "param badgeSize = 36"), to: "lib/UserAvatarContainer.layout")
        #expect(try cli.run("commit", "-m", "bigger badge", "--project", "lib").status == 0)
        #expect(try cli.run("release", "1.1.0", "-m", "Bigger badge", "--project", "lib").status == 0)

        let preview = try cli.run("update", "--preview", "report", "--project", "app")
        #expect(preview.status == 0, "\(preview.output)")
        #expect(
            preview.stdout == """
                DS 1.0.0 → 1.1.0: Bigger badge
                  UserAvatarContainer
                    param badgeSize: default 30 → 36

                ProfileCell on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: 1 item moved or resized
                    avatar.vip  (82, 10, 30 × 30) → (76, 10, 36 × 36)  x −6, width +6, height +6

                relayout of DS.UserAvatarContainer: 1 component × 3 devices, 3 changed, 0 broken; 12 solved (0 cached)
                report: report/index.html

                """)
        let page = try cli.read("report/index.html")
        #expect(page.contains("<title>trellis update DS 1.0.0 → 1.1.0</title>"))
        #expect(page.contains(#"<p class="message">Bigger badge</p>"#))
        #expect(page.contains(#"<li class="changed">param badgeSize: default 30 → 36</li>"#))
    }
}
